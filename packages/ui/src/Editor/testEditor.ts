import { Editor as TiptapEditor } from '@tiptap/core';
import type { Node as PMNode, Schema } from '@tiptap/pm/model';
import { EditorState, Selection, type Command, type Transaction } from '@tiptap/pm/state';
import { behaviourExtension } from './behaviour';
import { blocksToDoc } from './mapping';
import { createRuntime, schemaExtensions } from './schema';
import type { EditorInputBlock } from './types';

/**
 * An editor state with every plugin of the real editor (ids, history, numbering, tables) and
 * no view, for unit tests of the document logic. Test code only.
 */
export function testEditor(blocks: readonly EditorInputBlock[]) {
  const runtime = createRuntime();
  const editor = new TiptapEditor({
    element: null,
    extensions: [...schemaExtensions(runtime), behaviourExtension(runtime)],
  });
  const schema: Schema = editor.schema;
  let state = EditorState.create({
    doc: blocksToDoc(schema, blocks),
    plugins: editor.extensionManager.plugins,
  });
  const dispatch = (tr: Transaction) => {
    state = state.apply(tr);
  };
  return {
    schema,
    runtime,
    get state() {
      return state;
    },
    get doc(): PMNode {
      return state.doc;
    },
    dispatch,
    run(command: Command) {
      return command(state, dispatch);
    },
    /** Puts the cursor `offset` characters into the text of the block with `uid`. */
    cursorIn(uid: string, offset = 0, line = 0) {
      let target = -1;
      state.doc.forEach((node, pos) => {
        if (node.attrs.uid !== uid) return;
        if (node.isTextblock) target = pos + 1 + offset;
        else {
          let start = pos + 1;
          for (let i = 0; i < line; i += 1) start += node.child(i).nodeSize;
          target = start + 1 + offset;
        }
      });
      if (target < 0) throw new Error(`no block ${uid}`);
      dispatch(state.tr.setSelection(Selection.near(state.doc.resolve(target))));
    },
    /** Types text at the cursor, as the view would. */
    type(text: string) {
      dispatch(state.tr.insertText(text));
    },
  };
}
