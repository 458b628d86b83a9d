import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { seedCore, type SeedCoreOptions, type SeedIds } from './core.js';
import { seedContent, type SeedContentOptions } from './content.js';

export interface SeedOptions extends SeedCoreOptions, SeedContentOptions {
  log?: (line: string) => void;
}

/** True when the database holds no users, organisations or schools yet. */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of ['users', 'organisations', 'schools'] as const) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/**
 * Seeds the demo data in one transaction. Never touches a database that has
 * data: returns null when there is any.
 */
export async function seedIfEmpty(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<SeedIds | null> {
  if (!(await isEmpty(db))) {
    options.log?.('Database already has data: not seeding.');
    return null;
  }
  return db.transaction().execute(async (trx) => {
    const ids = await seedCore(trx, options);
    await seedContent(trx, ids, { storage: options.storage });
    return ids;
  });
}
