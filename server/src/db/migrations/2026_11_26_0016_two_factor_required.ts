import type { Kysely } from 'kysely';

/**
 * Two-step verification required (docs/decisions, "Two-step verification required"):
 * - `organisations.require_two_factor`, `schools.require_two_factor` (0/1): the context's admins
 *   require it of everyone with rank ≥ 10 in it.
 * - `logins.two_factor_setup` (0/1): this login must set up two-step verification before it may
 *   do anything else (decided at login; cleared when it is turned on).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['organisations', 'schools', 'logins']) {
    const column = table === 'logins' ? 'two_factor_setup' : 'require_two_factor';
    await db.schema
      .alterTable(table)
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('logins').dropColumn('two_factor_setup').execute();
  await db.schema.alterTable('schools').dropColumn('require_two_factor').execute();
  await db.schema.alterTable('organisations').dropColumn('require_two_factor').execute();
}
