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

interface Numbering {
  /** The heading nodes the numbers were made for, in order. */
  headings: PMNode[];
  decorations: DecorationSet;
}

export const numberingKey = new PluginKey<Numbering>('koersNumbering');

function decorate(doc: PMNode): Numbering {
  const headings = headingsOf(doc);
  const numbered = numberHeadings(headings.map((h) => ({ ...h, id: h.uid })));
  return {
    headings: headings.map((h) => h.node),
    decorations: DecorationSet.create(
      doc,
      numbered.map(({ block, number }) =>
        Decoration.node(block.pos, block.pos + block.node.nodeSize, { 'data-number': number }),
      ),
    ),
  };
}

/** The same heading nodes in the same order: typing in body text leaves the numbers as they are. */
function sameHeadings(doc: PMNode, previous: PMNode[]): boolean {
  let i = 0;
  let same = true;
  doc.forEach((node) => {
    if (!same || node.type.name !== BLOCK_NODE.heading) return;
    same = previous[i] === node;
    i += 1;
  });
  return same && i === previous.length;
}

/**
 * Numbers the h1/h2 blocks live ("1.", "1.1.") with the same function as read mode. The number
 * is a node decoration (`data-number`, shown by CSS before the text), not text in the document.
 */
export function numberingPlugin(): Plugin<Numbering> {
  return new Plugin<Numbering>({
    key: numberingKey,
    state: {
      init: (_config, state) => decorate(state.doc),
      apply: (tr, numbering) => {
        if (!tr.docChanged) return numbering;
        if (!sameHeadings(tr.doc, numbering.headings)) return decorate(tr.doc);
        const decorations = numbering.decorations.map(tr.mapping, tr.doc);
        // A heading that was moved (deleted and inserted) lost its decoration on the way.
        if (decorations.find().length !== numbering.headings.length) return decorate(tr.doc);
        return { ...numbering, decorations };
      },
    },
    props: {
      decorations: (state) => numberingKey.getState(state)?.decorations,
    },
  });
}
