import { limitsPlugin, loadKey } from './limits';
import { lockedPlugin } from './locked';
import { remoteKey } from './remote';
import { Extension } from '@tiptap/core';
import type { Slice } from '@tiptap/pm/model';
import type { Command, EditorState } from '@tiptap/pm/state';
import {
  addColumnAfter,
  addColumnBefore,
  addRowAfter,
  addRowBefore,
  deleteColumn,
  deleteRow,
  deleteTable,
  isInTable,
  toggleHeader,
} from '@tiptap/pm/tables';
import {
  backspaceAtBlockStart,
  deleteAtBlockEnd,
  deleteCurrentBlock,
  enterInBody,
  enterInLocked,
  enterInHeading,
  insertTable,
  moveCurrent,
  setBlockKind,
  toggleList,
} from './commands';
import { cleanPastedHtml, fitPastedSlice } from './paste';
import type { EditorRuntime } from './schema';
import { SHORTCUTS, type ShortcutName } from './shortcuts';
import { uploadsPlugin } from './uploads';

/** A table command that only runs inside a table. */
const inTable =
  (command: Command): Command =>
  (state, dispatch, view) =>
    isInTable(state) && command(state, dispatch, view);

/**
 * The commands behind the toolbar's buttons and shortcuts that are not a mark or node of their
 * own (those come with their extensions: bold, lists, quotes, sub-headings).
 */
export function blockCommands(runtime: EditorRuntime): Partial<Record<ShortcutName, Command>> {
  const { labels, announce } = runtime;
  const textCommands: Partial<Record<ShortcutName, Command>> = {
    body: setBlockKind('body'),
    bulletList: toggleList('bulletList'),
    orderedList: toggleList('orderedList'),
    insertTable,
    rowBefore: inTable(addRowBefore),
    rowAfter: inTable(addRowAfter),
    columnBefore: inTable(addColumnBefore),
    columnAfter: inTable(addColumnAfter),
    deleteRow: inTable(deleteRow),
    deleteColumn: inTable(deleteColumn),
    headerRow: inTable(toggleHeader('row')),
    deleteTable: inTable(deleteTable),
  };
  // One rich-text body has no blocks to make, move or delete.
  if (runtime.bodyOnly) return textCommands;
  return {
    ...textCommands,
    heading1: setBlockKind('h1'),
    heading2: setBlockKind('h2'),
    moveUp: moveCurrent(-1, (what) =>
      announce(what === 'section' ? labels.sectionMovedUp : labels.blockMovedUp),
    ),
    moveDown: moveCurrent(1, (what) =>
      announce(what === 'section' ? labels.sectionMovedDown : labels.blockMovedDown),
    ),
    deleteBlock: deleteCurrentBlock(() => announce(labels.blockDeleted)),
  };
}

/**
 * How the document behaves beyond its schema: block-aware Enter, Backspace and Delete, the
 * block and table shortcuts, upload placeholders and paste cleaning (live heading numbers are
 * CSS counters, see Editor.css).
 * High priority, so its keys come before those of the nodes and Tiptap's defaults.
 */
export function behaviourExtension(runtime: EditorRuntime) {
  return Extension.create({
    name: 'koersBehaviour',
    priority: 1000,
    addKeyboardShortcuts() {
      const run = (command: Command) => () =>
        command(this.editor.state, this.editor.view.dispatch, this.editor.view);
      const commands = blockCommands(runtime);
      const keys: Record<string, () => boolean> = {
        Enter: run(
          (state, dispatch) =>
            enterInLocked(state, dispatch) ||
            enterInHeading(state, dispatch) ||
            enterInBody(state, dispatch),
        ),
        Backspace: run(backspaceAtBlockStart),
        Delete: run(deleteAtBlockEnd),
        [SHORTCUTS.link]: () => runtime.onCommand('link'),
        [SHORTCUTS.insertFile]: () => !runtime.bodyOnly && runtime.onCommand('file'),
        [SHORTCUTS.insertContact]: () => !runtime.bodyOnly && runtime.onCommand('contact'),
        [SHORTCUTS.focusToolbar]: () => runtime.onCommand('focusToolbar'),
      };
      for (const [name, command] of Object.entries(commands)) {
        const shortcut = SHORTCUTS[name as ShortcutName];
        keys[shortcut] = run(command);
        // Ctrl+Alt+Shift+letter: Windows reports it only as the shifted letter (Ctrl-Alt-H).
        const letter = /^Mod-Alt-Shift-([a-z])$/.exec(shortcut)?.[1];
        if (letter) keys[`Mod-Alt-${letter.toUpperCase()}`] = run(command);
      }
      // Mod-Alt-0 on a line of body text is the paragraph's own (h3/h4 back to a paragraph).
      keys[SHORTCUTS.body] = run(commands.body!);
      return keys;
    },
    addProseMirrorPlugins() {
      return [
        uploadsPlugin(),
        limitsPlugin(runtime),
        lockedPlugin((tr) => !!tr.getMeta(remoteKey) || !!tr.getMeta(loadKey)),
      ];
    },
  });
}

/**
 * The editor props for pasting: Word and Google Docs cleaned, headings where they fit (in one
 * rich-text body, `bodyOnly`, everything is text of that body).
 */
export function pasteProps(bodyOnly = false) {
  return {
    transformPastedHTML: cleanPastedHtml,
    transformPasted: (slice: Slice, state: EditorState) => fitPastedSlice(slice, state, bodyOnly),
  };
}
