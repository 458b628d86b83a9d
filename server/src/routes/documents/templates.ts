import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContextParams,
  Document,
  DocumentTemplate,
  IdParams,
  List,
  Resource,
  UpdateTemplateBody,
  contextTypeOfSegment,
  errorResponses,
} from '@koers/contract';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { h1Uids, offeredTemplates, setFixedChapters } from '../../repositories/board-text.js';
import { findDocument, updateDocument } from '../../repositories/documents.js';
import { requireManager } from '../../services/access.js';
import { auditedWrite } from '../../services/audit.js';
import { syncFromTemplate } from '../../services/board-text.js';
import { contextOf, loadDocument, requireDocumentWriter } from './access.js';
import { serializeDocument } from './serialize.js';

const tags = ['Documents'];

/**
 * Board templates (docs/decisions, "Board templates and fixed board text"): a board marks its
 * documents as templates and fixes chapters of them as board text; a context's managers see the
 * templates they can start a new document from.
 */
const templateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.signingSecret;

  app.get(
    '/:ctx/:id/templates',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The templates a new document of this context can start from (its managers)',
        description:
          "The Koers template, then the board's templates: the board's own, or for a school those of its board.",
        params: ContextParams,
        response: { 200: List(DocumentTemplate), ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireManager(
        request,
        contextTypeOfSegment(request.params.ctx),
        request.params.id,
      );
      const rows = await offeredTemplates(app.db, access.organisationId);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          source: row.documentable_type === 'template' ? ('koers' as const) : ('board' as const),
          board_name: row.documentable_type === 'template' ? null : row.board_name,
          fixed_chapters: Number(row.fixed_chapters),
        })),
      };
    },
  );

  app.put(
    '/documents/:id/template',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Mark a board's document as a template and fix chapters (the board's managers)",
        description:
          "Board documents only (403 for school documents and the Koers template). `fixed_chapters` are uids of h1 blocks of the document (422 otherwise); without `is_template` none are kept. The school documents started from it follow at once: fixed chapters come in as board text, unfixed ones stay as the school's own text. Audited as `updated`.",
        params: IdParams,
        body: UpdateTemplateBody,
        response: { 200: Resource(Document), ...errorResponses },
      },
    },
    async (request) => {
      const doc = await loadDocument(request, request.params.id);
      await requireDocumentWriter(request, doc);
      if (doc.documentable_type !== 'organisation') throw forbidden();
      const user = request.user!;
      const isTemplate = request.body.is_template;
      const fixed = isTemplate ? [...new Set(request.body.fixed_chapters)] : [];
      const headings = await h1Uids(app.db, doc.id, fixed);
      if (fixed.some((uid) => !headings.has(uid)))
        throw invalid('fixed_chapters', 'validation.invalid');
      const updated = await auditedWrite(
        app.db,
        async (trx) => {
          const row = await updateDocument(trx, doc.id, { is_template: isTemplate ? 1 : 0 });
          if (!row) throw notFound();
          await setFixedChapters(trx, doc.id, fixed);
          await syncFromTemplate(trx, row, user.id);
          return (await findDocument(trx, doc.id))!;
        },
        {
          userId: user.id,
          action: 'updated',
          subjectType: 'document',
          subjectId: doc.id,
          ...contextOf(doc),
          changes: { is_template: isTemplate, fixed_chapters: fixed },
        },
      );
      return { data: await serializeDocument(app.db, secret, updated) };
    },
  );
};

export default templateRoutes;
