import type { CreateTableBuilder, Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

// Portable schema: the only dialect branch is the auto-increment id column.
// Migrations take Kysely<any> and never import app types (they describe history).

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

function timestamps<T extends string>(table: CreateTableBuilder<T, any>) {
  return table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}

export async function up(db: Kysely<any>): Promise<void> {
  await timestamps(
    withId(db, db.schema.createTable('users'))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name_prefix', 'text')
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('admin', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locale', 'text'),
  ).execute();
  // Paged user search sorts and filters on names; keep those indexed for 100k users.
  await db.schema
    .createIndex('users_last_name_idx')
    .on('users')
    .columns(['last_name', 'id'])
    .execute();
  await db.schema
    .createIndex('users_first_name_idx')
    .on('users')
    .columns(['first_name', 'id'])
    .execute();

  await withId(db, db.schema.createTable('roles'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('files')
    .$call((t) => withId(db, t))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await timestamps(
    withId(db, db.schema.createTable('organisations'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('authority_number', 'text')
      .addColumn('icon_file_id', 'integer', (c) => c.references('files.id').onDelete('set null')),
  ).execute();

  await timestamps(
    withId(db, db.schema.createTable('schools'))
      .addColumn('organisation_id', 'integer', (c) =>
        c.references('organisations.id').onDelete('set null'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('brin_number', 'text')
      .addColumn('icon_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
      .addColumn('calendar', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('calendar_feed_key', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('schools_organisation_idx')
    .on('schools')
    .columns(['organisation_id', 'name'])
    .execute();

  await db.schema
    .createTable('organisation_user')
    .addColumn('organisation_id', 'integer', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addPrimaryKeyConstraint('organisation_user_pk', ['organisation_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('organisation_user_user_idx')
    .on('organisation_user')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('school_user')
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addPrimaryKeyConstraint('school_user_pk', ['school_id', 'user_id'])
    .execute();
  await db.schema.createIndex('school_user_user_idx').on('school_user').column('user_id').execute();

  await timestamps(
    withId(db, db.schema.createTable('periods'))
      .addColumn('school_id', 'integer', (c) =>
        c.notNull().references('schools.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('start_at', 'text', (c) => c.notNull())
      .addColumn('end_at', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('periods_school_idx')
    .on('periods')
    .columns(['school_id', 'start_at'])
    .execute();

  await timestamps(
    withId(db, db.schema.createTable('documents'))
      .addColumn('documentable_type', 'text', (c) => c.notNull())
      .addColumn('documentable_id', 'integer')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('period_id', 'integer', (c) => c.references('periods.id').onDelete('set null'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex('documents_documentable_idx')
    .on('documents')
    .columns(['documentable_type', 'documentable_id'])
    .execute();

  await withId(db, db.schema.createTable('blocks'))
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('level', 'integer')
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('blocks_document_idx')
    .on('blocks')
    .columns(['document_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('contact_categories'))
    .addColumn('contextable_type', 'text', (c) => c.notNull())
    .addColumn('contextable_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await timestamps(
    withId(db, db.schema.createTable('contacts'))
      .addColumn('contextable_type', 'text', (c) => c.notNull())
      .addColumn('contextable_id', 'integer', (c) => c.notNull())
      .addColumn('contact_category_id', 'integer', (c) =>
        c.references('contact_categories.id').onDelete('set null'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('function', 'text')
      .addColumn('organisation_name', 'text')
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('website', 'text')
      .addColumn('address', 'text')
      .addColumn('notes', 'text'),
  ).execute();
  await db.schema
    .createIndex('contacts_contextable_idx')
    .on('contacts')
    .columns(['contextable_type', 'contextable_id', 'name'])
    .execute();

  await withId(db, db.schema.createTable('calendar_categories'))
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .execute();

  await timestamps(
    withId(db, db.schema.createTable('calendar_events'))
      .addColumn('school_id', 'integer', (c) =>
        c.notNull().references('schools.id').onDelete('cascade'),
      )
      .addColumn('calendar_category_id', 'integer', (c) =>
        c.references('calendar_categories.id').onDelete('set null'),
      )
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('start_time', 'text')
      .addColumn('end_time', 'text'),
  ).execute();
  await db.schema
    .createIndex('calendar_events_school_idx')
    .on('calendar_events')
    .columns(['school_id', 'start_date'])
    .execute();

  await withId(db, db.schema.createTable('applications'))
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('icon_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await timestamps(
    withId(db, db.schema.createTable('manuals'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('content', 'text')
      .addColumn('video_url', 'text')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invitable_type', 'text', (c) => c.notNull())
    .addColumn('invitable_id', 'integer', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('logins'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('access_tokens'))
    .addColumn('login_id', 'integer', (c) =>
      c.notNull().references('logins.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('refresh_tokens'))
    .addColumn('login_id', 'integer', (c) =>
      c.notNull().references('logins.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('idle_expires_at', 'text', (c) => c.notNull())
    .addColumn('rotated_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('user_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('context_type', 'text')
    .addColumn('context_id', 'integer')
    .addColumn('changes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_context_idx')
    .on('audit_log')
    .columns(['context_type', 'context_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'mail_outbox',
    'login_attempts',
    'refresh_tokens',
    'access_tokens',
    'logins',
    'password_resets',
    'invitations',
    'manuals',
    'applications',
    'calendar_events',
    'calendar_categories',
    'contacts',
    'contact_categories',
    'blocks',
    'documents',
    'periods',
    'school_user',
    'organisation_user',
    'schools',
    'organisations',
    'files',
    'roles',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
