import type { Kysely } from 'kysely';

/**
 * How a calendar event repeats (`recurrence`: weekly, monthly_day, monthly_weekday or
 * monthly_last_weekday, counted from its start_date) and the last day a repetition may start on
 * (`recurrence_until`, inclusive). Null for the events already there: they happen once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calendar_events').addColumn('recurrence', 'text').execute();
  await db.schema.alterTable('calendar_events').addColumn('recurrence_until', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calendar_events').dropColumn('recurrence_until').execute();
  await db.schema.alterTable('calendar_events').dropColumn('recurrence').execute();
}
