import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor as TiptapEditor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { sanitizeRichText } from '../RichText/sanitize';
import { RichTextEditor, bodyHtml } from './RichTextEditor';

beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  // jsdom has no ClipboardEvent; ProseMirror's pasteHTML only needs an event to pass along.
  globalThis.ClipboardEvent ??= class extends Event {} as unknown as typeof ClipboardEvent;
});

/** The Tiptap editor behind the surface (Tiptap puts it on the element). */
const editorOf = (surface: HTMLElement) => (surface as unknown as { editor: TiptapEditor }).editor;

/** Selects `text` in the editor (jsdom has no selection UI). */
function select(editor: TiptapEditor, text: string) {
  let from = -1;
  editor.state.doc.descendants((node, pos) => {
    if (from >= 0 || !node.isText) return from < 0;
    const index = node.text!.indexOf(text);
    if (index >= 0) from = pos + index;
    return false;
  });
  act(() => {
    editor.view.dispatch(
      editor.state.tr.setSelection(
        TextSelection.create(editor.state.doc, from, from + text.length),
      ),
    );
  });
}

describe('RichTextEditor', () => {
  it('offers the text tools of the document editor and none of its blocks', () => {
    render(<RichTextEditor defaultValue="<p>Hallo</p>" />);
    const toolbar = screen.getByRole('toolbar', { name: 'Opmaak' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(
      expect.arrayContaining(['Tekst', 'Kop 3', 'Kop 4', 'Vet', 'Cursief', 'Link']),
    );
    for (const absent of ['Kop 1', 'Kop 2', 'Blok omhoog', 'Blok omlaag', 'Blok verwijderen'])
      expect(names).not.toContain(absent);
    expect(
      within(toolbar).queryByRole('group', { name: 'Blok verplaatsen of verwijderen' }),
    ).toBeNull();
  });

  it('gives the body as HTML the sanitizer keeps, in a hidden input of the form too', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <form>
        <RichTextEditor defaultValue="<p>Stap een</p>" name="content" onChange={onChange} />
      </form>,
    );
    const surface = screen.getByRole('textbox', { name: 'Tekst van het document' });
    const editor = editorOf(surface);
    select(editor, 'een');
    await userEvent.click(screen.getByRole('button', { name: 'Vet' }));
    const html = '<p>Stap <strong>een</strong></p>';
    expect(onChange).toHaveBeenLastCalledWith(html);
    expect(sanitizeRichText(html)).toBe(html);
    const form = container.querySelector('form')!;
    expect(new FormData(form).get('content')).toBe(html);

    select(editor, 'Stap');
    await userEvent.click(screen.getByRole('button', { name: 'Opsomming' }));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Stap <strong>een</strong></p></li></ul>');
  });

  it('makes no document headings: the shortcut does nothing, a pasted h1/h2 is an h3/h4', () => {
    const onChange = vi.fn();
    render(<RichTextEditor defaultValue="<p>Tekst</p>" onChange={onChange} />);
    const editor = editorOf(screen.getByRole('textbox'));
    select(editor, 'Tekst');
    act(() => {
      editor.view.someProp('handleKeyDown', (handler) =>
        handler(
          editor.view,
          new KeyboardEvent('keydown', { key: '1', ctrlKey: true, altKey: true }),
        ),
      );
    });
    expect(editor.getHTML()).not.toMatch(/<h[12]/);
    act(() => {
      editor.view.pasteHTML('<h1>Titel</h1><p>Alinea</p><h2>Onder</h2>');
    });
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('<h3>Titel</h3>');
    expect(html).toContain('<h4>Onder</h4>');
    expect(html).not.toMatch(/<h[12]|data-block-type/);
  });
});

describe('bodyHtml', () => {
  it('is empty for a body without text, and keeps a heading block as an h3/h4', () => {
    expect(bodyHtml([{ uid: 'a', type: 'body', content: '<p></p>' }])).toBe('');
    expect(bodyHtml([{ uid: 'a', type: 'body', content: '<p> &nbsp;</p>' }])).toBe('');
    expect(bodyHtml([{ uid: 'a', type: 'body', content: '<hr>' }])).toBe('<hr>');
    expect(
      bodyHtml([
        { uid: 'a', type: 'h1', content: 'A & <b>' },
        { uid: 'b', type: 'body', content: '<p>x</p>' },
        { uid: 'c', type: 'file', content: { name: 'plan.pdf', file_id: 1 } },
      ]),
    ).toBe('<h3>A &amp; &lt;b&gt;</h3><p>x</p>');
  });
});
