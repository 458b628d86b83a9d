import Sqlite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Migration, MigrationProvider } from 'kysely';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, Driver } from 'kysely';
import pg from 'pg';
import * as initial from './migrations/2026_11_22_0001_initial.js';
import * as userSearchIndexes from './migrations/2026_11_22_0002_user_search_indexes.js';
import * as caseInsensitiveSortIndexes from './migrations/2026_11_22_0003_case_insensitive_sort_indexes.js';
import * as userSearchPrefixes from './migrations/2026_11_23_0004_user_search_prefixes.js';
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
}

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
  const prepare = cachePreparedStatements(sqlite);
  const dialect = new FifoSqliteDialect({ database: sqlite });
  const db = new Kysely<Database>({ dialect });
  let closed = false;
  const readers = new Map<string, RawReader | null>();
  syncReaders.set(db, (source, parameters) => {
    if (closed || !dialect.driver || dialect.driver.busy) return undefined;
    let reader = readers.get(source);
    if (reader === undefined) {
      reader = rawReader(prepare(source));
      if (readers.size >= 1000) readers.delete(readers.keys().next().value as string);
      readers.set(source, reader);
    }
    if (!reader) return undefined;
    const rows = reader.statement.all(parameters as unknown[]) as unknown[][];
    // `select *` grows when a migration adds a column; the row shape was read at prepare time.
    if (rows.length > 0 && rows[0]!.length !== reader.width) {
      readers.delete(source);
      return undefined;
    }
    return rows.map(reader.row);
  });
  return {
    db,
    dialect: 'sqlite',
    destroy: () => {
      closed = true;
      return db.destroy();
    },
  };
}

/**
 * SQLite has one connection, which Kysely's driver guards with a mutex that wakes every waiter
 * on each release (all but one go back to sleep). With 50 requests in flight that churn costs
 * more than the queries; a first-in-first-out queue in front of it hands the connection to
 * exactly one waiter, in arrival order.
 */
class FifoSqliteDriver extends SqliteDriver {
  #waiters: Array<() => void> = [];
  #held = false;

  /** True while a query or transaction has the connection (or waits for it). */
  get busy(): boolean {
    return this.#held;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiters.push(resolve));
    this.#held = true;
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    const next = this.#waiters.shift();
    if (next) next();
    else this.#held = false;
  }
}

class FifoSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  driver: FifoSqliteDriver | null = null;

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    this.driver = new FifoSqliteDriver(this.#config);
    return this.driver;
  }
}

/** Runs a read synchronously, or answers undefined when the connection is in use. */
export type SyncReader = (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;

const syncReaders = new WeakMap<object, SyncReader>();

/**
 * The synchronous read path of a SQLite database (undefined for PostgreSQL). better-sqlite3 runs
 * a statement synchronously anyway; Kysely's asynchronous machinery around it (executor,
 * connection hand-off, several promise hops) costs several times the statement under load. When
 * no query or transaction holds the connection, a read can run directly: nothing can
 * interleave with synchronous code, so it sees exactly what a queued read would see. While the
 * connection is held (e.g. by a transaction) the caller must take the normal path.
 */
export function syncReader(db: Kysely<Database>): SyncReader | undefined {
  return syncReaders.get(db);
}

/** A read statement in raw mode (rows as arrays) and the function that turns a row into an object. */
interface RawReader {
  statement: Sqlite.Statement;
  width: number;
  row: (values: unknown[]) => Record<string, unknown>;
}

/**
 * better-sqlite3 builds each row object property by property through the V8 API, which costs
 * more than reading the row (a 500-block document: about 0.6 ms as objects, 0.35 ms as arrays
 * turned into objects by a literal). So the synchronous reads fetch arrays and turn them into
 * objects with a function compiled for the statement's columns: same keys, same order, and for
 * a repeated name the last value, as better-sqlite3 gives them.
 */
function rawReader(statement: Sqlite.Statement): RawReader | null {
  if (!statement.reader) return null;
  const names = statement.columns().map((column) => column.name);
  const fields = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`);
  // Column names go in as JSON string literals, so no name can break out of the literal.
  const row = new Function('values', `return { ${fields.join(', ')} };`) as RawReader['row'];
  return { statement: statement.raw(true), width: names.length, row };
}

/**
 * Kysely prepares every query anew; SQLite plans a statement when it is prepared, which cost
 * more than running it (a fifth of the CPU of GET /api/users/current). Reuse prepared
 * statements by SQL text (bounded; better-sqlite3 re-prepares by itself after a schema change).
 * Returns the uncached prepare, for statements that must not be shared (raw mode).
 */
function cachePreparedStatements(
  sqlite: Sqlite.Database,
  max = 1000,
): (source: string) => Sqlite.Statement {
  const prepare = sqlite.prepare.bind(sqlite) as (
    source: string,
    ...internal: unknown[]
  ) => Sqlite.Statement;
  const cache = new Map<string, Sqlite.Statement>();
  sqlite.prepare = ((source: string, ...internal: unknown[]) => {
    // better-sqlite3 itself calls prepare with extra arguments (pragma()); leave those alone.
    if (internal.length > 0) return prepare(source, ...internal);
    let statement = cache.get(source);
    // A statement that is still iterating (a streamed query) cannot run a second time.
    if (!statement || statement.busy) {
      statement = prepare(source);
      if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
  return (source) => prepare(source);
}

/** Migrations are listed here (not read from disk) so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '2026_11_22_0001_initial': initial,
  '2026_11_22_0002_user_search_indexes': userSearchIndexes,
  '2026_11_22_0003_case_insensitive_sort_indexes': caseInsensitiveSortIndexes,
  '2026_11_23_0004_user_search_prefixes': userSearchPrefixes,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Creates the schema if needed and applies every pending migration. Throws on failure. */
export async function migrateToLatest(handle: DatabaseHandle, schema?: string): Promise<void> {
  if (schema && handle.dialect === 'postgres') {
    await handle.db.schema.createSchema(schema).ifNotExists().execute();
  }
  // Kysely looks for its migration tables in every schema unless told which one: with one schema
  // per test file, another file's tables would be taken for this schema's.
  const migrator = new Migrator({
    db: handle.db,
    provider,
    ...(schema && handle.dialect === 'postgres' ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
