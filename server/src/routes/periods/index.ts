import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatePeriodBody,
  IdParams,
  List,
  Period,
  Resource,
  UpdatePeriodBody,
  errorResponses,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ValidationError, notFound, type FieldError } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import {
  createPeriod,
  deletePeriod,
  findPeriod,
  listPeriods,
  periodOverlaps,
  updatePeriod,
  type PeriodWithDocuments,
} from '../../repositories/periods.js';
import { requireContextAdmin, requireMember } from '../../services/access.js';
import { auditedWrite } from '../../services/audit.js';

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
 * period containing a given day (SPEC §4: "the period that contains today") is unambiguous.
 */
async function checkRange(
  request: FastifyRequest,
  schoolId: number,
  startAt: string,
  endAt: string,
  exceptId?: number,
) {
  const errors: Record<string, FieldError[]> = {};
  if (endAt <= startAt) errors.end_at = [{ key: 'validation.after', vars: { date: startAt } }];
  else if (await periodOverlaps(request.server.db, schoolId, startAt, endAt, exceptId)) {
    errors.start_at = [{ key: 'validation.overlap' }];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
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
      await requireMember(request, 'school', request.params.id);
      return { data: (await listPeriods(app.db, request.params.id)).map(serialize) };
    },
  );

  app.post(
    '/schools/:id/periods',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Add a period (school admins)',
        params: IdParams,
        body: CreatePeriodBody,
        response: { 201: Resource(Period), ...errorResponses },
      },
    },
    async (request, reply) => {
      const schoolId = request.params.id;
      await requireContextAdmin(request, 'school', schoolId);
      const { name, start_at, end_at } = request.body;
      await checkRange(request, schoolId, start_at, end_at);
      const id = await auditedWrite(
        app.db,
        async (trx) =>
          (await createPeriod(trx, { school_id: schoolId, name, start_at, end_at })).id,
        (periodId) => ({
          userId: request.user!.id,
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
        summary: 'Change a period (school admins)',
        params: IdParams,
        body: UpdatePeriodBody,
        response: { 200: Resource(Period), ...errorResponses },
      },
    },
    async (request) => {
      const period = await loadPeriod(request, request.params.id);
      await requireContextAdmin(request, 'school', period.school_id);
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
        summary: 'Delete a period; its documents stay, without a period (school admins)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const period = await loadPeriod(request, request.params.id);
      await requireContextAdmin(request, 'school', period.school_id);
      await auditedWrite(app.db, (trx) => deletePeriod(trx, period.id), {
        userId: request.user!.id,
        action: 'deleted',
        subjectType: 'period',
        subjectId: period.id,
        contextType: 'school',
        contextId: period.school_id,
        changes: { name: period.name },
      });
      return reply.status(204).send(null);
    },
  );
};

export default periodsRoutes;
