import { Fragment, Slice, type Node as PMNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import type { Step } from '@tiptap/pm/transform';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { BLOCK_NODE } from './schema';

/*
 * Locked blocks: text the user reads but does not write (a board's fixed chapters in a school's
 * plan). A block's `locked` attribute is the label to show ("Tekst van het bestuur · gewijzigd op
 * 3 mei 2027"); it comes in with the blocks and with others' changes, never from HTML, so a
 * pasted copy of locked text is ordinary text. The user cannot change, delete, split, join or
 * move a locked block, nor put anything inside a run of them; others' changes (and the document
 * as it loads) can do anything, including locking and unlocking blocks.
 */

/** A block's lock label, or null when the block is not locked. */
export function lockOf(node: PMNode | null | undefined): string | null {
  const value: unknown = node?.attrs.locked;
  return typeof value === 'string' && value !== '' ? value : null;
}

export const isLocked = (node: PMNode | null | undefined): boolean => lockOf(node) !== null;

/** A lock as it comes in (any non-empty string), or null. */
export function lockLabel(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

const isChapter = (node: PMNode): boolean =>
  node.type.name === BLOCK_NODE.heading && node.attrs.level === 1;

/**
 * Whether block `index` starts a run of locked blocks: it is locked, and the block before is not,
 * has another label, or it is an h1 (each chapter is a run of its own, with its own label).
 */
export function startsLockedRun(doc: PMNode, index: number): boolean {
  const node = doc.child(index);
  const label = lockOf(node);
  if (label === null) return false;
  return index === 0 || lockOf(doc.child(index - 1)) !== label || isChapter(node);
}

/** Whether the place before block `index` is inside a run of locked blocks (nothing goes there). */
export function insideLockedRun(doc: PMNode, index: number): boolean {
  return (
    index > 0 &&
    index < doc.childCount &&
    isLocked(doc.child(index - 1)) &&
    isLocked(doc.child(index)) &&
    !startsLockedRun(doc, index)
  );
}

/** The run of locked blocks block `index` is in: [start, end) of block indexes. */
export function lockedRunAt(doc: PMNode, index: number): [number, number] {
  let start = index;
  while (start > 0 && !startsLockedRun(doc, start)) start -= 1;
  let end = index + 1;
  while (end < doc.childCount && insideLockedRun(doc, end)) end += 1;
  return [start, end];
}

/**
 * A place between blocks (the index of the block it comes before) moved out of a locked run:
 * to the run's start when `direction` is -1, to its end when 1.
 */
export function outsideLockedRun(doc: PMNode, index: number, direction: -1 | 1): number {
  if (!insideLockedRun(doc, index)) return index;
  const [start, end] = lockedRunAt(doc, index - 1);
  return direction < 0 ? start : end;
}

/** Whether any of the blocks [start, end) is locked. */
export function hasLocked(doc: PMNode, start = 0, end = doc.childCount): boolean {
  for (let i = start; i < end; i += 1) if (isLocked(doc.child(i))) return true;
  return false;
}

/** The document range a step writes to; null for a step that touches no content. */
function stepRange(step: Step): { from: number; to: number } | null {
  const fields = step as unknown as { from?: unknown; to?: unknown; pos?: unknown };
  if (typeof fields.from === 'number' && typeof fields.to === 'number') {
    return { from: fields.from, to: fields.to };
  }
  // AttrStep and the node mark steps name the node they change by its start.
  if (typeof fields.pos === 'number') return { from: fields.pos, to: fields.pos + 1 };
  return null;
}

/**
 * Whether writing to [from, to) of `doc` touches a locked block: changes its content or
 * attributes, deletes or moves it (a move deletes it first), or inserts into a run of them.
 */
function touchesLocked(doc: PMNode, from: number, to: number): boolean {
  let touched = false;
  doc.forEach((node, start, index) => {
    if (touched) return;
    const end = start + node.nodeSize;
    if (from === to) {
      // An insertion: inside a locked block, or between two blocks of one locked run.
      touched =
        (from > start && from < end && isLocked(node)) ||
        (from === start && insideLockedRun(doc, index));
    } else touched = from < end && to > start && isLocked(node);
  });
  return touched;
}

/** Whether a transaction of the user's would change a locked block (then it is not made). */
export function changesLocked(tr: Transaction): boolean {
  if (!hasLocked(tr.before)) return false;
  return tr.steps.some((step, i) => {
    const range = stepRange(step);
    return range !== null && touchesLocked(tr.docs[i]!, range.from, range.to);
  });
}

/** Whether the selection reaches into a locked block. */
export function selectionInLocked(state: EditorState): boolean {
  return state.selection.ranges.some(({ $from, $to }) =>
    touchesLocked(state.doc, $from.pos, Math.max($to.pos, $from.pos + 1)),
  );
}

function unlockFragment(fragment: Fragment): Fragment {
  let changed = false;
  const nodes: PMNode[] = [];
  fragment.forEach((node) => {
    let next = node;
    if (isLocked(node)) {
      // A copy: no lock, and a block of its own (a new uid).
      next = node.type.create({ ...node.attrs, locked: null, uid: null }, node.content, node.marks);
    }
    if (!next.isLeaf) {
      const content = unlockFragment(next.content);
      if (content !== next.content) next = next.copy(content);
    }
    if (next !== node) changed = true;
    nodes.push(next);
  });
  return changed ? Fragment.from(nodes) : fragment;
}

/**
 * A copy of locked text, dragged or pasted in the editor, is ordinary text: a slice without
 * locks (and without the locked blocks' uids, so a copy is a new block).
 */
export function unlockSlice(slice: Slice): Slice {
  const content = unlockFragment(slice.content);
  return content === slice.content ? slice : new Slice(content, slice.openStart, slice.openEnd);
}

/** The band above a run of locked blocks: its label, shown, and read by screen readers. */
function labelElement(label: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'koers-editor__locked-label';
  element.setAttribute('contenteditable', 'false');
  element.textContent = label;
  return element;
}

/** The label bands and the marks of the locked blocks of `doc`. */
function lockedDecorations(doc: PMNode): DecorationSet {
  if (!hasLocked(doc)) return DecorationSet.empty;
  const decorations: Decoration[] = [];
  doc.forEach((node, pos, index) => {
    const label = lockOf(node);
    if (label === null) return;
    if (startsLockedRun(doc, index)) {
      decorations.push(
        Decoration.widget(pos, () => labelElement(label), {
          side: -1,
          key: `locked:${label}`,
          ignoreSelection: true,
          stopEvent: () => true,
        }),
      );
    }
    // Not editable by the browser either; the text can still be selected and copied. On the
    // view only: a copy of locked text is not locked (nor read-only where it is pasted).
    decorations.push(
      Decoration.node(pos, pos + node.nodeSize, {
        class: 'koers-editor__locked',
        contenteditable: 'false',
        'data-locked': '',
        'aria-description': label,
      }),
    );
  });
  return DecorationSet.create(doc, decorations);
}

export const lockedKey = new PluginKey<DecorationSet>('koersLocked');

/** Whether every step of `tr` writes inside one block, none at or across block edges. */
function withinBlocks(tr: Transaction): boolean {
  return tr.steps.every((step, i) => {
    const range = stepRange(step);
    if (!range) return false;
    const doc = tr.docs[i]!;
    const $from = doc.resolve(range.from);
    const $to = doc.resolve(Math.min(range.to, doc.content.size));
    return $from.depth > 0 && $to.depth > 0 && $from.index(0) === $to.index(0);
  });
}

/**
 * Keeps locked blocks as they are: a transaction of the user's that would change one is not
 * made (those `exempt` says are others' changes or the document as loaded always are), and
 * draws their label bands.
 */
export function lockedPlugin(exempt: (tr: Transaction) => boolean): Plugin<DecorationSet> {
  let current: EditorView | null = null;
  return new Plugin<DecorationSet>({
    view(view) {
      current = view;
      return {
        destroy() {
          current = null;
        },
      };
    },
    key: lockedKey,
    state: {
      init: (_config, state) => lockedDecorations(state.doc),
      apply(tr, set, _old, state) {
        if (!tr.docChanged) return set;
        // Typing inside a block moves the marks along; anything else draws them anew.
        return withinBlocks(tr) ? set.map(tr.mapping, tr.doc) : lockedDecorations(state.doc);
      },
    },
    props: {
      decorations: (state) => lockedKey.getState(state),
      // Text dragged out of a locked block is copied, never moved out of it.
      dragCopies: () => !!current && selectionInLocked(current.state),
      transformPasted: (slice) => unlockSlice(slice),
    },
    filterTransaction(tr) {
      if (!tr.docChanged || exempt(tr)) return true;
      return !changesLocked(tr);
    },
  });
}
