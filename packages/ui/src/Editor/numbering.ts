import type { Node as PMNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { numberHeadings } from '../utils/numberHeadings';
import { BLOCK_NODE } from './schema';
import type { EditorOutlineItem } from './types';

interface HeadingAt {
  pos: number;
  node: PMNode;
  uid: string;
  type: 'h1' | 'h2';
}

function headingsOf(doc: PMNode): HeadingAt[] {
  const headings: HeadingAt[] = [];
  doc.forEach((node, pos) => {
    if (node.type.name !== BLOCK_NODE.heading) return;
    const uid = (node.attrs.uid as string | null) ?? '';
    headings.push({ pos, node, uid, type: node.attrs.level === 2 ? 'h2' : 'h1' });
  });
  return headings;
}

/** The numbered headings of a document, as read mode numbers them (`numberHeadings`). */
export function outlineOf(doc: PMNode): EditorOutlineItem[] {
  return numberHeadings(headingsOf(doc).map((h) => ({ ...h, id: h.uid }))).map(
    ({ block, level, number }) => ({
      id: block.uid,
      uid: block.uid,
      type: block.type,
      level,
      number,
      content: block.node.textContent,
    }),
  );
}

export const numberingKey = new PluginKey<DecorationSet>('koersNumbering');

function decorate(doc: PMNode): DecorationSet {
  const headings = headingsOf(doc);
  const numbered = numberHeadings(headings.map((h) => ({ ...h, id: h.uid })));
  return DecorationSet.create(
    doc,
    numbered.map(({ block, number }) =>
      Decoration.node(block.pos, block.pos + block.node.nodeSize, { 'data-number': number }),
    ),
  );
}

/**
 * Numbers the h1/h2 blocks live ("1.", "1.1.") with the same function as read mode. The number
 * is a node decoration (`data-number`, shown by CSS before the text), not text in the document.
 */
export function numberingPlugin(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key: numberingKey,
    state: {
      init: (_config, state) => decorate(state.doc),
      apply: (tr, set) => (tr.docChanged ? decorate(tr.doc) : set),
    },
    props: {
      decorations: (state) => numberingKey.getState(state),
    },
  });
}
