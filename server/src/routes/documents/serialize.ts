import type {
  Adoption,
  Block,
  BoardText,
  BlockEditor,
  ChangedBlock,
  DeletedBlock,
  Document,
  DocumentSummary,
} from '@koers/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, DocumentRow } from '../../db/types.js';
import type { ChangedBlockRow, TombstoneRow } from '../../repositories/block-changes.js';
import { fixedChapterUids } from '../../repositories/board-text.js';
import { blocksAt } from '../../repositories/document-history.js';
import {
  filesByIds,
  readBlocks,
  statusForReaders,
  type BlockReadRow,
} from '../../repositories/documents.js';
import { displayName } from '../../repositories/users.js';
import { signedFileUrl } from '../../storage/signing.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A document in a list; readers see an adopted document being rewritten as adopted. */
export const documentSummary = (
  d: Omit<DocumentSummary, 'status' | 'is_template'> &
    Pick<DocumentRow, 'status' | 'adopted_version' | 'is_template'>,
  forReaders = false,
): DocumentSummary => ({
  id: d.id,
  name: d.name,
  type: d.type,
  documentable_type: d.documentable_type,
  documentable_id: d.documentable_id,
  period_id: d.period_id,
  status: forReaders ? statusForReaders(d) : d.status,
  adopted_at: d.adopted_at,
  is_template: d.is_template === 1,
});

/**
 * What a block says about board text: `{template_id, changed_at}` on a copy of a fixed chapter
 * of the document's template (services/board-text.ts), null on the school's own blocks.
 */
export const boardTextOf = (
  templateId: number | null,
  row: Pick<BlockReadRow, 'board_chapter_uid' | 'board_changed_at'>,
): BoardText | null =>
  templateId === null || row.board_chapter_uid === null
    ? null
    : { template_id: templateId, changed_at: row.board_changed_at ?? '' };

/** Of a board's template: the uids of the h1 blocks of its fixed chapters; empty otherwise. */
async function fixedChaptersOf(db: Db, doc: DocumentRow): Promise<string[]> {
  return doc.documentable_type === 'organisation' && doc.is_template === 1
    ? fixedChapterUids(db, doc.id)
    : [];
}

/** What a document says about templates: whether it is one, which it came from, what it fixes. */
const templateFields = (
  doc: DocumentRow,
  fixedChapters: string[],
): Pick<Document, 'is_template' | 'template_id' | 'fixed_chapters'> => ({
  is_template: doc.is_template === 1,
  template_id: doc.template_id,
  fixed_chapters: fixedChapters,
});

/** The document's last adoption, with the name of who adopted it. */
async function adoptionOf(db: Db, doc: DocumentRow): Promise<Adoption | null> {
  if (doc.adopted_version === null || doc.adopted_at === null) return null;
  const user =
    doc.adopted_by === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(['first_name', 'last_name_prefix', 'last_name'])
          .where('id', '=', doc.adopted_by)
          .executeTakeFirst();
  return {
    at: doc.adopted_at,
    by: user && doc.adopted_by !== null ? { id: doc.adopted_by, name: displayName(user) } : null,
    note: doc.adoption_note,
    version: doc.adopted_version,
  };
}

/**
 * What a document's answer holds besides its own row and its blocks: the last adoption (with the
 * adopter's name, from another table) and a template's fixed chapters. Cheap to read (a row or
 * two), so GET /api/documents/{id} reads them before it decides whether to read the blocks.
 */
export interface DocumentExtras {
  adoption: Adoption | null;
  fixedChapters: string[];
}

export async function documentExtras(db: Db, doc: DocumentRow): Promise<DocumentExtras> {
  // One after the other: `db` may be a transaction (one connection).
  const adoption = await adoptionOf(db, doc);
  return { adoption, fixedChapters: await fixedChaptersOf(db, doc) };
}

/**
 * The form of serializeDocument's answer. Part of every document ETag (routes/documents/read.ts)
 * beside the contract's schema: raise it with any change here that answers the same data with
 * other bytes, so that no client keeps an answer of the old form through a 304.
 */
export const DOCUMENT_ANSWER_FORM = 1;

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const fileIdOf = (row: Pick<BlockReadRow, 'content'>): number | null => {
  const id = parseJson(row.content).file_id;
  return typeof id === 'number' ? id : null;
};

/** Resolves the content of stored blocks: file blocks get their file's name and a signed URL. */
export async function contentResolver(
  db: Db,
  secret: string,
  rows: Array<Pick<BlockReadRow, 'type' | 'content'>>,
  /** The time the URLs are signed at (their window is part of a document's ETag). */
  now: number = Date.now(),
): Promise<(row: Pick<BlockReadRow, 'type' | 'content'>) => Block['content']> {
  const fileIds = [...new Set(rows.filter((r) => r.type === 'file').map(fileIdOf))].filter(
    (id): id is number => id !== null,
  );
  const files = await filesByIds(db, fileIds);
  // One signature per file: a plan may show the same file in many blocks.
  const urls = new Map<number, string>();
  const urlOf = (id: number) => {
    let url = urls.get(id);
    if (url === undefined) {
      url = signedFileUrl(secret, id, now);
      urls.set(id, url);
    }
    return url;
  };
  return (row) => {
    if (row.type === 'file') {
      const stored = parseJson(row.content);
      const fileId = fileIdOf(row);
      const file = fileId === null ? undefined : files.get(fileId);
      return {
        name: typeof stored.name === 'string' ? stored.name : (file?.name ?? ''),
        file_id: file ? file.id : null,
        url: file ? urlOf(file.id) : null,
      };
    }
    if (row.type === 'contact') {
      const stored = parseJson(row.content);
      return { ...stored, name: typeof stored.name === 'string' ? stored.name : '' };
    }
    // Text blocks (h1, h2, body) are answered as stored.
    return row.content;
  };
}

/**
 * A document with its blocks as the API returns it, in order, `position` being the 0-based index
 * (the stored order key is sparse). File blocks get a fresh signed URL for their file (null when
 * the file is gone); contact blocks are returned as stored.
 */
export async function serializeDocument(
  db: Db,
  secret: string,
  doc: DocumentRow,
  /** `adopted`: the adopted version's text, for readers while a new concept is written. */
  reading: Document['reading'] = 'current',
  /** What the caller read already (documentExtras), and the time to sign file URLs at. */
  read: { extras?: DocumentExtras; now?: number } = {},
): Promise<Document> {
  const { adoption, fixedChapters } = read.extras ?? (await documentExtras(db, doc));
  const now = read.now ?? Date.now();
  if (reading === 'adopted' && adoption) {
    const rows = await blocksAt(db, doc.id, adoption.version);
    return {
      ...documentSummary(doc, true),
      ...templateFields(doc, fixedChapters),
      version: adoption.version,
      updated_at: adoption.at,
      adoption,
      reading,
      blocks: await serializeStoredBlocks(db, secret, rows, now),
    };
  }
  const rows = await readBlocks(db, doc.id);
  const contentOf = await contentResolver(db, secret, rows, now);
  const blocks = rows.map(
    (row, position): Block =>
      ({
        id: row.id,
        uid: row.uid,
        type: row.type,
        level: row.level,
        // Text blocks (h1, h2, body) are answered as stored.
        content: row.type === 'file' || row.type === 'contact' ? contentOf(row) : row.content,
        position,
        board_text: boardTextOf(doc.template_id, row),
      }) as Block,
  );
  return {
    ...documentSummary(doc),
    ...templateFields(doc, fixedChapters),
    version: doc.version,
    updated_at: doc.updated_at,
    adoption,
    reading: 'current',
    blocks,
  };
}

/** Who changed or deleted a block: null for the seed, a PUT without author, a deleted user. */
export const editorOf = (
  id: number | null,
  row: { first_name: string | null; last_name_prefix: string | null; last_name: string | null },
): BlockEditor | null =>
  id === null || row.first_name === null || row.last_name === null
    ? null
    : {
        id,
        name: displayName({
          first_name: row.first_name,
          last_name_prefix: row.last_name_prefix,
          last_name: row.last_name,
        }),
      };

/**
 * Changed blocks as the change routes answer them: content as in a document, where each block
 * is now (`after`), and who changed it last, when.
 */
export async function serializeChangedBlocks(
  db: Db,
  secret: string,
  /** The document's template (`documents.template_id`), for the board text of its blocks. */
  templateId: number | null,
  rows: ChangedBlockRow[],
): Promise<ChangedBlock[]> {
  if (rows.length === 0) return [];
  const contentOf = await contentResolver(db, secret, rows);
  return rows.map(
    (row): ChangedBlock =>
      ({
        id: row.id,
        uid: row.uid,
        type: row.type,
        level: row.level,
        content: contentOf(row),
        after: row.after,
        version: row.changed_version,
        changed_by: editorOf(row.changed_by, row),
        changed_at: row.changed_at,
        board_text: boardTextOf(templateId, row),
      }) as ChangedBlock,
  );
}

export const serializeTombstone = (row: TombstoneRow): DeletedBlock => ({
  uid: row.uid,
  version: row.version,
  deleted_by: editorOf(row.deleted_by, row),
  deleted_at: row.deleted_at,
});

/**
 * Blocks of an earlier version as the API returns them: in order, `position` their index, `id`
 * 0 (a version's block has no database row), file blocks with a fresh signed URL.
 */
export async function serializeStoredBlocks(
  db: Db,
  secret: string,
  rows: Array<Pick<BlockReadRow, 'uid' | 'type' | 'level' | 'content'>>,
  now: number = Date.now(),
): Promise<Block[]> {
  const contentOf = await contentResolver(db, secret, rows, now);
  return rows.map(
    (row, position) =>
      ({
        id: 0,
        uid: row.uid,
        type: row.type,
        level: row.level,
        content: contentOf(row),
        position,
      }) as Block,
  );
}
