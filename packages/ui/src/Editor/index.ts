/**
 * `@koers/ui/editor`: the document editor, a separate entry so read-mode code never pulls in
 * Tiptap/ProseMirror. Load it lazily: `const { Editor } = await import('@koers/ui/editor')`.
 */
export { Editor } from './Editor';
export type { EditorProps } from './Editor';
export { RichTextEditor, bodyHtml } from './RichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor';
export { DEFAULT_EDITOR_LABELS } from './labels';
export type { EditorLabels } from './labels';
export { SHORTCUTS, formatShortcut } from './shortcuts';
export { isAllowedLinkHref, LINK_SCHEMES } from './schema';
export { newBlockUid } from './blockIds';
export type {
  ContactBlockValue,
  ContactOption,
  DeleteBlockChange,
  EditorBlock,
  EditorBlockContent,
  EditorBlockType,
  EditorChange,
  EditorHandle,
  EditorInputBlock,
  EditorOutlineItem,
  FileBlockValue,
  MoveBlockChange,
  RemoteBlock,
  RemoteChanges,
  RemoteOptions,
  UploadOptions,
  UpsertBlockChange,
} from './types';
