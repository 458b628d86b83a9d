import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Board templates and fixed board text ("Tekst van het bestuur", docs/decisions, "Board
 * templates and fixed board text"):
 *
 * - `documents.is_template`: a board's document its schools (and the board) can start from.
 * - `documents.template_id`: the template a document was started from (null when the template
 *   is deleted).
 * - `template_chapters`: the chapters of a template that are fixed board text, by the uid of
 *   their h1 block. A row whose h1 is gone from the template names no chapter until the h1 is
 *   back (a history restore).
 * - on `blocks` of a school document started from a board's template: the uid of the template
 *   block it was copied from (every copied block, so a chapter fixed later takes over the
 *   school's copy instead of coming in twice); and on board text, the uid of the h1 of its
 *   chapter in the template and when the board last changed the chapter as this copy shows it.
 *   `board_chapter_uid` is what makes a block board text; null on the school's own text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('documents')
    .addColumn('is_template', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // On SQLite a `down` leaves the column (see there): up again finds it and keeps it.
  const kept =
    !postgres &&
    (await sql<{ name: string }>`pragma table_info(documents)`.execute(db)).rows.some(
      (column) => column.name === 'template_id',
    );
  if (kept) await sql`update documents set template_id = null`.execute(db);
  else
    await db.schema
      .alterTable('documents')
      .addColumn('template_id', 'integer', (c) => c.references('documents.id').onDelete('set null'))
      .execute();
  await db.schema
    .createIndex('documents_template_idx')
    .on('documents')
    .column('template_id')
    .execute();

  await db.schema
    .createTable('template_chapters')
    .addColumn('document_id', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('uid', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('template_chapters_pk', ['document_id', 'uid'])
    .execute();

  for (const column of ['template_block_uid', 'board_chapter_uid', 'board_changed_at'])
    await db.schema.alterTable('blocks').addColumn(column, 'text').execute();
  // The writes of a school document ask whether they touch board text; the sync reads it.
  await db.schema
    .createIndex('blocks_board_text_idx')
    .on('blocks')
    .columns(['document_id', 'board_chapter_uid'])
    .where('board_chapter_uid', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex('blocks_board_text_idx').execute();
  for (const column of ['board_changed_at', 'board_chapter_uid', 'template_block_uid'])
    await db.schema.alterTable('blocks').dropColumn(column).execute();
  await db.schema.dropTable('template_chapters').execute();
  await db.schema.dropIndex('documents_template_idx').execute();
  // SQLite cannot drop a column that is part of a foreign key: there it stays, unused.
  if (postgres) await db.schema.alterTable('documents').dropColumn('template_id').execute();
  await db.schema.alterTable('documents').dropColumn('is_template').execute();
}
