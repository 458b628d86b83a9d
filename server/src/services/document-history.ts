import type { BlockType } from '@koers/contract';
import { diffArrays, diffWords } from 'diff';
import type { StoredChange } from '../repositories/block-changes.js';

/**
 * Comparing two versions of a document, and the changes that bring a document back to an
 * earlier version. Both work on blocks as stored (`content` as in the database), identified by
 * uid; the routes resolve file links afterwards.
 */

export interface StoredBlock {
  uid: string;
  type: string;
  level: number | null;
  content: string;
}

export type Change = 'same' | 'added' | 'removed' | 'changed';

export interface StoredBlockDiff extends StoredBlock {
  change: Change;
  moved: boolean;
  /** The older content, for a changed block. */
  before?: string;
  /** Word by word, for a changed block: the older text to the newer. */
  words?: Array<{ op: 'same' | 'added' | 'removed'; text: string }>;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The words a reader sees in a stored block: body HTML without its markup (block elements and
 * line breaks become spaces), a heading as it is, a file or contact block by its name and
 * details.
 */
export function blockText(block: Pick<StoredBlock, 'type' | 'content'>): string {
  if (block.type === 'file' || block.type === 'contact') {
    try {
      const value = JSON.parse(block.content) as Record<string, unknown>;
      return ['name', 'function', 'organisation_name', 'email', 'phone']
        .map((key) => value[key])
        .filter((part): part is string => typeof part === 'string' && part !== '')
        .join(' · ');
    } catch {
      return '';
    }
  }
  if (block.type !== 'body') return block.content;
  return block.content
    .replace(/<(br|\/p|\/li|\/td|\/th|\/tr|\/h\d|\/blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? Number.parseInt(name.slice(2), 16)
            : Number.parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Compares two versions block by block, in the order of the newer one; a removed block stands
 * right after the block it followed in the older version. A block counts as moved when it is
 * outside the longest run of shared blocks that kept their order (the `diff` library's array
 * diff); a changed block gets a word diff of its text.
 */
export function compareBlocks(from: StoredBlock[], to: StoredBlock[]): StoredBlockDiff[] {
  const toUids = new Set(to.map((b) => b.uid));
  const fromByUid = new Map(from.map((b) => [b.uid, b]));
  const shared = (list: StoredBlock[]) =>
    list.filter((b) => (list === to ? fromByUid.has(b.uid) : toUids.has(b.uid))).map((b) => b.uid);
  const moved = new Set<string>();
  for (const part of diffArrays(shared(from), shared(to)))
    if (part.added || part.removed) for (const uid of part.value) moved.add(uid);

  // Removed blocks, by the uid of the nearest earlier block that is still there (null: the top).
  const removedAfter = new Map<string | null, StoredBlock[]>();
  let anchor: string | null = null;
  for (const block of from) {
    if (toUids.has(block.uid)) {
      anchor = block.uid;
      continue;
    }
    removedAfter.set(anchor, [...(removedAfter.get(anchor) ?? []), block]);
  }
  const removed = (after: string | null): StoredBlockDiff[] =>
    (removedAfter.get(after) ?? []).map((block) => ({
      ...block,
      change: 'removed',
      moved: false,
    }));

  const result: StoredBlockDiff[] = removed(null);
  for (const block of to) {
    const old = fromByUid.get(block.uid);
    if (!old) result.push({ ...block, change: 'added', moved: false });
    else if (old.type === block.type && old.content === block.content)
      result.push({ ...block, change: 'same', moved: moved.has(block.uid) });
    else
      result.push({
        ...block,
        change: 'changed',
        moved: moved.has(block.uid),
        before: old.content,
        words: diffWords(blockText(old), blockText(block)).map((part) => ({
          op: part.added ? 'added' : part.removed ? 'removed' : 'same',
          text: part.value,
        })),
      });
    result.push(...removed(block.uid));
  }
  return result;
}

/**
 * The changes (as for `POST …/changes`) that turn `current` into `target`: blocks not in the
 * target are deleted; then, in the target's order, each block is written (when new or different)
 * or moved (when it is not yet right after its predecessor), right after that predecessor. After
 * the i-th target block the document starts with the first i target blocks, so it ends exactly
 * as the target.
 */
export function changesToRestore(current: StoredBlock[], target: StoredBlock[]): StoredChange[] {
  const targetUids = new Set(target.map((b) => b.uid));
  const currentByUid = new Map(current.map((b) => [b.uid, b]));
  const changes: StoredChange[] = [];
  const order: string[] = [];
  for (const block of current) {
    if (targetUids.has(block.uid)) order.push(block.uid);
    else changes.push({ op: 'delete', uid: block.uid });
  }
  target.forEach((block, index) => {
    const after = index === 0 ? null : target[index - 1]!.uid;
    const at = order.indexOf(block.uid);
    const inPlace = at === index;
    const old = currentByUid.get(block.uid);
    const same = old !== undefined && old.type === block.type && old.content === block.content;
    if (same && inPlace) return;
    if (at !== -1) order.splice(at, 1);
    order.splice(index, 0, block.uid);
    changes.push(
      same
        ? { op: 'move', uid: block.uid, after }
        : {
            op: 'upsert',
            uid: block.uid,
            type: block.type as BlockType,
            content: block.content,
            ...(inPlace ? {} : { after }),
          },
    );
  });
  return changes;
}
