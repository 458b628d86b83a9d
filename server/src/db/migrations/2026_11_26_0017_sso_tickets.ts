import type { Kysely } from 'kysely';

/**
 * `sso_tickets`: the way back from a single sign-on. The provider's answer is checked on the
 * server, which then sends the browser to the app with a random ticket; the app trades it once,
 * within a minute, for the tokens (or the second step). Kept by its SHA-256 hash, so the table
 * alone logs no one in; `mfa` is whether the provider said it checked a second factor (`amr`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sso_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('mfa', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sso_tickets').execute();
}
