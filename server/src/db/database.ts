import Sqlite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Migration, MigrationProvider } from 'kysely';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { sqliteFastPathEnabled } from '../lib/config.js';
import {
  createFastSqliteKysely,
  syncReader as fastPathReader,
  type SyncReader,
} from './sqlite-fast-path/index.js';
import * as initial from './migrations/2026_11_22_0001_initial.js';
import * as userSearchIndexes from './migrations/2026_11_22_0002_user_search_indexes.js';
import * as caseInsensitiveSortIndexes from './migrations/2026_11_22_0003_case_insensitive_sort_indexes.js';
import * as userSearchPrefixes from './migrations/2026_11_23_0004_user_search_prefixes.js';
import * as calendarEventLocation from './migrations/2026_11_24_0005_calendar_event_location.js';
import * as blockChanges from './migrations/2026_11_26_0006_block_changes.js';
import * as auditLogReading from './migrations/2026_11_26_0007_audit_log_reading.js';
import * as userBlocking from './migrations/2026_11_26_0008_user_blocking_and_sessions.js';
import * as calendarEventRecurrence from './migrations/2026_11_26_0009_calendar_event_recurrence.js';
import * as coreRoles from './migrations/2026_11_26_0010_core_roles.js';
import * as documentHistory from './migrations/2026_11_26_0011_document_history_and_status.js';
import * as emailChanges from './migrations/2026_11_26_0012_email_changes.js';
import * as boardTemplates from './migrations/2026_11_26_0013_board_templates.js';
import * as loginIp from './migrations/2026_11_26_0014_login_ip.js';
import * as twoFactor from './migrations/2026_11_26_0015_two_factor.js';
import * as twoFactorRequired from './migrations/2026_11_26_0016_two_factor_required.js';
import * as ssoTickets from './migrations/2026_11_26_0017_sso_tickets.js';
import * as fileContexts from './migrations/2026_11_26_0018_file_contexts.js';
import * as mailQueue from './migrations/2026_11_27_0019_mail_queue.js';
import * as fileBlobs from './migrations/2026_11_27_0020_file_blobs.js';
import * as userListState from './migrations/2026_11_27_0021_user_list_state.js';
import type { Database } from './types.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Closes every connection. */
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /**
   * PostgreSQL schema to work in (created if missing). Tests give each file its own schema so
   * they can run in parallel against one database.
   */
  schema?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * SQLite: cached statements, FIFO connection hand-off and synchronous reads
   * (sqlite-fast-path/). Default: on, unless KOERS_SQLITE_FAST_PATH is 0 or false.
   */
  sqliteFastPath?: boolean;
}

export type { SyncReader };

/** Default database of the embedded install: a SQLite file in ./data. */
export const DEFAULT_DATABASE_URL = 'file:data/koers.db';

/**
 * Opens the database named by a URL: `file:<path>` (or `:memory:`) for SQLite,
 * `postgres://…` / `postgresql://…` for PostgreSQL.
 */
export function createDatabase(
  url: string = DEFAULT_DATABASE_URL,
  options: DatabaseOptions = {},
): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const path =
    url === ':memory:' || url === 'file::memory:' ? ':memory:' : url.replace(/^file:/, '');
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Sqlite(path);
  // WAL lets readers run while one writer commits; busy_timeout makes a second writer wait
  // instead of failing with SQLITE_BUSY.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  if (!(options.sqliteFastPath ?? sqliteFastPathEnabled())) {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  }
  const { db, destroy } = createFastSqliteKysely<Database>(sqlite);
  return { db, dialect: 'sqlite', destroy };
}

/**
 * The synchronous read path of a SQLite database opened with the fast path; undefined for
 * PostgreSQL and with KOERS_SQLITE_FAST_PATH=0 (see sqlite-fast-path/README.md).
 */
export function syncReader(db: Kysely<Database>): SyncReader | undefined {
  return fastPathReader(db);
}

/** Migrations are listed here (not read from disk) so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '2026_11_22_0001_initial': initial,
  '2026_11_22_0002_user_search_indexes': userSearchIndexes,
  '2026_11_22_0003_case_insensitive_sort_indexes': caseInsensitiveSortIndexes,
  '2026_11_23_0004_user_search_prefixes': userSearchPrefixes,
  '2026_11_24_0005_calendar_event_location': calendarEventLocation,
  '2026_11_26_0006_block_changes': blockChanges,
  '2026_11_26_0007_audit_log_reading': auditLogReading,
  '2026_11_26_0008_user_blocking_and_sessions': userBlocking,
  '2026_11_26_0009_calendar_event_recurrence': calendarEventRecurrence,
  '2026_11_26_0010_core_roles': coreRoles,
  '2026_11_26_0011_document_history_and_status': documentHistory,
  '2026_11_26_0012_email_changes': emailChanges,
  '2026_11_26_0013_board_templates': boardTemplates,
  '2026_11_26_0014_login_ip': loginIp,
  '2026_11_26_0015_two_factor': twoFactor,
  '2026_11_26_0016_two_factor_required': twoFactorRequired,
  '2026_11_26_0017_sso_tickets': ssoTickets,
  '2026_11_26_0018_file_contexts': fileContexts,
  '2026_11_27_0019_mail_queue': mailQueue,
  '2026_11_27_0020_file_blobs': fileBlobs,
  '2026_11_27_0021_user_list_state': userListState,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

function migratorFor(handle: DatabaseHandle, schema?: string): Migrator {
  // Kysely looks for its migration tables in every schema unless told which one: with one schema
  // per test file, another file's tables would be taken for this schema's.
  return new Migrator({
    db: handle.db,
    provider,
    ...(schema && handle.dialect === 'postgres' ? { migrationTableSchema: schema } : {}),
  });
}

/** Creates the schema if needed and applies every pending migration. Throws on failure. */
export async function migrateToLatest(handle: DatabaseHandle, schema?: string): Promise<void> {
  await migrateTo(handle, undefined, schema);
}

/**
 * Applies the migrations up to and including `target` (every one when undefined), e.g. to test
 * a migration on data written by the schema before it. Throws on failure.
 */
export async function migrateTo(
  handle: DatabaseHandle,
  target: string | undefined,
  schema?: string,
): Promise<void> {
  if (schema && handle.dialect === 'postgres') {
    await handle.db.schema.createSchema(schema).ifNotExists().execute();
  }
  const migrator = migratorFor(handle, schema);
  const { error, results } =
    target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
