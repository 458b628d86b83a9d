import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CalendarCategory,
  CreateCalendarCategoryBody,
  IdParams,
  List,
  Resource,
  UpdateCalendarCategoryBody,
  errorResponses,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import {
  categoryRowToCalendarCategory,
  createCategory,
  deleteCategory,
  findCategory,
  listCategories,
  updateCategory,
} from '../../repositories/calendar.js';
import { requireContextAdmin, requireMember } from '../../services/access.js';
import { auditedWrite } from '../../services/audit.js';
import { tags } from './tags.js';

/** A school's calendar categories (the colours of its events), managed by its admins. */
const categories: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/schools/:id/calendar-categories',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A school's calendar categories",
        params: IdParams,
        response: { 200: List(CalendarCategory), ...errorResponses },
      },
    },
    async (request) => {
      await requireMember(request, 'school', request.params.id);
      return {
        data: (await listCategories(app.db, request.params.id)).map(categoryRowToCalendarCategory),
      };
    },
  );

  app.post(
    '/schools/:id/calendar-categories',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Add a calendar category (school admins)',
        params: IdParams,
        body: CreateCalendarCategoryBody,
        response: { 201: Resource(CalendarCategory), ...errorResponses },
      },
    },
    async (request, reply) => {
      const schoolId = request.params.id;
      await requireContextAdmin(request, 'school', schoolId);
      const values = { name: request.body.name, color: request.body.color };
      const category = await auditedWrite(
        app.db,
        (trx) => createCategory(trx, schoolId, values),
        (row) => ({
          userId: request.user!.id,
          action: 'created',
          subjectType: 'calendar_category',
          subjectId: row.id,
          contextType: 'school',
          contextId: schoolId,
          changes: values,
        }),
      );
      return reply.status(201).send({ data: categoryRowToCalendarCategory(category) });
    },
  );

  app.patch(
    '/calendar-categories/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Change a calendar category (school admins)',
        params: IdParams,
        body: UpdateCalendarCategoryBody,
        response: { 200: Resource(CalendarCategory), ...errorResponses },
      },
    },
    async (request) => {
      const category = await findCategory(app.db, request.params.id);
      if (!category) throw notFound();
      await requireContextAdmin(request, 'school', category.school_id);
      const patch = pickKnown(request.body, UpdateCalendarCategoryBody);
      const updated = await auditedWrite(app.db, (trx) => updateCategory(trx, category.id, patch), {
        userId: request.user!.id,
        action: 'updated',
        subjectType: 'calendar_category',
        subjectId: category.id,
        contextType: 'school',
        contextId: category.school_id,
        changes: patch,
      });
      if (!updated) throw notFound();
      return { data: categoryRowToCalendarCategory(updated) };
    },
  );

  app.delete(
    '/calendar-categories/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a calendar category; its events stay, without a category (school admins)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const category = await findCategory(app.db, request.params.id);
      if (!category) throw notFound();
      await requireContextAdmin(request, 'school', category.school_id);
      await auditedWrite(app.db, (trx) => deleteCategory(trx, category.id), {
        userId: request.user!.id,
        action: 'deleted',
        subjectType: 'calendar_category',
        subjectId: category.id,
        contextType: 'school',
        contextId: category.school_id,
        changes: { name: category.name },
      });
      return reply.status(204).send(null);
    },
  );
};

export default categories;
