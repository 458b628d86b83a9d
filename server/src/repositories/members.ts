import type { ContextUser, PagedResult, PageQuery } from '@koers/contract';
import type { SortColumn } from '@koers/contract/constants';
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
