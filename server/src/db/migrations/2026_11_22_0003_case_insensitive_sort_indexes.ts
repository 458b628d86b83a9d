import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Text sorts of paged lists are case-insensitive and the same on both databases (orderTerms in
 * lib/paginate.ts): `col COLLATE NOCASE, id` on SQLite, `lower(col COLLATE "C") NULLS FIRST, id`
 * on PostgreSQL. The user list (100,000 users in the benchmark) sorts by first or last name
 * without a search; these indexes replace the `(col, id)` ones, which no longer match its ORDER BY.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const column of ['first_name', 'last_name']) {
    await db.schema.dropIndex(`users_${column}_idx`).execute();
    const ref = sql.ref(column);
    const terms = postgres
      ? sql`(lower(${ref} collate "C")) nulls first, id`
      : sql`${ref} collate nocase, id`;
    await sql`create index ${sql.id(`users_${column}_sort_idx`)} on users (${terms})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['first_name', 'last_name']) {
    await db.schema.dropIndex(`users_${column}_sort_idx`).execute();
    await db.schema
      .createIndex(`users_${column}_idx`)
      .on('users')
      .columns([column, 'id'])
      .execute();
  }
}
