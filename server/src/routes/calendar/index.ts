import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CalendarCategory,
  CalendarEvent,
  CalendarEventsQuery,
  CalendarFeed,
  CalendarIcsQuery,
  CreateCalendarCategoryBody,
  CreateCalendarEventBody,
  IdParams,
  List,
  MessageResponse,
  Resource,
  UpdateCalendarCategoryBody,
  UpdateCalendarEventBody,
  errorResponses,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ValidationError, notFound, type FieldError } from '../../lib/errors.js';
import {
  createCategory,
  createEvent,
  deleteCategory,
  deleteEvent,
  findCategory,
  findEvent,
  listCategories,
  listEvents,
  rotateFeedKey,
  updateCategory,
  updateEvent,
  type EventValues,
  type EventWithCategory,
} from '../../repositories/calendar.js';
import { requireContextAdmin, requireManager, requireMember } from '../../services/access.js';
import { audit } from '../../services/audit.js';
import { buildIcs } from './ics.js';

const tags = ['Calendar'];

/** The fields that were sent: a PATCH changes those and nothing else. */
function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const serializeCategory = ({
  id,
  name,
  color,
}: {
  id: number;
  name: string;
  color: string;
}): CalendarCategory => ({
  id,
  name,
  color,
});

const serializeEvent = (e: EventWithCategory): CalendarEvent => ({
  id: e.id,
  title: e.title,
  description: e.description,
  start_date: e.start_date,
  end_date: e.end_date,
  start_time: e.start_time,
  end_time: e.end_time,
  all_day: e.start_time === null,
  calendar_category_id: e.calendar_category_id,
  category: e.category ? serializeCategory(e.category) : null,
});

/**
 * Checks an event as it will be stored: it ends on or after its start, an end time needs a start
 * time and a timed event on one day ends after it starts, and its category is one of the school's.
 */
async function checkEvent(
  request: FastifyRequest,
  schoolId: number,
  e: EventValues,
): Promise<void> {
  const errors: Record<string, FieldError[]> = {};
  if (e.end_date < e.start_date) {
    errors.end_date = [{ key: 'validation.after_or_equal', vars: { date: e.start_date } }];
  }
  if (e.end_time !== null && e.start_time === null) {
    errors.start_time = [{ key: 'validation.required_with', vars: { other: 'end_time' } }];
  } else if (
    e.start_time !== null &&
    e.end_time !== null &&
    e.end_date === e.start_date &&
    e.end_time <= e.start_time
  ) {
    errors.end_time = [{ key: 'validation.after', vars: { date: e.start_time } }];
  }
  if (e.calendar_category_id !== null) {
    const category = await findCategory(request.server.db, e.calendar_category_id);
    if (!category || category.school_id !== schoolId)
      errors.calendar_category_id = [{ key: 'validation.exists' }];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

function feedUrl(appUrl: string, schoolId: number, key: string): string {
  return `${appUrl}/api/schools/${schoolId}/calendar.ics?key=${encodeURIComponent(key)}`;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Events ----------------------------------------------------------------------------------

  app.get(
    '/schools/:id/calendar-events',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A school's calendar events overlapping [from, to]",
        params: IdParams,
        querystring: CalendarEventsQuery,
        response: { 200: List(CalendarEvent), ...errorResponses },
      },
    },
    async (request) => {
      await requireMember(request, 'school', request.params.id);
      const events = await listEvents(app.db, request.params.id, request.query);
      return { data: events.map(serializeEvent) };
    },
  );

  app.post(
    '/schools/:id/calendar-events',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Add a calendar event (school managers)',
        params: IdParams,
        body: CreateCalendarEventBody,
        response: { 201: Resource(CalendarEvent), ...errorResponses },
      },
    },
    async (request, reply) => {
      const schoolId = request.params.id;
      await requireManager(request, 'school', schoolId);
      const b = request.body;
      const values: EventValues = {
        title: b.title,
        description: b.description ?? null,
        start_date: b.start_date,
        end_date: b.end_date ?? b.start_date,
        start_time: b.start_time ?? null,
        end_time: b.end_time ?? null,
        calendar_category_id: b.calendar_category_id ?? null,
      };
      await checkEvent(request, schoolId, values);
      const id = await app.db.transaction().execute(async (trx) => {
        const eventId = await createEvent(trx, schoolId, values);
        await audit(trx, {
          userId: request.user!.id,
          action: 'created',
          subjectType: 'calendar_event',
          subjectId: eventId,
          contextType: 'school',
          contextId: schoolId,
          changes: { ...values },
        });
        return eventId;
      });
      return reply.status(201).send({ data: serializeEvent((await findEvent(app.db, id))!) });
    },
  );

  app.patch(
    '/calendar-events/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Change a calendar event (school managers)',
        params: IdParams,
        body: UpdateCalendarEventBody,
        response: { 200: Resource(CalendarEvent), ...errorResponses },
      },
    },
    async (request) => {
      const event = await findEvent(app.db, request.params.id);
      if (!event) throw notFound();
      await requireManager(request, 'school', event.school_id);
      const b = request.body;
      const patch: Partial<EventValues> = {};
      if (b.title !== undefined) patch.title = b.title;
      if (b.description !== undefined) patch.description = b.description;
      if (b.start_date !== undefined) patch.start_date = b.start_date;
      if (b.end_date !== undefined) patch.end_date = b.end_date;
      if (b.start_time !== undefined) patch.start_time = b.start_time;
      if (b.end_time !== undefined) patch.end_time = b.end_time;
      if (b.calendar_category_id !== undefined) patch.calendar_category_id = b.calendar_category_id;
      await checkEvent(request, event.school_id, { ...event, ...patch });
      await app.db.transaction().execute(async (trx) => {
        await updateEvent(trx, event.id, patch);
        await audit(trx, {
          userId: request.user!.id,
          action: 'updated',
          subjectType: 'calendar_event',
          subjectId: event.id,
          contextType: 'school',
          contextId: event.school_id,
          changes: patch,
        });
      });
      return { data: serializeEvent((await findEvent(app.db, event.id))!) };
    },
  );

  app.delete(
    '/calendar-events/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a calendar event (school managers)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const event = await findEvent(app.db, request.params.id);
      if (!event) throw notFound();
      await requireManager(request, 'school', event.school_id);
      await app.db.transaction().execute(async (trx) => {
        await deleteEvent(trx, event.id);
        await audit(trx, {
          userId: request.user!.id,
          action: 'deleted',
          subjectType: 'calendar_event',
          subjectId: event.id,
          contextType: 'school',
          contextId: event.school_id,
          changes: { title: event.title },
        });
      });
      return reply.status(204).send(null);
    },
  );

  // Categories ------------------------------------------------------------------------------

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
      return { data: (await listCategories(app.db, request.params.id)).map(serializeCategory) };
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
      const category = await app.db.transaction().execute(async (trx) => {
        const row = await createCategory(trx, schoolId, values);
        await audit(trx, {
          userId: request.user!.id,
          action: 'created',
          subjectType: 'calendar_category',
          subjectId: row.id,
          contextType: 'school',
          contextId: schoolId,
          changes: values,
        });
        return row;
      });
      return reply.status(201).send({ data: serializeCategory(category) });
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
      const patch = definedOnly({ name: request.body.name, color: request.body.color });
      const updated = await app.db.transaction().execute(async (trx) => {
        const row = await updateCategory(trx, category.id, patch);
        await audit(trx, {
          userId: request.user!.id,
          action: 'updated',
          subjectType: 'calendar_category',
          subjectId: category.id,
          contextType: 'school',
          contextId: category.school_id,
          changes: patch,
        });
        return row;
      });
      if (!updated) throw notFound();
      return { data: serializeCategory(updated) };
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
      await app.db.transaction().execute(async (trx) => {
        await deleteCategory(trx, category.id);
        await audit(trx, {
          userId: request.user!.id,
          action: 'deleted',
          subjectType: 'calendar_category',
          subjectId: category.id,
          contextType: 'school',
          contextId: category.school_id,
          changes: { name: category.name },
        });
      });
      return reply.status(204).send(null);
    },
  );

  // Subscription feed -----------------------------------------------------------------------

  app.get(
    '/schools/:id/calendar-feed',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'The subscription URL of the school calendar (.ics) for Outlook or Google Calendar',
        params: IdParams,
        response: { 200: Resource(CalendarFeed), ...errorResponses },
      },
    },
    async (request) => {
      await requireMember(request, 'school', request.params.id);
      const school = await app.db
        .selectFrom('schools')
        .select(['id', 'calendar_feed_key'])
        .where('id', '=', request.params.id)
        .executeTakeFirstOrThrow();
      return { data: { url: feedUrl(app.config.appUrl, school.id, school.calendar_feed_key) } };
    },
  );

  app.post(
    '/schools/:id/calendar-feed/rotate',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Replace the secret of the subscription URL; the old URL stops working (school admins)',
        params: IdParams,
        response: { 200: Resource(CalendarFeed), ...errorResponses },
      },
    },
    async (request) => {
      const schoolId = request.params.id;
      await requireContextAdmin(request, 'school', schoolId);
      const key = await app.db.transaction().execute(async (trx) => {
        const newKey = await rotateFeedKey(trx, schoolId);
        await audit(trx, {
          userId: request.user!.id,
          action: 'calendar_feed_rotated',
          subjectType: 'school',
          subjectId: schoolId,
          contextType: 'school',
          contextId: schoolId,
        });
        return newKey;
      });
      return { data: { url: feedUrl(app.config.appUrl, schoolId, key) } };
    },
  );

  app.get(
    '/schools/:id/calendar.ics',
    {
      schema: {
        tags,
        summary:
          'iCalendar feed (RFC 5545) of a school with a calendar; authenticated by the key in the URL',
        params: IdParams,
        querystring: CalendarIcsQuery,
        produces: ['text/calendar'],
        response: { 200: Type.String(), 404: MessageResponse, 422: errorResponses[422] },
      },
    },
    async (request, reply) => {
      const school = await app.db
        .selectFrom('schools')
        .select(['id', 'name', 'calendar', 'calendar_feed_key'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      // A wrong key, an unknown school and a school without calendar look the same.
      if (
        !school ||
        school.calendar !== 1 ||
        !sameSecret(school.calendar_feed_key, request.query.key)
      ) {
        throw notFound();
      }
      const events = await listEvents(app.db, school.id);
      const ics = buildIcs({
        name: school.name,
        uidDomain: new URL(app.config.appUrl).hostname || 'koers',
        events,
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `inline; filename="school-${school.id}.ics"`)
        .header('cache-control', 'private, max-age=300')
        .send(ics);
    },
  );
};

export default calendarRoutes;
