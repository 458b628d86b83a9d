import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AUDIT_EXPORT_LIMIT,
  AuditActor,
  AuditActorsQuery,
  AuditEntry,
  AuditExportQuery,
  AuditLogQuery,
  errorResponses,
  List,
  Paged,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { invalid } from '../../lib/errors.js';
import {
  auditLogActors,
  auditLogCount,
  auditLogEntries,
  auditLogPage,
  type AuditScope,
} from '../../repositories/audit-log.js';
import { csvHeader, csvLine } from '../../services/audit-csv.js';

export interface AuditLogRoutes {
  /** The path before `/audit-log` (`''` under /api/admin, `/organisations/:id`, …). */
  prefix: string;
  tags: string[];
  /** Whose log the caller may read here; throws 401/403/404 when they may not. */
  scope: (request: FastifyRequest) => Promise<AuditScope>;
  /** Extra path parameters (the context's id). */
  params?: ReturnType<typeof Type.Object>;
  /** The export's file name without the date, e.g. `logboek-obs-de-regenboog`. */
  fileName: (request: FastifyRequest, scope: AuditScope) => Promise<string> | string;
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/**
 * The three read-only routes of an activity log: the page, the CSV export and the people its
 * person filter offers. There is no route that writes, changes or removes an entry.
 */
export function auditLogRoutes(spec: AuditLogRoutes): FastifyPluginAsyncTypebox {
  return async (app) => {
    const params = spec.params ? { params: spec.params } : {};

    app.get(
      `${spec.prefix}/audit-log`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: spec.tags,
          summary: 'The activity log (paged, newest first)',
          description:
            'Who changed what, when and where. `query` searches the person (name, email), the object and the school or board.',
          ...params,
          querystring: AuditLogQuery,
          response: { 200: Paged(AuditEntry), ...errorResponses },
        },
      },
      async (request) => {
        const scope = await spec.scope(request);
        return auditLogPage(app.db, scope, request.query, request.locale);
      },
    );

    app.get(
      `${spec.prefix}/audit-log.csv`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: spec.tags,
          summary: 'The activity log as CSV',
          description: `Every entry the filters and search select, newest first, in the reader's language; at most ${AUDIT_EXPORT_LIMIT} (more is a 422: narrow the filters).`,
          ...params,
          querystring: AuditExportQuery,
          produces: ['text/csv'],
          response: { 200: Type.String(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const scope = await spec.scope(request);
        const filters = request.query;
        const count = await auditLogCount(app.db, scope, filters);
        // Said on the dates: narrowing them is the usual way to a smaller export.
        if (count > AUDIT_EXPORT_LIMIT)
          throw invalid('from', 'audit.export_too_large', { count, limit: AUDIT_EXPORT_LIMIT });
        const { locale } = request;
        const name = `${await spec.fileName(request, scope)}-${new Date().toISOString().slice(0, 10)}.csv`;
        async function* csv() {
          yield csvHeader(locale);
          for await (const entry of auditLogEntries(app.db, scope, filters, locale))
            yield csvLine(locale, entry);
        }
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(Readable.from(csv()) as never);
      },
    );

    app.get(
      `${spec.prefix}/audit-log/actors`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: spec.tags,
          summary: 'People for the log’s person filter (at most 20)',
          description:
            'In a school’s or board’s log: the people who appear in it, matching `query` anywhere in their name or email. In the admin’s log: every user whose first name, last name or email starts with `query`.',
          ...params,
          querystring: AuditActorsQuery,
          response: { 200: List(AuditActor), ...errorResponses },
        },
      },
      async (request) => {
        const scope = await spec.scope(request);
        return { data: await auditLogActors(app.db, app.dialect, scope, request.query.query) };
      },
    );
  };
}

export { slug as fileNameSlug };
