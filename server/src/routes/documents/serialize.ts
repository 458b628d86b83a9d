import type { Block, Document, DocumentSummary } from '@koers/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, DocumentRow } from '../../db/types.js';
import { filesByIds, readBlocks, type BlockReadRow } from '../../repositories/documents.js';
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

const fileIdOf = (row: BlockReadRow): number | null => {
  const id = parseJson(row.content).file_id;
  return typeof id === 'number' ? id : null;
};

/**
 * A document with its blocks as the API returns it. File blocks get a fresh signed URL for their
 * file (null when the file is gone); contact blocks are returned as stored.
 */
export async function serializeDocument(
  db: Db,
  secret: string,
  doc: DocumentRow,
): Promise<Document> {
  const rows = await readBlocks(db, doc.id);
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
  const blocks = rows.map((row): Block => {
    if (row.type === 'file') {
      const stored = parseJson(row.content);
      const fileId = fileIdOf(row);
      const file = fileId === null ? undefined : files.get(fileId);
      return {
        ...row,
        type: 'file',
        content: {
          name: typeof stored.name === 'string' ? stored.name : (file?.name ?? ''),
          file_id: file ? file.id : null,
          url: file ? urlOf(file.id) : null,
        },
      };
    }
    if (row.type === 'contact') {
      const stored = parseJson(row.content);
      return {
        ...row,
        type: 'contact',
        content: { ...stored, name: typeof stored.name === 'string' ? stored.name : '' },
      };
    }
    // Text blocks (h1, h2, body) are answered as read: the row has the Block's columns.
    return row as Block;
  });
  return { ...documentSummary(doc), version: doc.version, updated_at: doc.updated_at, blocks };
}
