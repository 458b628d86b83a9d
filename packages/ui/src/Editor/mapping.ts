import {
  DOMParser as PMDOMParser,
  DOMSerializer,
  type Node as PMNode,
  type Schema,
} from '@tiptap/pm/model';
import { newBlockUid } from './blockIds';
import { lockLabel, lockOf } from './locked';
import { BLOCK_NODE } from './schema';
import type {
  ContactBlockValue,
  EditorBlock,
  EditorBlockContent,
  EditorInputBlock,
  FileBlockValue,
} from './types';

/*
 * Koers blocks ⇄ the editor's document. Every top-level node is one block and carries the
 * block's uid: koersHeading (h1/h2, plain text), koersBody (rich text: a body block's HTML is
 * the node's content), koersFile and koersContact (atoms holding their value). Two body blocks
 * next to each other stay two nodes, so blocks → document → blocks gives the same blocks.
 */

const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : null;

/** A file block's value from what the API sent; null without a name. */
export function toFileValue(content: unknown): FileBlockValue | null {
  const value = record(content);
  const name = str(value?.name);
  if (!value || !name) return null;
  const file: FileBlockValue = { name, file_id: num(value.file_id) };
  if (str(value.url)) file.url = str(value.url);
  if (num(value.size) !== null) file.size = num(value.size);
  return file;
}

/** A contact block's value from what the API sent; null without a name. */
export function toContactValue(content: unknown): ContactBlockValue | null {
  const value = record(content);
  const name = str(value?.name);
  if (!value || !name) return null;
  return {
    name,
    function: str(value.function),
    organisation_name: str(value.organisation_name),
    email: str(value.email),
    phone: str(value.phone),
    contact_id: num(value.contact_id),
  };
}

let inertDocument: Document | undefined;

/**
 * Parses HTML without running or loading anything: a document made by
 * `createHTMLDocument` has no browsing context, so an `<img onerror>` neither loads nor fires
 * (set as innerHTML of an element of the page it would). One such document serves every body:
 * a document of thousands of blocks loads without making thousands of documents.
 */
function inertBody(html: string): HTMLElement {
  inertDocument ??= document.implementation.createHTMLDocument('');
  const container = inertDocument.createElement('div');
  container.innerHTML = html;
  return container;
}

/** A body node with `uid` holding `html`, parsed by the schema (what it cannot hold is dropped). */
export function bodyNode(
  schema: Schema,
  uid: string | null,
  html: string,
  locked: string | null = null,
): PMNode {
  return PMDOMParser.fromSchema(schema).parse(inertBody(html), {
    topNode: schema.nodes[BLOCK_NODE.body]!.create({ uid, locked }),
  });
}

/** The node of one block, or null for a block type the editor does not hold. */
export function blockToNode(schema: Schema, block: EditorInputBlock): PMNode | null {
  const { uid } = block;
  const locked = lockLabel(block.locked);
  switch (block.type) {
    case 'h1':
    case 'h2': {
      // A heading is one line of plain text.
      const text = String(block.content ?? '').replace(/[\r\n\t]+/g, ' ');
      return schema.nodes[BLOCK_NODE.heading]!.create(
        { uid, locked, level: block.type === 'h1' ? 1 : 2 },
        text ? schema.text(text) : null,
      );
    }
    case 'body':
    case 'text':
      return bodyNode(schema, uid, String(block.content ?? ''), locked);
    case 'file': {
      const content = toFileValue(block.content);
      return content ? schema.nodes[BLOCK_NODE.file]!.create({ uid, locked, content }) : null;
    }
    case 'contact': {
      const content = toContactValue(block.content);
      return content ? schema.nodes[BLOCK_NODE.contact]!.create({ uid, locked, content }) : null;
    }
    default:
      return null;
  }
}

/** An empty body block with a new uid: the one block of an empty document. */
export function emptyBody(schema: Schema): PMNode {
  return schema.nodes[BLOCK_NODE.body]!.createAndFill({ uid: newBlockUid() })!;
}

/**
 * The document of `blocks`, in order. Blocks the editor cannot hold (unknown types, a file
 * without a name) are left out, as read mode does.
 */
export function blocksToDoc(schema: Schema, blocks: readonly EditorInputBlock[]): PMNode {
  const nodes: PMNode[] = [];
  const seen = new Set<string>();
  for (const block of blocks) {
    if (!block.uid || seen.has(block.uid)) continue;
    const node = blockToNode(schema, block);
    if (!node) continue;
    seen.add(block.uid);
    nodes.push(node);
  }
  if (nodes.length === 0) nodes.push(emptyBody(schema));
  return schema.topNodeType.create(null, nodes);
}

const serializers = new WeakMap<Schema, DOMSerializer>();
const bodyHtml = new WeakMap<PMNode, string>();

/**
 * A body node's HTML. Nodes are immutable, so the HTML of a node is computed once (a change
 * list is computed on every keystroke, and only the edited block is a new node).
 */
export function serializeBody(node: PMNode): string {
  const cached = bodyHtml.get(node);
  if (cached !== undefined) return cached;
  let serializer = serializers.get(node.type.schema);
  if (!serializer) {
    serializer = DOMSerializer.fromSchema(node.type.schema);
    serializers.set(node.type.schema, serializer);
  }
  const container = document.createElement('div');
  container.append(serializer.serializeFragment(node.content));
  const html = container.innerHTML;
  bodyHtml.set(node, html);
  return html;
}

/** A file value as it is saved: the size is only for the card. */
function savedFile(value: FileBlockValue): FileBlockValue {
  return { name: value.name, file_id: value.file_id ?? null, url: value.url ?? null };
}

function savedContact(value: ContactBlockValue): ContactBlockValue {
  return {
    name: value.name,
    function: value.function ?? null,
    organisation_name: value.organisation_name ?? null,
    email: value.email ?? null,
    phone: value.phone ?? null,
    contact_id: value.contact_id ?? null,
  };
}

/** A top-level node's type and content as a block; null for a node that is no block. */
export function nodeContent(node: PMNode): EditorBlockContent | null {
  switch (node.type.name) {
    case BLOCK_NODE.heading:
      return { type: node.attrs.level === 2 ? 'h2' : 'h1', content: node.textContent };
    case BLOCK_NODE.body:
      return { type: 'body', content: serializeBody(node) };
    case BLOCK_NODE.file:
      return { type: 'file', content: savedFile(node.attrs.content as FileBlockValue) };
    case BLOCK_NODE.contact:
      return { type: 'contact', content: savedContact(node.attrs.content as ContactBlockValue) };
    default:
      return null;
  }
}

/** A top-level node as a block (with its uid, and its lock when it is locked). */
export function nodeToBlock(node: PMNode): EditorBlock | null {
  const content = nodeContent(node);
  const uid = node.attrs.uid as string | null;
  if (!content || !uid) return null;
  const locked = lockOf(node);
  return locked === null ? { uid, ...content } : { uid, ...content, locked };
}

/** The blocks of a document, in order. */
export function docToBlocks(doc: PMNode): EditorBlock[] {
  const blocks: EditorBlock[] = [];
  doc.forEach((node) => {
    const block = nodeToBlock(node);
    if (block) blocks.push(block);
  });
  return blocks;
}

/** Whether a node is one of the four block nodes. */
export function isBlockNode(node: PMNode): boolean {
  return node.type.spec.group === 'koersBlock';
}
