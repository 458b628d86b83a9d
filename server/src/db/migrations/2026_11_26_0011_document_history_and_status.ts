import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A document's history and status (docs/decisions, "A document's history is a log of block
 * revisions"):
 *
 * - `document_saves`: one row per version of a document: who made it, when, and how (created,
 *   saved, restored, or the baseline every document got when history began).
 * - `block_revisions`: the state of a block (type, level, content, position, or deleted) as of the
 *   version that changed it. A document at version V is, per uid, its latest revision at or before
 *   V that is not a deletion, in position order. A save writes only the blocks it changed, so 200
 *   one-block saves cost 200 rows, not 200 copies of the document.
 * - `document_versions`: named versions ("Concept voor MR", or the one made when a document is
 *   adopted), pointing at a version.
 * - `documents.status` (concept, ter_bespreking, vastgesteld) with the adoption's date, who
 *   adopted it, its note and version. Documents already there were readable by every member, so
 *   they start as `ter_bespreking`; new documents start as `concept`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('document_saves')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_saves_version_idx')
    .on('document_saves')
    .columns(['document_id', 'version'])
    .unique()
    .execute();

  await db.schema
    .createTable('block_revisions')
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('level', 'integer')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('position', 'double precision', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('block_revisions_pk', ['document_id', 'uid', 'version'])
    .execute();
  await db.schema
    .createIndex('block_revisions_version_idx')
    .on('block_revisions')
    .columns(['document_id', 'version'])
    .execute();

  await db.schema
    .createTable('document_versions')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_versions_document_idx')
    .on('document_versions')
    .columns(['document_id', 'version'])
    .execute();

  await db.schema
    .alterTable('documents')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('concept'))
    .execute();
  for (const column of ['adopted_at', 'adoption_note'])
    await db.schema.alterTable('documents').addColumn(column, 'text').execute();
  // No foreign key: SQLite cannot drop a column that has one (down). Readers join users left.
  for (const column of ['adopted_by', 'adopted_version'])
    await db.schema.alterTable('documents').addColumn(column, 'integer').execute();
  await sql`update documents set status = 'ter_bespreking'`.execute(db);

  // History begins now: every document's current state is its baseline.
  await sql`insert into document_saves (document_id, version, user_id, kind, saved_at)
    select id, version, null, 'baseline', updated_at from documents`.execute(db);
  await sql`insert into block_revisions (document_id, uid, version, type, level, content, position, deleted)
    select blocks.document_id, blocks.uid, documents.version, blocks.type, blocks.level,
      blocks.content, blocks.position, 0
    from blocks join documents on documents.id = blocks.document_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['adopted_version', 'adopted_by', 'adoption_note', 'adopted_at', 'status'])
    await db.schema.alterTable('documents').dropColumn(column).execute();
  await db.schema.dropTable('document_versions').execute();
  await db.schema.dropTable('block_revisions').execute();
  await db.schema.dropTable('document_saves').execute();
}
