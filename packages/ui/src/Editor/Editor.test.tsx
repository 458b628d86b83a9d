import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor as TiptapEditor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { createRef } from 'react';
import { itPassesThrough } from '../test-utils/passthrough';
import { Editor } from './Editor';
import { samplePlan, shownHeadingNumbers, uid } from './Editor.fixtures';
import type { EditorChange, EditorHandle, EditorOutlineItem } from './types';

beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

/** Puts the cursor right after `text`, through the handle's session (jsdom has no selection UI). */
function cursorAfter(handle: EditorHandle, text: string) {
  const { editor } = handle as unknown as { editor: TiptapEditor };
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (at >= 0 || !node.isText) return at < 0;
    const index = node.text!.indexOf(text);
    if (index >= 0) at = pos + index + text.length;
    return false;
  });
  act(() => {
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, at)));
  });
  return editor;
}

describe('Editor', () => {
  it('is one labelled multiline textbox with real, numbered headings', () => {
    render(<Editor blocks={samplePlan()} />);
    const surface = screen.getByRole('textbox', { name: 'Tekst van het document' });
    expect(surface).toHaveAttribute('aria-multiline', 'true');
    expect(surface).toHaveAccessibleDescription('Alt+F10 gaat naar de werkbalk.');
    expect(
      within(surface)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Visie en missie', 'Onderwijs']);
    expect(shownHeadingNumbers(surface)).toEqual([
      'H2 1. Visie en missie',
      'H3 1.1. Kernwaarden',
      'H2 2. Onderwijs',
    ]);
  });

  it('has a toolbar whose buttons have names, shortcuts and a pressed state', () => {
    render(<Editor blocks={samplePlan()} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Opmaak' });
    const bold = within(toolbar).getByRole('button', { name: 'Vet' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(bold).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    expect(within(toolbar).getByRole('button', { name: 'Kop 1' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+Alt+1',
    );
    // No callbacks, no file or contact buttons.
    expect(within(toolbar).queryByRole('button', { name: 'Bestand invoegen' })).toBeNull();
    expect(within(toolbar).queryByRole('button', { name: 'Contactpersoon invoegen' })).toBeNull();
  });

  it('is one tab stop: only the button used last is in the tab order (roving tabindex)', async () => {
    const user = userEvent.setup();
    render(<Editor blocks={samplePlan()} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Opmaak' });
    const inTabOrder = () =>
      within(toolbar)
        .getAllByRole('button')
        // Disabled buttons are not focusable at all.
        .filter((button) => button.tabIndex === 0 && !(button as HTMLButtonElement).disabled)
        .map((button) => button.getAttribute('aria-label'));
    expect(inTabOrder()).toEqual(['Tekst']);
    await user.tab();
    expect(within(toolbar).getByRole('button', { name: 'Tekst' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Kop 1' })).toHaveFocus();
    expect(inTabOrder()).toEqual(['Kop 1']);
  });

  it('speaks the app’s language', () => {
    render(
      <Editor
        blocks={samplePlan('en')}
        labels={{ surface: 'Document text', toolbar: 'Formatting', bold: 'Bold' }}
        onUpload={() => new Promise(() => {})}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Document text' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('button', {
        name: 'Bold',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestand invoegen' })).toBeInTheDocument();
  });

  it('shows the block type of the cursor as pressed and offers the table toolbar in a table', () => {
    const ref = createRef<EditorHandle>();
    render(<Editor blocks={samplePlan()} editorRef={ref} />);
    cursorAfter(ref.current!, 'Kernwaard');
    expect(screen.getByRole('button', { name: 'Kop 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Vet' })).toBeDisabled();
    expect(screen.queryByRole('toolbar', { name: 'Tabel' })).toBeNull();
    cursorAfter(ref.current!, 'Taal');
    const table = screen.getByRole('toolbar', { name: 'Tabel' });
    expect(within(table).getByRole('button', { name: 'Koprij' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('hands the app its blocks, changes, outline and a way to merge others’ changes', () => {
    const ref = createRef<EditorHandle>();
    const changes: EditorChange[][] = [];
    const outlines: EditorOutlineItem[][] = [];
    render(
      <Editor
        blocks={samplePlan()}
        editorRef={ref}
        onChange={(list) => changes.push(list)}
        onOutlineChange={(outline) => outlines.push(outline)}
      />,
    );
    expect(ref.current!.getBlocks()).toHaveLength(8);
    expect(outlines.at(-1)!.map((h) => `${h.number} ${h.content}`)).toEqual([
      '1. Visie en missie',
      '1.1. Kernwaarden',
      '2. Onderwijs',
    ]);
    act(() =>
      ref.current!.applyRemoteChanges({
        blocks: [{ uid: uid(20), type: 'h2', content: 'Nieuw', after: uid(7) }],
      }),
    );
    expect(outlines.at(-1)!.map((h) => h.number)).toEqual(['1.', '1.1.', '2.', '2.1.']);
    expect(changes).toEqual([]);
  });

  it('links only to http(s), mailto and tel, and says so', async () => {
    const user = userEvent.setup();
    const ref = createRef<EditorHandle>();
    const changes: EditorChange[][] = [];
    render(
      <Editor blocks={samplePlan()} editorRef={ref} onChange={(list) => changes.push(list)} />,
    );
    const editor = cursorAfter(ref.current!, 'samen');
    act(() => {
      const { from } = editor.state.selection;
      editor.view.dispatch(
        editor.state.tr.setSelection(TextSelection.create(editor.state.doc, from - 5, from)),
      );
    });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    const address = within(dialog).getByRole('textbox', { name: 'Adres' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(address).toHaveAccessibleDescription(/kan geen link worden/);
    expect(address).toHaveFocus();
    await user.clear(address);
    await user.type(address, 'https://example.org/samen{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes.at(-1)).toEqual([
      expect.objectContaining({
        uid: uid(2),
        block: expect.objectContaining({
          content: expect.stringContaining(
            '<a href="https://example.org/samen"><strong>samen</strong></a>',
          ),
        }),
      }),
    ]);
  });
});

itPassesThrough({
  renderWith: (props) => <Editor {...props} blocks={samplePlan()} />,
  root: () => screen.getByRole('toolbar', { name: 'Opmaak' }).closest('.koers-editor')!,
  ownClass: 'koers-editor',
});
