import type { Kysely, Transaction } from 'kysely';
import type { Application, Database } from '../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

export type ApplicationWithIcon = Application & { icon_name: string | null };

function withIcon(db: Db) {
  return db
    .selectFrom('applications')
    .leftJoin('files', 'files.id', 'applications.icon_file_id')
    .selectAll('applications')
    .select('files.name as icon_name');
}

/** A school's applications in their chosen order. */
export function listApplications(db: Db, schoolId: number): Promise<ApplicationWithIcon[]> {
  return withIcon(db)
    .where('applications.school_id', '=', schoolId)
    .orderBy('applications.position')
    .orderBy('applications.id')
    .execute();
}

export function findApplication(db: Db, id: number): Promise<ApplicationWithIcon | undefined> {
  return withIcon(db).where('applications.id', '=', id).executeTakeFirst();
}

export type ApplicationValues = Pick<Application, 'name' | 'url' | 'type' | 'icon_file_id'>;

/** Adds an application at the end of the school's list. */
export async function createApplication(
  db: Db,
  schoolId: number,
  values: ApplicationValues,
): Promise<number> {
  const last = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  const row = await db
    .insertInto('applications')
    .values({ ...values, school_id: schoolId, position: Number(last?.position ?? -1) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateApplication(
  db: Db,
  id: number,
  patch: Partial<ApplicationValues>,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('applications').set(patch).where('id', '=', id).execute();
}

export async function deleteApplication(db: Db, id: number): Promise<void> {
  await db.deleteFrom('applications').where('id', '=', id).execute();
}

/**
 * Puts the school's applications in the order of `ids` (positions 0, 1, …). False, and nothing
 * changed, when `ids` does not name every application of the school exactly once.
 */
export async function reorderApplications(
  db: Db,
  schoolId: number,
  ids: number[],
): Promise<boolean> {
  const current = await db
    .selectFrom('applications')
    .select('id')
    .where('school_id', '=', schoolId)
    .execute();
  const known = new Set(current.map((row) => row.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length) return false;
  if (!ids.every((id) => known.has(id))) return false;
  for (const [position, id] of ids.entries()) {
    await db.updateTable('applications').set({ position }).where('id', '=', id).execute();
  }
  return true;
}
