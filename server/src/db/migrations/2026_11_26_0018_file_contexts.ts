import type { Kysely } from 'kysely';

/**
 * The school or board a file was uploaded for (`contextable_type`/`_id`, null for uploads without
 * one), so its uploads count against that context's quota; and the indexes that sum a user's and a
 * context's files and find old ones for the purge of files attached to nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('files').addColumn('contextable_type', 'text').execute();
  await db.schema.alterTable('files').addColumn('contextable_id', 'integer').execute();
  await db.schema.createIndex('files_user').on('files').columns(['user_id']).execute();
  await db.schema
    .createIndex('files_context')
    .on('files')
    .columns(['contextable_type', 'contextable_id'])
    .execute();
  await db.schema.createIndex('files_created').on('files').columns(['created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('files_created').execute();
  await db.schema.dropIndex('files_context').execute();
  await db.schema.dropIndex('files_user').execute();
  await db.schema.alterTable('files').dropColumn('contextable_id').execute();
  await db.schema.alterTable('files').dropColumn('contextable_type').execute();
}
