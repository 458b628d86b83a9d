import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { syncReader } from '../db/database.js';
import type { Database } from '../db/types.js';

const SENTINEL = '\u0000koers-parameter-';

/**
 * Compiles a Kysely query once and afterwards only binds parameters: building and compiling the
 * query tree costs more than running a primary-key lookup in SQLite, and the hot paths (the
 * token lookup of every request, GET /api/users/current) run it thousands of times a second.
 *
 * On SQLite, reads run synchronously when the connection is free (see `syncReader`).
 *
 * `build` receives stand-ins for the arguments and must pass each straight into the query as a
 * value (no arithmetic or string work on them), so they can be found among the parameters.
 */
export interface Precompiled<Args extends unknown[], Row> {
  (...args: Args): Promise<Row[]>;
  /**
   * The same read, synchronously: the rows, or undefined when it cannot run synchronously
   * (PostgreSQL, or the SQLite connection is held by a query or transaction); then call the
   * function itself. Saves the hot paths their promise hops.
   */
  now(...args: Args): Row[] | undefined;
}

export function precompile<DB, Args extends unknown[], Row>(
  db: Kysely<DB>,
  arity: Args['length'],
  build: (...args: Args) => Compilable<Row>,
): Precompiled<Args, Row> {
  const standIns = Array.from({ length: arity }, (_, i) => `${SENTINEL}${i}`) as unknown as Args;
  const compiled = build(...standIns).compile();
  const binding = compiled.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(SENTINEL)
      ? Number(value.slice(SENTINEL.length))
      : { value },
  );
  const seen = new Set(binding.filter((b): b is number => typeof b === 'number'));
  if (seen.size !== arity)
    throw new Error(`precompile: expected ${arity} bound arguments, found ${seen.size}`);
  const readSync = syncReader(db as unknown as Kysely<Database>);
  const bind = (args: Args) => binding.map((b) => (typeof b === 'number' ? args[b] : b.value));
  const run = async (...args: Args) => {
    const parameters = bind(args);
    const rows = readSync?.(compiled.sql, parameters);
    if (rows) return rows as Row[];
    const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  };
  const now = readSync
    ? (...args: Args) => readSync(compiled.sql, bind(args)) as Row[] | undefined
    : () => undefined;
  return Object.assign(run, { now });
}

/**
 * `precompile` for repository functions that take the database (or a transaction) as their
 * first argument: compiled once per database. Inside a transaction the query is built and run
 * through the transaction as usual, so it sees the transaction's own writes.
 */
export function precompiled<Args extends unknown[], Row>(
  arity: Args['length'],
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<Kysely<Database>, (...args: Args) => Promise<Row[]>>();
  return async (db, ...args) => {
    if (db.isTransaction) return (await db.executeQuery(build(db, ...args))).rows;
    let run = compiled.get(db);
    if (!run) {
      run = precompile(db, arity, (...standIns: Args) => build(db, ...standIns));
      compiled.set(db, run);
    }
    return run(...args);
  };
}
