import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CalendarEvent,
  CalendarEventsQuery,
  CreateCalendarEventBody,
  IdParams,
  List,
  Resource,
  UpdateCalendarEventBody,
  errorResponses,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ValidationError, notFound, type FieldError } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import {
  createEvent,
  deleteEvent,
  eventRowToCalendarEvent,
  findCategory,
  findEvent,
  listEvents,
  updateEvent,
  type EventValues,
} from '../../repositories/calendar.js';
import { requireManager, requireMember } from '../../services/access.js';
import { auditedWrite } from '../../services/audit.js';
import { tags } from './tags.js';

/** Whether a date lies in the last seven days of its month (its weekday is the month's last). */
function inLastWeekOfMonth(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > daysInMonth - 7;
}

/**
 * Checks an event as it will be stored: it ends on or after its start, an end time needs a start
 * time, an event said not to last whole days has a start time, a timed event on one day ends
 * after it starts, its repetitions end on or after its first day ("the last weekday" only from a
 * day in a month's last week), and its category is one of the school's.
 */
async function checkEvent(
  request: FastifyRequest,
  schoolId: number,
  e: EventValues,
  allDay: boolean | undefined,
): Promise<void> {
  const errors: Record<string, FieldError[]> = {};
  if (e.end_date < e.start_date) {
    errors.end_date = [{ key: 'validation.after_or_equal', vars: { date: e.start_date } }];
  }
  if (allDay === false && e.start_time === null) {
    errors.start_time = [{ key: 'validation.required' }];
  } else if (e.end_time !== null && e.start_time === null) {
    errors.start_time = [{ key: 'validation.required_with', vars: { other: 'end_time' } }];
  } else if (
    e.start_time !== null &&
    e.end_time !== null &&
    e.end_date === e.start_date &&
    e.end_time <= e.start_time
  ) {
    errors.end_time = [{ key: 'validation.after', vars: { date: e.start_time } }];
  }
  if (e.recurrence !== null && e.recurrence_until !== null && e.recurrence_until < e.start_date) {
    errors.recurrence_until = [
      { key: 'calendar_events.recurrence_until_before_start', vars: { date: e.start_date } },
    ];
  }
  if (e.recurrence === 'monthly_last_weekday' && !inLastWeekOfMonth(e.start_date)) {
    errors.recurrence = [{ key: 'calendar_events.recurrence_last_weekday' }];
  }
  if (e.calendar_category_id !== null) {
    const category = await findCategory(request.server.db, e.calendar_category_id);
    if (!category || category.school_id !== schoolId)
      errors.calendar_category_id = [{ key: 'validation.exists' }];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** A school's calendar events: read by members, written by managers. */
const events: FastifyPluginAsyncTypebox = async (app) => {
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
      return { data: events.map(eventRowToCalendarEvent) };
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
        location: b.location?.trim() || null,
        start_date: b.start_date,
        end_date: b.end_date ?? b.start_date,
        // Whole days have no times, whatever else was sent.
        start_time: b.all_day ? null : (b.start_time ?? null),
        end_time: b.all_day ? null : (b.end_time ?? null),
        calendar_category_id: b.calendar_category_id ?? null,
        recurrence: b.recurrence ?? null,
        recurrence_until: b.recurrence ? (b.recurrence_until ?? null) : null,
      };
      await checkEvent(request, schoolId, values, b.all_day);
      const id = await auditedWrite(
        app.db,
        (trx) => createEvent(trx, schoolId, values),
        (eventId) => ({
          userId: request.user!.id,
          action: 'created',
          subjectType: 'calendar_event',
          subjectId: eventId,
          contextType: 'school',
          contextId: schoolId,
          changes: { ...values },
        }),
      );
      return reply
        .status(201)
        .send({ data: eventRowToCalendarEvent((await findEvent(app.db, id))!) });
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
      const { all_day: allDay, ...patch }: Partial<EventValues> & { all_day?: boolean } = pickKnown(
        request.body,
        UpdateCalendarEventBody,
      );
      // A blank location is no location, as on create.
      if (patch.location !== undefined) patch.location = patch.location?.trim() || null;
      if (allDay) {
        patch.start_time = null;
        patch.end_time = null;
      }
      // An event that no longer repeats keeps no last day for its repetitions.
      if (patch.recurrence === null) patch.recurrence_until = null;
      await checkEvent(request, event.school_id, { ...event, ...patch }, allDay);
      await auditedWrite(app.db, (trx) => updateEvent(trx, event.id, patch), {
        userId: request.user!.id,
        action: 'updated',
        subjectType: 'calendar_event',
        subjectId: event.id,
        contextType: 'school',
        contextId: event.school_id,
        changes: patch,
      });
      return { data: eventRowToCalendarEvent((await findEvent(app.db, event.id))!) };
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
      await auditedWrite(app.db, (trx) => deleteEvent(trx, event.id), {
        userId: request.user!.id,
        action: 'deleted',
        subjectType: 'calendar_event',
        subjectId: event.id,
        contextType: 'school',
        contextId: event.school_id,
        changes: { title: event.title },
      });
      return reply.status(204).send(null);
    },
  );
};

export default events;
