import type Sqlite from 'better-sqlite3';

/**
 * Kysely prepares every query anew; SQLite plans a statement when it is prepared, which cost
 * more than running it (a fifth of the CPU of GET /api/users/current). Reuse prepared
 * statements by SQL text (bounded; better-sqlite3 re-prepares by itself after a schema change).
 * Returns the uncached prepare, for statements that must not be shared (raw mode).
 */
export function cachePreparedStatements(
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
