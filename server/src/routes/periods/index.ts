import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  carriedDocumentName,
  CreatePeriodBody,
  DeletePeriodQuery,
  IdParams,
  List,
  Period,
  Resource,
  UpdatePeriodBody,
  errorResponses,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ValidationError, invalid, notFound, type FieldError } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import {
  createPeriod,
  deletePeriod,
  findPeriod,
  listPeriods,
  overlappingPeriod,
  updatePeriod,
  type PeriodWithDocuments,
} from '../../repositories/periods.js';
import type { DocumentRow } from '../../db/types.js';
import { recordSave } from '../../repositories/document-history.js';
import { copyBlocks, createDocument, findDocument } from '../../repositories/documents.js';
import { syncDocument } from '../../services/board-text.js';
import { isReader, requireManager, requireMember } from '../../services/access.js';
import { audit, auditedWrite } from '../../services/audit.js';

const tags = ['Periods'];

const serialize = ({ id, name, start_at, end_at, documents }: PeriodWithDocuments): Period => ({
  id,
  name,
  start_at,
  end_at,
  documents,
});

/**
 * A period must end after it starts and may not overlap another period of the school, so the
 * period containing a given day (SPEC §4: "the period that contains today") is unambiguous. The
 * error goes to the date that causes it: the start when it falls in another year (or the new
 * year encloses one), the end when only the end does.
 */
async function checkRange(
  request: FastifyRequest,
  schoolId: number,
  startAt: string,
  endAt: string,
  exceptId?: number,
) {
  if (endAt <= startAt) throw invalid('end_at', 'periods.end_before_start');
  const db = request.server.db;
  const other = await overlappingPeriod(db, schoolId, startAt, endAt, exceptId);
  if (!other) return;
  const error: FieldError = {
    key: 'periods.overlap',
    vars: { name: other.name, start: other.start_at, end: other.end_at },
  };
  const endOnly = other.start_at > startAt && other.start_at <= endAt && other.end_at > endAt;
  throw new ValidationError(endOnly ? { end_at: [error] } : { start_at: [error] });
}

async function loadPeriod(request: FastifyRequest, id: number): Promise<PeriodWithDocuments> {
  const period = await findPeriod(request.server.db, id);
  if (!period) throw notFound();
  return period;
}

const periodsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/schools/:id/periods',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A school's periods (school years) with their documents",
        params: IdParams,
        response: { 200: List(Period), ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireMember(request, 'school', request.params.id);
      return {
        data: (await listPeriods(app.db, request.params.id, isReader(access))).map(serialize),
      };
    },
  );

  app.post(
    '/schools/:id/periods',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Add a period (school managers)',
        description:
          "With `carry_documents`, the chosen documents of the school's other years are copied into the new year in the same transaction (a school year in their names follows the new one).",
        params: IdParams,
        body: CreatePeriodBody,
        response: { 201: Resource(Period), ...errorResponses },
      },
    },
    async (request, reply) => {
      const schoolId = request.params.id;
      await requireManager(request, 'school', schoolId);
      const { name, start_at, end_at, carry_documents: carry = [] } = request.body;
      await checkRange(request, schoolId, start_at, end_at);
      // Only documents of this school's years: a jaarplan is carried from one year to the next.
      const carried = await Promise.all(carry.map((docId) => findDocument(app.db, docId)));
      const sources = carried.filter(
        (doc): doc is DocumentRow =>
          doc?.documentable_type === 'school' &&
          doc.documentable_id === schoolId &&
          doc.period_id !== null,
      );
      if (sources.length !== carry.length)
        throw invalid('carry_documents', 'periods.carry_invalid');
      const userId = request.user!.id;
      const id = await auditedWrite(
        app.db,
        async (trx) => {
          const period = await createPeriod(trx, { school_id: schoolId, name, start_at, end_at });
          for (const source of sources) {
            const copy = await createDocument(trx, {
              documentable_type: 'school',
              documentable_id: schoolId,
              name: carriedDocumentName(
                source.name,
                Number(start_at.slice(0, 4)),
                Number(end_at.slice(0, 4)),
              ),
              type: source.type,
              period_id: period.id,
              template_id: source.template_id,
            });
            // Board text stays board text, and catches up with the board (the source may be
            // an adopted plan that did not follow).
            await copyBlocks(trx, source.id, copy.id);
            await recordSave(trx, {
              documentId: copy.id,
              version: copy.version,
              userId,
              kind: 'created',
              full: true,
            });
            await syncDocument(trx, copy, userId);
            await audit(trx, {
              userId,
              action: 'created',
              subjectType: 'document',
              subjectId: copy.id,
              contextType: 'school',
              contextId: schoolId,
              changes: {
                name: copy.name,
                type: copy.type,
                period_id: period.id,
                copied_from: source.id,
              },
            });
          }
          return period.id;
        },
        (periodId) => ({
          userId,
          action: 'created',
          subjectType: 'period',
          subjectId: periodId,
          contextType: 'school',
          contextId: schoolId,
          changes: { name, start_at, end_at },
        }),
      );
      return reply.status(201).send({ data: serialize(await loadPeriod(request, id)) });
    },
  );

  app.patch(
    '/periods/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Change a period (school managers)',
        params: IdParams,
        body: UpdatePeriodBody,
        response: { 200: Resource(Period), ...errorResponses },
      },
    },
    async (request) => {
      const period = await loadPeriod(request, request.params.id);
      await requireManager(request, 'school', period.school_id);
      const patch = pickKnown(request.body, UpdatePeriodBody);
      await checkRange(
        request,
        period.school_id,
        patch.start_at ?? period.start_at,
        patch.end_at ?? period.end_at,
        period.id,
      );
      await auditedWrite(app.db, (trx) => updatePeriod(trx, period.id, patch), {
        userId: request.user!.id,
        action: 'updated',
        subjectType: 'period',
        subjectId: period.id,
        contextType: 'school',
        contextId: period.school_id,
        changes: patch,
      });
      return { data: serialize(await loadPeriod(request, period.id)) };
    },
  );

  app.delete(
    '/periods/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a period (school managers)',
        description:
          'A period with documents is deleted only with a choice for them: `documents=move&move_to={period id}` moves them to another period of the school, `documents=delete` deletes them with it. Without one the answer is a 422 naming the documents.',
        params: IdParams,
        querystring: DeletePeriodQuery,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const period = await loadPeriod(request, request.params.id);
      await requireManager(request, 'school', period.school_id);
      const { documents: choice, move_to: moveTo } = request.query;
      let documents: { moveTo: number } | 'delete' | 'none' = 'none';
      if (period.documents.length > 0) {
        if (choice === 'delete') documents = 'delete';
        else if (choice === 'move') {
          const target = moveTo === undefined ? undefined : await findPeriod(app.db, moveTo);
          if (!target || target.id === period.id || target.school_id !== period.school_id) {
            throw invalid('move_to', 'periods.move_to_invalid');
          }
          documents = { moveTo: target.id };
        } else {
          throw invalid('documents', 'periods.has_documents', {
            names: period.documents.map((d) => d.name).join(', '),
          });
        }
      }
      await auditedWrite(app.db, (trx) => deletePeriod(trx, period.id, documents), {
        userId: request.user!.id,
        action: 'deleted',
        subjectType: 'period',
        subjectId: period.id,
        contextType: 'school',
        contextId: period.school_id,
        changes: {
          name: period.name,
          ...(period.documents.length > 0
            ? {
                documents: period.documents.map((d) => d.id),
                ...(documents === 'delete'
                  ? { documents_deleted: true }
                  : { documents_moved_to: (documents as { moveTo: number }).moveTo }),
              }
            : {}),
        },
      });
      return reply.status(204).send(null);
    },
  );
};

export default periodsRoutes;
