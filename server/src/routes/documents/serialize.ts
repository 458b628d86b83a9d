import type {
  Block,
  BlockEditor,
  ChangedBlock,
  DeletedBlock,
  Document,
  DocumentSummary,
} from '@koers/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, DocumentRow } from '../../db/types.js';
import type { ChangedBlockRow, TombstoneRow } from '../../repositories/block-changes.js';
import { filesByIds, readBlocks, type BlockReadRow } from '../../repositories/documents.js';
import { displayName } from '../../repositories/users.js';
import { signedFileUrl } from '../../storage/signing.js';

type Db = Kysely<Database> | Transaction<Database>;

export const documentSummary = (d: DocumentSummary): DocumentSummary => ({
  id: d.id,
  name: d.name,
  type: d.type,
  documentable_type: d.documentable_type,
  documentable_id: d.documentable_id,
  period_id: d.period_id,
});

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
async function contentResolver(
  db: Db,
  secret: string,
  rows: Array<Pick<BlockReadRow, 'type' | 'content'>>,
): Promise<(row: Pick<BlockReadRow, 'type' | 'content'>) => Block['content']> {
  const fileIds = [...new Set(rows.filter((r) => r.type === 'file').map(fileIdOf))].filter(
    (id): id is number => id !== null,
  );
  const files = await filesByIds(db, fileIds);
  // One signature per file: a plan may show the same file in many blocks.
  const urls = new Map<number, string>();
  const now = Date.now();
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
): Promise<Document> {
  const rows = await readBlocks(db, doc.id);
  const contentOf = await contentResolver(db, secret, rows);
  const blocks = rows.map((row, position): Block => {
    // The rows are this read's own objects: reuse them (a 5,000-block plan is read on every open).
    row.position = position;
    if (row.type === 'file' || row.type === 'contact')
      return { ...row, content: contentOf(row) } as Block;
    // Text blocks (h1, h2, body) are answered as read: the row has the Block's columns.
    return row as Block;
  });
  return { ...documentSummary(doc), version: doc.version, updated_at: doc.updated_at, blocks };
}

/** Who changed or deleted a block: null for the seed, a PUT without author, a deleted user. */
const editorOf = (
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
      }) as ChangedBlock,
  );
}

export const serializeTombstone = (row: TombstoneRow): DeletedBlock => ({
  uid: row.uid,
  version: row.version,
  deleted_by: editorOf(row.deleted_by, row),
  deleted_at: row.deleted_at,
});
