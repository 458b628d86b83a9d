import type { Fragment, Node as PMNode, NodeType } from '@tiptap/pm/model';
import {
  NodeSelection,
  Selection,
  TextSelection,
  type Command,
  type EditorState,
  type Transaction,
} from '@tiptap/pm/state';
import { liftListItem, wrapInList } from '@tiptap/pm/schema-list';
import { isEmptyBlock } from './blockIds';
import { hasLocked, isLocked, lockedRunAt, outsideLockedRun } from './locked';
import { BLOCK_NODE } from './schema';

/*
 * Block-level editing commands, as ProseMirror commands (state, dispatch) so they can be tested
 * without a view. "Block" is always a top-level node (one Koers block).
 */

/** Position of the index-th top-level node. */
export function blockPos(doc: PMNode, index: number): number {
  let pos = 0;
  for (let i = 0; i < index; i += 1) pos += doc.child(i).nodeSize;
  return pos;
}

/** The top-level block the selection is in (or the selected block, or the one after a gap). */
export function currentBlock(
  state: EditorState,
): { index: number; pos: number; node: PMNode } | null {
  const { $from } = state.selection;
  const index =
    $from.depth > 0 ? $from.index(0) : Math.min($from.index(0), state.doc.childCount - 1);
  const node = state.doc.maybeChild(index);
  if (!node) return null;
  return { index, pos: $from.depth > 0 ? $from.before(1) : blockPos(state.doc, index), node };
}

const isHeading = (node: PMNode | null | undefined): boolean =>
  node?.type.name === BLOCK_NODE.heading;
const isBody = (node: PMNode | null | undefined): boolean => node?.type.name === BLOCK_NODE.body;
const headingLevel = (node: PMNode): number => node.attrs.level as number;

/** The kind of block the selection is in: what the toolbar's block buttons show as pressed. */
export function blockKind(state: EditorState): 'h1' | 'h2' | 'body' | 'file' | 'contact' | null {
  const block = currentBlock(state);
  if (!block) return null;
  const { node } = block;
  if (isHeading(node)) return headingLevel(node) === 2 ? 'h2' : 'h1';
  if (isBody(node)) return 'body';
  return node.type.name === BLOCK_NODE.file ? 'file' : 'contact';
}

/** A cursor `offset` into the textblock at `pos` (clamped to its text). */
function cursorIn(doc: PMNode, pos: number, offset: number): Selection {
  const node = doc.nodeAt(pos);
  const size = node?.content.size ?? 0;
  return TextSelection.create(doc, pos + 1 + Math.max(0, Math.min(offset, size)));
}

/**
 * Turns the block at the cursor into an h1 or h2 block, or into body text:
 * - a heading changes level, or (the same level again, or 'body') becomes a body block holding
 *   its text, keeping its uid;
 * - a line of body text (a paragraph or h3/h4 directly in the body) becomes a heading: the body
 *   splits around it, the text before keeps the body's uid (the text after does when there is
 *   none before), and a body of that one line becomes the heading with its uid.
 * Lines inside lists, quotes and tables cannot become headings.
 */
export function setBlockKind(kind: 'h1' | 'h2' | 'body'): Command {
  return (state, dispatch) => {
    const block = currentBlock(state);
    if (!block) return false;
    const { schema } = state;
    const { node, pos } = block;
    const { $from } = state.selection;
    if (isLocked(node)) return false;

    if (isHeading(node)) {
      const level = kind === 'h2' ? 2 : 1;
      const offset = $from.depth === 1 ? $from.parentOffset : 0;
      if (kind !== 'body' && headingLevel(node) !== level) {
        if (dispatch) dispatch(state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, level }));
        return true;
      }
      const text = node.textContent;
      const paragraph = schema.nodes.paragraph!.create(null, text ? schema.text(text) : null);
      const body = schema.nodes[BLOCK_NODE.body]!.create({ uid: node.attrs.uid }, paragraph);
      if (dispatch) {
        const tr = state.tr.replaceWith(pos, pos + node.nodeSize, body);
        tr.setSelection(cursorIn(tr.doc, pos + 1, offset));
        dispatch(tr.scrollIntoView());
      }
      return true;
    }

    if (!isBody(node) || kind === 'body') return false;
    const line = $from.parent;
    if ($from.depth !== 2 || !line.isTextblock || state.selection.$to.parent !== line) return false;
    const lineIndex = $from.index(1);
    const before = node.content.cut(0, lineStart(node, lineIndex));
    const after = node.content.cut(lineStart(node, lineIndex) + line.nodeSize);
    if (dispatch) {
      const uid = node.attrs.uid as string;
      const bodyType = schema.nodes[BLOCK_NODE.body]!;
      const nodes: PMNode[] = [];
      if (before.size) nodes.push(bodyType.create({ uid }, before));
      const text = line.textContent.replace(/\s*\n\s*/g, ' ');
      const headingUid = before.size || after.size ? null : uid;
      nodes.push(
        schema.nodes[BLOCK_NODE.heading]!.create(
          { uid: headingUid, level: kind === 'h2' ? 2 : 1 },
          text ? schema.text(text) : null,
        ),
      );
      if (after.size) nodes.push(bodyType.create({ uid: before.size ? null : uid }, after));
      const tr = state.tr.replaceWith(pos, pos + node.nodeSize, nodes);
      const headingPos = pos + (before.size ? before.size + 2 : 0);
      tr.setSelection(cursorIn(tr.doc, headingPos, $from.parentOffset));
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** Offset of the index-th child inside a node's content. */
function lineStart(node: PMNode, index: number): number {
  let offset = 0;
  for (let i = 0; i < index; i += 1) offset += node.child(i).nodeSize;
  return offset;
}

/**
 * The blocks that move together with block `index`: a heading with everything under it (up to
 * the next heading of the same or a higher level), any other block alone. [start, end).
 */
export function unitAt(doc: PMNode, index: number): [number, number] {
  const node = doc.child(index);
  if (!isHeading(node)) return [index, index + 1];
  let end = index + 1;
  while (end < doc.childCount) {
    const next = doc.child(end);
    if (isHeading(next) && headingLevel(next) <= headingLevel(node)) break;
    end += 1;
  }
  return [index, end];
}

/** Where a moved selection lands: the same place inside the moved blocks. */
function shiftedSelection(selection: Selection, doc: PMNode, delta: number): Selection {
  if (selection instanceof NodeSelection) return NodeSelection.create(doc, selection.from + delta);
  if (selection instanceof TextSelection) {
    return TextSelection.create(doc, selection.anchor + delta, selection.head + delta);
  }
  return Selection.near(doc.resolve(selection.from + delta));
}

/**
 * Moves blocks [start, end) to before block `target` (an index outside the range; the count
 * of blocks for the end). The selection moves along when it was inside them.
 */
export function moveBlocks(
  state: EditorState,
  start: number,
  end: number,
  target: number,
): Transaction | null {
  const { doc } = state;
  if (target >= start && target <= end) return null;
  const from = blockPos(doc, start);
  const to = blockPos(doc, end);
  const content = doc.slice(from, to).content;
  const targetPos = blockPos(doc, target);
  const tr = state.tr.delete(from, to);
  const insertAt = tr.mapping.map(targetPos);
  tr.insert(insertAt, content);
  const { selection } = state;
  if (selection.from >= from && selection.to <= to) {
    tr.setSelection(shiftedSelection(selection, tr.doc, insertAt - from));
  }
  return tr.scrollIntoView();
}

/**
 * Moves the block at the cursor one place up (-1) or down (1); a heading moves with its section,
 * past the previous or next section of its level (an h2 at the edge of its h1's section moves
 * into the neighbouring h1's section). `onMoved` says what moved.
 */
export function moveCurrent(
  direction: -1 | 1,
  onMoved?: (what: 'block' | 'section') => void,
): Command {
  return (state, dispatch) => {
    const block = currentBlock(state);
    if (!block) return false;
    const { doc } = state;
    const [start, end] = unitAt(doc, block.index);
    // Locked blocks stay where they are (others' blocks can move past them).
    if (hasLocked(doc, start, end)) return false;
    const level = isHeading(block.node) ? headingLevel(block.node) : null;
    let target: number;
    if (direction < 0) {
      if (start === 0) return false;
      target = start - 1;
      if (level !== null) {
        while (target > 0) {
          const node = doc.child(target);
          if (isHeading(node) && headingLevel(node) <= level) break;
          target -= 1;
        }
      }
    } else {
      if (end >= doc.childCount) return false;
      target = end + 1;
      if (level !== null) {
        while (target < doc.childCount) {
          const node = doc.child(target);
          if (isHeading(node) && headingLevel(node) <= level) break;
          target += 1;
        }
      }
    }
    // Never into a run of locked blocks: past it.
    target = outsideLockedRun(doc, target, direction);
    if (target >= start && target <= end) return false;
    // Asked only whether it can (the toolbar, on every change): no trial move of the blocks.
    if (!dispatch) return true;
    const tr = moveBlocks(state, start, end, target);
    if (!tr) return false;
    dispatch(tr);
    onMoved?.(end - start > 1 || level !== null ? 'section' : 'block');
    return true;
  };
}

/**
 * Deletes the block at the cursor (a heading alone, not its section). The last block of a
 * document becomes an empty body block instead. Undo brings it back with its uid.
 */
export function deleteCurrentBlock(onDeleted?: () => void): Command {
  return (state, dispatch) => {
    const block = currentBlock(state);
    if (!block || isLocked(block.node)) return false;
    if (dispatch) {
      const { pos, node, index } = block;
      const tr = state.tr;
      if (state.doc.childCount === 1) {
        tr.replaceWith(
          pos,
          pos + node.nodeSize,
          state.schema.nodes[BLOCK_NODE.body]!.createAndFill()!,
        );
        tr.setSelection(Selection.atStart(tr.doc));
      } else {
        tr.delete(pos, pos + node.nodeSize);
        const near = Math.min(index, tr.doc.childCount - 1);
        tr.setSelection(Selection.near(tr.doc.resolve(blockPos(tr.doc, near)), 1));
      }
      dispatch(tr.scrollIntoView());
      onDeleted?.();
    }
    return true;
  };
}

/**
 * Inserts a block node after the block at the cursor (in place of it when that is an empty body
 * block) and selects it.
 */
export function insertBlock(node: PMNode): Command {
  return (state, dispatch) => {
    const block = currentBlock(state);
    if (dispatch) {
      const tr = state.tr;
      let at: number;
      if (!block) at = state.doc.content.size;
      else if (isLocked(block.node)) {
        // After the run of locked blocks the cursor is in.
        at = blockPos(state.doc, lockedRunAt(state.doc, block.index)[1]);
      } else if (isBody(block.node) && isEmptyBlock(block.node)) {
        tr.delete(block.pos, block.pos + block.node.nodeSize);
        at = block.pos;
      } else at = block.pos + block.node.nodeSize;
      tr.insert(at, node);
      tr.setSelection(
        node.isAtom ? NodeSelection.create(tr.doc, at) : Selection.near(tr.doc.resolve(at + 1)),
      );
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** Inserts a block node at a top-level position (an upload's place), mapped to a block edge. */
export function insertBlockAt(tr: Transaction, pos: number, node: PMNode): Transaction {
  return tr.insert(blockEdgeAfter(tr.doc, pos), node);
}

/**
 * The block edge at or after `pos` where a new block can go: `pos` itself between blocks, else
 * after the block it is in; never inside a run of locked blocks (after it).
 */
export function blockEdgeAfter(doc: PMNode, pos: number): number {
  const $pos = doc.resolve(Math.max(0, Math.min(pos, doc.content.size)));
  const index = $pos.depth === 0 ? $pos.index(0) : $pos.index(0) + 1;
  return blockPos(doc, outsideLockedRun(doc, index, 1));
}

/** An empty table with a header row, its cells holding one empty paragraph. */
export function createTable(state: EditorState, rows = 3, columns = 3): PMNode {
  const { nodes } = state.schema;
  const cell = (type: NodeType) => type.createAndFill()!;
  const row = (type: NodeType) =>
    nodes.tableRow!.create(
      null,
      Array.from({ length: columns }, () => cell(type)),
    );
  return nodes.table!.create(null, [
    row(nodes.tableHeader!),
    ...Array.from({ length: rows - 1 }, () => row(nodes.tableCell!)),
  ]);
}

/**
 * Inserts a table with a header row at the cursor inside body text; in a heading or beside a
 * card, in a new body block after it. Not inside a table.
 */
export const insertTable: Command = (state, dispatch) => {
  const { $from } = state.selection;
  for (let d = $from.depth; d > 0; d -= 1) if ($from.node(d).type.name === 'table') return false;
  const block = currentBlock(state);
  if (!block || isLocked(block.node)) return false;
  if (dispatch) {
    const table = createTable(state);
    const tr = state.tr;
    if (isBody(block.node) && $from.depth >= 2) {
      tr.replaceSelectionWith(table);
    } else {
      const at = block.pos + block.node.nodeSize;
      tr.insert(at, state.schema.nodes[BLOCK_NODE.body]!.create(null, table));
    }
    // The cursor into the table's first cell.
    const tablePos = positionOf(tr.doc, table);
    if (tablePos !== null) tr.setSelection(Selection.near(tr.doc.resolve(tablePos + 1)));
    dispatch(tr.scrollIntoView());
  }
  return true;
};

/** Where a node (this very object) is in a document. */
function positionOf(doc: PMNode, target: PMNode): number | null {
  let found: number | null = null;
  doc.descendants((node, pos) => {
    if (found !== null) return false;
    if (node === target) {
      found = pos;
      return false;
    }
    return !node.isTextblock;
  });
  return found;
}

/**
 * A bulleted or numbered list: on when off, off (lifted out) when the cursor is in a list of
 * that kind, switched when it is in the other kind.
 */
export function toggleList(listName: 'bulletList' | 'orderedList'): Command {
  return (state, dispatch) => {
    const { schema, selection } = state;
    const listType = schema.nodes[listName]!;
    const { $from } = selection;
    for (let d = $from.depth; d > 0; d -= 1) {
      const node = $from.node(d);
      if (node.type === listType) return liftListItem(schema.nodes.listItem!)(state, dispatch);
      if (node.type.name === 'bulletList' || node.type.name === 'orderedList') {
        if (dispatch) dispatch(state.tr.setNodeMarkup($from.before(d), listType));
        return true;
      }
    }
    return wrapInList(listType)(state, dispatch);
  };
}

/** Whether the cursor is in a list of that kind. */
export function inList(state: EditorState, listName: string): boolean {
  const { $from } = state.selection;
  for (let d = $from.depth; d > 0; d -= 1) {
    const name = $from.node(d).type.name;
    if (name === 'bulletList' || name === 'orderedList') return name === listName;
  }
  return false;
}

/** Whether the cursor is inside a node of that type. */
export function inNode(state: EditorState, name: string): boolean {
  const { $from } = state.selection;
  for (let d = $from.depth; d > 0; d -= 1) if ($from.node(d).type.name === name) return true;
  return false;
}

/**
 * Enter in a heading: at its end a new line of body text below it (at the start of the body
 * block that follows, or in a new one); at its start (with text) an empty line above it; in the
 * middle it splits into two headings, the second part a new block.
 */
export const enterInHeading: Command = (state, dispatch) => {
  if (!isHeading(state.selection.$from.parent)) return false;
  const tr = state.tr;
  if (!state.selection.empty) tr.deleteSelection();
  const { $from } = tr.selection;
  if (!isHeading($from.parent) || $from.depth !== 1) {
    // The selection reached into other blocks; what is left is an ordinary split.
    if (dispatch) dispatch(tr.split($from.pos).scrollIntoView());
    return true;
  }
  const { schema } = state;
  const heading = $from.parent;
  const headingPos = $from.before(1);
  const index = $from.index(0);
  const paragraph = () => schema.nodes.paragraph!.create();
  const newBody = () => schema.nodes[BLOCK_NODE.body]!.create(null, paragraph());

  if ($from.parentOffset === heading.content.size) {
    const after = headingPos + heading.nodeSize;
    const next = tr.doc.maybeChild(index + 1);
    if (isBody(next) && !isLocked(next)) tr.insert(after + 1, paragraph());
    else tr.insert(after, newBody());
    tr.setSelection(TextSelection.create(tr.doc, after + 2));
  } else if ($from.parentOffset === 0) {
    const previous = tr.doc.maybeChild(index - 1);
    if (isBody(previous) && !isLocked(previous)) tr.insert(headingPos - 1, paragraph());
    else tr.insert(headingPos, newBody());
  } else {
    tr.split($from.pos);
  }
  if (dispatch) dispatch(tr.scrollIntoView());
  return true;
};

/**
 * Enter in a locked block: a new line of body text right after its run of locked blocks (at the
 * start of the ordinary body block that follows, or in a new one); at the very start of the run,
 * right before it. Nothing inside the locked text changes.
 */
export const enterInLocked: Command = (state, dispatch) => {
  const block = currentBlock(state);
  if (!block || !isLocked(block.node)) return false;
  const { doc, schema, selection } = state;
  const [start, end] = lockedRunAt(doc, block.index);
  const runStart = blockPos(doc, start);
  const before = selection.empty && block.index === start && selection.from <= runStart + 2;
  if (dispatch) {
    const tr = state.tr;
    const paragraph = schema.nodes.paragraph!.create();
    const neighbour = doc.maybeChild(before ? start - 1 : end);
    if (isBody(neighbour) && !isLocked(neighbour)) {
      const at = before ? runStart - 1 : blockPos(doc, end) + 1;
      tr.insert(at, paragraph);
      tr.setSelection(TextSelection.create(tr.doc, at + 1));
    } else {
      const at = before ? runStart : blockPos(doc, end);
      tr.insert(at, schema.nodes[BLOCK_NODE.body]!.create(null, paragraph));
      tr.setSelection(TextSelection.create(tr.doc, at + 2));
    }
    dispatch(tr.scrollIntoView());
  }
  return true;
};

/** Enter in a line directly in body text: a new line in the same block, never a new block. */
export const enterInBody: Command = (state, dispatch) => {
  const { $from, $to } = state.selection;
  if ($from.depth !== 2 || !isBody($from.node(1)) || $from.parent.type.spec.code) return false;
  if ($to.depth !== 2 || $to.node(1) !== $from.node(1)) return false;
  if (dispatch) {
    const tr = state.tr;
    if (!state.selection.empty) tr.deleteSelection();
    const $pos = tr.selection.$from;
    const atEnd = $pos.parentOffset === $pos.parent.content.size;
    const marks = state.storedMarks ?? ($pos.parentOffset > 0 ? $pos.marks() : null);
    // A new line after a sub-heading is a paragraph, as in any editor.
    tr.split($pos.pos, 1, atEnd ? [{ type: state.schema.nodes.paragraph! }] : undefined);
    // Typing goes on in the same formatting.
    if (marks) tr.ensureMarks(marks);
    dispatch(tr.scrollIntoView());
  }
  return true;
};

/** Plain text of a textblock (line breaks become spaces): what joins into a heading. */
function plainText(node: PMNode): string {
  return node.textBetween(0, node.content.size, ' ', ' ');
}

/**
 * Joins block `index` into the block before it, as Backspace at the start of a block and Delete
 * at the end of the one before do. Text meets text: a heading takes the plain text of the body's
 * first line, a body's last line takes the heading's text, two bodies become one (the first
 * keeps its uid). Next to a card the card is selected instead (a second key press deletes it),
 * and an empty block beside it is removed.
 */
export function joinBlocks(
  state: EditorState,
  index: number,
  forward: boolean,
): Transaction | null {
  const { doc, schema } = state;
  const a = doc.maybeChild(index - 1);
  const b = doc.maybeChild(index);
  if (!a || !b) return null;
  const aPos = blockPos(doc, index - 1);
  const bPos = aPos + a.nodeSize;
  const tr = state.tr;

  if (isLocked(a) || isLocked(b)) {
    // A locked block joins nothing: an empty block beside it goes, and Backspace steps into the
    // end of the locked text before; otherwise nothing happens.
    const other = isLocked(a) ? b : a;
    const otherPos = isLocked(a) ? bPos : aPos;
    if (!isLocked(other) && !other.isAtom && isEmptyBlock(other)) {
      tr.delete(otherPos, otherPos + other.nodeSize);
      const near = Math.min(forward ? otherPos : Math.max(otherPos - 1, 0), tr.doc.content.size);
      return tr.setSelection(Selection.near(tr.doc.resolve(near), forward ? 1 : -1));
    }
    return forward ? tr : tr.setSelection(Selection.near(doc.resolve(bPos), -1));
  }

  if (a.isAtom || b.isAtom) {
    const cardIsA = a.isAtom;
    const other = cardIsA ? b : a;
    const removeOther = !other.isAtom && isEmptyBlock(other);
    if (removeOther) {
      const otherPos = cardIsA ? bPos : aPos;
      tr.delete(otherPos, otherPos + other.nodeSize);
    }
    const cardPos = cardIsA || removeOther ? aPos : bPos;
    return tr.setSelection(NodeSelection.create(tr.doc, cardPos));
  }

  if (isHeading(a) && isHeading(b)) {
    tr.join(bPos);
    return tr.setSelection(TextSelection.create(tr.doc, bPos - 1));
  }

  if (isHeading(a)) {
    const first = b.firstChild!;
    if (!first.isTextblock) {
      return forward ? tr.setSelection(Selection.near(doc.resolve(bPos + 1))) : null;
    }
    const joint = bPos - 1;
    const text = plainText(first);
    const only = b.childCount === 1;
    tr.delete(only ? bPos : bPos + 1, only ? bPos + b.nodeSize : bPos + 1 + first.nodeSize);
    if (text) tr.insert(joint, schema.text(text));
    return tr.setSelection(TextSelection.create(tr.doc, joint));
  }

  if (isHeading(b)) {
    const last = a.lastChild!;
    const text = b.textContent;
    tr.delete(bPos, bPos + b.nodeSize);
    if (last.isTextblock) {
      const joint = bPos - 2;
      if (text) tr.insert(joint, schema.text(text));
      return tr.setSelection(TextSelection.create(tr.doc, joint));
    }
    if (!text) return tr.setSelection(Selection.near(tr.doc.resolve(bPos - 1), -1));
    tr.insert(bPos - 1, schema.nodes.paragraph!.create(null, schema.text(text)));
    return tr.setSelection(TextSelection.create(tr.doc, bPos));
  }

  // Two bodies: one block, and the lines at the joint join too when both are text.
  const last = a.lastChild!;
  const first = b.firstChild!;
  if (last.isTextblock && first.isTextblock && last.canAppend(first)) {
    tr.join(bPos, 2);
    return tr.setSelection(TextSelection.create(tr.doc, bPos - 2));
  }
  tr.join(bPos);
  return tr;
}

/** Backspace at the start of a block's first line: join it into the block before. */
export const backspaceAtBlockStart: Command = (state, dispatch) => {
  const { selection } = state;
  if (!selection.empty || !(selection instanceof TextSelection)) return false;
  const { $from } = selection;
  if ($from.parentOffset !== 0 || $from.depth < 1) return false;
  const atStart =
    $from.depth === 1 || ($from.depth === 2 && isBody($from.node(1)) && $from.index(1) === 0);
  const index = $from.index(0);
  if (!atStart || index === 0) return false;
  const tr = joinBlocks(state, index, false);
  if (!tr) return false;
  if (dispatch) dispatch(tr.scrollIntoView());
  return true;
};

/** Delete at the end of a block's last line: join the next block into it. */
export const deleteAtBlockEnd: Command = (state, dispatch) => {
  const { selection } = state;
  if (!selection.empty || !(selection instanceof TextSelection)) return false;
  const { $from } = selection;
  if ($from.parentOffset !== $from.parent.content.size || $from.depth < 1) return false;
  const atEnd =
    $from.depth === 1 ||
    ($from.depth === 2 && isBody($from.node(1)) && $from.index(1) === $from.node(1).childCount - 1);
  const index = $from.index(0);
  if (!atEnd || index >= state.doc.childCount - 1) return false;
  const tr = joinBlocks(state, index + 1, true);
  if (!tr) return false;
  if (dispatch) dispatch(tr.scrollIntoView());
  return true;
};

/** The content of the index-th child as a fragment (for tests and moves). */
export function blocksFragment(doc: PMNode, start: number, end: number): Fragment {
  return doc.slice(blockPos(doc, start), blockPos(doc, end)).content;
}
