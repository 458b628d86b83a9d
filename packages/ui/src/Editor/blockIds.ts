import type { Node as PMNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';

/**
 * A new block's uid: a lowercase UUID, as the contract's `BLOCK_UID_PATTERN` asks. Blocks get it
 * when they are created in the editor, before their first save. `crypto.randomUUID` exists only
 * in secure contexts (https, localhost); elsewhere the same format comes from getRandomValues.
 */
export function newBlockUid(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A top-level block with nothing in it: an empty heading, or a body of one empty paragraph. */
export function isEmptyBlock(node: PMNode): boolean {
  if (node.isAtom) return false;
  if (node.isTextblock) return node.content.size === 0;
  return (
    node.childCount === 1 && node.firstChild!.isTextblock && node.firstChild!.content.size === 0
  );
}

export const blockIdsKey = new PluginKey('koersBlockIds');

/**
 * Keeps every top-level node's `uid` present and unique after each change. A split copies the
 * node's attributes to both halves, so a duplicate means a block was split: the original keeps
 * its uid and the other part gets a new one. The original is the first of the copies, unless
 * that one is empty and another is not (Enter at the start of a heading leaves an empty copy
 * above the text: the text is the block that was there). Pasted blocks never carry a uid (the
 * attribute is not read from HTML), so they are new blocks.
 */
export function blockIdsPlugin(): Plugin {
  return new Plugin({
    key: blockIdsKey,
    appendTransaction(transactions, _oldState, newState) {
      if (!transactions.some((tr) => tr.docChanged)) return null;
      return ensureBlockUids(newState.doc, newState.tr);
    },
  });
}

/** Gives missing and duplicate uids fresh ones in `tr`; null when every uid is fine. */
export function ensureBlockUids(doc: PMNode, tr: Transaction): Transaction | null {
  const byUid = new Map<string, number[]>();
  const missing: number[] = [];
  doc.forEach((node, offset) => {
    if (!('uid' in node.attrs)) return;
    const uid = node.attrs.uid as string | null;
    if (!uid) missing.push(offset);
    else {
      const list = byUid.get(uid);
      if (list) list.push(offset);
      else byUid.set(uid, [offset]);
    }
  });
  for (const offsets of byUid.values()) {
    if (offsets.length < 2) continue;
    const keeper = offsets.find((offset) => !isEmptyBlock(doc.nodeAt(offset)!)) ?? offsets[0]!;
    for (const offset of offsets) if (offset !== keeper) missing.push(offset);
  }
  if (missing.length === 0) return null;
  for (const offset of missing) tr.setNodeAttribute(offset, 'uid', newBlockUid());
  return tr;
}
