import type Sqlite from 'better-sqlite3';

/** Runs a read synchronously, or answers undefined when the connection is in use. */
export type SyncReader = (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;

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
 * A synchronous reader over one SQLite connection. `available()` says whether the connection is
 * free (no query or transaction holds it, the database is open); `prepare` must give a statement
 * of its own (the reader switches it to raw mode).
 */
export function createSyncReader(
  prepare: (source: string) => Sqlite.Statement,
  available: () => boolean,
  max = 1000,
): SyncReader {
  const readers = new Map<string, RawReader | null>();
  return (source, parameters) => {
    if (!available()) return undefined;
    let reader = readers.get(source);
    if (reader === undefined) {
      reader = rawReader(prepare(source));
      if (readers.size >= max) readers.delete(readers.keys().next().value as string);
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
  };
}
