import type { Node as PMNode } from '@tiptap/pm/model';
import { isEmptyBlock } from './blockIds';
import { isLocked } from './locked';
import { isBlockNode, nodeContent } from './mapping';
import type { EditorChange } from './types';

/**
 * The acknowledged state: the blocks as the server has them, as far as the editor knows (what
 * it loaded, plus every save it was told about, plus the changes of others it applied).
 */
export interface Baseline {
  /** Block uids in document order. */
  readonly order: readonly string[];
  /** Each block's node as acknowledged. */
  readonly nodes: ReadonlyMap<string, PMNode>;
}

/**
 * The baseline of a freshly loaded document: its blocks are saved, except those the editor made
 * itself (the empty body of an empty document): pass the uids that were loaded.
 */
export function baselineOf(doc: PMNode, loaded?: ReadonlySet<string>): Baseline {
  const order: string[] = [];
  const nodes = new Map<string, PMNode>();
  doc.forEach((node) => {
    const uid = node.attrs.uid as string | null;
    if (!uid || !isBlockNode(node) || (loaded && !loaded.has(uid))) return;
    order.push(uid);
    nodes.set(uid, node);
  });
  return { order, nodes };
}

/**
 * Same block for the server: the same node (untouched), an equal one (typed and typed back), or
 * one that saves the same (a card whose size is unknown, a node rebuilt from a saved change).
 * The last check only runs for blocks that differ as nodes, so it costs little.
 */
export function sameBlock(a: PMNode | undefined, b: PMNode): boolean {
  if (!a) return false;
  if (a === b || a.eq(b)) return true;
  if (a.type !== b.type || a.attrs.uid !== b.attrs.uid) return false;
  return JSON.stringify(nodeContent(a)) === JSON.stringify(nodeContent(b));
}

/**
 * Positions in `sequence` that form a longest increasing subsequence (ignoring -1 entries):
 * the blocks that kept their order; every other known block moved.
 */
function stablePositions(sequence: readonly number[]): Set<number> {
  // Fast path: nothing moved.
  let last = -1;
  let increasing = true;
  for (const value of sequence) {
    if (value < 0) continue;
    if (value < last) {
      increasing = false;
      break;
    }
    last = value;
  }
  if (increasing) return new Set(sequence.flatMap((v, i) => (v < 0 ? [] : [i])));

  // Patience sorting, O(n log n): tails[k] = position of the smallest tail of a run of k + 1.
  const tails: number[] = [];
  const previous = new Array<number>(sequence.length).fill(-1);
  sequence.forEach((value, i) => {
    if (value < 0) return;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sequence[tails[mid]!]! < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  });
  const stable = new Set<number>();
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i]!) stable.add(i);
  return stable;
}

/**
 * Positions in `sequence` that count as not moved when the `pinned` ones (locked blocks, which
 * the user cannot move) must be among them: the pinned ones that kept their order, and of the
 * others the longest run in order that fits between them. A block that went past a locked one
 * is the one that moved, so no change ever moves a locked block.
 */
function stableAround(sequence: readonly number[], pinned: readonly boolean[]): Set<number> {
  if (!pinned.some(Boolean)) return stablePositions(sequence);
  const anchors = stablePositions(sequence.map((value, i) => (pinned[i] ? value : -1)));
  // Each unpinned block must lie between the anchors before and after it.
  const below = new Array<number>(sequence.length);
  let low = -1;
  sequence.forEach((value, i) => {
    below[i] = low;
    if (anchors.has(i)) low = value;
  });
  let high = Infinity;
  const fitting = [...sequence];
  for (let i = sequence.length - 1; i >= 0; i -= 1) {
    const value = sequence[i]!;
    if (anchors.has(i)) high = value;
    else if (pinned[i] || value <= below[i]! || value >= high) fitting[i] = -1;
  }
  // Every anchor fits with every fitting block, so a longest run in order holds them all.
  return stablePositions(fitting);
}

/**
 * The block-level changes that turn `baseline` into `doc`: deletes first, then upserts and moves
 * in document order, so every `after` names a block that exists when the change is applied.
 *
 * - A block whose node is equal to its acknowledged node is unchanged, whatever HTML it was
 *   loaded from: opening a document never produces changes.
 * - A new body block with nothing in it is not a block yet (an empty line after a heading, the
 *   empty document): it is left out, and `after` skips it.
 * - Moves are minimal: the blocks that kept their relative order stay, the others are moved (or
 *   upserted with `after` when their content changed too).
 *
 * `record` is told which node each upsert came from, so a save can be acknowledged exactly.
 */
export function computeChanges(
  baseline: Baseline,
  doc: PMNode,
  record?: (change: EditorChange, node: PMNode) => void,
): EditorChange[] {
  const current: { uid: string; node: PMNode }[] = [];
  doc.forEach((node) => {
    const uid = node.attrs.uid as string | null;
    if (!uid || !isBlockNode(node)) return;
    if (!baseline.nodes.has(uid) && isEmptyBlock(node)) return;
    current.push({ uid, node });
  });

  const changes: EditorChange[] = [];
  const present = new Set(current.map((block) => block.uid));
  for (const uid of baseline.order) {
    // A locked block is the server's to delete (the editor never lets the user do it).
    if (!present.has(uid) && !isLocked(baseline.nodes.get(uid))) {
      changes.push({ op: 'delete', uid });
    }
  }

  const baseIndex = new Map(baseline.order.map((uid, i) => [uid, i]));
  const stable = stableAround(
    current.map((block) => baseIndex.get(block.uid) ?? -1),
    current.map((block) => isLocked(block.node)),
  );
  let after: string | null = null;
  current.forEach(({ uid, node }, i) => {
    // Locked blocks never change; they are only where others' blocks go after.
    if (isLocked(node)) {
      after = uid;
      return;
    }
    const known = baseline.nodes.get(uid);
    const moved = !stable.has(i);
    let change: EditorChange | null = null;
    if (!known || !sameBlock(known, node)) {
      const block = nodeContent(node)!;
      change = moved ? { op: 'upsert', uid, after, block } : { op: 'upsert', uid, block };
    } else if (moved) {
      change = { op: 'move', uid, after };
    }
    if (change) {
      changes.push(change);
      record?.(change, node);
    }
    after = uid;
  });
  return changes;
}

/**
 * The baseline after `changes` were applied on the server, in order, as the server applies
 * them. `nodeOf` gives the node an upsert stands for.
 */
export function applyToBaseline(
  baseline: Baseline,
  changes: readonly EditorChange[],
  nodeOf: (change: Extract<EditorChange, { op: 'upsert' }>) => PMNode | null,
): Baseline {
  const order = [...baseline.order];
  const nodes = new Map(baseline.nodes);
  const place = (uid: string, after: string | null) => {
    const from = order.indexOf(uid);
    if (from >= 0) order.splice(from, 1);
    if (after === null) order.unshift(uid);
    else {
      const at = order.indexOf(after);
      // After a block the editor does not know (left out as unknown): at the end.
      if (at < 0) order.push(uid);
      else order.splice(at + 1, 0, uid);
    }
  };
  for (const change of changes) {
    if (change.op === 'delete') {
      const at = order.indexOf(change.uid);
      if (at >= 0) order.splice(at, 1);
      nodes.delete(change.uid);
    } else if (change.op === 'move') {
      if (nodes.has(change.uid)) place(change.uid, change.after);
    } else {
      const node = nodeOf(change);
      if (!node) continue;
      nodes.set(change.uid, node);
      if (change.after !== undefined) place(change.uid, change.after);
      else if (!order.includes(change.uid)) order.push(change.uid);
    }
  }
  return { order, nodes };
}
