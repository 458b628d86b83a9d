import type { Kysely } from 'kysely';

/**
 * Managing users (decision 0085):
 *
 * - `users.blocked_at`: when a super admin blocked the account (null: not blocked). A blocked
 *   user's tokens stop working at once and login says the account is blocked.
 * - `logins.user_agent` and `logins.last_used_at`: what the admin's list of a user's sessions
 *   shows — the browser a login came from, and when it last got new tokens (a refresh, every
 *   access-token lifetime while the app is open; not every request, which would cost a write).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('blocked_at', 'text').execute();
  await db.schema.alterTable('logins').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('logins').addColumn('last_used_at', 'text').execute();
  await db.schema
    .createIndex('logins_user_idx')
    .on('logins')
    .columns(['user_id', 'revoked_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('logins_user_idx').execute();
  await db.schema.alterTable('logins').dropColumn('last_used_at').execute();
  await db.schema.alterTable('logins').dropColumn('user_agent').execute();
  await db.schema.alterTable('users').dropColumn('blocked_at').execute();
}
