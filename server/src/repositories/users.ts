import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUser, User, UserUpdate } from '../db/types.js';
import { nowIso } from '../lib/time.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Emails are stored lower-cased and trimmed, so lookups and the unique index ignore case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** True when another user already has this email. */
export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', normaliseEmail(email));
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The stored locale if it is one the app speaks. */
export const toLocale = (value: string | null): 'nl' | 'en' | null =>
  value === 'nl' || value === 'en' ? value : null;

/** The public fields of a user row (booleans as booleans). */
export function userSummary(user: User) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name_prefix: user.last_name_prefix,
    last_name: user.last_name,
    admin: user.admin === 1,
    locale: toLocale(user.locale),
  };
}

/** "Henk van den Berg". */
export const displayName = (
  user: Pick<User, 'first_name' | 'last_name_prefix' | 'last_name'>,
): string => [user.first_name, user.last_name_prefix, user.last_name].filter(Boolean).join(' ');

/** A new user; returns the id. */
export async function createUser(
  db: Db,
  values: Omit<NewUser, 'created_at' | 'updated_at'>,
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, changes: UserUpdate): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
