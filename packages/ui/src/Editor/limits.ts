import { DOCUMENT_LIMITS } from '@koers/contract/constants';
import type { Node as PMNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { serializeBody } from './mapping';
import { remoteKey } from './remote';
import { BLOCK_NODE, type EditorRuntime } from './schema';

/** Which of the server's limits a document breaks, if any. */
export type LimitBroken = 'heading' | 'body' | 'blocks';

/**
 * Below this many positions a body block cannot reach the HTML limit (each position is at most a
 * character and a few tags' worth of HTML), so it is not serialized to measure it.
 */
const BODY_CHECK_FROM = Math.floor(DOCUMENT_LIMITS.body / 40);

/** The limit `node` (a top-level block) breaks, if any. */
export function blockOverLimit(node: PMNode): LimitBroken | null {
  if (node.type.name === BLOCK_NODE.heading) {
    return node.textContent.length > DOCUMENT_LIMITS.heading ? 'heading' : null;
  }
  if (node.type.name === BLOCK_NODE.body && node.content.size >= BODY_CHECK_FROM) {
    return serializeBody(node).length > DOCUMENT_LIMITS.body ? 'body' : null;
  }
  return null;
}

/** The limit the transaction's document breaks in a block it changed (or by its block count). */
export function transactionOverLimit(tr: Transaction, state: EditorState): LimitBroken | null {
  const { doc } = tr;
  if (doc.childCount > DOCUMENT_LIMITS.blocks && doc.childCount > state.doc.childCount) {
    return 'blocks';
  }
  // Unchanged blocks are the same node objects: only the new ones are measured.
  const before = new Set<PMNode>();
  state.doc.forEach((node) => before.add(node));
  let broken: LimitBroken | null = null;
  doc.forEach((node) => {
    if (!broken && !before.has(node)) broken = blockOverLimit(node);
  });
  return broken;
}

/**
 * Keeps the document within what the server accepts (`DOCUMENT_LIMITS`): an edit that would
 * make a heading or a body block too long, or the document hold too many blocks, is not made,
 * and the editor says why (like a text field's maxlength, but spoken). Others' changes and the
 * document as loaded are never refused.
 */
export function limitsPlugin(runtime: EditorRuntime) {
  return new Plugin({
    key: new PluginKey('koersLimits'),
    filterTransaction(tr, state) {
      if (!tr.docChanged || tr.getMeta(remoteKey) || tr.getMeta(loadKey)) return true;
      const broken = transactionOverLimit(tr, state);
      if (!broken) return true;
      const { labels } = runtime;
      const message =
        broken === 'heading'
          ? labels.headingTooLong
          : broken === 'body'
            ? labels.bodyTooLong
            : labels.tooManyBlocks;
      runtime.announce(
        message
          .replaceAll('{max}', String(DOCUMENT_LIMITS[broken === 'body' ? 'body' : broken]))
          .replaceAll('{blocks}', String(DOCUMENT_LIMITS.blocks)),
      );
      return false;
    },
  });
}

/** Marks the transaction that loads the document: never refused, whatever it holds. */
export const loadKey = new PluginKey('koersLoad');
