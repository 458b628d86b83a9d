/**
 * Throwaway databases for the tests and the benchmarks: a fresh, migrated SQLite file in a temp
 * folder, or a PostgreSQL schema of its own in an existing database, each with the cleanup that
 * removes it again. Not used by the server itself.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  createDatabase,
  migrateToLatest,
  type DatabaseHandle,
  type Dialect,
} from '../db/database.js';

export interface ScratchDatabase {
  database: DatabaseHandle;
  /** Deletes the SQLite folder or drops the PostgreSQL schema; call after `database.destroy()`. */
  cleanup: () => Promise<void>;
}

export interface ScratchOptions {
  /** Names the temp folder and the schema (`<name>_<random hex>`), so leftovers can be told apart. */
  name: string;
  /** The PostgreSQL database the schema is made in. */
  postgresUrl: string;
}

/** Opens a fresh, migrated database: a temp SQLite file, or a PostgreSQL schema of its own. */
export async function openScratchDatabase(
  dialect: Dialect,
  { name, postgresUrl }: ScratchOptions,
): Promise<ScratchDatabase> {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 40);
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `koers-${slug}-`));
    const database = createDatabase(`file:${join(dir, `${slug}.db`)}`);
    await migrateToLatest(database);
    return { database, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `${slug}_${randomBytes(4).toString('hex')}`;
  const database = createDatabase(postgresUrl, { schema, poolSize: 4 });
  await migrateToLatest(database, schema);
  return {
    database,
    cleanup: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
}

/** Null when PostgreSQL at `url` answers a query within two seconds, else why it does not. */
export async function postgresProblem(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}
