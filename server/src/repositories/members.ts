import type { ContextUser, PagedResult, PageQuery } from '@koers/contract';
import { ADMIN_RANK, type SortColumn } from '@koers/contract/constants';
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { ContextType, Database } from '../db/types.js';
import { paginate } from '../lib/paginate.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The membership table of a context type, and its column naming the context. */
const MEMBERSHIP = {
  organisation: { table: 'organisation_user', key: 'organisation_id' },
  school: { table: 'school_user', key: 'school_id' },
} as const;

/**
 * The members of one context with their role there. Both membership tables have the same
 * shape; the casts tell Kysely so (it cannot follow a table chosen at run time).
 */
function membersQuery(db: Db, type: ContextType, contextId: number) {
  const { table, key } = MEMBERSHIP[type];
  return db
    .selectFrom(table as 'school_user')
    .innerJoin('users', 'users.id', `${table}.user_id` as 'school_user.user_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name_prefix',
      'users.last_name',
      `${table}.role_id` as 'school_user.role_id',
    ])
    .where(`${table}.${key}` as 'school_user.school_id', '=', contextId);
}

const sortColumns = (type: ContextType): Record<SortColumn<'contextUsers'>, string> => ({
  first_name: 'users.first_name',
  last_name: 'users.last_name',
  email: 'users.email',
  role_id: `${MEMBERSHIP[type].table}.role_id`,
});

/** `GET /api/{ctx}/{id}/users`: search on names and email. */
export function contextMembersPage(
  db: Kysely<Database>,
  dialect: Dialect,
  type: ContextType,
  contextId: number,
  query: PageQuery,
): Promise<PagedResult<ContextUser>> {
  return paginate(membersQuery(db, type, contextId), query, {
    sortColumns: sortColumns(type),
    defaultSort: { column: 'last_name', order: 'asc' },
    search: ['users.first_name', 'users.last_name', 'users.email'],
    textColumns: ['users.first_name', 'users.last_name', 'users.email'],
    dialect,
    tieBreaker: 'users.id',
    db,
  });
}

/** One member of a context, or undefined when the user is no direct member. */
export function findMember(
  db: Db,
  type: ContextType,
  contextId: number,
  userId: number,
): Promise<ContextUser | undefined> {
  return membersQuery(db, type, contextId).where('users.id', '=', userId).executeTakeFirst();
}

export async function setMemberRole(
  db: Db,
  type: ContextType,
  contextId: number,
  userId: number,
  roleId: number,
): Promise<void> {
  const { table, key } = MEMBERSHIP[type];
  await db
    .updateTable(table as 'school_user')
    .set({ role_id: roleId })
    .where(key as 'school_id', '=', contextId)
    .where('user_id', '=', userId)
    .execute();
}

export async function removeMember(
  db: Db,
  type: ContextType,
  contextId: number,
  userId: number,
): Promise<void> {
  const { table, key } = MEMBERSHIP[type];
  await db
    .deleteFrom(table as 'school_user')
    .where(key as 'school_id', '=', contextId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Whether changing or removing `userId`'s membership would leave the context without anyone who
 * may administer it (rank ≥ ADMIN_RANK): the user is one of its admins now, and no other member
 * is. A school's admins include the admins of its board (they administer its schools).
 * A context that has no admin to begin with is not guarded (nothing would be lost).
 */
export async function isLastAdmin(
  db: Db,
  type: ContextType,
  contextId: number,
  userId: number,
): Promise<boolean> {
  const { table, key } = MEMBERSHIP[type];
  const admins = await db
    .selectFrom(table as 'school_user')
    .innerJoin('roles', 'roles.id', `${table}.role_id` as 'school_user.role_id')
    .select(`${table}.user_id as user_id` as 'school_user.user_id')
    .where(`${table}.${key}` as 'school_user.school_id', '=', contextId)
    .where('roles.rank', '>=', ADMIN_RANK)
    .execute();
  if (!admins.some((admin) => admin.user_id === userId)) return false;
  if (admins.some((admin) => admin.user_id !== userId)) return false;
  if (type === 'organisation') return true;
  const boardAdmin = await db
    .selectFrom('schools')
    .innerJoin('organisation_user', 'organisation_user.organisation_id', 'schools.organisation_id')
    .innerJoin('roles', 'roles.id', 'organisation_user.role_id')
    .select('organisation_user.user_id')
    .where('schools.id', '=', contextId)
    .where('roles.rank', '>=', ADMIN_RANK)
    .executeTakeFirst();
  return boardAdmin === undefined;
}

/**
 * Serializes changes to the memberships of one context until the transaction ends, so two admins
 * demoting each other at the same moment cannot both pass the last-admin check (PostgreSQL: a
 * row lock on the context; SQLite runs one write transaction at a time already).
 */
export async function lockContextMemberships(
  db: Transaction<Database>,
  dialect: Dialect,
  type: ContextType,
  contextId: number,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await (type === 'organisation'
    ? db.selectFrom('organisations').select('id').where('id', '=', contextId).forUpdate().execute()
    : db.selectFrom('schools').select('id').where('id', '=', contextId).forUpdate().execute());
}
