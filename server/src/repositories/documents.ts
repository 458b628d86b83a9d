import type { Kysely, Transaction } from 'kysely';
import type { BlockType } from '@koers/contract';
import type { BlockRow, Database, DocumentRow } from '../db/types.js';
import { precompiled } from '../lib/precompiled.js';

type Db = Kysely<Database> | Transaction<Database>;

export type DocumentSummaryRow = Pick<
  DocumentRow,
  'id' | 'name' | 'type' | 'documentable_type' | 'documentable_id' | 'period_id'
>;

// 6 columns per row stays far below SQLite's 32,766 bound parameters per statement.
const INSERT_CHUNK = 500;

const summaryColumns = [
  'id',
  'name',
  'type',
  'documentable_type',
  'documentable_id',
  'period_id',
] as const;

/** Documents of one context (or of 'template'), oldest first. */
export function listDocuments(
  db: Db,
  documentableType: string,
  documentableId: number,
): Promise<DocumentSummaryRow[]> {
  return db
    .selectFrom('documents')
    .select(summaryColumns)
    .where('documentable_type', '=', documentableType)
    .where('documentable_id', '=', documentableId)
    .orderBy('id')
    .execute();
}

// The document routes read these on every request; compiled once (see `precompiled`).
const documentById = precompiled(1, (db, id: number) =>
  db.selectFrom('documents').selectAll().where('id', '=', id),
);

export async function findDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  return (await documentById(db, id))[0];
}

const blocksOf = precompiled(1, (db, documentId: number) =>
  db.selectFrom('blocks').selectAll().where('document_id', '=', documentId).orderBy('position'),
);

export function listBlocks(db: Db, documentId: number): Promise<BlockRow[]> {
  return blocksOf(db, documentId);
}

/** A block as GET /api/documents/{id} returns it, before file and contact content is resolved. */
export type BlockReadRow = Pick<BlockRow, 'id' | 'type' | 'level' | 'content' | 'position'>;

/**
 * The blocks of a document with the columns of the API's Block, in its order, so a text block's
 * row can be answered as it is (a 500-block plan is read on every open).
 */
export const readBlocks = precompiled(1, (db, documentId: number) =>
  db
    .selectFrom('blocks')
    .select(['id', 'type', 'level', 'content', 'position'])
    .where('document_id', '=', documentId)
    .orderBy('position'),
);

export interface NewDocument {
  documentable_type: string;
  documentable_id: number | null;
  type: string;
  name: string;
  period_id: number | null;
}

export async function createDocument(db: Db, doc: NewDocument): Promise<DocumentRow> {
  const now = new Date().toISOString();
  return db
    .insertInto('documents')
    .values({ ...doc, version: 1, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateDocument(
  db: Db,
  id: number,
  patch: Partial<Pick<DocumentRow, 'name' | 'type' | 'period_id'>>,
): Promise<DocumentRow | undefined> {
  return db
    .updateTable('documents')
    .set({ ...patch, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDocument(db: Db, id: number): Promise<boolean> {
  // Blocks go with the document (ON DELETE CASCADE).
  const result = await db.deleteFrom('documents').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Copies the blocks of one document into another (new ids, same order and content), e.g. to
 * start a plan from the Koers template.
 */
export async function copyBlocks(
  db: Db,
  fromDocumentId: number,
  toDocumentId: number,
): Promise<number> {
  const blocks = await listBlocks(db, fromDocumentId);
  for (let i = 0; i < blocks.length; i += INSERT_CHUNK) {
    await db
      .insertInto('blocks')
      .values(
        blocks.slice(i, i + INSERT_CHUNK).map(({ position, type, level, content }) => ({
          document_id: toDocumentId,
          position,
          type,
          level,
          content,
        })),
      )
      .execute();
  }
  return blocks.length;
}

/** A block as stored: content is text (h1, h2, body) or JSON text (file, contact). */
export interface BlockWrite {
  id?: number;
  type: BlockType;
  content: string;
}

export const levelOf = (type: string): number | null =>
  type === 'h1' ? 1 : type === 'h2' ? 2 : null;

export type ReplaceBlocksResult<T> = { ok: true; version: number; result: T } | { ok: false };

/**
 * Replaces every block of a document in one transaction, guarded by a compare-and-swap on
 * `version`: the UPDATE … WHERE version = expected runs first, so on PostgreSQL a concurrent
 * writer waits on the row lock and then finds the version moved (0 rows), and on SQLite writes
 * are serialized anyway. A writer that read an older version gets `{ok: false}` and nothing is
 * written, so no acknowledged write is ever overwritten.
 *
 * Blocks that name an id of this document keep it (anchors and search results point at block
 * ids); other blocks get new ids.
 */
export async function replaceBlocks<T = undefined>(
  db: Kysely<Database>,
  documentId: number,
  expectedVersion: number,
  blocks: BlockWrite[],
  /** Runs inside the transaction after the write (audit, reading back what was written). */
  afterWrite?: (trx: Transaction<Database>, version: number) => Promise<T>,
): Promise<ReplaceBlocksResult<T | undefined>> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('documents')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
      .where('id', '=', documentId)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { ok: false } as const;

    const existing = new Set(
      (
        await trx.selectFrom('blocks').select('id').where('document_id', '=', documentId).execute()
      ).map((b) => b.id),
    );
    await trx.deleteFrom('blocks').where('document_id', '=', documentId).execute();

    const kept: Array<BlockRow> = [];
    const fresh: Array<Omit<BlockRow, 'id'>> = [];
    blocks.forEach((block, position) => {
      const row = {
        document_id: documentId,
        position,
        type: block.type,
        level: levelOf(block.type),
        content: block.content,
      };
      // An id may be kept once; a duplicate or foreign id becomes a new block.
      if (block.id !== undefined && existing.delete(block.id)) kept.push({ id: block.id, ...row });
      else fresh.push(row);
    });
    for (let i = 0; i < kept.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('blocks')
        .values(kept.slice(i, i + INSERT_CHUNK))
        .execute();
    }
    for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('blocks')
        .values(fresh.slice(i, i + INSERT_CHUNK))
        .execute();
    }
    const version = expectedVersion + 1;
    return {
      ok: true,
      version,
      result: afterWrite ? await afterWrite(trx, version) : undefined,
    } as const;
  });
}

/**
 * The files among `ids` that a writer may put into this document: files the writer uploaded, and
 * files the document already shows. Anything else would hand out a signed URL to a file of
 * another school just by guessing its id.
 */
export async function attachableFileIds(
  db: Db,
  ids: number[],
  documentId: number,
  userId: number,
  superAdmin: boolean,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const files = await db
    .selectFrom('files')
    .select(['id', 'user_id'])
    .where('id', 'in', ids)
    .execute();
  if (superAdmin) return new Set(files.map((f) => f.id));
  const inDocument = new Set(
    (
      await db
        .selectFrom('blocks')
        .select('content')
        .where('document_id', '=', documentId)
        .where('type', '=', 'file')
        .execute()
    ).flatMap((b) => {
      try {
        const id: unknown = (JSON.parse(b.content) as { file_id?: unknown }).file_id;
        return typeof id === 'number' ? [id] : [];
      } catch {
        return [];
      }
    }),
  );
  return new Set(
    files.filter((f) => f.user_id === userId || inDocument.has(f.id)).map((f) => f.id),
  );
}

/** Names of the files behind file blocks, so a rename shows and a deleted file shows as such. */
export async function filesByIds(
  db: Db,
  ids: number[],
): Promise<Map<number, { id: number; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('files').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}
