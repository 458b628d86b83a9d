import type { AdminManual, PagedResult, PageQuery } from '@koers/contract';
import type { SortColumn } from '@koers/contract/constants';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { Database, Manual } from '../db/types.js';
import { paginate } from '../lib/paginate.js';
import { nowIso } from '../lib/time.js';

type Db = Kysely<Database> | Transaction<Database>;

const SORT: Record<SortColumn<'adminManuals'>, string> = {
  title: 'manuals.title',
  position: 'manuals.position',
  created_at: 'manuals.created_at',
  id: 'manuals.id',
};

const ADMIN_MANUAL_COLUMNS = [
  'id',
  'title',
  'description',
  'content',
  'video_url',
  'position',
  'created_at',
  'updated_at',
] as const;

/** Every manual, in the order the super admins gave them. */
export function listManuals(db: Db): Promise<Manual[]> {
  return db.selectFrom('manuals').selectAll().orderBy('position').orderBy('id').execute();
}

/** `GET /api/admin/manuals`: search on title and description. */
export function adminManualsPage(
  db: Kysely<Database>,
  dialect: Dialect,
  query: PageQuery,
): Promise<PagedResult<AdminManual>> {
  return paginate(db.selectFrom('manuals').select(ADMIN_MANUAL_COLUMNS), query, {
    sortColumns: SORT,
    defaultSort: { column: 'position', order: 'asc' },
    search: ['manuals.title', 'manuals.description'],
    textColumns: ['manuals.title'],
    dialect,
    tieBreaker: 'manuals.id',
    db,
  });
}

export function findAdminManual(db: Db, id: number): Promise<AdminManual | undefined> {
  return db
    .selectFrom('manuals')
    .select(ADMIN_MANUAL_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface ManualValues {
  title: string;
  description: string | null;
  content: string | null;
  video_url: string | null;
  /** Without one, the manual goes last. */
  position: number | undefined;
}

export async function createManual(db: Db, values: ManualValues): Promise<number> {
  const position =
    values.position ??
    Number(
      (
        await db
          .selectFrom('manuals')
          .select(sql<number>`coalesce(max(position), 0) + 1`.as('next'))
          .executeTakeFirst()
      )?.next ?? 1,
    );
  const now = nowIso();
  const row = await db
    .insertInto('manuals')
    .values({ ...values, position, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateManual(
  db: Db,
  id: number,
  changes: Partial<ManualValues>,
): Promise<void> {
  await db
    .updateTable('manuals')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteManual(db: Db, id: number): Promise<void> {
  await db.deleteFrom('manuals').where('id', '=', id).execute();
}

/**
 * Puts every manual in the order of `ids` (positions 1, 2, …). False, and nothing changed, when
 * `ids` does not name each manual exactly once (one was added or removed meanwhile).
 */
export async function reorderManuals(db: Db, ids: readonly number[]): Promise<boolean> {
  const current = await db.selectFrom('manuals').select('id').execute();
  const known = new Set(current.map((row) => row.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length) return false;
  if (!ids.every((id) => known.has(id))) return false;
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('manuals')
      .set({ position: index + 1 })
      .where('id', '=', id)
      .execute();
  }
  return true;
}
