import type { Kysely } from 'kysely';

/**
 * Where a calendar event takes place ("Aula", "Gymzaal", an address): an optional text, shown in
 * the event's detail and sent as LOCATION in the .ics feed. Null for the events already there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calendar_events').addColumn('location', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calendar_events').dropColumn('location').execute();
}
