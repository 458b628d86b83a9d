import { sql, type Kysely } from 'kysely';

/**
 * The admin's user search matches the start of first name, last name or email, case-insensitively
 * (`lower(col) >= q and lower(col) < q'`). Indexes on lower(column) let both databases answer it
 * from an index range instead of scanning every user (the benchmark has 100,000).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['first_name', 'last_name', 'email']) {
    await db.schema
      .createIndex(`users_lower_${column}_idx`)
      .on('users')
      .expression(sql`lower(${sql.ref(column)})`)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['first_name', 'last_name', 'email']) {
    await db.schema.dropIndex(`users_lower_${column}_idx`).execute();
  }
}
