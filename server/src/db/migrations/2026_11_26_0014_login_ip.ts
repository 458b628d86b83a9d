import type { Kysely } from 'kysely';

/**
 * `logins.ip`: the address a login came from, as the server saw it (behind a proxy, the one
 * TRUST_PROXY lets it believe). Shown with the login in the user's own list of sessions and the
 * super admin's, so a person can tell a login that is not theirs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('logins').addColumn('ip', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('logins').dropColumn('ip').execute();
}
