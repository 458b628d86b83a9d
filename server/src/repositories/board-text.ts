import { TEMPLATE_DOCUMENT_ID } from '@koers/contract/constants';
import type { Kysely, Transaction } from 'kysely';
import type { BlockRow, Database, DocumentRow } from '../db/types.js';
import type { BoardLink } from './documents.js';

/**
 * Board templates and their fixed chapters, and the copies of board text in school documents
 * (migration 0013). The rules live in services/board-text.ts.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** The uids of the h1 blocks a template's fixed chapter rows name (some may be gone). */
export async function fixedChapterRows(db: Db, documentId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('template_chapters')
    .select('uid')
    .where('document_id', '=', documentId)
    .execute();
  return new Set(rows.map((r) => r.uid));
}

/** The fixed chapters of a template that exist: the uids of its h1 blocks named, in order. */
export async function fixedChapterUids(db: Db, documentId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('template_chapters')
    .innerJoin('blocks', (j) =>
      j
        .onRef('blocks.document_id', '=', 'template_chapters.document_id')
        .onRef('blocks.uid', '=', 'template_chapters.uid'),
    )
    .select('blocks.uid')
    .where('template_chapters.document_id', '=', documentId)
    .where('blocks.type', '=', 'h1')
    .orderBy('blocks.position')
    .execute();
  return rows.map((r) => r.uid);
}

/** Replaces a template's fixed chapters. */
export async function setFixedChapters(
  trx: Transaction<Database>,
  documentId: number,
  uids: string[],
): Promise<void> {
  await trx.deleteFrom('template_chapters').where('document_id', '=', documentId).execute();
  if (uids.length > 0)
    await trx
      .insertInto('template_chapters')
      .values(uids.map((uid) => ({ document_id: documentId, uid })))
      .execute();
}

/** Which of `uids` are h1 blocks of the document. */
export async function h1Uids(db: Db, documentId: number, uids: string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const rows = await db
    .selectFrom('blocks')
    .select('uid')
    .where('document_id', '=', documentId)
    .where('type', '=', 'h1')
    .where('uid', 'in', uids)
    .execute();
  return new Set(rows.map((r) => r.uid));
}

export interface OfferedTemplateRow {
  id: number;
  name: string;
  documentable_type: string;
  board_name: string | null;
  fixed_chapters: number | string;
}

/**
 * The templates a context can start a document from: the Koers template, and the templates of
 * the board (`organisationId`: the board itself, or the board of the school; null for a school
 * without a board). Koers first, then the board's, oldest first.
 */
export async function offeredTemplates(
  db: Db,
  organisationId: number | null,
): Promise<OfferedTemplateRow[]> {
  const rows = await db
    .selectFrom('documents')
    .leftJoin('organisations', (j) =>
      j
        .onRef('organisations.id', '=', 'documents.documentable_id')
        .on('documents.documentable_type', '=', 'organisation'),
    )
    .select((eb) => [
      'documents.id',
      'documents.name',
      'documents.documentable_type',
      'organisations.name as board_name',
      eb
        .selectFrom('template_chapters')
        .innerJoin('blocks', (j) =>
          j
            .onRef('blocks.document_id', '=', 'template_chapters.document_id')
            .onRef('blocks.uid', '=', 'template_chapters.uid'),
        )
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('template_chapters.document_id', '=', 'documents.id')
        .where('blocks.type', '=', 'h1')
        .as('fixed_chapters'),
    ])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('documents.id', '=', TEMPLATE_DOCUMENT_ID),
          eb('documents.documentable_type', '=', 'template'),
        ]),
        ...(organisationId === null
          ? []
          : [
              eb.and([
                eb('documents.documentable_type', '=', 'organisation'),
                eb('documents.documentable_id', '=', organisationId),
                eb('documents.is_template', '=', 1),
              ]),
            ]),
      ]),
    )
    .orderBy('documents.id')
    .execute();
  return rows.map((row) => ({ ...row, fixed_chapters: row.fixed_chapters ?? 0 }));
}

/** School documents started from a template, with their status. */
export function documentsFromTemplate(
  db: Db,
  templateId: number,
): Promise<Array<Pick<DocumentRow, 'id' | 'status' | 'documentable_type' | 'documentable_id'>>> {
  return db
    .selectFrom('documents')
    .select(['id', 'status', 'documentable_type', 'documentable_id'])
    .where('template_id', '=', templateId)
    .where('documentable_type', '=', 'school')
    .orderBy('id')
    .execute();
}

export type SyncBlock = Pick<
  BlockRow,
  | 'uid'
  | 'type'
  | 'content'
  | 'template_block_uid'
  | 'board_chapter_uid'
  | 'board_changed_at'
  | 'changed_at'
>;

const syncColumns = [
  'uid',
  'type',
  'content',
  'template_block_uid',
  'board_chapter_uid',
  'board_changed_at',
  'changed_at',
] as const;

/** A document's blocks in order, with what the sync compares. */
export function syncBlocks(db: Db, documentId: number): Promise<SyncBlock[]> {
  return db
    .selectFrom('blocks')
    .select(syncColumns)
    .where('document_id', '=', documentId)
    .orderBy('position')
    .execute();
}

/** Only the board text in a document, in order. */
export function boardTextBlocks(db: Db, documentId: number): Promise<SyncBlock[]> {
  return db
    .selectFrom('blocks')
    .select(syncColumns)
    .where('document_id', '=', documentId)
    .where('board_chapter_uid', 'is not', null)
    .orderBy('position')
    .execute();
}

/** The board text blocks of a document, with the id and uid a write may name them by. */
export function boardTextIdentities(
  db: Db,
  documentId: number,
): Promise<Array<Pick<BlockRow, 'id' | 'uid' | 'type' | 'content'>>> {
  return db
    .selectFrom('blocks')
    .select(['id', 'uid', 'type', 'content'])
    .where('document_id', '=', documentId)
    .where('board_chapter_uid', 'is not', null)
    .orderBy('position')
    .execute();
}

/** Which of `uids` are board text in the document. */
export async function boardTextAmong(
  db: Db,
  documentId: number,
  uids: string[],
): Promise<string[]> {
  const found: string[] = [];
  for (let i = 0; i < uids.length; i += 500) {
    const rows = await db
      .selectFrom('blocks')
      .select('uid')
      .where('document_id', '=', documentId)
      .where('board_chapter_uid', 'is not', null)
      .where('uid', 'in', uids.slice(i, i + 500))
      .execute();
    found.push(...rows.map((r) => r.uid));
  }
  return found;
}

/** Sets where blocks come from and whether they are board text. */
export async function setBoardLinks(
  trx: Transaction<Database>,
  documentId: number,
  links: Array<{ uid: string } & BoardLink>,
): Promise<void> {
  for (const { uid, ...link } of links)
    await trx
      .updateTable('blocks')
      .set(link)
      .where('document_id', '=', documentId)
      .where('uid', '=', uid)
      .execute();
}

/** Makes every block of a document ordinary text of its own (no version: the text is the same). */
export async function clearBoardLinks(
  trx: Transaction<Database>,
  documentId: number,
): Promise<void> {
  await trx
    .updateTable('blocks')
    .set({ template_block_uid: null, board_chapter_uid: null, board_changed_at: null })
    .where('document_id', '=', documentId)
    .execute();
}
