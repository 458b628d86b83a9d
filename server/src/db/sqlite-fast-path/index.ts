import type Sqlite from 'better-sqlite3';
import { Kysely } from 'kysely';
import { FifoSqliteDialect } from './fifo-dialect.js';
import { cachePreparedStatements } from './statement-cache.js';
import { createSyncReader, type SyncReader } from './sync-reader.js';

export type { SyncReader } from './sync-reader.js';

const syncReaders = new WeakMap<object, SyncReader>();

/**
 * Kysely over an open better-sqlite3 connection, with the fast path (README.md beside this
 * file): prepared statements cached by SQL text, a first-in-first-out hand-off of the one
 * connection, and a synchronous read path for `syncReader`. `destroy` closes the connection
 * and switches the read path off.
 */
export function createFastSqliteKysely<DB>(sqlite: Sqlite.Database): {
  db: Kysely<DB>;
  destroy: () => Promise<void>;
} {
  const prepare = cachePreparedStatements(sqlite);
  const dialect = new FifoSqliteDialect({ database: sqlite });
  const db = new Kysely<DB>({ dialect });
  let closed = false;
  syncReaders.set(
    db,
    createSyncReader(prepare, () => !closed && !!dialect.driver && !dialect.driver.busy),
  );
  return {
    db,
    destroy: () => {
      closed = true;
      return db.destroy();
    },
  };
}

/**
 * The synchronous read path of a database opened with the fast path (undefined for PostgreSQL
 * and for SQLite without it). better-sqlite3 runs a statement synchronously anyway; Kysely's
 * asynchronous machinery around it (executor, connection hand-off, several promise hops) costs
 * several times the statement under load. When no query or transaction holds the connection,
 * a read can run directly: nothing can interleave with synchronous code, so it sees exactly
 * what a queued read would see. While the connection is held (e.g. by a transaction) the
 * caller must take the normal path.
 */
export function syncReader(db: object): SyncReader | undefined {
  return syncReaders.get(db);
}
