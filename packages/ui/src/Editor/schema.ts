import { RICH_TEXT } from '@koers/contract/constants';
import { Extension, Mark, Node, getSchema, mergeAttributes, type Extensions } from '@tiptap/core';
import { Blockquote } from '@tiptap/extension-blockquote';
import { Bold } from '@tiptap/extension-bold';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Heading } from '@tiptap/extension-heading';
import { Italic } from '@tiptap/extension-italic';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Strike } from '@tiptap/extension-strike';
import { Text } from '@tiptap/extension-text';
import { Underline } from '@tiptap/extension-underline';
import { dropCursor } from '@tiptap/pm/dropcursor';
import { gapCursor } from '@tiptap/pm/gapcursor';
import { history, redo, undo } from '@tiptap/pm/history';
import type { Schema } from '@tiptap/pm/model';
import type { Command } from '@tiptap/pm/state';
import { liftListItem, sinkListItem, splitListItem } from '@tiptap/pm/schema-list';
import { goToNextCell, tableEditing } from '@tiptap/pm/tables';
import { blockAnchorId } from '../utils/numberHeadings';
import { blockIdsPlugin } from './blockIds';
import { createCardView } from './cards';
import { DEFAULT_EDITOR_LABELS, type EditorLabels } from './labels';

/** Names of the top-level nodes: one node is one Koers block. */
export const BLOCK_NODE = {
  heading: 'koersHeading',
  body: 'koersBody',
  file: 'koersFile',
  contact: 'koersContact',
} as const;

/** The URL schemes a link may have: the contract's, which the server sanitizes by. */
export const LINK_SCHEMES: readonly string[] = RICH_TEXT.urlSchemes;

/**
 * Whether `href` may be a link: an absolute http(s) URL with a host, or a mailto:/tel: address.
 * Relative and protocol-relative addresses are refused too: a document is read on other pages
 * than the one it was written on.
 */
export function isAllowedLinkHref(href: string | null | undefined): boolean {
  const value = href?.trim() ?? '';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (!scheme || !LINK_SCHEMES.includes(scheme)) return false;
  if (scheme === 'mailto' || scheme === 'tel') return value.length > scheme.length + 1;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * What the extensions need from the component around them: texts and callbacks that may change
 * while the editor lives (the object is the same, its fields are replaced).
 */
export interface EditorRuntime {
  labels: EditorLabels;
  locale: string;
  /** HTML level of h1 blocks; h2 blocks get one more. */
  headingLevel: number;
  /**
   * One rich-text body instead of a document: no h1/h2 blocks, cards, or moving and deleting
   * blocks (see `EditorProps.bodyOnly`).
   */
  bodyOnly: boolean;
  /** Commands the component handles (dialogs, the file picker); true when handled. */
  onCommand: (command: RuntimeCommand) => boolean;
  /** Says something to screen reader users (a live region). */
  announce: (message: string) => void;
  /** The file and contact cards on screen, redrawn when the texts change. */
  cards: Set<{ render: () => void }>;
}

export type RuntimeCommand = 'link' | 'file' | 'contact' | 'focusToolbar';

/** A runtime for code without a component (tests, `getSchema`). */
export function createRuntime(partial: Partial<EditorRuntime> = {}): EditorRuntime {
  return {
    labels: { ...DEFAULT_EDITOR_LABELS },
    locale: 'nl',
    headingLevel: 2,
    bodyOnly: false,
    onCommand: () => false,
    announce: () => {},
    cards: new Set(),
    ...partial,
  };
}

/**
 * The block identity of every top-level node, and its lock (the label of a read-only block, see
 * locked.ts); never read from HTML, so pasted blocks are new and never locked. The lock is not
 * written into HTML either: the view marks locked blocks with decorations, which a copy does not
 * take along.
 */
const uidAttribute = {
  uid: {
    default: null,
    parseHTML: () => null,
    renderHTML: (attributes: Record<string, unknown>) =>
      attributes.uid ? { 'data-uid': attributes.uid } : {},
  },
  locked: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
};

/** Parses the JSON of a card's `data-content` (a copy inside the editor); null when broken. */
function parseCardContent(element: HTMLElement): unknown {
  try {
    return JSON.parse(element.getAttribute('data-content') ?? 'null');
  } catch {
    return null;
  }
}

/** The document: one or more blocks. An empty document is one empty body block. */
const KoersDocument = Node.create({
  name: 'doc',
  topNode: true,
  content: `(${BLOCK_NODE.body} | ${BLOCK_NODE.heading} | ${BLOCK_NODE.file} | ${BLOCK_NODE.contact})+`,
});

/**
 * An h1 or h2 block: plain text (no marks, no line breaks), rendered as a real heading element,
 * one level below `headingLevel` for h2. Its number comes from a decoration (numbering.ts).
 */
function koersHeading(runtime: EditorRuntime) {
  return Node.create({
    name: BLOCK_NODE.heading,
    group: 'koersBlock',
    content: 'text*',
    marks: '',
    defining: true,
    addAttributes() {
      return { ...uidAttribute, level: { default: 1, rendered: false } };
    },
    parseHTML() {
      // A copy from this editor or from read mode names its level; any other h1/h2 is its own.
      return [
        { tag: '[data-block-type="h1"]', attrs: { level: 1 }, priority: 60 },
        { tag: '[data-block-type="h2"]', attrs: { level: 2 }, priority: 60 },
        { tag: 'h1', attrs: { level: 1 } },
        { tag: 'h2', attrs: { level: 2 } },
      ];
    },
    renderHTML({ node, HTMLAttributes }) {
      const level = node.attrs.level === 2 ? 2 : 1;
      const tag = `h${Math.min(6, runtime.headingLevel + level - 1)}`;
      const uid = node.attrs.uid as string | null;
      return [
        tag,
        mergeAttributes(HTMLAttributes, {
          'data-block-type': `h${level}`,
          id: uid ? blockAnchorId(uid) : undefined,
          class: 'koers-editor__heading',
        }),
        0,
      ];
    },
  });
}

/**
 * A body block: rich text (paragraphs, lists, h3/h4, quotes, tables, …). Isolating, so editing
 * commands (Enter on an empty line, lifting) stay inside it; joining two blocks is done on
 * purpose by the editor's own Backspace and Delete (keymap.ts).
 */
const KoersBody = Node.create({
  name: BLOCK_NODE.body,
  group: 'koersBlock',
  content: 'block+',
  isolating: true,
  addAttributes() {
    return uidAttribute;
  },
  parseHTML() {
    return [{ tag: 'div[data-block-type="body"]', priority: 60 }];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'div',
      mergeAttributes(HTMLAttributes, {
        'data-block-type': 'body',
        class: 'koers-editor__body koers-rich-text',
      }),
      0,
    ];
  },
});

/** A file or contact block: an atom with its value in `content`, drawn as a card. */
function cardNode(runtime: EditorRuntime, kind: 'file' | 'contact') {
  return Node.create({
    name: kind === 'file' ? BLOCK_NODE.file : BLOCK_NODE.contact,
    group: 'koersBlock',
    atom: true,
    selectable: true,
    addAttributes() {
      return {
        ...uidAttribute,
        content: {
          default: null,
          parseHTML: (element: HTMLElement) => parseCardContent(element),
          renderHTML: (attributes: Record<string, unknown>) => ({
            'data-content': JSON.stringify(attributes.content),
          }),
        },
      };
    },
    parseHTML() {
      return [
        {
          tag: `div[data-block-type="${kind}"]`,
          priority: 60,
          getAttrs: (element: HTMLElement) => (parseCardContent(element) ? null : false),
        },
      ];
    },
    renderHTML({ node, HTMLAttributes }) {
      const name = (node.attrs.content as { name?: string } | null)?.name ?? '';
      return ['div', mergeAttributes(HTMLAttributes, { 'data-block-type': kind }), name];
    },
    addNodeView() {
      return ({ node }) => createCardView(node, kind, runtime);
    },
  });
}

/** h3 and h4 inside body text (h5/h6 from a paste become h4). */
const SubHeading = Heading.extend({
  parseHTML() {
    return [
      { tag: 'h3', attrs: { level: 3 } },
      { tag: 'h4', attrs: { level: 4 } },
      { tag: 'h5', attrs: { level: 4 } },
      { tag: 'h6', attrs: { level: 4 } },
    ];
  },
}).configure({ levels: [3, 4] });

/** Lists: `<ul>`/`<ol>` without attributes (the allow-list has none), nested to any depth. */
function listNode(name: 'bulletList' | 'orderedList', tag: 'ul' | 'ol') {
  return Node.create({
    name,
    group: 'block list',
    content: 'listItem+',
    parseHTML() {
      return [{ tag }];
    },
    renderHTML() {
      return [tag, 0];
    },
  });
}

const ListItem = Node.create({
  name: 'listItem',
  content: 'paragraph block*',
  defining: true,
  parseHTML() {
    return [{ tag: 'li' }];
  },
  renderHTML() {
    return ['li', 0];
  },
  addKeyboardShortcuts() {
    const type = () => this.editor.schema.nodes.listItem!;
    const run = (command: Command) => command(this.editor.state, this.editor.view.dispatch);
    return {
      Enter: () => run(splitListItem(type())),
      Tab: () => run(sinkListItem(type())),
      'Shift-Tab': () => run(liftListItem(type())),
      // At the start of an item: out of the list (the body block isolates, so joinBackward
      // would do nothing there).
      Backspace: () => {
        const { selection } = this.editor.state;
        const { $from, empty } = selection;
        if (!empty || $from.parentOffset > 0 || $from.depth < 2) return false;
        if ($from.node(-1).type !== type() || $from.index(-1) !== 0) return false;
        return run(liftListItem(type()));
      },
    };
  },
});

/** A code block, kept for text that has one; the toolbar does not make them. */
const CodeBlock = Node.create({
  name: 'codeBlock',
  group: 'block',
  content: 'text*',
  marks: '',
  code: true,
  defining: true,
  parseHTML() {
    return [{ tag: 'pre', preserveWhitespace: 'full' }];
  },
  renderHTML() {
    return ['pre', 0];
  },
});

const HorizontalRule = Node.create({
  name: 'horizontalRule',
  group: 'block',
  parseHTML() {
    return [{ tag: 'hr' }];
  },
  renderHTML() {
    return ['hr'];
  },
});

/** Small inline marks the allow-list has and that text may hold; the toolbar does not make them. */
function simpleMark(name: 'code' | 'subscript' | 'superscript', tag: 'code' | 'sub' | 'sup') {
  return Mark.create({
    name,
    excludes: name === 'code' ? '_' : undefined,
    parseHTML() {
      return [{ tag }];
    },
    renderHTML() {
      return [tag, 0];
    },
  });
}

/**
 * Links: only `href`, and only http(s), mailto or tel (anything else is pasted as plain text).
 * No target or rel: the reader decides how links open.
 */
const Link = Mark.create({
  name: 'link',
  priority: 1000,
  inclusive: false,
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'a[href]',
        getAttrs: (element: HTMLElement) =>
          isAllowedLinkHref(element.getAttribute('href')) ? null : false,
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    const href = HTMLAttributes.href as string | null;
    return ['a', { href: isAllowedLinkHref(href) ? href!.trim() : null }, 0];
  },
});

/** Cells: only colspan/rowspan (written when not 1), as the allow-list has. */
const cellAttributes = {
  colspan: {
    default: 1,
    parseHTML: (element: HTMLElement) => Number(element.getAttribute('colspan')) || 1,
    renderHTML: (attributes: Record<string, unknown>) =>
      Number(attributes.colspan) > 1 ? { colspan: attributes.colspan } : {},
  },
  rowspan: {
    default: 1,
    parseHTML: (element: HTMLElement) => Number(element.getAttribute('rowspan')) || 1,
    renderHTML: (attributes: Record<string, unknown>) =>
      Number(attributes.rowspan) > 1 ? { rowspan: attributes.rowspan } : {},
  },
  // prosemirror-tables needs the attribute; widths are never written (no styles).
  colwidth: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
};

function cellNode(name: 'tableCell' | 'tableHeader', tag: 'td' | 'th') {
  return Node.create({
    name,
    content: 'block+',
    isolating: true,
    addAttributes() {
      return cellAttributes;
    },
    parseHTML() {
      return [{ tag }];
    },
    renderHTML({ HTMLAttributes }) {
      return [tag, HTMLAttributes, 0];
    },
  });
}

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML() {
    return [{ tag: 'tr' }];
  },
  renderHTML() {
    return ['tr', 0];
  },
});

/** A table: rows in one `<tbody>`; a header row is a row of `<th>` cells. */
const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML() {
    return [{ tag: 'table' }];
  },
  renderHTML() {
    return ['table', ['tbody', 0]];
  },
  addProseMirrorPlugins() {
    return [tableEditing()];
  },
  addKeyboardShortcuts() {
    // Tab moves between cells; at the last cell (or Shift-Tab at the first) focus leaves the
    // editor as usual, so the keyboard is never trapped.
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },
});

const TABLE_ROLES: Record<string, string> = {
  table: 'table',
  tableRow: 'row',
  tableCell: 'cell',
  tableHeader: 'header_cell',
};

/** prosemirror-tables finds its nodes by `tableRole` in the node specs. */
const TableRoles = Extension.create({
  name: 'koersTableRoles',
  extendNodeSchema(extension) {
    const tableRole = TABLE_ROLES[extension.name];
    return tableRole ? { tableRole } : {};
  },
});

/** Undo/redo (Mod-Z, Shift-Mod-Z, Mod-Y), the gap cursor beside cards and the drop cursor. */
const Basics = Extension.create({
  name: 'koersBasics',
  addProseMirrorPlugins() {
    return [
      history(),
      gapCursor(),
      dropCursor({ class: 'koers-editor__drop-cursor' }),
      blockIdsPlugin(),
    ];
  },
  addKeyboardShortcuts() {
    const run = (command: typeof undo) => command(this.editor.state, this.editor.view.dispatch);
    return {
      'Mod-z': () => run(undo),
      'Shift-Mod-z': () => run(redo),
      'Mod-y': () => run(redo),
    };
  },
});

/**
 * Every extension of the editor's schema: exactly what the allow-list (`RICH_TEXT`) can hold
 * and no more. Nothing renders `style`, `class` or any attribute outside that list into a body;
 * images and unknown elements have no node, so a paste cannot bring them in.
 */
export function schemaExtensions(runtime: EditorRuntime): Extensions {
  return [
    KoersDocument,
    koersHeading(runtime),
    KoersBody,
    cardNode(runtime, 'file'),
    cardNode(runtime, 'contact'),
    Paragraph,
    Text,
    SubHeading,
    Blockquote,
    HardBreak,
    listNode('bulletList', 'ul'),
    listNode('orderedList', 'ol'),
    ListItem,
    CodeBlock,
    HorizontalRule,
    Table,
    TableRow,
    cellNode('tableCell', 'td'),
    cellNode('tableHeader', 'th'),
    TableRoles,
    Bold,
    Italic,
    Underline,
    Strike,
    simpleMark('code', 'code'),
    simpleMark('subscript', 'sub'),
    simpleMark('superscript', 'sup'),
    Link,
    Basics,
  ];
}

let sharedSchema: Schema | undefined;

/** The editor's schema without an editor (mapping blocks, tests). */
export function editorSchema(): Schema {
  sharedSchema ??= getSchema(schemaExtensions(createRuntime()));
  return sharedSchema;
}
