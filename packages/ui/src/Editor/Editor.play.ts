// Play-function helpers of the editor's stories: selections as a person makes them.
import type { Editor as TiptapEditor } from '@tiptap/core';
import { waitFor } from 'storybook/test';

/**
 * Finds `text` in the surface and gives the editor a DOM selection in it, as a click or a drag
 * does, until the editor has taken it over. ProseMirror may put its own selection back when the
 * DOM one arrives at a moment it ignores it (right after focus, or while it holds selection
 * updates back); a person then clicks again, and so does this.
 */
async function selectInText(
  surface: HTMLElement,
  editor: TiptapEditor,
  text: string,
  range: (index: number) => [number, number],
) {
  surface.focus();
  const walker = document.createTreeWalker(surface, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const index = node.data.indexOf(text);
    if (index < 0) continue;
    const [start, end] = range(index);
    const expected = [editor.view.posAtDOM(node, start), editor.view.posAtDOM(node, end)];
    const taken = () =>
      editor.state.selection.from === expected[0] && editor.state.selection.to === expected[1];
    const apply = () => document.getSelection()!.setBaseAndExtent(node, start, node, end);
    apply();
    await waitFor(() => {
      if (!taken()) {
        apply();
        throw new Error(`the editor has not taken the selection in "${text}" yet`);
      }
    });
    return;
  }
  throw new Error(`no text "${text}" in the editor`);
}

/** Puts the caret after `text` (or `offset` characters into it), as a click does. */
export function caretAt(
  surface: HTMLElement,
  editor: TiptapEditor,
  text: string,
  offset = text.length,
) {
  return selectInText(surface, editor, text, (index) => [index + offset, index + offset]);
}

/** Selects `text` as a drag of the mouse does. */
export function selectText(surface: HTMLElement, editor: TiptapEditor, text: string) {
  return selectInText(surface, editor, text, (index) => [index, index + text.length]);
}
