import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * `file_blobs`: uploaded bytes in the database (FILE_STORAGE=database, the default with
 * PostgreSQL), so every server process behind a load balancer reads what any of them stored. Keyed
 * by the files table's storage key; the metadata stays in `files`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('file_blobs')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('data', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('file_blobs').execute();
}
