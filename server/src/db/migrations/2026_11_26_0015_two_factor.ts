import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Two-step verification (docs/decisions, "Two-step verification"):
 * - `user_two_factor`: per user at most one row: the confirmed TOTP secret (encrypted with a key
 *   from SIGNING_SECRET) and when it was turned on, the time step of the last code used (a code
 *   works once), and a secret being set up until a code of it is confirmed.
 * - `recovery_codes`: the single-use codes, by their keyed hash; `used_at` once used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text')
    .addColumn('enabled_at', 'text')
    .addColumn('last_step', 'integer')
    .addColumn('pending_secret', 'text')
    .addColumn('pending_created_at', 'text')
    .execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recovery_codes_user_hash')
    .on('recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('user_two_factor').execute();
}
