import type { Kysely, Transaction } from 'kysely';
import type { ContextType, Database, FileRow } from '../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

export function createFile(
  db: Db,
  values: {
    user_id: number | null;
    name: string;
    mime_type: string;
    size: number;
    storage_key: string;
    contextable_type?: ContextType | null;
    contextable_id?: number | null;
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

/** Bytes of the files a user uploaded. */
export async function userFileBytes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** Bytes of the files uploaded for a school or board. */
export async function contextFileBytes(db: Db, type: ContextType, id: number): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
    .where('contextable_type', '=', type)
    .where('contextable_id', '=', id)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** The file id of a file block's JSON content (`{"name":…,"file_id":…}`), or null. */
function fileIdOf(content: string): number | null {
  try {
    const id = (JSON.parse(content) as { file_id?: unknown }).file_id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/**
 * The files something uses (of `ids`, or all): an icon of a board, school or application, a file
 * block of a document, or a file block in a document's history (a version may be restored).
 */
export async function attachedFileIds(db: Db, ids?: number[]): Promise<Set<number>> {
  const attached = new Set<number>();
  if (ids?.length === 0) return attached;
  for (const table of ['organisations', 'schools', 'applications'] as const) {
    let query = db.selectFrom(table).select('icon_file_id').where('icon_file_id', 'is not', null);
    if (ids) query = query.where('icon_file_id', 'in', ids);
    for (const row of await query.execute()) attached.add(row.icon_file_id!);
  }
  const wanted = ids ? new Set(ids) : null;
  for (const table of ['blocks', 'block_revisions'] as const) {
    const rows = await db.selectFrom(table).select('content').where('type', '=', 'file').execute();
    for (const row of rows) {
      const id = fileIdOf(row.content);
      if (id !== null && (!wanted || wanted.has(id))) attached.add(id);
    }
  }
  return attached;
}

/** Files uploaded before `before` with an id above `afterId`, by id, at most `limit`. */
export function filesUploadedBefore(
  db: Db,
  before: string,
  afterId: number,
  limit: number,
): Promise<FileRow[]> {
  return db
    .selectFrom('files')
    .selectAll()
    .where('created_at', '<', before)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function deleteFiles(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('files').where('id', 'in', ids).execute();
}
