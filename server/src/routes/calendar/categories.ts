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
import { CALENDAR_COLOURS } from '@koers/contract/constants';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { invalid, notFound } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import {
  categoryRowToCalendarCategory,
  createCategory,
  deleteCategory,
  findCategory,
  findCategoryNamed,
  listCategories,
  updateCategory,
} from '../../repositories/calendar.js';
import { requireManager, requireMember } from '../../services/access.js';
import { auditedWrite } from '../../services/audit.js';
import { tags } from './tags.js';

/**
 * A category name as stored: without surrounding spaces, not empty, and not the name of another
 * category of the same school (422 on `name`).
 */
async function checkedName(
  db: Kysely<Database>,
  schoolId: number,
  raw: string,
  exceptId?: number,
): Promise<string> {
  const name = raw.trim();
  if (name === '') throw invalid('name', 'validation.required');
  const taken = await findCategoryNamed(db, schoolId, name, exceptId);
  if (taken) throw invalid('name', 'calendar_categories.name_taken', { name: taken.name });
  return name;
}

/**
 * A colour of the palette (`CALENDAR_COLOURS`: 3:1 contrast in light and dark mode), in the
 * palette's spelling; any other colour is a 422 on `color`.
 */
function checkedColour(raw: string): string {
  const colour = CALENDAR_COLOURS.find((c) => c.color.toLowerCase() === raw.toLowerCase());
  if (!colour) throw invalid('color', 'calendar_categories.colour');
  return colour.color;
}

/**
 * A school's calendar categories (the colours of its events): read by its members, kept by its
 * managers (the settings tab Jaarkalender is theirs, decision 0058).
 */
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
        summary: 'Add a calendar category (school managers)',
        params: IdParams,
        body: CreateCalendarCategoryBody,
        response: { 201: Resource(CalendarCategory), ...errorResponses },
      },
    },
    async (request, reply) => {
      const schoolId = request.params.id;
      await requireManager(request, 'school', schoolId);
      const values = {
        name: await checkedName(app.db, schoolId, request.body.name),
        color: checkedColour(request.body.color),
      };
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
        summary: 'Rename or recolour a calendar category (school managers)',
        params: IdParams,
        body: UpdateCalendarCategoryBody,
        response: { 200: Resource(CalendarCategory), ...errorResponses },
      },
    },
    async (request) => {
      const category = await findCategory(app.db, request.params.id);
      if (!category) throw notFound();
      await requireManager(request, 'school', category.school_id);
      const patch = pickKnown(request.body, UpdateCalendarCategoryBody);
      if (patch.name !== undefined)
        patch.name = await checkedName(app.db, category.school_id, patch.name, category.id);
      if (patch.color !== undefined) patch.color = checkedColour(patch.color);
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
        summary:
          'Delete a calendar category; its events stay, without a category (school managers)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const category = await findCategory(app.db, request.params.id);
      if (!category) throw notFound();
      await requireManager(request, 'school', category.school_id);
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
