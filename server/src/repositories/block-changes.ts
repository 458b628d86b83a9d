import { DOCUMENT_LIMITS } from '@koers/contract/constants';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BlockType } from '@koers/contract';
import type { BlockRow, BlockTombstonesTable, Database } from '../db/types.js';
import { invalid, ValidationError } from '../lib/errors.js';
import { recordSave } from './document-history.js';
import { levelOf } from './documents.js';

/**
 * Block-level saving (`POST /api/documents/{id}/changes`) and catching up (`GET …/changes`).
 *
 * Order: `blocks.position` is a double. A block placed after A takes the midpoint between A and
 * the block after A (A + 1 at the end, first − 1 at the top), so an insert or a move writes one
 * row. When repeated inserts at one spot have halved the gap down to `MIN_GAP` (about 30 inserts
 * in a row at the same place), the document is renumbered 0, 1, 2, … in one statement first.
 *
 * Merging: every block carries the document version that last changed it; deleted blocks leave
 * a tombstone with the version that deleted them and where they were. A save based on version B
 * conflicts on a block only if that block's version (or its deletion) is newer than B.
 */

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

/** Below this gap between neighbours the document is renumbered before an insert. */
export const MIN_GAP = 1e-9;

/** A change with its content already in stored form (see services/block-content.ts). */
export type StoredChange =
  | { op: 'upsert'; uid: string; after?: string | null; type: BlockType; content: string }
  | { op: 'delete'; uid: string }
  | { op: 'move'; uid: string; after: string | null };

export interface ApplyChangesInput {
  documentId: number;
  baseVersion: number;
  userId: number;
  changes: StoredChange[];
  /** uid → the version of the other writer's change that this save may overwrite. */
  overwrite: Map<string, number>;
  /** How the history records it: a save (default) or the restore of an earlier version. */
  kind?: 'saved' | 'restored';
}

/** A block changed or deleted by someone else after the save's base version. */
export interface RawConflict {
  uid: string;
  /** What this save wanted to do with it. */
  change: StoredChange['op'];
  /** Its tombstone when it was deleted; null when it exists (changed). */
  tombstone: BlockTombstonesTable | null;
}

export type ApplyChangesResult =
  | {
      ok: true;
      /** The new version of the document. */
      version: number;
      /** The version before this save. */
      previous: number;
      upserted: string[];
      deleted: string[];
      moved: string[];
      /** uids of the blocks this save created, changed or moved that still exist. */
      saved: string[];
    }
  | { ok: false; version: number; conflicts: RawConflict[] };

const UID_CHUNK = 500;

async function blocksByUid(
  trx: Trx,
  documentId: number,
  uids: string[],
): Promise<Map<string, Pick<BlockRow, 'id' | 'uid' | 'position' | 'changed_version'>>> {
  const found = new Map<string, Pick<BlockRow, 'id' | 'uid' | 'position' | 'changed_version'>>();
  for (let i = 0; i < uids.length; i += UID_CHUNK) {
    const rows = await trx
      .selectFrom('blocks')
      .select(['id', 'uid', 'position', 'changed_version'])
      .where('document_id', '=', documentId)
      .where('uid', 'in', uids.slice(i, i + UID_CHUNK))
      .execute();
    for (const row of rows) found.set(row.uid, row);
  }
  return found;
}

async function tombstonesByUid(
  db: Db,
  documentId: number,
  uids: string[],
): Promise<Map<string, BlockTombstonesTable>> {
  const found = new Map<string, BlockTombstonesTable>();
  for (let i = 0; i < uids.length; i += UID_CHUNK) {
    const rows = await db
      .selectFrom('block_tombstones')
      .selectAll()
      .where('document_id', '=', documentId)
      .where('uid', 'in', uids.slice(i, i + UID_CHUNK))
      .execute();
    for (const row of rows) found.set(row.uid, row);
  }
  return found;
}

/**
 * Renumbers a document's blocks 0, 1, 2, … in their order (one UPDATE … FROM, SQLite ≥ 3.33 and
 * PostgreSQL alike). Tombstones move along to the gap where their block was, so a save that
 * places a block after a deleted one still lands in the right place.
 */
export async function renumberBlocks(trx: Trx, documentId: number): Promise<void> {
  await sql`update block_tombstones set position = (
      select count(*) from blocks
      where blocks.document_id = block_tombstones.document_id
        and blocks.position < block_tombstones.position
    ) - 0.5
    where document_id = ${documentId}`.execute(trx);
  await sql`update blocks set position = r.n from (
      select id, row_number() over (order by position, id) - 1 as n
      from blocks where document_id = ${documentId}
    ) as r
    where blocks.id = r.id`.execute(trx);
}

/** The position of the block right after `position` (excluding one block), if any. */
async function nextPosition(
  trx: Trx,
  documentId: number,
  position: number,
  excludeId: number | null,
): Promise<number | undefined> {
  let query = trx
    .selectFrom('blocks')
    .select('position')
    .where('document_id', '=', documentId)
    .where('position', '>', position);
  if (excludeId !== null) query = query.where('id', '!=', excludeId);
  const row = await query.orderBy('position').limit(1).executeTakeFirst();
  return row?.position;
}

async function firstPosition(
  trx: Trx,
  documentId: number,
  excludeId: number | null,
): Promise<number | undefined> {
  let query = trx.selectFrom('blocks').select('position').where('document_id', '=', documentId);
  if (excludeId !== null) query = query.where('id', '!=', excludeId);
  const row = await query.orderBy('position').limit(1).executeTakeFirst();
  return row?.position;
}

/** Where a block is, by uid: its id and position, or null when it is not (or no longer) there. */
type Place = { id: number; position: number } | null;

/**
 * The places of the blocks a save touches, read once and kept up to date by the save itself, so
 * a one-block save reads each block once. A renumbering moves every block: then it starts over.
 */
class Places {
  private readonly known = new Map<string, Place>();
  /** Whether the save renumbered the document (every block's position changed). */
  renumbered = false;

  constructor(
    private readonly trx: Trx,
    private readonly documentId: number,
  ) {}

  /** Reads the blocks among `uids` in one query; the others are known not to be there. */
  async load(uids: string[]) {
    const rows = await blocksByUid(this.trx, this.documentId, uids);
    for (const uid of uids) {
      const row = rows.get(uid);
      this.known.set(uid, row ? { id: row.id, position: row.position } : null);
    }
    return rows;
  }

  async get(uid: string): Promise<Place> {
    const cached = this.known.get(uid);
    if (cached !== undefined) return cached;
    const row = await this.trx
      .selectFrom('blocks')
      .select(['id', 'position'])
      .where('document_id', '=', this.documentId)
      .where('uid', '=', uid)
      .executeTakeFirst();
    const place = row ?? null;
    this.known.set(uid, place);
    return place;
  }

  set(uid: string, place: Place): void {
    this.known.set(uid, place);
  }

  /** Where an anchor is: a block's position, or the place a deleted block left. */
  async anchor(uid: string): Promise<number | undefined> {
    const place = await this.get(uid);
    if (place) return place.position;
    const tombstone = await this.trx
      .selectFrom('block_tombstones')
      .select('position')
      .where('document_id', '=', this.documentId)
      .where('uid', '=', uid)
      .executeTakeFirst();
    return tombstone?.position;
  }

  /**
   * The position for a block placed right after the block `anchorUid` (null: at the top), not
   * counting the block itself (`selfId`) when it moves. Renumbers first when the gap is used up.
   */
  async after(anchorUid: string | null, selfId: number | null, field: string): Promise<number> {
    for (let attempt = 0; attempt < 2; attempt++) {
      let before: number | undefined;
      if (anchorUid !== null) {
        before = await this.anchor(anchorUid);
        if (before === undefined) throw invalid(field, 'validation.exists');
      }
      const next =
        before === undefined
          ? await firstPosition(this.trx, this.documentId, selfId)
          : await nextPosition(this.trx, this.documentId, before, selfId);
      if (before === undefined) return next === undefined ? 0 : next - 1;
      if (next === undefined) return before + 1;
      const mid = before + (next - before) / 2;
      if (next - before >= MIN_GAP && mid > before && mid < next) return mid;
      await renumberBlocks(this.trx, this.documentId);
      this.renumbered = true;
      this.known.clear();
    }
    // Renumbered: neighbours are a whole step apart, so the midpoint always fits.
    throw new Error('Places.after: no room after renumbering');
  }
}

/**
 * Applies a save in the caller's transaction: bumps the document's version, checks every block
 * the save touches against changes by others after `baseVersion`, and, when none collides,
 * applies the changes in order. Conflicts write nothing but the version bump, which the caller
 * rolls back by throwing. Invalid references (an unknown `after` or block) throw a 422.
 */
export async function applyChanges(
  trx: Trx,
  input: ApplyChangesInput,
): Promise<ApplyChangesResult | undefined> {
  const { documentId, baseVersion, userId, changes, overwrite } = input;
  const now = new Date().toISOString();
  // The row lock of this UPDATE serializes saves of one document on PostgreSQL; what is read
  // after it is what the previous save committed.
  const bumped = await trx
    .updateTable('documents')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', documentId)
    .returning('version')
    .executeTakeFirst();
  if (!bumped) return undefined;
  const version = bumped.version;
  const previous = version - 1;
  if (baseVersion > previous) throw invalid('base_version', 'validation.invalid');

  const targets = [...new Set(changes.map((c) => c.uid))];
  const anchors = changes.flatMap((c) => (c.op !== 'delete' && c.after ? [c.after] : []));
  const places = new Places(trx, documentId);
  const rows = await places.load([...new Set([...targets, ...anchors])]);
  const missing = targets.filter((uid) => !rows.has(uid));
  const tombstones =
    missing.length > 0 ? await tombstonesByUid(trx, documentId, missing) : new Map();

  // Conflicts: only possible when others saved after the base version.
  const skip = new Set<string>();
  if (baseVersion < previous) {
    const conflicts: RawConflict[] = [];
    const opsOf = new Map<string, StoredChange['op'][]>();
    for (const change of changes)
      opsOf.set(change.uid, [...(opsOf.get(change.uid) ?? []), change.op]);
    for (const uid of targets) {
      const ops = opsOf.get(uid)!;
      const allowed = overwrite.get(uid);
      const row = rows.get(uid);
      if (row) {
        if (
          row.changed_version > baseVersion &&
          !(allowed !== undefined && allowed >= row.changed_version)
        )
          conflicts.push({ uid, change: ops[0]!, tombstone: null });
        continue;
      }
      const tombstone = tombstones.get(uid);
      if (!tombstone || tombstone.version <= baseVersion) continue;
      // Deleted by someone else: deleting it too is no conflict; anything else is, unless the
      // writer saw that deletion and keeps their version (then an upsert brings it back).
      if (ops.every((op) => op === 'delete')) continue;
      if (allowed !== undefined && allowed >= tombstone.version) {
        if (!ops.includes('upsert')) skip.add(uid);
        continue;
      }
      conflicts.push({ uid, change: ops.find((op) => op !== 'delete')!, tombstone });
    }
    if (conflicts.length > 0) return { ok: false, version: previous, conflicts };
  }

  const changed = { changed_version: version, changed_by: userId, changed_at: now };
  const upserted = new Set<string>();
  const deleted = new Set<string>();
  const moved = new Set<string>();
  let added = 0;
  for (const [index, change] of changes.entries()) {
    if (skip.has(change.uid)) continue;
    const field = `changes.${index}`;
    if (change.op !== 'delete' && change.after === change.uid)
      throw invalid(`${field}.after`, 'validation.invalid');
    const current = await places.get(change.uid);

    if (change.op === 'delete') {
      if (!current) {
        // Already gone (deleted by someone else, or earlier in this save): nothing to do.
        if (tombstones.has(change.uid) || deleted.has(change.uid)) continue;
        throw invalid(`${field}.uid`, 'validation.exists');
      }
      await trx.deleteFrom('blocks').where('id', '=', current.id).execute();
      await trx
        .insertInto('block_tombstones')
        .values({
          document_id: documentId,
          uid: change.uid,
          version,
          position: current.position,
          deleted_by: userId,
          deleted_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['document_id', 'uid']).doUpdateSet({
            version,
            position: current.position,
            deleted_by: userId,
            deleted_at: now,
          }),
        )
        .execute();
      places.set(change.uid, null);
      deleted.add(change.uid);
      upserted.delete(change.uid);
      moved.delete(change.uid);
      added--;
      continue;
    }

    if (change.op === 'move') {
      if (!current) {
        if (tombstones.has(change.uid) || deleted.has(change.uid)) continue;
        throw invalid(`${field}.uid`, 'validation.exists');
      }
      const position = await places.after(change.after, current.id, `${field}.after`);
      await trx
        .updateTable('blocks')
        .set({ position, ...changed })
        .where('id', '=', current.id)
        .execute();
      places.set(change.uid, { id: current.id, position });
      moved.add(change.uid);
      continue;
    }

    const content = { type: change.type, level: levelOf(change.type), content: change.content };
    if (current) {
      const position =
        change.after === undefined
          ? undefined
          : await places.after(change.after, current.id, `${field}.after`);
      await trx
        .updateTable('blocks')
        .set({ ...content, ...(position === undefined ? {} : { position }), ...changed })
        .where('id', '=', current.id)
        .execute();
      if (position !== undefined) places.set(change.uid, { id: current.id, position });
      upserted.add(change.uid);
      continue;
    }
    const wasDeleted = tombstones.has(change.uid) || deleted.has(change.uid);
    if (change.after === undefined && !wasDeleted)
      throw invalid(`${field}.after`, 'validation.required');
    // Without `after`, a deleted block brought back returns to where it was (its tombstone).
    const position = await places.after(
      change.after === undefined ? change.uid : change.after,
      null,
      `${field}.after`,
    );
    const inserted = await trx
      .insertInto('blocks')
      .values({ document_id: documentId, uid: change.uid, position, ...content, ...changed })
      .returning('id')
      .executeTakeFirstOrThrow();
    places.set(change.uid, { id: inserted.id, position });
    if (wasDeleted)
      await trx
        .deleteFrom('block_tombstones')
        .where('document_id', '=', documentId)
        .where('uid', '=', change.uid)
        .execute();
    upserted.add(change.uid);
    deleted.delete(change.uid);
    added++;
  }

  if (added > 0) {
    const { count } = await trx
      .selectFrom('blocks')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('document_id', '=', documentId)
      .executeTakeFirstOrThrow();
    if (Number(count) > DOCUMENT_LIMITS.blocks)
      throw new ValidationError({
        changes: [{ key: 'validation.document_blocks', vars: { limit: DOCUMENT_LIMITS.blocks } }],
      });
  }

  await recordSave(trx, {
    documentId,
    version,
    userId,
    kind: input.kind ?? 'saved',
    full: places.renumbered,
  });

  return {
    ok: true,
    version,
    previous,
    upserted: [...upserted],
    deleted: [...deleted],
    moved: [...moved].filter((uid) => !upserted.has(uid)),
    saved: [...new Set([...upserted, ...moved])],
  };
}

// Reading changes -------------------------------------------------------------------------------

/**
 * A block with its author's name columns and the uid of the block right before it now
 * (`after`, null for the first): what a client needs to put a changed block in its place
 * without the whole order.
 */
export type ChangedBlockRow = Pick<
  BlockRow,
  | 'id'
  | 'uid'
  | 'type'
  | 'level'
  | 'content'
  | 'position'
  | 'changed_version'
  | 'changed_by'
  | 'changed_at'
  | 'board_chapter_uid'
  | 'board_changed_at'
> & {
  after: string | null;
  first_name: string | null;
  last_name_prefix: string | null;
  last_name: string | null;
};

/** A tombstone with the name columns of who deleted the block. */
export type TombstoneRow = BlockTombstonesTable & {
  first_name: string | null;
  last_name_prefix: string | null;
  last_name: string | null;
};

const changedBlocks = (db: Db, documentId: number) =>
  db
    .selectFrom('blocks')
    .leftJoin('users', 'users.id', 'blocks.changed_by')
    .select([
      'blocks.id',
      'blocks.uid',
      'blocks.type',
      'blocks.level',
      'blocks.content',
      'blocks.position',
      'blocks.changed_version',
      'blocks.changed_by',
      'blocks.changed_at',
      'blocks.board_chapter_uid',
      'blocks.board_changed_at',
      'users.first_name',
      'users.last_name_prefix',
      'users.last_name',
    ])
    // The predecessor: one step back along the (document_id, position) index per block.
    .select((eb) =>
      eb
        .selectFrom('blocks as before')
        .select('before.uid')
        .whereRef('before.document_id', '=', 'blocks.document_id')
        .whereRef('before.position', '<', 'blocks.position')
        .orderBy('before.position', 'desc')
        .limit(1)
        .as('after'),
    )
    .where('blocks.document_id', '=', documentId);

const tombstoneRows = (db: Db, documentId: number) =>
  db
    .selectFrom('block_tombstones')
    .leftJoin('users', 'users.id', 'block_tombstones.deleted_by')
    .select([
      'block_tombstones.document_id',
      'block_tombstones.uid',
      'block_tombstones.version',
      'block_tombstones.position',
      'block_tombstones.deleted_by',
      'block_tombstones.deleted_at',
      'users.first_name',
      'users.last_name_prefix',
      'users.last_name',
    ])
    .where('block_tombstones.document_id', '=', documentId);

/** Blocks changed in a version after `since` and up to `upTo`, in document order. */
export function blocksChangedBetween(
  db: Db,
  documentId: number,
  since: number,
  upTo: number,
): Promise<ChangedBlockRow[]> {
  return changedBlocks(db, documentId)
    .where('blocks.changed_version', '>', since)
    .where('blocks.changed_version', '<=', upTo)
    .orderBy('blocks.position')
    .execute();
}

/** Blocks deleted in a version after `since` and up to `upTo`. */
export function tombstonesBetween(
  db: Db,
  documentId: number,
  since: number,
  upTo: number,
): Promise<TombstoneRow[]> {
  return tombstoneRows(db, documentId)
    .where('block_tombstones.version', '>', since)
    .where('block_tombstones.version', '<=', upTo)
    .orderBy('block_tombstones.version')
    .orderBy('block_tombstones.uid')
    .execute();
}

/** The named blocks that exist, in document order. */
export async function changedBlocksByUid(
  db: Db,
  documentId: number,
  uids: string[],
): Promise<ChangedBlockRow[]> {
  const rows: ChangedBlockRow[] = [];
  for (let i = 0; i < uids.length; i += UID_CHUNK) {
    rows.push(
      ...(await changedBlocks(db, documentId)
        .where('blocks.uid', 'in', uids.slice(i, i + UID_CHUNK))
        .execute()),
    );
  }
  return rows.sort((a, b) => a.position - b.position);
}

/** The named tombstones with the names of who deleted them. */
export async function tombstoneRowsByUid(
  db: Db,
  documentId: number,
  uids: string[],
): Promise<TombstoneRow[]> {
  const rows: TombstoneRow[] = [];
  for (let i = 0; i < uids.length; i += UID_CHUNK) {
    rows.push(
      ...(await tombstoneRows(db, documentId)
        .where('block_tombstones.uid', 'in', uids.slice(i, i + UID_CHUNK))
        .execute()),
    );
  }
  return rows;
}
