import { AdminUser, type AdminUserDetail, type PageQuery } from '@koers/contract';
import type { SortColumn } from '@koers/contract/constants';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../db/database.js';
import { PREFIX_LENGTH as USER_SEARCH_PREFIX_LENGTH } from '../db/migrations/2026_11_23_0004_user_search_prefixes.js';
import type { Database, User } from '../db/types.js';
import { jsonPager, pager, type PaginateOptions } from '../lib/paginate.js';
import { userMemberships } from './admin.js';
import { toLocale } from './users.js';

const SORT: Record<SortColumn<'adminUsers'>, string> = {
  first_name: 'users.first_name',
  last_name: 'users.last_name',
  email: 'users.email',
  created_at: 'users.created_at',
  id: 'users.id',
};

const ADMIN_USER_COLUMNS = [
  'users.id',
  'users.email',
  'users.first_name',
  'users.last_name_prefix',
  'users.last_name',
  'users.admin',
  'users.locale',
  'users.created_at',
  'users.updated_at',
  'users.blocked_at',
] as const;

type AdminUserRow = Pick<
  User,
  | 'id'
  | 'email'
  | 'first_name'
  | 'last_name_prefix'
  | 'last_name'
  | 'admin'
  | 'locale'
  | 'created_at'
  | 'updated_at'
  | 'blocked_at'
>;

// A plain literal, not a spread of the row: one object shape for the serializer, and no
// copy-then-overwrite per user (a page of the search has 25 of them).
export const userRowToAdminUser = (u: AdminUserRow): AdminUser => ({
  id: u.id,
  email: u.email,
  first_name: u.first_name,
  last_name_prefix: u.last_name_prefix,
  last_name: u.last_name,
  admin: u.admin === 1,
  locale: toLocale(u.locale),
  created_at: u.created_at,
  updated_at: u.updated_at,
  blocked_at: u.blocked_at,
});

/**
 * SQLite writes the same JSON itself (see jsonPager): the contract's fields in its order, admin
 * as a boolean and an unknown locale as null, as `userRowToAdminUser` does (a test holds the two
 * to the same answers).
 */
const adminUserJsonValue = (field: string) => {
  if (field === 'admin') return sql`json(case when p.admin = 1 then 'true' else 'false' end)`;
  if (field === 'locale') return sql`case when p.locale in ('nl', 'en') then p.locale end`;
  return sql.ref(`p.${field}`);
};

/**
 * `GET /api/admin/users`: searched over every user of the installation (100,000 in the
 * benchmark), so the queries are compiled once and, on SQLite, the page comes back as JSON text
 * that is sent as it is.
 */
export function adminUsersPager(db: Kysely<Database>, dialect: Dialect) {
  const options: PaginateOptions = {
    sortColumns: SORT,
    defaultSort: { column: 'last_name', order: 'asc' },
    search: ['users.first_name', 'users.last_name', 'users.email'],
    searchMode: 'prefix',
    textColumns: ['users.first_name', 'users.last_name', 'users.email'],
    dialect,
    tieBreaker: 'users.id',
    prefixTable: {
      table: 'user_search',
      key: 'user_id',
      id: 'users.id',
      length: USER_SEARCH_PREFIX_LENGTH,
      sortColumn: 'users.last_name',
    },
    listState: 'user_list_state',
  };
  const build = () => db.selectFrom('users').select(ADMIN_USER_COLUMNS);
  if (dialect === 'sqlite') {
    const jsonPage = jsonPager(
      db,
      build,
      sql`json_object(${sql.join(
        Object.keys(AdminUser.properties).map(
          (field) => sql`${sql.lit(field)}, ${adminUserJsonValue(field)}`,
        ),
      )})`,
      options,
    );
    return async (query: PageQuery) => {
      const { data, meta } = await jsonPage(query);
      return { json: `{"data":${data},"meta":${JSON.stringify(meta)}}` };
    };
  }
  const page = pager(db, 0, build, options);
  return async (query: PageQuery) => {
    const { data, meta } = await page(query);
    return { data: data.map(userRowToAdminUser), meta };
  };
}

/** A user with their memberships (the admin's user detail). */
export async function findAdminUser(
  db: Kysely<Database>,
  id: number,
): Promise<AdminUserDetail | undefined> {
  const row = await db
    .selectFrom('users')
    .select([...ADMIN_USER_COLUMNS, 'users.password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...userRowToAdminUser(row),
    has_password: row.password_hash !== null,
    ...(await userMemberships(db, id)),
  };
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Whether `userId` is the last super admin who can still work (not blocked): taking their rights
 * away, or blocking them, would leave the installation without one. On PostgreSQL the super
 * admins' rows are locked for the rest of the transaction, so two super admins cannot demote
 * each other at the same moment (SQLite runs one write transaction at a time).
 */
export async function isLastSuperAdmin(
  trx: Transaction<Database>,
  dialect: Dialect,
  userId: number,
): Promise<boolean> {
  let query = trx
    .selectFrom('users')
    .select('id')
    .where('admin', '=', 1)
    .where('blocked_at', 'is', null);
  if (dialect === 'postgres') query = query.forUpdate();
  const active = await query.execute();
  return active.every((row) => row.id === userId);
}

/** Blocks (a timestamp) or unblocks (null) a user. */
export async function setBlocked(db: Db, userId: number, blockedAt: string | null): Promise<void> {
  await db
    .updateTable('users')
    .set({ blocked_at: blockedAt, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}
