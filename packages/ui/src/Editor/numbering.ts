import type { Node as PMNode } from '@tiptap/pm/model';
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
