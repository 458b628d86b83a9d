import type { BlockChange, UpsertBlockChange } from '@koers/contract';

/**
 * Whether the server has a block with this uid (it was loaded, or a save created it). A block it
 * does not have is new: created by a change still waiting to be sent, or by one in flight.
 */
export type IsKnown = (uid: string) => boolean;

const refersTo = (change: BlockChange, uid: string) =>
  change.op !== 'delete' && 'after' in change && change.after === uid;

/**
 * Adds `change` to `list` (changes waiting to be sent, applied by the server in order) so that
 * the list stays as short as it can while meaning the same:
 *
 * - Another edit of a block that already has an upsert in the list changes that upsert's
 *   content where it stands; when the edit also places the block (`after`), a move follows at
 *   the end, so every change in between still finds the block where it was.
 * - A delete of a new block (created in this list, unknown to the server) cancels its upsert,
 *   its moves and the delete, unless another change is placed after it: then both stay and the
 *   server puts the others where it was.
 * - A delete of a known block drops its pending content edits (their placing stays, as moves)
 *   and is added once.
 * - An upsert of a block deleted earlier in the list takes the delete back.
 * - Moves are kept, in order.
 *
 * Pure: returns a new list and never changes the changes it was given.
 */
export function coalesce(
  list: readonly BlockChange[],
  change: BlockChange,
  isKnown: IsKnown,
): BlockChange[] {
  const { uid } = change;
  if (change.op === 'move') return [...list, change];

  if (change.op === 'upsert') {
    // Undoing a delete: the block was never deleted, and now reads as this upsert says.
    const undeleted = list.filter((c) => !(c.op === 'delete' && c.uid === uid));
    const at = undeleted.findIndex((c) => c.op === 'upsert' && c.uid === uid);
    if (at < 0) return [...undeleted, change];
    const earlier = undeleted[at] as UpsertBlockChange;
    const next = [...undeleted];
    next[at] = { ...earlier, block: change.block };
    if (change.after !== undefined && change.after !== earlier.after) {
      next.push({ op: 'move', uid, after: change.after });
    }
    return next;
  }

  // Delete.
  if (list.some((c) => c.op === 'delete' && c.uid === uid)) return [...list];
  // Upserts of one block are merged into one, so a new block's upsert is its creation.
  const created = list.some((c) => c.op === 'upsert' && c.uid === uid && c.after !== undefined);
  if (!isKnown(uid) && created) {
    const others = list.filter((c) => c.uid !== uid);
    if (!others.some((c) => refersTo(c, uid))) return others;
    return [...list, change];
  }
  const kept = list.flatMap((c): BlockChange[] => {
    if (c.uid !== uid || c.op !== 'upsert') return [c];
    // Its content no longer matters; where it was placed may (others may be placed after it).
    return c.after === undefined ? [] : [{ op: 'move', uid, after: c.after }];
  });
  return [...kept, change];
}

/** `coalesce` over a sequence: the shortest list meaning the same as `changes` in order. */
export function coalesceAll(
  changes: readonly BlockChange[],
  isKnown: IsKnown,
  start: readonly BlockChange[] = [],
): BlockChange[] {
  return changes.reduce<BlockChange[]>(
    (list, change) => coalesce(list, change, isKnown),
    [...start],
  );
}
