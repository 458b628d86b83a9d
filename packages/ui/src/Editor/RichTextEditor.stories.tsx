import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Editor as TiptapEditor } from '@tiptap/core';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sanitizeRichText } from '../RichText/sanitize';
import { selectText } from './Editor.play';
import { DEFAULT_EDITOR_LABELS } from './labels';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

const SAMPLE =
  '<p>Zo koppel je de jaarkalender aan je agenda.</p><h3>In Outlook</h3><p>Kies Agenda toevoegen.</p>';

/** The editor as a form uses it: a visible label, and the HTML it would submit shown below. */
function Field(props: Partial<RichTextEditorProps>) {
  const [html, setHtml] = useState(SAMPLE);
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <span aria-hidden="true" style={{ fontWeight: 600 }}>
        Inhoud
      </span>
      <RichTextEditor
        defaultValue={SAMPLE}
        labels={{ surface: 'Inhoud' }}
        onChange={setHtml}
        {...props}
      />
      <output data-testid="html" style={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>
        {html}
      </output>
    </div>
  );
}

const meta = {
  title: 'Document/RichTextEditor',
  component: RichTextEditor,
  parameters: { layout: 'padded' },
  render: (args) => <Field {...args} />,
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One body of rich text: the toolbar has the text kinds h3/h4, marks, lists, quote, link and
 * table, and no document blocks (h1/h2, files, contacts, moving blocks). Ctrl+B makes bold, the
 * list button a bulleted list; the HTML is what the sanitizer keeps.
 */
export const BodyOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const surface = await canvas.findByRole('textbox', { name: 'Inhoud' });
    const editor = (surface as unknown as { editor: TiptapEditor }).editor;
    const toolbar = canvas.getByRole('toolbar', { name: DEFAULT_EDITOR_LABELS.toolbar });
    const tool = (name: string) => within(toolbar).getByRole('button', { name });
    await expect(tool(DEFAULT_EDITOR_LABELS.heading3)).toBeVisible();
    for (const absent of [
      DEFAULT_EDITOR_LABELS.heading1,
      DEFAULT_EDITOR_LABELS.heading2,
      DEFAULT_EDITOR_LABELS.moveUp,
      DEFAULT_EDITOR_LABELS.deleteBlock,
    ]) {
      await expect(within(toolbar).queryByRole('button', { name: absent })).toBeNull();
    }

    await selectText(surface, editor, 'jaarkalender');
    await userEvent.keyboard('{Control>}b{/Control}');
    await waitFor(() =>
      expect(tool(DEFAULT_EDITOR_LABELS.bold)).toHaveAttribute('aria-pressed', 'true'),
    );
    await selectText(surface, editor, 'Kies Agenda');
    await userEvent.click(tool(DEFAULT_EDITOR_LABELS.bulletList));
    const output = canvas.getByTestId('html');
    await waitFor(() =>
      expect(output).toHaveTextContent(
        '<p>Zo koppel je de <strong>jaarkalender</strong> aan je agenda.</p><h3>In Outlook</h3><ul><li><p>Kies Agenda toevoegen.</p></li></ul>',
      ),
    );
    await expect(sanitizeRichText(output.textContent!)).toBe(output.textContent);
  },
};

/** Empty: the field's HTML is '' until something is typed. */
export const Empty: Story = {
  render: () => {
    function EmptyField() {
      const [html, setHtml] = useState('');
      return (
        <div style={{ display: 'grid', gap: '0.5rem' }}>
          <RichTextEditor labels={{ surface: 'Inhoud' }} onChange={setHtml} />
          <output data-testid="html">{html === '' ? '(leeg)' : html}</output>
        </div>
      );
    }
    return <EmptyField />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const surface = await canvas.findByRole('textbox', { name: 'Inhoud' });
    surface.focus();
    await waitFor(() => expect(surface).toHaveFocus());
    document.execCommand('insertText', false, 'Hallo');
    await waitFor(() => expect(canvas.getByTestId('html')).toHaveTextContent('<p>Hallo</p>'));
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(canvas.getByTestId('html')).toHaveTextContent('(leeg)'));
  },
};
