import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Block-level saving (POST /api/documents/{id}/changes; docs/decisions, "Documents are saved
 * block by block"):
 *
 * - `blocks.uid`: the block's identity in the editor and the API, a UUID the client makes before
 *   the first save, unique per document. The blocks already there get a UUID-shaped uid derived
 *   from their integer id (`00000000-0000-4000-8000-<id as 12 hex digits>`), so it is stable and
 *   the backfill is one UPDATE on both databases. The integer `id` stays the primary key.
 * - `blocks.changed_version` / `changed_by` / `changed_at`: the document version that last
 *   changed the block, who, when. A save against an older version conflicts only on blocks
 *   changed after that version. Existing blocks count as changed in the document's current
 *   version.
 * - `blocks.position` becomes a double: a block inserted between two others takes the midpoint,
 *   so an insert writes one row instead of renumbering the rest (SQLite stores a REAL in the
 *   INTEGER-affinity column as it is; PostgreSQL needs the type change).
 * - `block_tombstones`: deleted blocks (uid, the version that deleted them, where they were), so
 *   a save that edits a block someone else deleted is told so, and clients can catch up.
 * - `document_presence`: who has a document open in edit mode, by heartbeat, in the database so
 *   every server process sees the same.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .alterTable('blocks')
    .addColumn('uid', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('blocks')
    .addColumn('changed_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // No foreign key: ids are never reused, a deleted user reads as null through the left join,
  // and SQLite cannot drop a column that is part of one.
  await db.schema.alterTable('blocks').addColumn('changed_by', 'integer').execute();
  await db.schema.alterTable('blocks').addColumn('changed_at', 'text').execute();

  const hexId = postgres ? sql`lpad(to_hex(id), 12, '0')` : sql`printf('%012x', id)`;
  await sql`update blocks set uid = '00000000-0000-4000-8000-' || ${hexId}`.execute(db);
  await sql`update blocks set changed_version = (
      select documents.version from documents where documents.id = blocks.document_id
    )`.execute(db);
  if (postgres) {
    await db.schema
      .alterTable('blocks')
      .alterColumn('position', (c) => c.setDataType('double precision'))
      .execute();
  }
  await db.schema
    .createIndex('blocks_document_uid_idx')
    .on('blocks')
    .columns(['document_id', 'uid'])
    .unique()
    .execute();
  await db.schema
    .createIndex('blocks_document_changed_idx')
    .on('blocks')
    .columns(['document_id', 'changed_version'])
    .execute();

  await db.schema
    .createTable('block_tombstones')
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('position', 'double precision', (c) => c.notNull())
    .addColumn('deleted_by', 'integer')
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('block_tombstones_pk', ['document_id', 'uid'])
    .execute();
  await db.schema
    .createIndex('block_tombstones_version_idx')
    .on('block_tombstones')
    .columns(['document_id', 'version'])
    .execute();

  await db.schema
    .createTable('document_presence')
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_presence_pk', ['document_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('document_presence').execute();
  await db.schema.dropTable('block_tombstones').execute();
  await db.schema.dropIndex('blocks_document_changed_idx').execute();
  await db.schema.dropIndex('blocks_document_uid_idx').execute();
  if (postgres) {
    // Positions were integers: put the blocks back in order as 0, 1, 2, …
    await sql`update blocks set position = r.n from (
        select id, row_number() over (partition by document_id order by position) - 1 as n
        from blocks
      ) as r where blocks.id = r.id`.execute(db);
    await db.schema
      .alterTable('blocks')
      .alterColumn('position', (c) => c.setDataType('integer'))
      .execute();
  }
  for (const column of ['changed_at', 'changed_by', 'changed_version', 'uid']) {
    await db.schema.alterTable('blocks').dropColumn(column).execute();
  }
}
