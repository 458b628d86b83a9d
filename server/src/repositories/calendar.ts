import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type {
  CalendarCategory as CalendarCategoryContract,
  CalendarEvent as CalendarEventContract,
} from '@koers/contract';
import type { CalendarRecurrence } from '@koers/contract/constants';
import type { CalendarCategory, CalendarEvent, Database, School } from '../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface EventWithCategory extends CalendarEvent {
  category: CalendarCategory | null;
}

/**
 * Events of a school overlapping [from, to] (inclusive dates), and its repeating events of which
 * a repetition may start in it, in date order.
 */
export async function listEvents(
  db: Db,
  schoolId: number,
  range: { from?: string; to?: string } = {},
): Promise<EventWithCategory[]> {
  let query = db.selectFrom('calendar_events').selectAll().where('school_id', '=', schoolId);
  if (range.to) query = query.where('start_date', '<=', range.to);
  const from = range.from;
  // A repeating event is in the range while a repetition may still start in it.
  if (from) {
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('recurrence', 'is', null), eb('end_date', '>=', from)]),
        eb.and([
          eb('recurrence', 'is not', null),
          eb.or([eb('recurrence_until', 'is', null), eb('recurrence_until', '>=', from)]),
        ]),
      ]),
    );
  }
  const events = await query.orderBy('start_date').orderBy('start_time').orderBy('id').execute();
  const categories = new Map((await listCategories(db, schoolId)).map((c) => [c.id, c]));
  return events.map((e) => ({
    ...e,
    category:
      e.calendar_category_id === null ? null : (categories.get(e.calendar_category_id) ?? null),
  }));
}

export async function findEvent(db: Db, id: number): Promise<EventWithCategory | undefined> {
  const event = await db
    .selectFrom('calendar_events')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!event) return undefined;
  const category =
    event.calendar_category_id === null
      ? undefined
      : await db
          .selectFrom('calendar_categories')
          .selectAll()
          .where('id', '=', event.calendar_category_id)
          .executeTakeFirst();
  return { ...event, category: category ?? null };
}

export type EventValues = Pick<
  CalendarEvent,
  | 'title'
  | 'description'
  | 'location'
  | 'start_date'
  | 'end_date'
  | 'start_time'
  | 'end_time'
  | 'calendar_category_id'
  | 'recurrence'
  | 'recurrence_until'
>;

/** Adds an event; without a recurrence it happens once. */
export async function createEvent(
  db: Db,
  schoolId: number,
  values: Omit<EventValues, 'recurrence' | 'recurrence_until'> &
    Partial<Pick<EventValues, 'recurrence' | 'recurrence_until'>>,
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('calendar_events')
    .values({
      recurrence: null,
      recurrence_until: null,
      ...values,
      school_id: schoolId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEvent(db: Db, id: number, patch: Partial<EventValues>): Promise<void> {
  await db
    .updateTable('calendar_events')
    .set({ ...patch, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteEvent(db: Db, id: number): Promise<void> {
  await db.deleteFrom('calendar_events').where('id', '=', id).execute();
}

export function listCategories(db: Db, schoolId: number): Promise<CalendarCategory[]> {
  return db
    .selectFrom('calendar_categories')
    .selectAll()
    .where('school_id', '=', schoolId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findCategory(db: Db, id: number): Promise<CalendarCategory | undefined> {
  return db.selectFrom('calendar_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A category of the school with this name (case and surrounding spaces aside), but `exceptId`. */
export async function findCategoryNamed(
  db: Db,
  schoolId: number,
  name: string,
  exceptId?: number,
): Promise<CalendarCategory | undefined> {
  const wanted = name.trim().toLowerCase();
  const rows = await listCategories(db, schoolId);
  return rows.find((row) => row.id !== exceptId && row.name.trim().toLowerCase() === wanted);
}

export function createCategory(
  db: Db,
  schoolId: number,
  values: { name: string; color: string },
): Promise<CalendarCategory> {
  return db
    .insertInto('calendar_categories')
    .values({ ...values, school_id: schoolId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCategory(
  db: Db,
  id: number,
  patch: Partial<{ name: string; color: string }>,
): Promise<CalendarCategory | undefined> {
  if (Object.keys(patch).length === 0) return findCategory(db, id);
  return db
    .updateTable('calendar_categories')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a category; its events stay, without a category (ON DELETE SET NULL). */
export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom('calendar_categories').where('id', '=', id).execute();
}

/** A new secret for the .ics feed URL (128 bits, URL-safe). */
export function newFeedKey(): string {
  return randomBytes(16).toString('base64url');
}

export async function rotateFeedKey(db: Db, schoolId: number): Promise<string> {
  const key = newFeedKey();
  await db
    .updateTable('schools')
    .set({ calendar_feed_key: key, updated_at: new Date().toISOString() })
    .where('id', '=', schoolId)
    .execute();
  return key;
}

/** The school's feed secret and whether its calendar is on (the .ics route checks both). */
export function findFeedSchool(
  db: Db,
  schoolId: number,
): Promise<Pick<School, 'id' | 'name' | 'calendar' | 'calendar_feed_key'> | undefined> {
  return db
    .selectFrom('schools')
    .select(['id', 'name', 'calendar', 'calendar_feed_key'])
    .where('id', '=', schoolId)
    .executeTakeFirst();
}

export const categoryRowToCalendarCategory = (
  row: Pick<CalendarCategory, 'id' | 'name' | 'color'>,
): CalendarCategoryContract => ({ id: row.id, name: row.name, color: row.color });

export const eventRowToCalendarEvent = (e: EventWithCategory): CalendarEventContract => ({
  id: e.id,
  title: e.title,
  description: e.description,
  location: e.location,
  start_date: e.start_date,
  end_date: e.end_date,
  start_time: e.start_time,
  end_time: e.end_time,
  all_day: e.start_time === null,
  calendar_category_id: e.calendar_category_id,
  category: e.category ? categoryRowToCalendarCategory(e.category) : null,
  recurrence: (e.recurrence as CalendarRecurrence | null) ?? null,
  recurrence_until: e.recurrence ? e.recurrence_until : null,
});
