import type { Kysely, Transaction } from 'kysely';
import type { Database, Manual } from '../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Every manual, in the order the super admins gave them. */
export function listManuals(db: Db): Promise<Manual[]> {
  return db.selectFrom('manuals').selectAll().orderBy('position').orderBy('id').execute();
}
