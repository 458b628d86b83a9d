import { useRef, useState } from 'react';
import { Editor, type EditorProps } from './Editor';
import type { EditorBlock, EditorHandle } from './types';

export interface RichTextEditorProps extends Omit<
  EditorProps,
  | 'blocks'
  | 'onChange'
  | 'onOutlineChange'
  | 'onUpload'
  | 'fileAccept'
  | 'onSearchContacts'
  | 'editorRef'
  | 'bodyOnly'
  | 'defaultValue'
> {
  /** The HTML to start with, read once when the editor mounts (a new `key` loads another). */
  defaultValue?: string | null;
  /** The body's HTML after every change; '' when it holds no text. */
  onChange?: (html: string) => void;
  /**
   * Name of a hidden input that holds the HTML, so the text is submitted with the form around
   * the editor (`FormData`).
   */
  name?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML of one rich-text body from the editor's blocks (`EditorHandle.getBlocks()` of a
 * `bodyOnly` editor): the body blocks' HTML in order. A heading block, which a body-only editor
 * does not make, is kept as an h3 or h4; file and contact blocks have no place in a body. Text
 * without any letters (an empty line) is ''.
 */
export function bodyHtml(blocks: readonly EditorBlock[]): string {
  const html = blocks
    .map((block) => {
      if (block.type === 'body') return block.content;
      if (block.type === 'h1' || block.type === 'h2') {
        const tag = block.type === 'h1' ? 'h3' : 'h4';
        return `<${tag}>${escapeHtml(block.content)}</${tag}>`;
      }
      return '';
    })
    .join('');
  const hasContent =
    /<(hr|table)\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
  return hasContent ? html : '';
}

/**
 * The document editor's rich text on one body (a manual's text, a description): the same
 * toolbar, shortcuts, marks, lists, h3/h4, quotes, links and tables, and the same HTML (what the
 * `RICH_TEXT` allow-list keeps), without the blocks of a document. HTML in, HTML out.
 *
 * Load it lazily (`import('@koers/ui/editor')`): it brings Tiptap/ProseMirror along.
 */
export function RichTextEditor({ defaultValue, onChange, name, ...props }: RichTextEditorProps) {
  const [blocks] = useState(() => [
    {
      // The block's identity only matters inside the editor: one body, never saved as a block.
      uid: '00000000-0000-4000-8000-000000000000',
      type: 'body',
      content: defaultValue ?? '',
    },
  ]);
  const editorRef = useRef<EditorHandle>(null);
  const [html, setHtml] = useState(() => defaultValue ?? '');
  const handleChange = () => {
    const next = bodyHtml(editorRef.current?.getBlocks() ?? []);
    setHtml(next);
    onChange?.(next);
  };
  return (
    <>
      <Editor {...props} blocks={blocks} bodyOnly editorRef={editorRef} onChange={handleChange} />
      {name ? <input type="hidden" name={name} value={html} /> : null}
    </>
  );
}
