import { type Node as PMNode } from '@tiptap/pm/model';
import {
  NodeSelection,
  PluginKey,
  TextSelection,
  type EditorState,
  type Transaction,
} from '@tiptap/pm/state';
import { applyToBaseline, sameBlock, type Baseline } from './changes';
import { blockPos } from './commands';
import { isLocked } from './locked';
import { blockToNode, emptyBody } from './mapping';
import type { EditorChange, RemoteChanges } from './types';

/** Marks the transactions that bring in others' changes (not the user's: no undo, no onChange). */
export const remoteKey = new PluginKey('koersRemote');

interface Found {
  index: number;
  pos: number;
  node: PMNode;
}

export function find(doc: PMNode, uid: string): Found | null {
  let found: Found | null = null;
  doc.forEach((node, pos, index) => {
    if (!found && node.attrs.uid === uid) found = { index, pos, node };
  });
  return found;
}

/** A position as (block uid, offset in the block), to find it again after the block moved. */
function locate(doc: PMNode, pos: number): { uid: string; offset: number } | null {
  const index = Math.min(doc.resolve(pos).index(0), doc.childCount - 1);
  const start = blockPos(doc, index);
  const uid = doc.child(index).attrs.uid as string | null;
  return uid ? { uid, offset: pos - start } : null;
}

/** Replaces the block at `at` by `next`, touching only what differs (the cursor stays put). */
export function replaceBlock(tr: Transaction, at: Found, next: PMNode) {
  const { pos, node } = at;
  if (node.type !== next.type || node.isAtom) {
    tr.replaceWith(pos, pos + node.nodeSize, next);
    return;
  }
  if (!node.hasMarkup(next.type, next.attrs)) tr.setNodeMarkup(pos, undefined, next.attrs);
  const start = node.content.findDiffStart(next.content);
  if (start === null) return;
  let { a: endA, b: endB } = node.content.findDiffEnd(next.content)!;
  const overlap = start - Math.min(endA, endB);
  if (overlap > 0) {
    endA += overlap;
    endB += overlap;
  }
  tr.replace(pos + 1 + start, pos + 1 + endA, next.slice(start, endB));
}

/**
 * Brings others' changes into the document and the baseline: deleted blocks go, changed blocks
 * take the new content, new and moved blocks go right after their `after`. A block with unsaved
 * edits of the user (changed, or deleted, since the baseline) keeps the user's version: the
 * baseline takes theirs, so the block stays a change and its next save meets the server's
 * conflict check instead of silently losing either version. With `force` their version wins
 * also there (the user chose to take theirs): the block and the baseline both become theirs, as
 * they do for a block that comes in locked. Their lock comes along (or goes: unlocked). The
 * selection stays where it was, also inside a block that moved.
 */
export function applyRemote(
  state: EditorState,
  baseline: Baseline,
  remote: RemoteChanges,
  force = false,
): { tr: Transaction; baseline: Baseline } {
  const { schema, selection } = state;
  const tr = state.tr.setMeta('addToHistory', false).setMeta(remoteKey, true);
  const ops: EditorChange[] = [];
  const remoteNodes = new Map<string, PMNode>();
  const moved = new Set<string>();
  const anchor = locate(state.doc, selection.anchor);
  const head = locate(state.doc, selection.head);
  // Whether the user changed the block since the baseline (decided on the document as it was).
  const edited = (uid: string): boolean => {
    if (force) return false;
    const mine = find(state.doc, uid);
    if (!baseline.nodes.has(uid)) return !!mine;
    return !mine || !sameBlock(baseline.nodes.get(uid), mine.node);
  };

  for (const { uid } of remote.deleted ?? []) {
    ops.push({ op: 'delete', uid });
    const found = find(tr.doc, uid);
    if (!found || edited(uid)) continue;
    if (tr.doc.childCount === 1) {
      tr.replaceWith(found.pos, found.pos + found.node.nodeSize, emptyBody(schema));
    } else tr.delete(found.pos, found.pos + found.node.nodeSize);
  }

  for (const block of remote.blocks ?? []) {
    const next = blockToNode(schema, block);
    if (!next) continue;
    remoteNodes.set(block.uid, next);
    ops.push({
      op: 'upsert',
      uid: block.uid,
      after: block.after,
      block: { type: 'body', content: '' },
    });
    // A locked block is theirs alone: their version wins over unsaved edits made before it was
    // locked (the server would refuse those).
    if (
      !isLocked(next) &&
      edited(block.uid) &&
      (find(state.doc, block.uid) || baseline.nodes.has(block.uid))
    ) {
      continue;
    }
    let found = find(tr.doc, block.uid);
    if (found) {
      replaceBlock(tr, found, next);
      found = find(tr.doc, block.uid)!;
      const previous = found.index > 0 ? tr.doc.child(found.index - 1).attrs.uid : null;
      if (previous === block.after) continue;
      moved.add(block.uid);
      tr.delete(found.pos, found.pos + found.node.nodeSize);
    }
    const after = block.after === null ? null : find(tr.doc, block.after);
    const at =
      block.after === null ? 0 : after ? after.pos + after.node.nodeSize : tr.doc.content.size;
    tr.insert(at, found ? found.node : next);
  }

  if (moved.size && anchor && head && (moved.has(anchor.uid) || moved.has(head.uid))) {
    const place = (spot: { uid: string; offset: number }) => {
      const block = find(tr.doc, spot.uid);
      return block ? block.pos + Math.min(spot.offset, block.node.nodeSize - 1) : null;
    };
    const a = place(anchor);
    const h = place(head);
    if (a !== null && h !== null) {
      try {
        tr.setSelection(
          selection instanceof NodeSelection
            ? NodeSelection.create(tr.doc, a)
            : TextSelection.create(tr.doc, a, h),
        );
      } catch {
        // The old spot is no valid position any more; the mapped selection stays.
      }
    }
  }

  return {
    tr,
    baseline: applyToBaseline(baseline, ops, (change) => remoteNodes.get(change.uid) ?? null),
  };
}
