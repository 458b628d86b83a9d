import type { Kysely, Transaction } from 'kysely';
import type { Database, FileRow } from '../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

export function createFile(
  db: Db,
  values: {
    user_id: number | null;
    name: string;
    mime_type: string;
    size: number;
    storage_key: string;
  },
): Promise<FileRow> {
  return db
    .insertInto('files')
    .values({ ...values, created_at: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findFile(db: Db, id: number): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}
