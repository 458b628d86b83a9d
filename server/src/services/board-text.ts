import { randomUUID } from 'node:crypto';
import { BOARD_TEXT_ERROR } from '@koers/contract/constants';
import type { BlockType } from '@koers/contract';
import type { Kysely, Transaction } from 'kysely';
import type { BlockRow, Database, DocumentRow } from '../db/types.js';
import { HttpError } from '../lib/errors.js';
import { applyChanges, type StoredChange } from '../repositories/block-changes.js';
import {
  boardTextAmong,
  boardTextBlocks,
  boardTextIdentities,
  clearBoardLinks,
  documentsFromTemplate,
  fixedChapterRows,
  setBoardLinks,
  syncBlocks,
  type SyncBlock,
} from '../repositories/board-text.js';
import {
  findDocument,
  inPlace,
  listBlocks,
  NO_BOARD_LINK,
  type BlockWrite,
  type BoardLink,
} from '../repositories/documents.js';
import { audit } from './audit.js';

/**
 * Fixed board text ("Tekst van het bestuur", docs/decisions, "Board templates and fixed board
 * text"). A board marks chapters of its template as fixed; a school document started from that
 * template holds copies of those chapters (blocks with `board_chapter_uid`), which the school
 * cannot change and which follow the template: every write of the template brings the copies in
 * every school document from it in line, through the same path as a save (applyChanges), so the
 * school's version grows, its clients catch up through `GET …/changes` and its history shows
 * the board's save. Adopted (vastgesteld) school documents are left alone until a new concept
 * is started from them.
 */

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

/** A chapter: its h1 block and every block after it up to the next h1. */
export interface Chapter {
  uid: string;
  blocks: Array<Pick<BlockRow, 'uid' | 'type' | 'content' | 'changed_at'>>;
}

/** The chapters of blocks (in order) whose h1 uid is in `fixed`, in order. */
export function fixedChaptersOf(
  blocks: Array<Pick<BlockRow, 'uid' | 'type' | 'content' | 'changed_at'>>,
  fixed: Set<string>,
): Chapter[] {
  const chapters: Chapter[] = [];
  let current: Chapter | undefined;
  for (const block of blocks) {
    if (block.type === 'h1') {
      current = fixed.has(block.uid) ? { uid: block.uid, blocks: [] } : undefined;
      if (current) chapters.push(current);
    }
    current?.blocks.push(block);
  }
  return chapters;
}

/** When the board last changed a chapter, as far as its blocks tell (else the template's). */
const chapterChangedAt = (chapter: Chapter, fallback: string): string =>
  chapter.blocks.reduce<string | null>(
    (latest, b) =>
      b.changed_at !== null && (latest === null || b.changed_at > latest) ? b.changed_at : latest,
    null,
  ) ?? fallback;

/** What a template fixes now: its fixed chapter rows, and those of them that are chapters. */
interface TemplateState {
  /** The uids of the fixed chapter rows (whether or not their h1 still exists). */
  fixed: Set<string>;
  chapters: Chapter[];
  updatedAt: string;
}

async function templateState(db: Db, template: DocumentRow | undefined): Promise<TemplateState> {
  if (!template || template.documentable_type !== 'organisation' || template.is_template !== 1)
    return { fixed: new Set(), chapters: [], updatedAt: new Date().toISOString() };
  const fixed = await fixedChapterRows(db, template.id);
  const chapters =
    fixed.size === 0 ? [] : fixedChaptersOf(await listBlocks(db, template.id), fixed);
  return { fixed, chapters, updatedAt: template.updated_at };
}

/**
 * How each block of a board's template is copied into a new school document: blocks of fixed
 * chapters become board text, the rest the school's own text (each remembering the template
 * block it copies). Null when the copy is plain (the Koers template, or a board document).
 */
export async function boardLinksForCopy(
  db: Db,
  template: DocumentRow,
  target: { documentable_type: string },
): Promise<((block: BlockRow) => BoardLink) | null> {
  if (target.documentable_type !== 'school' || template.documentable_type !== 'organisation')
    return null;
  const state = await templateState(db, template);
  const links = new Map<string, BoardLink>();
  for (const chapter of state.chapters) {
    const changedAt = chapterChangedAt(chapter, state.updatedAt);
    for (const block of chapter.blocks)
      links.set(block.uid, {
        template_block_uid: block.uid,
        board_chapter_uid: chapter.uid,
        board_changed_at: changedAt,
      });
  }
  // Every block remembers where it came from: a chapter fixed later takes the school's copy over.
  return (block) => links.get(block.uid) ?? { ...NO_BOARD_LINK, template_block_uid: block.uid };
}

export interface SyncPlan {
  changes: StoredChange[];
  /** Blocks whose board link is to be set (or cleared) after the changes. */
  links: Array<{ uid: string } & BoardLink>;
}

/** The values of `sequence` that keep their order (a longest increasing subsequence). */
function longestIncreasing(sequence: number[]): Set<number> {
  return new Set([...inPlace(sequence)].map((i) => sequence[i]!));
}

/**
 * The changes that bring a school document's board text in line with its template
 * (`blocks`: the document's blocks in order; board text alone gives an empty plan exactly when
 * the whole document does, so that is read first):
 *
 * - board text of a block no longer in a fixed chapter: deleted when its chapter is still fixed
 *   (the board removed the block, or the chapter's h1), the school's own text when its chapter
 *   is no longer fixed (or the template no longer is one);
 * - per fixed chapter, in the template's order: changed content is written, missing blocks are
 *   added right after the copy of the block before them, and copies out of order move there
 *   (those in the longest run in the right order stay). A missing block of which the school
 *   still has its own copy (a chapter fixed after the document was made, or fixed again) takes
 *   that copy over, with the board's text;
 * - a chapter of which the school has no copy at all goes after the school's chapter that holds
 *   the fixed chapter before it, else at the start of the document.
 *
 * A chapter that changes gets `changed_at` = now on all its blocks, each written in the save.
 */
export function planSync(blocks: SyncBlock[], state: TemplateState, now: string): SyncPlan {
  const changes: StoredChange[] = [];
  const links: SyncPlan['links'] = [];
  const desired = new Set(state.chapters.flatMap((c) => c.blocks.map((b) => b.uid)));
  const copyOf = new Map<string, SyncBlock>();
  const ownCopyOf = new Map<string, SyncBlock>();
  for (const block of blocks) {
    if (block.template_block_uid === null) continue;
    if (block.board_chapter_uid === null) {
      if (desired.has(block.template_block_uid)) ownCopyOf.set(block.template_block_uid, block);
      continue;
    }
    if (desired.has(block.template_block_uid)) {
      copyOf.set(block.template_block_uid, block);
      continue;
    }
    if (state.fixed.has(block.board_chapter_uid)) {
      changes.push({ op: 'delete', uid: block.uid });
      continue;
    }
    // Written again as it is: its version grows, so clients learn it is the school's now.
    changes.push({
      op: 'upsert',
      uid: block.uid,
      type: block.type as BlockType,
      content: block.content,
    });
    links.push({
      uid: block.uid,
      template_block_uid: block.template_block_uid,
      board_chapter_uid: null,
      board_changed_at: null,
    });
  }
  for (const [uid, block] of ownCopyOf) if (!copyOf.has(uid)) copyOf.set(uid, block);

  const indexOf = new Map(blocks.map((b, i) => [b.uid, i]));
  /** The uid of the last block of the school's chapter that holds block `uid`. */
  const endOfSchoolChapter = (uid: string): string => {
    let i = indexOf.get(uid)!;
    while (i + 1 < blocks.length && blocks[i + 1]!.type !== 'h1') i++;
    return blocks[i]!.uid;
  };
  /** Where the previous fixed chapter ends in the school document (null: the start). */
  let previousEnd: string | null = null;

  for (const chapter of state.chapters) {
    const order = new Map(chapter.blocks.map((b, i) => [b.uid, i]));
    const copies = new Set(
      chapter.blocks.flatMap((b) => {
        const copy = copyOf.get(b.uid);
        return copy ? [copy.uid] : [];
      }),
    );
    const present = blocks.filter((b) => copies.has(b.uid));
    const inPlace = longestIncreasing(present.map((b) => order.get(b.template_block_uid!)!));
    const firstPresent = present[0];
    const start =
      firstPresent === undefined
        ? previousEnd
        : (() => {
            const at = indexOf.get(firstPresent.uid)!;
            return at === 0 ? null : blocks[at - 1]!.uid;
          })();
    let changed = present.some((b) => b.board_chapter_uid !== chapter.uid);
    const schoolUids: string[] = [];
    /** Copies this plan leaves as they are: written again when the chapter changes. */
    const untouched: SyncBlock[] = [];
    chapter.blocks.forEach((block, i) => {
      const after = i === 0 ? start : schoolUids[i - 1]!;
      const copy = copyOf.get(block.uid);
      const type = block.type as BlockType;
      if (!copy) {
        const uid = randomUUID();
        changes.push({ op: 'upsert', uid, after, type, content: block.content });
        schoolUids.push(uid);
        changed = true;
        return;
      }
      schoolUids.push(copy.uid);
      const same = copy.type === block.type && copy.content === block.content;
      const stays = inPlace.has(i);
      if (same && stays) {
        untouched.push(copy);
        return;
      }
      changed = true;
      if (same) changes.push({ op: 'move', uid: copy.uid, after });
      else
        changes.push({
          op: 'upsert',
          uid: copy.uid,
          type,
          content: block.content,
          ...(stays ? {} : { after }),
        });
    });
    // The whole chapter gets the new `changed_at`, and its version, so clients catch up on it.
    if (changed)
      for (const copy of untouched)
        changes.push({
          op: 'upsert',
          uid: copy.uid,
          type: copy.type as BlockType,
          content: copy.content,
        });
    if (changed)
      chapter.blocks.forEach((block, i) =>
        links.push({
          uid: schoolUids[i]!,
          template_block_uid: block.uid,
          board_chapter_uid: chapter.uid,
          board_changed_at: now,
        }),
      );
    const last = present[present.length - 1];
    previousEnd = last ? endOfSchoolChapter(last.uid) : schoolUids[schoolUids.length - 1]!;
  }
  return { changes, links };
}

/**
 * Brings one school document's board text in line with its template, as a save by `userId`
 * (its version grows by one, its history records it). Nothing when it is already in line, or
 * when it is adopted (then it follows when a new concept is started). Answers the new version.
 */
export async function syncDocument(
  trx: Trx,
  doc: Pick<DocumentRow, 'id' | 'status' | 'template_id' | 'documentable_type' | 'documentable_id'>,
  userId: number,
  /** The template as read by the caller; null: it is going (its board text becomes the school's). */
  template?: DocumentRow | null,
): Promise<number | null> {
  if (doc.status === 'vastgesteld' || doc.template_id === null) return null;
  const state = await templateState(
    trx,
    template === null ? undefined : (template ?? (await findDocument(trx, doc.template_id))),
  );
  const now = new Date().toISOString();
  // The copies alone decide whether anything changes; the whole document only when it does.
  const quick = planSync(await boardTextBlocks(trx, doc.id), state, now);
  if (quick.changes.length === 0 && quick.links.length === 0) return null;
  const plan = planSync(await syncBlocks(trx, doc.id), state, now);
  const current = await findDocument(trx, doc.id);
  if (!current) return null;
  let version = current.version;
  if (plan.changes.length > 0) {
    const applied = await applyChanges(trx, {
      documentId: doc.id,
      baseVersion: current.version,
      userId,
      changes: plan.changes,
      overwrite: new Map(),
    });
    // Based on the version just read, in the same transaction: nothing can collide.
    if (!applied || !applied.ok) throw new Error(`board text sync of document ${doc.id} failed`);
    version = applied.version;
  }
  await setBoardLinks(trx, doc.id, plan.links);
  await audit(trx, {
    userId,
    action: 'updated',
    subjectType: 'document',
    subjectId: doc.id,
    contextType: 'school',
    contextId: doc.documentable_id,
    changes: { version, board_text_from: doc.template_id },
  });
  return version;
}

/**
 * After a write of a board document: brings every school document started from it in line
 * (when it is or was a template with fixed chapters; otherwise there is nothing to follow).
 */
export async function syncFromTemplate(
  trx: Trx,
  template: Pick<DocumentRow, 'id' | 'documentable_type'>,
  userId: number,
): Promise<void> {
  if (template.documentable_type !== 'organisation') return;
  const documents = await documentsFromTemplate(trx, template.id);
  if (documents.length === 0) return;
  const row = await findDocument(trx, template.id);
  for (const doc of documents)
    await syncDocument(trx, { ...doc, template_id: template.id }, userId, row);
}

/**
 * Before a template is deleted: its board text becomes the schools' own text (as a save where
 * the document can be written, without a new version where it is adopted).
 */
export async function releaseBoardText(
  trx: Trx,
  template: Pick<DocumentRow, 'id' | 'documentable_type'>,
  userId: number,
): Promise<void> {
  if (template.documentable_type !== 'organisation') return;
  for (const doc of await documentsFromTemplate(trx, template.id)) {
    await syncDocument(trx, { ...doc, template_id: template.id }, userId, null);
    await clearBoardLinks(trx, doc.id);
  }
}

/** 409 `board_text`: the school cannot change the board's chapters. */
export const boardTextRefused = () =>
  new HttpError(409, 'errors.board_text', {}, { error: BOARD_TEXT_ERROR });

/** A save (`POST …/changes`) may not write, delete or move a block of board text. */
export async function requireOwnBlocks(
  db: Db,
  doc: Pick<DocumentRow, 'id' | 'template_id'>,
  changes: Array<{ uid: string }>,
): Promise<void> {
  if (doc.template_id === null || changes.length === 0) return;
  const touched = await boardTextAmong(db, doc.id, [...new Set(changes.map((c) => c.uid))]);
  if (touched.length > 0) throw boardTextRefused();
}

/**
 * A PUT of all blocks must keep every block of board text as it is (by uid, else id), in its
 * order; the school's own blocks may go anywhere around them.
 */
export async function requireBoardTextKept(
  db: Db,
  doc: Pick<DocumentRow, 'id' | 'template_id'>,
  writes: BlockWrite[],
): Promise<void> {
  if (doc.template_id === null) return;
  const board = await boardTextIdentities(db, doc.id);
  if (board.length === 0) return;
  const byUid = new Map(board.map((b) => [b.uid, b]));
  const byId = new Map(board.map((b) => [b.id, b]));
  const kept: typeof board = [];
  const claimed = new Set<number>();
  for (const write of writes) {
    const block =
      (write.uid !== undefined ? byUid.get(write.uid) : undefined) ??
      (write.id !== undefined ? byId.get(write.id) : undefined);
    if (!block || claimed.has(block.id)) continue;
    claimed.add(block.id);
    if (block.type !== write.type || block.content !== write.content) throw boardTextRefused();
    kept.push(block);
  }
  if (kept.length !== board.length || kept.some((b, i) => b.id !== board[i]!.id))
    throw boardTextRefused();
}

/**
 * Of the changes that restore a school document's earlier version, those that leave its board
 * text alone: the board text follows the board, not the school's history.
 */
export async function withoutBoardText(
  db: Db,
  doc: Pick<DocumentRow, 'id' | 'template_id'>,
  changes: StoredChange[],
): Promise<StoredChange[]> {
  if (doc.template_id === null) return changes;
  const board = new Set(
    await boardTextAmong(
      db,
      doc.id,
      changes.map((c) => c.uid),
    ),
  );
  return changes.filter((c) => !board.has(c.uid));
}
