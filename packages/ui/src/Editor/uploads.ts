import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/*
 * Where a running upload will land: a widget at a block edge that moves with the document as the
 * user keeps typing, so the file block appears where the file was dropped or inserted. The
 * widget is a visual placeholder only (hidden from assistive technology); the upload's name,
 * progress and errors are in the list of uploads beside the editor.
 */

type UploadMeta = { add: { id: number; pos: number; name: string } } | { remove: number };

export const uploadsKey = new PluginKey<DecorationSet>('koersUploads');

function placeholder(name: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'koers-editor__upload-placeholder';
  element.setAttribute('aria-hidden', 'true');
  element.textContent = name;
  return element;
}

export function uploadsPlugin(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key: uploadsKey,
    state: {
      init: () => DecorationSet.empty,
      apply(tr, set) {
        let next = set.map(tr.mapping, tr.doc);
        const meta = tr.getMeta(uploadsKey) as UploadMeta | undefined;
        if (meta && 'add' in meta) {
          const { id, pos, name } = meta.add;
          const widget = Decoration.widget(pos, () => placeholder(name), { id, side: 1 });
          next = next.add(tr.doc, [widget]);
        } else if (meta && 'remove' in meta) {
          next = next.remove(next.find(undefined, undefined, (spec) => spec.id === meta.remove));
        }
        return next;
      },
    },
    props: {
      decorations: (state) => uploadsKey.getState(state),
    },
  });
}

/** Marks where upload `id` will land (`pos`, a block edge). */
export function addUploadPlaceholder(tr: Transaction, id: number, pos: number, name: string) {
  return tr.setMeta(uploadsKey, { add: { id, pos, name } } satisfies UploadMeta);
}

/** Removes upload `id`'s placeholder. */
export function removeUploadPlaceholder(tr: Transaction, id: number) {
  return tr.setMeta(uploadsKey, { remove: id } satisfies UploadMeta);
}

/** Where upload `id` will land now, or null when it is gone. */
export function uploadPosition(state: EditorState, id: number): number | null {
  const set = uploadsKey.getState(state);
  const found = set?.find(undefined, undefined, (spec) => spec.id === id)[0];
  return found ? found.from : null;
}
