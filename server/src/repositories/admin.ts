import type { Kysely, Transaction } from 'kysely';
import type { ContextType, Database } from '../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Replaces a user's memberships of one kind. */
export async function replaceMemberships(
  db: Db,
  userId: number,
  type: ContextType,
  memberships: Array<{ id: number; role_id: number }>,
): Promise<void> {
  // The last entry for a context wins, so duplicates in the request do not violate the key.
  const unique = [...new Map(memberships.map((m) => [m.id, m])).values()];
  if (type === 'organisation') {
    await db.deleteFrom('organisation_user').where('user_id', '=', userId).execute();
    if (unique.length > 0) {
      await db
        .insertInto('organisation_user')
        .values(unique.map((m) => ({ organisation_id: m.id, user_id: userId, role_id: m.role_id })))
        .execute();
    }
  } else {
    await db.deleteFrom('school_user').where('user_id', '=', userId).execute();
    if (unique.length > 0) {
      await db
        .insertInto('school_user')
        .values(unique.map((m) => ({ school_id: m.id, user_id: userId, role_id: m.role_id })))
        .execute();
    }
  }
}

/** Field names of memberships that name a missing context or role (for a 422). */
export async function invalidMemberships(
  db: Db,
  type: ContextType,
  memberships: Array<{ id: number; role_id: number }>,
): Promise<boolean> {
  if (memberships.length === 0) return false;
  const ids = [...new Set(memberships.map((m) => m.id))];
  const roleIds = [...new Set(memberships.map((m) => m.role_id))];
  const contexts =
    type === 'organisation'
      ? await db.selectFrom('organisations').select('id').where('id', 'in', ids).execute()
      : await db.selectFrom('schools').select('id').where('id', 'in', ids).execute();
  const roles = await db.selectFrom('roles').select('id').where('id', 'in', roleIds).execute();
  return contexts.length !== ids.length || roles.length !== roleIds.length;
}

/** Memberships of a user with context names (admin user detail). */
export async function userMemberships(db: Db, userId: number) {
  const [organisations, schools] = await Promise.all([
    db
      .selectFrom('organisation_user')
      .innerJoin('organisations', 'organisations.id', 'organisation_user.organisation_id')
      .select(['organisations.id', 'organisations.name', 'organisation_user.role_id'])
      .where('organisation_user.user_id', '=', userId)
      .orderBy('organisations.name')
      .execute(),
    db
      .selectFrom('school_user')
      .innerJoin('schools', 'schools.id', 'school_user.school_id')
      .select(['schools.id', 'schools.name', 'school_user.role_id'])
      .where('school_user.user_id', '=', userId)
      .orderBy('schools.name')
      .execute(),
  ]);
  return { organisations, schools };
}
