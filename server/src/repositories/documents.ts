import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { BlockType } from '@koers/contract';
import type { BlockRow, Database, DocumentRow } from '../db/types.js';
import { precompiled } from '../lib/precompiled.js';
import { recordSave } from './document-history.js';

type Db = Kysely<Database> | Transaction<Database>;

export type DocumentSummaryRow = Pick<
  DocumentRow,
  | 'id'
  | 'name'
  | 'type'
  | 'documentable_type'
  | 'documentable_id'
  | 'period_id'
  | 'status'
  | 'adopted_at'
  | 'adopted_version'
  | 'is_template'
>;

// 10 columns per row stays far below SQLite's 32,766 bound parameters per statement.
export const INSERT_CHUNK = 500;

const summaryColumns = [
  'id',
  'name',
  'type',
  'documentable_type',
  'documentable_id',
  'period_id',
  'status',
  'adopted_at',
  'adopted_version',
  'is_template',
] as const;

/**
 * Documents of one context (or of 'template'), oldest first. For readers (`forReaders`) without
 * the concepts they may not see: a concept counts only when an adopted version of it exists.
 */
export function listDocuments(
  db: Db,
  documentableType: string,
  documentableId: number,
  forReaders = false,
): Promise<DocumentSummaryRow[]> {
  let query = db
    .selectFrom('documents')
    .select(summaryColumns)
    .where('documentable_type', '=', documentableType)
    .where('documentable_id', '=', documentableId);
  if (forReaders) query = query.where(readersMaySee);
  return query.orderBy('id').execute();
}

/** The documents readers may see: not a concept, or a concept with an adopted version. */
export const readersMaySee = (eb: ExpressionBuilder<Database, 'documents'>) =>
  eb.or([eb('documents.status', '!=', 'concept'), eb('documents.adopted_version', 'is not', null)]);

/** What readers are shown of a document's status: an adopted document being rewritten is adopted. */
export const statusForReaders = (doc: Pick<DocumentRow, 'status' | 'adopted_version'>) =>
  doc.status === 'concept' && doc.adopted_version !== null ? 'vastgesteld' : doc.status;

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

/**
 * A block as GET /api/documents/{id} returns it, before file and contact content is resolved
 * and before `position` (a sparse order key) becomes the 0-based index.
 */
export type BlockReadRow = Pick<
  BlockRow,
  | 'id'
  | 'uid'
  | 'type'
  | 'level'
  | 'content'
  | 'position'
  | 'board_chapter_uid'
  | 'board_changed_at'
>;

/**
 * The blocks of a document with the columns of the API's Block, in its order (a 500-block plan
 * is read on every open).
 */
export const readBlocks = precompiled(1, (db, documentId: number) =>
  db
    .selectFrom('blocks')
    .select([
      'id',
      'uid',
      'type',
      'level',
      'content',
      'position',
      'board_chapter_uid',
      'board_changed_at',
    ])
    .where('document_id', '=', documentId)
    .orderBy('position'),
);

export interface NewDocument {
  documentable_type: string;
  documentable_id: number | null;
  type: string;
  name: string;
  period_id: number | null;
  /** The template it is started from (see services/board-text.ts). */
  template_id?: number | null;
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
  /** The name, type or period (PATCH), or the status with its adoption (PUT …/status). */
  patch: Partial<
    Pick<
      DocumentRow,
      | 'name'
      | 'type'
      | 'period_id'
      | 'status'
      | 'adopted_at'
      | 'adopted_by'
      | 'adoption_note'
      | 'adopted_version'
      | 'is_template'
    >
  >,
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

/** Where a block was copied from and whether it is board text (migration 0013). */
export type BoardLink = Pick<
  BlockRow,
  'template_block_uid' | 'board_chapter_uid' | 'board_changed_at'
>;

export const NO_BOARD_LINK: BoardLink = {
  template_block_uid: null,
  board_chapter_uid: null,
  board_changed_at: null,
};

/**
 * Copies the blocks of one document into another (new ids and uids, same order and content),
 * e.g. to start a plan from a template. A copy of board text stays board text (a school plan
 * carried into a new school year), unless `linkOf` says what each copy is.
 */
export async function copyBlocks(
  db: Db,
  fromDocumentId: number,
  toDocumentId: number,
  linkOf: (block: BlockRow) => BoardLink = (block) => ({
    template_block_uid: block.template_block_uid,
    board_chapter_uid: block.board_chapter_uid,
    board_changed_at: block.board_changed_at,
  }),
): Promise<number> {
  const blocks = await listBlocks(db, fromDocumentId);
  for (let i = 0; i < blocks.length; i += INSERT_CHUNK) {
    await db
      .insertInto('blocks')
      .values(
        blocks.slice(i, i + INSERT_CHUNK).map((block) => ({
          document_id: toDocumentId,
          uid: randomUUID(),
          position: block.position,
          type: block.type,
          level: block.level,
          content: block.content,
          ...linkOf(block),
        })),
      )
      .execute();
  }
  return blocks.length;
}

/** A block as stored: content is text (h1, h2, body) or JSON text (file, contact). */
export interface BlockWrite {
  id?: number;
  uid?: string;
  type: BlockType;
  content: string;
}

export const levelOf = (type: string): number | null =>
  type === 'h1' ? 1 : type === 'h2' ? 2 : null;

export type ReplaceBlocksResult<T> = { ok: true; version: number; result: T } | { ok: false };

/**
 * Which of `sequence` (old indexes in the new order) stay in place: a longest increasing
 * subsequence. Blocks outside it were moved.
 */
export function inPlace(sequence: number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(sequence.length).fill(-1);
  for (let i = 0; i < sequence.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sequence[tails[mid]!]! < sequence[i]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const kept = new Set<number>();
  for (let i = tails.length > 0 ? tails[tails.length - 1]! : -1; i >= 0; i = previous[i]!)
    kept.add(i);
  return kept;
}

/**
 * Replaces every block of a document in one transaction, guarded by a compare-and-swap on
 * `version`: the UPDATE … WHERE version = expected runs first, so on PostgreSQL a concurrent
 * writer waits on the row lock and then finds the version moved (0 rows), and on SQLite writes
 * are serialized anyway. A writer that read an older version gets `{ok: false}` and nothing is
 * written, so no acknowledged write is ever overwritten.
 *
 * Blocks that name a uid or id of this document keep both (anchors and search results point at
 * them); other blocks are new. Positions become 0, 1, 2, … A block counts as changed in the new
 * version (for `POST …/changes` merges) when it is new, its type or content differ, or it moved
 * (is outside the longest run of blocks that kept their order); the others keep their version.
 * Blocks left out get a tombstone.
 */
export async function replaceBlocks<T = undefined>(
  db: Kysely<Database>,
  documentId: number,
  expectedVersion: number,
  blocks: BlockWrite[],
  /** Runs inside the transaction after the write (audit, reading back what was written). */
  afterWrite?: (trx: Transaction<Database>, version: number) => Promise<T>,
  /** Who writes (recorded as the author of the blocks that change). */
  changedBy: number | null = null,
): Promise<ReplaceBlocksResult<T | undefined>> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const updated = await trx
      .updateTable('documents')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
      .where('id', '=', documentId)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { ok: false } as const;
    const version = expectedVersion + 1;

    const existing = await trx
      .selectFrom('blocks')
      .selectAll()
      .where('document_id', '=', documentId)
      .orderBy('position')
      .execute();
    const indexOf = new Map(existing.map((b, i) => [b.id, i]));
    const byUid = new Map(existing.map((b) => [b.uid, b]));
    const byId = new Map(existing.map((b) => [b.id, b]));
    await trx.deleteFrom('blocks').where('document_id', '=', documentId).execute();

    // Each old block is kept at most once: by its uid, else by its id; duplicates become new.
    const claimed = new Set<number>();
    const usedUids = new Set<string>();
    const matched = blocks.map((block) => {
      const old =
        (block.uid !== undefined ? byUid.get(block.uid) : undefined) ??
        (block.id !== undefined ? byId.get(block.id) : undefined);
      if (!old || claimed.has(old.id)) return undefined;
      claimed.add(old.id);
      usedUids.add(old.uid);
      return old;
    });
    const keptOrder = matched.flatMap((old) => (old ? [indexOf.get(old.id)!] : []));
    const stayed = inPlace(keptOrder);
    let keptIndex = 0;
    // Positions become 0, 1, 2, …: when a block that did not change still moved along, every
    // block's position is new and the history records all of them.
    let renumbered = false;
    const kept: Array<BlockRow> = [];
    const fresh: Array<Omit<BlockRow, 'id'>> = [];
    blocks.forEach((block, position) => {
      const old = matched[position];
      const base = {
        document_id: documentId,
        position,
        type: block.type,
        level: levelOf(block.type),
        content: block.content,
      };
      const changed = { changed_version: version, changed_by: changedBy, changed_at: now };
      if (old) {
        const moved = !stayed.has(keptIndex++);
        const same = !moved && old.type === block.type && old.content === block.content;
        if (same && old.position !== position) renumbered = true;
        kept.push({
          id: old.id,
          uid: old.uid,
          // Board text stays board text: the route refuses a PUT that would change it.
          template_block_uid: old.template_block_uid,
          board_chapter_uid: old.board_chapter_uid,
          board_changed_at: old.board_changed_at,
          ...base,
          ...(same
            ? {
                changed_version: old.changed_version,
                changed_by: old.changed_by,
                changed_at: old.changed_at,
              }
            : changed),
        });
        return;
      }
      const uid =
        block.uid !== undefined && !usedUids.has(block.uid) && !byUid.has(block.uid)
          ? block.uid
          : randomUUID();
      usedUids.add(uid);
      fresh.push({ uid, ...base, ...changed, ...NO_BOARD_LINK });
    });
    for (const rows of [kept, fresh]) {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await trx
          .insertInto('blocks')
          .values(rows.slice(i, i + INSERT_CHUNK))
          .execute();
      }
    }
    const gone = existing.filter((b) => !claimed.has(b.id));
    for (let i = 0; i < gone.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('block_tombstones')
        .values(
          gone.slice(i, i + INSERT_CHUNK).map((b) => ({
            document_id: documentId,
            uid: b.uid,
            version,
            position: b.position,
            deleted_by: changedBy,
            deleted_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['document_id', 'uid']).doUpdateSet((eb) => ({
            version: eb.ref('excluded.version'),
            position: eb.ref('excluded.position'),
            deleted_by: eb.ref('excluded.deleted_by'),
            deleted_at: eb.ref('excluded.deleted_at'),
          })),
        )
        .execute();
    }
    // A uid that is back is no longer deleted.
    const back = fresh.map((b) => b.uid);
    for (let i = 0; i < back.length; i += INSERT_CHUNK) {
      await trx
        .deleteFrom('block_tombstones')
        .where('document_id', '=', documentId)
        .where('uid', 'in', back.slice(i, i + INSERT_CHUNK))
        .execute();
    }
    await recordSave(trx, {
      documentId,
      version,
      userId: changedBy,
      kind: 'saved',
      full: renumbered,
    });
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

/**
 * The contacts among `ids` that a contact block of this document may name: contacts of the
 * document's own context, and contacts the document already names (a contact removed from the
 * social map later does not make the document unsavable). The template has no context.
 */
export async function linkableContactIds(
  db: Db,
  ids: number[],
  doc: Pick<DocumentRow, 'id' | 'documentable_type' | 'documentable_id'>,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const ofContext =
    doc.documentable_id === null
      ? []
      : await db
          .selectFrom('contacts')
          .select('id')
          .where('id', 'in', ids)
          .where('contextable_type', '=', doc.documentable_type)
          .where('contextable_id', '=', doc.documentable_id)
          .execute();
  const found = new Set(ofContext.map((c) => c.id));
  if (found.size === ids.length) return found;
  const rows = await db
    .selectFrom('blocks')
    .select('content')
    .where('document_id', '=', doc.id)
    .where('type', '=', 'contact')
    .execute();
  for (const row of rows) {
    try {
      const id: unknown = (JSON.parse(row.content) as { contact_id?: unknown }).contact_id;
      if (typeof id === 'number' && ids.includes(id)) found.add(id);
    } catch {
      // Not JSON: names no contact.
    }
  }
  return found;
}
