import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The activity log is read (GET …/audit-log; docs/decisions, "The activity log"):
 *
 * - `subject_label`: the object's name when the entry was written, so an entry still names a
 *   document after it was renamed or deleted. Existing entries get the current name, or the
 *   name their recorded changes hold for an object that is gone.
 * - `organisation_id`: the board the entry's context belonged to when it was written (the
 *   board itself, or a school's board), so a board's log keeps what happened under it after a
 *   school moved away or was removed. Existing entries get today's board.
 * - Indexes for the log's orders and filters: newest first, per person, per context.
 * - Append-only at the database level: triggers refuse UPDATE and DELETE of audit_log on both
 *   databases, so no code path (nor a mistaken query) can edit or remove an entry.
 */
const LABELS: Array<[subject: string, table: string, label: string]> = [
  ['document', 'documents', 'name'],
  ['organisation', 'organisations', 'name'],
  ['school', 'schools', 'name'],
  ['period', 'periods', 'name'],
  ['contact', 'contacts', 'name'],
  ['contact_category', 'contact_categories', 'name'],
  ['calendar_event', 'calendar_events', 'title'],
  ['calendar_category', 'calendar_categories', 'name'],
  ['application', 'applications', 'name'],
  ['manual', 'manuals', 'title'],
  ['file', 'files', 'name'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema.alterTable('audit_log').addColumn('subject_label', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('organisation_id', 'integer').execute();

  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_user_idx')
    .on('audit_log')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('audit_log_context_idx').execute();
  await db.schema
    .createIndex('audit_log_context_idx')
    .on('audit_log')
    .columns(['context_type', 'context_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_organisation_idx')
    .on('audit_log')
    .columns(['organisation_id', 'created_at'])
    .execute();

  // Subject ids are text (invitations have UUIDs); only numeric ones are looked up.
  const numericId = postgres
    ? sql`case when audit_log.subject_id ~ '^[0-9]+$' then audit_log.subject_id::bigint end`
    : sql`cast(audit_log.subject_id as integer)`;
  for (const [subject, table, label] of LABELS) {
    await sql`update audit_log set subject_label = (
        select ${sql.ref(`${table}.${label}`)} from ${sql.table(table)}
        where ${sql.ref(`${table}.id`)} = ${numericId}
      ) where subject_type = ${subject}`.execute(db);
  }
  await sql`update audit_log set subject_label = (
      select users.first_name || coalesce(' ' || users.last_name_prefix, '') || ' ' || users.last_name
      from users where users.id = ${numericId}
    ) where subject_type = 'user'`.execute(db);
  await sql`update audit_log set subject_label = (
      select invitations.email from invitations where invitations.id = audit_log.subject_id
    ) where subject_type = 'invitation'`.execute(db);
  // Objects removed before this migration: the name their last entry recorded.
  for (const key of ['name', 'title', 'email']) {
    const recorded = postgres
      ? sql`(audit_log.changes::json ->> ${key})`
      : sql`json_extract(audit_log.changes, ${`$.${key}`})`;
    await sql`update audit_log set subject_label = ${recorded}
      where subject_label is null and changes is not null and changes like '{%'`.execute(db);
  }

  await sql`update audit_log set organisation_id = context_id
    where context_type = 'organisation'`.execute(db);
  await sql`update audit_log set organisation_id = (
      select schools.organisation_id from schools where schools.id = audit_log.context_id
    ) where context_type = 'school'`.execute(db);

  if (postgres) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only';
      end
      $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    for (const event of ['update', 'delete']) {
      await sql
        .raw(
          `create trigger audit_log_no_${event} before ${event} on audit_log
           begin select raise(abort, 'audit_log is append-only'); end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`drop trigger audit_log_append_only on audit_log`.execute(db);
    await sql`drop function audit_log_append_only()`.execute(db);
  } else {
    await sql`drop trigger audit_log_no_update`.execute(db);
    await sql`drop trigger audit_log_no_delete`.execute(db);
  }
  for (const index of [
    'audit_log_organisation_idx',
    'audit_log_context_idx',
    'audit_log_user_idx',
    'audit_log_created_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema
    .createIndex('audit_log_context_idx')
    .on('audit_log')
    .columns(['context_type', 'context_id'])
    .execute();
  await db.schema.alterTable('audit_log').dropColumn('organisation_id').execute();
  await db.schema.alterTable('audit_log').dropColumn('subject_label').execute();
}
