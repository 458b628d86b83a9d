import { Fragment, Slice, type Node as PMNode } from '@tiptap/pm/model';
import type { EditorState } from '@tiptap/pm/state';
import { BLOCK_NODE } from './schema';

/*
 * Pasting from Word, Google Docs and web pages. The schema already keeps only what a block can
 * hold (headings, lists, tables, bold, links, …) and drops the rest (styles, fonts, classes,
 * images): what is left to do here is what a schema cannot see. Word writes lists as paragraphs
 * with `mso-list` styles and a typed bullet, comments as spans and a list at the end; Google
 * Docs nests a list directly in a list and wraps everything in a <b>.
 */

/** Elements whose content is never text of the document. */
const DROPPED =
  'head, style, script, template, meta, link, title, xml, img, picture, svg, video, audio, ' +
  'iframe, object, embed, canvas, map, noscript, form, input, button, select, textarea';

/** Word's comments: the marks in the text and the list of comments at the end. */
const WORD_COMMENTS =
  '.MsoCommentReference, .msocomtxt, .MsoCommentText, .msocomoff, .msocomanchor, ' +
  '[style*="mso-element:comment" i], [style*="mso-comment" i], a[href^="#_msocom"]';

/** Google Docs' comments: the numbered marks in the text and the comment footers. */
const DOCS_COMMENTS = 'sup:has(> a[href^="#cmnt"]), a[href^="#cmnt"], div:has(> p > a[id^="cmnt"])';

const WORD_LIST = /mso-list:\s*l(\d+)\s+level(\d+)/i;
const ORDERED_MARKER = /^(?:\d+|[a-z]|[ivxlcdm]+)[.)]$/i;

function removeComments(root: Document) {
  const walker = root.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

/**
 * Word's list paragraphs (`mso-list: l0 level2 lfo1` plus a bullet or number typed in a span
 * marked `mso-list:Ignore`) become real nested <ul>/<ol> lists. The kind comes from the typed
 * marker: "1." or "a)" is numbered, "·", "o" or "§" is a bullet.
 */
function convertWordLists(body: HTMLElement) {
  const doc = body.ownerDocument;
  let stack: HTMLElement[] = [];
  let root: HTMLElement | null = null;
  let rootList = '';
  for (const paragraph of [...body.querySelectorAll('p')]) {
    const match = WORD_LIST.exec(paragraph.getAttribute('style') ?? '');
    if (!match) continue;
    const [, listId, levelText] = match;
    const level = Math.max(1, Number(levelText));
    const markerElement = paragraph.querySelector('[style*="mso-list:ignore" i]');
    const marker = (markerElement?.textContent ?? '').replace(/[\s\u00a0]+/g, '');
    markerElement?.remove();
    const ordered = ORDERED_MARKER.test(marker);
    // A list goes on while its paragraphs follow each other.
    if (!root || paragraph.previousElementSibling !== root || listId !== rootList) {
      stack = [];
      root = null;
    }
    stack = stack.slice(0, level);
    while (stack.length < level) {
      const list = doc.createElement(ordered ? 'ol' : 'ul');
      const parent = stack.at(-1);
      if (!parent) {
        paragraph.before(list);
        root = list;
        rootList = listId!;
      } else {
        let item = parent.lastElementChild;
        if (!item) {
          item = doc.createElement('li');
          parent.append(item);
        }
        item.append(list);
      }
      stack.push(list);
    }
    const item = doc.createElement('li');
    const line = doc.createElement('p');
    line.append(...paragraph.childNodes);
    item.append(line);
    stack.at(-1)!.append(item);
    paragraph.remove();
  }
}

/** Google Docs (and some web pages) put a nested list straight into its parent list. */
function nestStrayLists(body: HTMLElement) {
  for (const list of [...body.querySelectorAll(':is(ul, ol) > :is(ul, ol)')]) {
    const previous = list.previousElementSibling;
    if (previous?.tagName === 'LI') previous.append(list);
    else {
      const item = body.ownerDocument.createElement('li');
      list.replaceWith(item);
      item.append(list);
    }
  }
}

/**
 * Cleans clipboard HTML before the schema reads it: comments (Word's conditional ones too),
 * Word and Google Docs comments, images and other media, `<o:p>` and the like, Word's list
 * paragraphs turned into lists, Google Docs' stray nested lists nested properly.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const { body } = doc;
  removeComments(doc);
  for (const element of [...body.querySelectorAll(`${DROPPED}, ${WORD_COMMENTS}`)])
    element.remove();
  try {
    for (const element of [...body.querySelectorAll(DOCS_COMMENTS)]) element.remove();
  } catch {
    // A browser without :has() keeps the comment marks as text; nothing worse.
  }
  // Office's namespaced elements (<o:p>, <w:sdt>, <v:shape>): their text stays, the tag goes.
  for (const element of [...body.querySelectorAll('*')]) {
    if (element.tagName.includes(':')) {
      if (/^(O:P|V:)/.test(element.tagName)) element.remove();
      else unwrap(element);
    }
  }
  for (const wrapper of [...body.querySelectorAll('b[id^="docs-internal-guid"]')]) unwrap(wrapper);
  convertWordLists(body);
  nestStrayLists(body);
  return body.innerHTML;
}

/** The node types a top-level heading cannot be in: there it becomes a sub-heading. */
const NESTED = new Set(['tableCell', 'tableHeader', 'listItem', 'blockquote']);

function nestedContext(state: EditorState): boolean {
  const { $from } = state.selection;
  for (let d = $from.depth; d > 0; d -= 1) if (NESTED.has($from.node(d).type.name)) return true;
  return false;
}

/**
 * A pasted h1/h2 becomes a heading block where a block can start: in body text the block splits
 * around it. In a table cell, list or quote it cannot: there it becomes an h3/h4 of the text,
 * bodies around it are unwrapped, and a file or contact card becomes its name as text.
 * ProseMirror opens a pasted slice as far as it can, so a heading at either end would melt into
 * the line it is pasted in; a heading at an end is kept whole instead.
 */
export function fitPastedSlice(slice: Slice, state: EditorState, bodyOnly = false): Slice {
  const { schema } = state;
  // One rich-text body holds no blocks: a paste is text of it, as in a list or a table cell.
  const nested = bodyOnly || nestedContext(state);
  const nodes: PMNode[] = [];
  let { openStart, openEnd } = slice;
  const last = slice.content.childCount - 1;
  slice.content.forEach((node, _offset, index) => {
    const name = node.type.name;
    if (!nested) nodes.push(node);
    else if (name === BLOCK_NODE.heading) {
      nodes.push(
        schema.nodes.heading!.create({ level: node.attrs.level === 2 ? 4 : 3 }, node.content),
      );
    } else if (name === BLOCK_NODE.body) {
      node.content.forEach((child) => nodes.push(child));
      if (index === 0 && openStart > 0) openStart -= 1;
      if (index === last && openEnd > 0) openEnd -= 1;
    } else if (name === BLOCK_NODE.file || name === BLOCK_NODE.contact) {
      const text = (node.attrs.content as { name?: string } | null)?.name ?? '';
      nodes.push(schema.nodes.paragraph!.create(null, text ? schema.text(text) : null));
    } else nodes.push(node);
  });
  const isHeading = (node: PMNode | undefined) =>
    node?.type.name === BLOCK_NODE.heading || (nested && node?.type.name === 'heading');
  if (isHeading(nodes[0])) openStart = 0;
  if (isHeading(nodes.at(-1))) openEnd = 0;
  if (nested) return new Slice(Fragment.from(nodes), openStart, openEnd);
  const grouped = groupIntoBodies(nodes, schema.nodes[BLOCK_NODE.body]!);
  if (grouped) {
    if (grouped.wrappedFirst && openStart > 0) openStart += 1;
    if (grouped.wrappedLast && openEnd > 0) openEnd += 1;
  }
  const result = grouped?.nodes ?? nodes;
  // Body text before the first or after the last block joins the text around the cursor (the
  // parser closes body blocks, which isolate).
  const first = result[0];
  const end = result.at(-1);
  if (first?.type.name === BLOCK_NODE.body && openStart === 0) {
    openStart = first.firstChild?.isTextblock ? 2 : 1;
  }
  if (end?.type.name === BLOCK_NODE.body && openEnd === 0) {
    openEnd = end.lastChild?.isTextblock ? 2 : 1;
  }
  return new Slice(Fragment.from(result), openStart, openEnd);
}

const isBlockNode = (node: PMNode) => node.type.spec.group === 'koersBlock';

/**
 * When a paste holds blocks (a heading, a card), the text between them goes into body blocks,
 * so each run of text is one block and the ends can join the body the cursor is in.
 */
function groupIntoBodies(nodes: PMNode[], bodyType: PMNode['type']) {
  if (!nodes.some(isBlockNode) || nodes.every(isBlockNode)) return null;
  const grouped: PMNode[] = [];
  let run: PMNode[] = [];
  const flush = () => {
    if (!run.length) return true;
    const body = bodyType.createAndFill(null, run);
    run = [];
    if (!body) return false;
    grouped.push(body);
    return true;
  };
  for (const node of nodes) {
    if (!isBlockNode(node)) run.push(node);
    else if (!flush()) return null;
    else grouped.push(node);
  }
  if (!flush()) return null;
  return {
    nodes: grouped,
    wrappedFirst: !isBlockNode(nodes[0]!),
    wrappedLast: !isBlockNode(nodes.at(-1)!),
  };
}
