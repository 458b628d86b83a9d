import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Editor as TiptapEditor } from '@tiptap/core';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sanitizeRichText } from '../RichText/sanitize';
import { TableOfContents } from '../TableOfContents/TableOfContents';
import { Editor, type EditorProps } from './Editor';
import { caretAt, selectText } from './Editor.play';
import {
  BOARD_TEXT_LABEL,
  GOOGLE_DOCS_CLIPBOARD,
  WORD_CLIPBOARD,
  planWithBoardText,
  sampleContacts,
  samplePlan,
  shownHeadingNumbers,
  uid,
} from './Editor.fixtures';
import { DEFAULT_EDITOR_LABELS, type EditorLabels } from './labels';
import type {
  EditorChange,
  EditorHandle,
  EditorOutlineItem,
  FileBlockValue,
  UploadOptions,
} from './types';

/** The texts in English, as an app passes them. */
const EN: EditorLabels = {
  surface: 'Document text',
  surfaceHint: 'Alt+F10 moves to the toolbar.',
  toolbar: 'Formatting',
  tableToolbar: 'Table',
  groupBlock: 'Kind of text',
  groupText: 'Text formatting',
  groupLists: 'Lists and quote',
  groupInsert: 'Insert',
  groupMove: 'Move or delete block',
  groupHistory: 'History',
  body: 'Text',
  heading1: 'Heading 1',
  heading2: 'Heading 2',
  heading3: 'Heading 3',
  heading4: 'Heading 4',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  blockquote: 'Quote',
  link: 'Link',
  insertTable: 'Insert table',
  insertFile: 'Insert file',
  insertContact: 'Insert contact',
  moveUp: 'Move up',
  moveDown: 'Move down',
  deleteBlock: 'Delete block',
  undo: 'Undo',
  redo: 'Redo',
  rowBefore: 'Row above',
  rowAfter: 'Row below',
  columnBefore: 'Column left',
  columnAfter: 'Column right',
  deleteRow: 'Delete row',
  deleteColumn: 'Delete column',
  headerRow: 'Header row',
  deleteTable: 'Delete table',
  linkDialogTitle: 'Link',
  linkUrl: 'Address',
  linkUrlDescription: 'Starts with https://, http://, mailto: or tel:',
  linkText: 'Link text',
  linkSave: 'Save',
  linkRemove: 'Remove link',
  linkRequired: 'Enter an address.',
  linkInvalid:
    'This address cannot be a link: use an address starting with https://, http://, mailto: or tel:.',
  cancel: 'Cancel',
  close: 'Close',
  contactDialogTitle: 'Insert contact',
  contactSearch: 'Find a contact',
  contactSearching: 'Searching…',
  contactNone: 'No contacts found.',
  contactSearchFailed: 'The search failed.',
  fileBlock: 'File',
  contactBlock: 'Contact',
  download: 'Download',
  email: 'Email',
  phone: 'Phone',
  organisation: 'Organisation',
  uploads: 'Files being uploaded',
  uploading: 'Uploading {name}',
  uploadFailed: 'Uploading {name} failed.',
  uploadCancel: 'Cancel',
  uploadDismiss: 'Close',
  uploadDone: '{name} was added.',
  blockMovedUp: 'Block moved up.',
  blockMovedDown: 'Block moved down.',
  sectionMovedUp: 'Section moved up.',
  sectionMovedDown: 'Section moved down.',
  blockDeleted: 'Block deleted.',
  dragHandle: 'Drag to move',
  headingTooLong: 'A heading cannot be longer than {max} characters.',
  bodyTooLong: 'This block of text cannot get longer. Start a new block with a heading.',
  tooManyBlocks: 'A document cannot have more than {max} blocks.',
};

type Locale = 'nl' | 'en';
const labelsFor = (locale: Locale): EditorLabels => (locale === 'nl' ? DEFAULT_EDITOR_LABELS : EN);

/** The story's own controls of the fake upload: it waits for these, never for a clock. */
const HARNESS = {
  nl: {
    progress: 'Voortgang 60%',
    finish: 'Upload voltooien',
    fail: 'Upload laten mislukken',
    refused: 'Dit soort bestand kan niet worden toegevoegd.',
    remote: 'Wijziging van een collega',
    changes: 'Wijzigingen sinds opslaan',
    toc: 'Inhoudsopgave',
  },
  en: {
    progress: 'Progress 60%',
    finish: 'Finish upload',
    fail: 'Fail upload',
    refused: 'Files of this kind cannot be added.',
    remote: 'Change by a colleague',
    changes: 'Changes since saving',
    toc: 'Contents',
  },
} as const;

interface PendingUpload {
  file: File;
  options: UploadOptions;
  resolve: (value: FileBlockValue) => void;
  reject: (error: Error) => void;
}

/**
 * The editor as an app uses it: the table of contents follows the outline, the changes are
 * shown, uploads and contact search are fakes the story controls with its own buttons.
 */
function Playground({ locale, ...props }: Partial<EditorProps> & { locale: Locale }) {
  const texts = HARNESS[locale];
  const labels = labelsFor(locale);
  const [outline, setOutline] = useState<EditorOutlineItem[]>([]);
  const [changes, setChanges] = useState<EditorChange[]>([]);
  const pending = useRef<PendingUpload[]>([]);
  const editorRef = useRef<EditorHandle>(null);
  const [blocks] = useState(() => samplePlan(locale));
  return (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'minmax(0, 1fr) 14rem' }}>
      <Editor
        blocks={blocks}
        labels={locale === 'nl' ? undefined : labels}
        locale={locale}
        editorRef={editorRef}
        onChange={setChanges}
        onOutlineChange={setOutline}
        onUpload={(file, options) =>
          new Promise<FileBlockValue>((resolve, reject) => {
            pending.current.push({ file, options, resolve, reject });
          })
        }
        onSearchContacts={async (query) =>
          sampleContacts.filter((contact) =>
            contact.name.toLowerCase().includes(query.trim().toLowerCase()),
          )
        }
        {...props}
      />
      <aside style={{ display: 'grid', gap: '0.75rem', alignContent: 'start' }}>
        <TableOfContents blocks={outline} label={texts.toc} title={texts.toc} activeId={null} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
          <button type="button" onClick={() => pending.current[0]?.options.onProgress(0.6)}>
            {texts.progress}
          </button>
          <button
            type="button"
            onClick={() => {
              const upload = pending.current.shift();
              upload?.resolve({ name: upload.file.name, file_id: 42, size: upload.file.size });
            }}
          >
            {texts.finish}
          </button>
          <button
            type="button"
            onClick={() => pending.current.shift()?.reject(new Error(texts.refused))}
          >
            {texts.fail}
          </button>
          <button
            type="button"
            onClick={() =>
              editorRef.current?.applyRemoteChanges({
                blocks: [
                  {
                    uid: uid(4),
                    type: 'body',
                    content: `<p>${locale === 'nl' ? 'Aangepast door een collega.' : 'Changed by a colleague.'}</p>`,
                    after: uid(3),
                  },
                ],
              })
            }
          >
            {texts.remote}
          </button>
        </div>
        <section aria-label={texts.changes}>
          <pre data-testid="changes" style={{ fontSize: '0.7rem', whiteSpace: 'pre-wrap' }}>
            {JSON.stringify(changes, null, 1)}
          </pre>
        </section>
      </aside>
    </div>
  );
}

const meta = {
  title: 'Document/Editor',
  component: Editor,
  args: { blocks: samplePlan('nl') },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- Helpers of the play functions --------------------------------------------------------

const body = within(document.body);

/** The editor's parts, once its surface is there (it mounts in an effect, after the render). */
async function setup(canvasElement: HTMLElement, locale: Locale) {
  const canvas = within(canvasElement);
  const labels = labelsFor(locale);
  const surface = await canvas.findByRole('textbox', { name: labels.surface });
  const editor = (surface as unknown as { editor: TiptapEditor }).editor;
  const toolbar = canvas.getByRole('toolbar', { name: labels.toolbar });
  const tool = (name: keyof EditorLabels) =>
    within(toolbar).getByRole('button', { name: labels[name] });
  const changes = () => JSON.parse(canvas.getByTestId('changes').textContent!) as EditorChange[];
  // The numbers are CSS counters; this reads them by the same rules (without the tag name).
  const headings = () => shownHeadingNumbers(surface).map((h) => h.replace(/^H\d /, ''));
  return {
    canvas,
    labels,
    surface,
    editor,
    toolbar,
    tool,
    changes,
    headings,
    texts: HARNESS[locale],
  };
}

/** Types as the browser's own text input does, and waits until the editor has it. */
/**
 * Types `text` at the editor's selection, as text input reaches ProseMirror: its input handlers
 * first (input rules, the locks), else the text inserted there. Not through the browser's
 * `insertText`: that goes where the browser's caret is, which on a busy machine may not yet be
 * drawn where the last key (Enter's new line) put the selection.
 */
async function typeText(editor: TiptapEditor, text: string) {
  const { view } = editor;
  const { from, to } = view.state.selection;
  const insert = () => view.state.tr.insertText(text, from, to);
  const handled = view.someProp('handleTextInput', (handle) =>
    handle(view, from, to, text, insert),
  );
  if (!handled) view.dispatch(insert());
  await waitFor(() => expect(editor.state.doc.textContent).toContain(text));
}

// --- Typing, formatting and links ---------------------------------------------------------

/**
 * Typing in body text, Enter for a new line, Ctrl+B for bold (the Bold button shows pressed),
 * Ctrl+K for a link: an ftp: address is refused with a message, an https: one is set. The
 * change is one upsert of the body block, in HTML the sanitizer leaves as it is.
 */
async function playFormatting(canvasElement: HTMLElement, locale: Locale) {
  const { surface, editor, tool, changes, labels } = await setup(canvasElement, locale);
  const sentence = locale === 'nl' ? 'elke dag.' : 'every day.';
  await caretAt(surface, editor, sentence);
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Control>}b{/Control}');
  await waitFor(() => expect(tool('bold')).toHaveAttribute('aria-pressed', 'true'));
  await typeText(editor, 'Samen sterk');
  await waitFor(() =>
    expect([...surface.querySelectorAll('strong')].map((b) => b.textContent)).toContain(
      'Samen sterk',
    ),
  );
  // Select the new words and make them a link.
  await selectText(surface, editor, 'Samen sterk');
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = await body.findByRole('dialog', { name: labels.linkDialogTitle });
  const address = within(dialog).getByRole('textbox', { name: labels.linkUrl });
  await waitFor(() => expect(address).toHaveFocus());
  await userEvent.type(address, 'ftp://example.org{Enter}');
  await expect(address).toHaveAccessibleDescription(expect.stringContaining(labels.linkInvalid));
  await userEvent.clear(address);
  await userEvent.type(address, 'https://example.org/samen{Enter}');
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  const link = await within(surface).findByRole('link', { name: 'Samen sterk' });
  await expect(link).toHaveAttribute('href', 'https://example.org/samen');
  await waitFor(() => expect(changes()).toHaveLength(1));
  const [change] = changes();
  await expect(change).toMatchObject({ op: 'upsert', uid: uid(2), block: { type: 'body' } });
  const html = (change as { block: { content: string } }).block.content;
  await expect(html).toContain(
    '<p><a href="https://example.org/samen"><strong>Samen sterk</strong></a></p>',
  );
  await expect(sanitizeRichText(html)).toBe(html);
}

export const FormattingNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Playground locale="nl" />,
  play: ({ canvasElement }) => playFormatting(canvasElement, 'nl'),
};

export const FormattingEn: Story = {
  globals: { locale: 'en' },
  render: () => <Playground locale="en" />,
  play: ({ canvasElement }) => playFormatting(canvasElement, 'en'),
};

// --- Headings numbered live ---------------------------------------------------------------

/**
 * Headings are numbered as in read mode and renumber while typing: a line of body text made an
 * h2 (Ctrl+Alt+2) becomes 1.2., then an h1 (Ctrl+Alt+1) becomes 2.; the table of contents
 * follows the outline. The toolbar turns it into text and back. Enter at the end of a heading
 * starts body text below it.
 */
async function playNumbering(canvasElement: HTMLElement, locale: Locale) {
  const { surface, editor, headings, canvas, tool } = await setup(canvasElement, locale);
  const [first, second, third] =
    locale === 'nl'
      ? ['Visie en missie', 'Kernwaarden', 'Onderwijs']
      : ['Vision and mission', 'Core values', 'Education'];
  const toc = canvas.getByRole('navigation', { name: HARNESS[locale].toc });
  await expect(headings()).toEqual([`1. ${first}`, `1.1. ${second}`, `2. ${third}`]);
  await waitFor(() =>
    expect(
      within(toc)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([`1. ${first}`, `1.1. ${second}`, `2. ${third}`]),
  );
  const line = locale === 'nl' ? 'Zie ook' : 'See also';
  await caretAt(surface, editor, line);
  await userEvent.keyboard('{Control>}{Alt>}2{/Alt}{/Control}');
  const lineText = locale === 'nl' ? 'Zie ook de toelichting.' : 'See also the explanation.';
  await waitFor(() =>
    expect(headings()).toEqual([
      `1. ${first}`,
      `1.1. ${second}`,
      `1.2. ${lineText}`,
      `2. ${third}`,
    ]),
  );
  // The toolbar follows the selection after the document has changed: wait for it too.
  await waitFor(() => expect(tool('heading2')).toHaveAttribute('aria-pressed', 'true'));
  await userEvent.keyboard('{Control>}{Alt>}1{/Alt}{/Control}');
  await waitFor(() =>
    expect(
      within(toc)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([`1. ${first}`, `1.1. ${second}`, `2. ${lineText}`, `3. ${third}`]),
  );
  // The new heading is a real heading of the editing surface.
  const made = within(surface).getByRole('heading', { name: new RegExp(lineText) });
  await expect(made.tagName).toBe('H2');
  await expect(made).toHaveAttribute('data-block-type', 'h1');
  await expect(shownHeadingNumbers(surface)).toContain(`H2 2. ${lineText}`);
  // The toolbar's Text button makes it body text again, and back with Heading 1.
  await userEvent.click(tool('body'));
  await waitFor(() => expect(headings()).toEqual([`1. ${first}`, `1.1. ${second}`, `2. ${third}`]));
  await userEvent.click(tool('heading1'));
  await waitFor(() => expect(tool('heading1')).toHaveAttribute('aria-pressed', 'true'));
  await waitFor(() => expect(headings()).toContain(`2. ${lineText}`));
  // Enter at the end of a heading: body text below it, the numbers stay.
  await caretAt(surface, editor, second);
  await userEvent.keyboard('{Enter}');
  await typeText(editor, locale === 'nl' ? 'Eerste regel' : 'First line');
  await waitFor(() => expect(tool('body')).toHaveAttribute('aria-pressed', 'true'));
  await expect(headings()).toEqual([
    `1. ${first}`,
    `1.1. ${second}`,
    `2. ${lineText}`,
    `3. ${third}`,
  ]);
}

export const HeadingsNumberedLiveNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Playground locale="nl" />,
  play: ({ canvasElement }) => playNumbering(canvasElement, 'nl'),
};

export const HeadingsNumberedLiveEn: Story = {
  globals: { locale: 'en' },
  render: () => <Playground locale="en" />,
  play: ({ canvasElement }) => playNumbering(canvasElement, 'en'),
};

// --- Tables ---------------------------------------------------------------------------------

/**
 * A table is inserted with a header row; while the cursor is in it the table toolbar offers
 * rows, columns and the header row, by button and shortcut.
 */
async function playTables(canvasElement: HTMLElement, locale: Locale) {
  const { surface, editor, tool, canvas, labels, changes } = await setup(canvasElement, locale);
  await caretAt(surface, editor, locale === 'nl' ? 'Zie ook' : 'See also', 0);
  await userEvent.click(tool('insertTable'));
  // A click on a toolbar button leaves focus (and the selection) in the text.
  await expect(surface).toHaveFocus();
  const tables = () => surface.querySelectorAll('table');
  await waitFor(() => expect(tables()).toHaveLength(2));
  const table = tables()[0]!;
  await expect(table.querySelectorAll('tr')).toHaveLength(3);
  await expect(table.querySelectorAll('tr:first-child th')).toHaveLength(3);
  const tableBar = await canvas.findByRole('toolbar', { name: labels.tableToolbar });
  await waitFor(() =>
    expect(within(tableBar).getByRole('button', { name: labels.headerRow })).toHaveAttribute(
      'aria-pressed',
      'true',
    ),
  );
  await typeText(editor, locale === 'nl' ? 'Leergebied' : 'Learning area');
  await userEvent.click(within(tableBar).getByRole('button', { name: labels.rowAfter }));
  await waitFor(() => expect(table.querySelectorAll('tr')).toHaveLength(4));
  await userEvent.keyboard('{Control>}{Alt>}{Shift>}{ArrowRight}{/Shift}{/Alt}{/Control}');
  await waitFor(() => expect(table.querySelectorAll('tr:first-child > *')).toHaveLength(4));
  await waitFor(() =>
    expect(JSON.stringify(changes())).toContain(
      locale === 'nl' ? '<th><p>Leergebied</p></th>' : '<th><p>Learning area</p></th>',
    ),
  );
  // The header row off and on again.
  const headerRow = within(tableBar).getByRole('button', { name: labels.headerRow });
  await userEvent.click(headerRow);
  await waitFor(() => expect(headerRow).toHaveAttribute('aria-pressed', 'false'));
  await expect(table.querySelectorAll('th')).toHaveLength(0);
  await userEvent.click(headerRow);
  await waitFor(() => expect(table.querySelectorAll('tr:first-child th')).toHaveLength(4));
  // The cursor's row (the first) goes.
  await userEvent.click(within(tableBar).getByRole('button', { name: labels.deleteRow }));
  await waitFor(() => expect(table.querySelectorAll('tr')).toHaveLength(3));
  await expect(table).not.toHaveTextContent(locale === 'nl' ? 'Leergebied' : 'Learning area');
}

export const TablesNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Playground locale="nl" />,
  play: ({ canvasElement }) => playTables(canvasElement, 'nl'),
};

export const TablesEn: Story = {
  globals: { locale: 'en' },
  render: () => <Playground locale="en" />,
  play: ({ canvasElement }) => playTables(canvasElement, 'en'),
};

// --- Paste ------------------------------------------------------------------------------------

/** Dispatches a paste with this clipboard HTML at the caret, as a real paste does. */
function paste(surface: HTMLElement, html: string) {
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData('text/plain', 'plain');
  surface.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

/**
 * Paste from Word (Dutch) and Google Docs (English): headings become numbered heading blocks,
 * lists, bold, tables and links stay; styles, fonts, comments and images go. Every body
 * block the paste made is already what the sanitizer keeps.
 */
async function playPaste(canvasElement: HTMLElement, locale: Locale) {
  const { surface, editor, headings, changes } = await setup(canvasElement, locale);
  const third = locale === 'nl' ? 'Onderwijs' : 'Education';
  await caretAt(surface, editor, third);
  paste(surface, locale === 'nl' ? WORD_CLIPBOARD : GOOGLE_DOCS_CLIPBOARD);
  const expected =
    locale === 'nl'
      ? ['3. Visie op onderwijs', '3.1. Doelen']
      : ['3. Ouderbetrokkenheid', '3.1. Afspraken'];
  await waitFor(() => expect(headings().slice(3)).toEqual(expected));
  await expect(surface.querySelector('img, [style], [class*="Mso"], font')).toBeNull();
  await expect(surface.querySelectorAll('ul ul li').length).toBeGreaterThan(0);
  await expect(surface.querySelectorAll('table')).toHaveLength(2);
  await expect(
    within(surface).getByRole('link', { name: /Rijksoverheid|de ouderpagina/ }),
  ).toBeVisible();
  await waitFor(() => expect(changes().length).toBeGreaterThanOrEqual(4));
  for (const change of changes()) {
    if (change.op !== 'upsert' || change.block.type !== 'body') continue;
    await expect(sanitizeRichText(change.block.content)).toBe(change.block.content);
    await expect(change.block.content).not.toMatch(/mso|Calibri|Arial|data:|Opmerking/);
  }
}

export const PasteFromWordNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Playground locale="nl" />,
  play: ({ canvasElement }) => playPaste(canvasElement, 'nl'),
};

export const PasteFromGoogleDocsEn: Story = {
  globals: { locale: 'en' },
  render: () => <Playground locale="en" />,
  play: ({ canvasElement }) => playPaste(canvasElement, 'en'),
};

// --- Moving sections and blocks -----------------------------------------------------------------

/**
 * Alt+Shift+↑ in a heading moves its whole section up (a screen reader hears it); the changes are
 * moves only. Then the other section is dragged by its handle back to the top.
 */
async function playMove(canvasElement: HTMLElement, locale: Locale) {
  const { surface, editor, headings, changes, labels, canvas } = await setup(canvasElement, locale);
  const [first, second, third] =
    locale === 'nl'
      ? ['Visie en missie', 'Kernwaarden', 'Onderwijs']
      : ['Vision and mission', 'Core values', 'Education'];
  await caretAt(surface, editor, third, 2);
  await userEvent.keyboard('{Alt>}{Shift>}{ArrowUp}{/Shift}{/Alt}');
  await waitFor(() => expect(headings()).toEqual([`1. ${third}`, `2. ${first}`, `2.1. ${second}`]));
  await expect(canvas.getByRole('status')).toHaveTextContent(labels.sectionMovedUp);
  // The caret moved along.
  await expect(editor.state.selection.$from.parent.textContent).toBe(third);
  await waitFor(() => expect(changes().map((c) => c.op)).toEqual(['move', 'move', 'move']));

  // Drag the first h1's section by its handle back above the other one.
  const heading = within(surface).getByRole('heading', { name: first });
  const box = heading.getBoundingClientRect();
  heading.dispatchEvent(
    new MouseEvent('mousemove', { bubbles: true, clientX: box.left + 10, clientY: box.top + 5 }),
  );
  const handle = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLElement>('.koers-editor__handle');
    expect(found).not.toBeNull();
    return found!;
  });
  const dataTransfer = new DataTransfer();
  handle.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer }));
  const top = surface.firstElementChild!;
  const rect = top.getBoundingClientRect();
  const over = {
    bubbles: true,
    cancelable: true,
    dataTransfer,
    clientX: rect.left + 20,
    clientY: rect.top + 2,
  };
  top.dispatchEvent(new DragEvent('dragover', over));
  await waitFor(() =>
    expect(canvasElement.querySelector('.koers-editor__drop-line')).not.toBeNull(),
  );
  top.dispatchEvent(new DragEvent('drop', over));
  handle.dispatchEvent(new DragEvent('dragend', { bubbles: true, dataTransfer }));
  await waitFor(() => expect(headings()).toEqual([`1. ${first}`, `1.1. ${second}`, `2. ${third}`]));
  await expect(canvas.getByRole('status')).toHaveTextContent(labels.sectionMovedUp);
  // Back where everything was: nothing left to save.
  await waitFor(() => expect(changes()).toEqual([]));
}

export const MoveSectionNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Playground locale="nl" />,
  play: ({ canvasElement }) => playMove(canvasElement, 'nl'),
};

export const MoveSectionEn: Story = {
  globals: { locale: 'en' },
  render: () => <Playground locale="en" />,
  play: ({ canvasElement }) => playMove(canvasElement, 'en'),
};

// --- Keyboard only --------------------------------------------------------------------------------

/**
 * Keyboard alone: Tab reaches the toolbar (one tab stop), arrow keys move between its buttons
 * (skipping what cannot be used where the cursor is), Tab goes on into the text and Shift+Tab
 * comes back to the same button, as Alt+F10 does from the text. Every button has
 * its shortcut: Ctrl+I makes italic and the button shows it; Enter on the button undoes it,
 * Ctrl+Z brings it back.
 */
async function playKeyboard(canvasElement: HTMLElement, locale: Locale) {
  const { surface, editor, tool } = await setup(canvasElement, locale);
  // The cursor starts in the first heading: text buttons are off, block buttons on.
  await userEvent.tab();
  await expect(tool('body')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  await expect(tool('heading1')).toHaveFocus();
  await waitFor(() => expect(tool('heading1')).toHaveAttribute('aria-pressed', 'true'));
  await userEvent.keyboard('{ArrowRight}');
  await expect(tool('heading2')).toHaveFocus();
  await userEvent.tab();
  await expect(surface).toHaveFocus();
  await userEvent.tab({ shift: true });
  await expect(tool('heading2')).toHaveFocus();
  await userEvent.tab();
  await expect(surface).toHaveFocus();
  await selectText(surface, editor, locale === 'nl' ? 'samen' : 'together');
  await userEvent.keyboard('{Control>}i{/Control}');
  await waitFor(() => expect(tool('italic')).toHaveAttribute('aria-pressed', 'true'));
  await expect(tool('italic')).toHaveAttribute('aria-keyshortcuts', 'Control+I');
  // Alt+F10: back to the toolbar's tab stop, the button used last.
  await userEvent.keyboard('{Alt>}{F10}{/Alt}');
  await expect(tool('heading2')).toHaveFocus();
  // In body text the text buttons can be used: the arrows reach them now.
  for (const name of ['heading3', 'heading4', 'bold', 'italic'] as const) {
    await userEvent.keyboard('{ArrowRight}');
    await expect(tool(name)).toHaveFocus();
  }
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(tool('italic')).toHaveAttribute('aria-pressed', 'false'));
  await expect(tool('italic')).toHaveFocus();
  await userEvent.tab();
  await expect(surface).toHaveFocus();
  await userEvent.keyboard('{Control>}z{/Control}');
  await waitFor(() => expect(tool('italic')).toHaveAttribute('aria-pressed', 'true'));
}

export const KeyboardOnlyNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Playground locale="nl" />,
  play: ({ canvasElement }) => playKeyboard(canvasElement, 'nl'),
};

export const KeyboardOnlyEn: Story = {
  globals: { locale: 'en' },
  render: () => <Playground locale="en" />,
  play: ({ canvasElement }) => playKeyboard(canvasElement, 'en'),
};

// --- Files ------------------------------------------------------------------------------------------

/**
 * A file chosen with the file button uploads with a progress bar (the story reports 60%, then
 * finishes) and lands as a download card after the cursor's block; a file dropped on the text
 * whose upload the server refuses shows the refusal until it is closed.
 */
async function playUpload(canvasElement: HTMLElement, locale: Locale) {
  const { surface, editor, canvas, labels, changes, texts } = await setup(canvasElement, locale);
  await caretAt(surface, editor, locale === 'nl' ? 'Kernwaarden' : 'Core values');
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  const name = locale === 'nl' ? 'Jaarverslag.pdf' : 'Annual report.pdf';
  await userEvent.upload(input, new File(['%PDF-1.7'], name, { type: 'application/pdf' }));
  const progress = await canvas.findByRole('progressbar', {
    name: labels.uploading.replace('{name}', name),
  });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await userEvent.click(canvas.getByRole('button', { name: texts.progress }));
  await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '60'));
  await userEvent.click(canvas.getByRole('button', { name: texts.finish }));
  await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  const card = await waitFor(() => {
    const found = surface.querySelector(
      '[data-block-type="file"]:not([data-uid="' + uid(5) + '"])',
    );
    expect(found).not.toBeNull();
    return found!;
  });
  await expect(card).toHaveTextContent(name);
  await waitFor(() =>
    expect(changes()).toContainEqual(
      expect.objectContaining({
        op: 'upsert',
        after: uid(3),
        block: expect.objectContaining({ type: 'file' }),
      }),
    ),
  );

  // Dropped on the text, refused by the server.
  const dropped = new DataTransfer();
  dropped.items.add(new File(['x'], 'film.mov', { type: 'video/quicktime' }));
  const target = surface.querySelector('p')!.getBoundingClientRect();
  surface.querySelector('p')!.dispatchEvent(
    new DragEvent('drop', {
      bubbles: true,
      cancelable: true,
      dataTransfer: dropped,
      clientX: target.left + 5,
      clientY: target.top + 5,
    }),
  );
  await canvas.findByRole('progressbar', { name: labels.uploading.replace('{name}', 'film.mov') });
  await userEvent.click(canvas.getByRole('button', { name: texts.fail }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.refused);
  await userEvent.click(canvas.getByRole('button', { name: labels.uploadDismiss }));
  await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  await expect(surface).not.toHaveTextContent('film.mov');
}

export const FileUploadNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Playground locale="nl" />,
  play: ({ canvasElement }) => playUpload(canvasElement, 'nl'),
};

export const FileUploadEn: Story = {
  globals: { locale: 'en' },
  render: () => <Playground locale="en" />,
  play: ({ canvasElement }) => playUpload(canvasElement, 'en'),
};

// --- Contacts -------------------------------------------------------------------------------------

/**
 * The contact button opens a searchable combobox: typing filters, arrow keys and Enter pick;
 * the contact card lands after the cursor's block and focus returns to the text.
 */
async function playContact(canvasElement: HTMLElement, locale: Locale) {
  const { surface, editor, tool, labels, changes } = await setup(canvasElement, locale);
  await caretAt(surface, editor, locale === 'nl' ? 'Kernwaarden' : 'Core values');
  await userEvent.click(tool('insertContact'));
  const dialog = await body.findByRole('dialog', { name: labels.contactDialogTitle });
  const combobox = await within(dialog).findByRole('combobox', { name: labels.contactSearch });
  await waitFor(() => expect(combobox).toHaveFocus());
  await userEvent.type(combobox, 'bas');
  const option = await body.findByRole('option', { name: /Bas Jansen/ });
  // The search for what was typed has answered (nothing is announced as pending).
  await waitFor(() => expect(combobox).toHaveAccessibleDescription(''));
  await expect(body.queryByRole('option', { name: /An de Vries/ })).toBeNull();
  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(option).toHaveAttribute('data-focused', 'true'));
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(surface).toHaveFocus());
  const cards = surface.querySelectorAll('[data-block-type="contact"]');
  await expect(cards[0]).toHaveTextContent('Bas Jansen');
  await waitFor(() =>
    expect(changes()).toContainEqual(
      expect.objectContaining({
        op: 'upsert',
        after: uid(3),
        block: {
          type: 'contact',
          content: expect.objectContaining({ name: 'Bas Jansen', contact_id: 4 }),
        },
      }),
    ),
  );
}

export const ContactPickingNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Playground locale="nl" />,
  play: ({ canvasElement }) => playContact(canvasElement, 'nl'),
};

export const ContactPickingEn: Story = {
  globals: { locale: 'en' },
  render: () => <Playground locale="en" />,
  play: ({ canvasElement }) => playContact(canvasElement, 'en'),
};

// --- Delete with undo, and others' changes ------------------------------------------------------------

/**
 * Alt+Shift+Backspace deletes the cursor's block; the status says so with an undo button, which
 * brings it back with its uid. A colleague's change then arrives: the text changes, the caret
 * stays where it was, and nothing is left to save.
 */
async function playDeleteAndRemote(canvasElement: HTMLElement, locale: Locale) {
  const { surface, editor, labels, canvas, changes, texts } = await setup(canvasElement, locale);
  const second = locale === 'nl' ? 'Kernwaarden' : 'Core values';
  await caretAt(surface, editor, second, 3);
  await userEvent.keyboard('{Alt>}{Shift>}{Backspace}{/Shift}{/Alt}');
  await waitFor(() => expect(surface).not.toHaveTextContent(second));
  await expect(canvas.getByRole('status')).toHaveTextContent(labels.blockDeleted);
  await waitFor(() => expect(changes()).toEqual([{ op: 'delete', uid: uid(3) }]));
  const status = within(canvasElement.querySelector<HTMLElement>('.koers-editor__status')!);
  await userEvent.click(status.getByRole('button', { name: labels.undo }));
  const restored = await within(surface).findByRole('heading', { name: second });
  await expect(restored).toHaveAttribute('data-uid', uid(3));
  await waitFor(() => expect(changes()).toEqual([]));

  const third = locale === 'nl' ? 'Onderwijs' : 'Education';
  await caretAt(surface, editor, third, 3);
  await userEvent.click(canvas.getByRole('button', { name: texts.remote }));
  await waitFor(() =>
    expect(surface).toHaveTextContent(/Aangepast door een collega|Changed by a colleague/),
  );
  await expect(editor.state.selection.$head.parent.textContent).toBe(third);
  await expect(editor.state.selection.$head.parentOffset).toBe(3);
  await expect(changes()).toEqual([]);
}

export const DeleteUndoAndRemoteNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Playground locale="nl" />,
  play: ({ canvasElement }) => playDeleteAndRemote(canvasElement, 'nl'),
};

export const DeleteUndoAndRemoteEn: Story = {
  globals: { locale: 'en' },
  render: () => <Playground locale="en" />,
  play: ({ canvasElement }) => playDeleteAndRemote(canvasElement, 'en'),
};

// --- The board's text (locked blocks) ---------------------------------------------------------------

/**
 * A school plan made from its board's template: the board's chapter has its label above it and
 * is numbered as any other. Typing, Backspace and Delete in it change nothing and make no change
 * to save; its toolbar buttons are off and it has no drag handle. Enter in it starts a line of
 * the school's own text right after the chapter, which is saved after the chapter's last block.
 */
async function playBoardText(canvasElement: HTMLElement, locale: Locale) {
  const { surface, editor, changes, headings, tool } = await setup(canvasElement, locale);
  const nl = locale === 'nl';
  const label = BOARD_TEXT_LABEL[locale];
  const band = within(surface).getByText(label);
  await expect(band).toBeVisible();
  const chapter = within(surface).getByRole('heading', {
    name: nl ? 'Identiteit van de stichting' : 'Identity of the foundation',
  });
  await expect(band.nextElementSibling).toBe(chapter);
  await expect(chapter).toHaveAttribute('contenteditable', 'false');
  await expect(chapter).toHaveAttribute('aria-description', label);
  await expect(headings()).toEqual(
    nl
      ? ['1. Visie en missie', '2. Identiteit van de stichting', '2.1. Burgerschap', '3. Onderwijs']
      : [
          '1. Vision and mission',
          '2. Identity of the foundation',
          '2.1. Citizenship',
          '3. Education',
        ],
  );

  // Typing in the board's text changes nothing.
  const before = editor.state.doc;
  const lockedText = nl ? 'open voor' : 'open to';
  await caretAt(surface, editor, lockedText);
  await waitFor(() => expect(tool('bold')).toBeDisabled());
  await userEvent.keyboard('xyz');
  document.execCommand('insertText', false, 'abc');
  await userEvent.keyboard('{Backspace}{Delete}');
  // At the edge of the school's text after it: Backspace does not eat it either.
  await caretAt(surface, editor, nl ? 'Onderwijs' : 'Education', 0);
  await userEvent.keyboard('{Backspace}');
  await caretAt(surface, editor, nl ? 'samen, elke dag.' : 'together, every day.');
  await userEvent.keyboard('{Delete}');
  await expect(editor.state.doc.eq(before)).toBe(true);
  await expect(surface).toHaveTextContent(
    nl ? 'Onze scholen zijn open voor alle kinderen.' : 'Our schools are open to all children.',
  );
  await expect(changes()).toEqual([]);

  // Selected, it can be copied.
  await selectText(surface, editor, lockedText);
  await expect(document.getSelection()!.toString()).toBe(lockedText);

  // Enter in the chapter: a line of the school's own text right after it.
  const last = nl ? 'meedoen in de samenleving' : 'take part in society';
  await caretAt(surface, editor, last);
  await userEvent.keyboard('{Enter}');
  // The caret is on the new, empty line before anything is typed.
  await waitFor(() => expect(editor.state.selection.$from.parent.textContent).toBe(''));
  const own = nl ? 'Onze eigen aanvulling.' : 'Our own addition.';
  await typeText(editor, own);
  const added = (await within(surface).findByText(own)).closest('[data-block-type="body"]')!;
  await expect(added).not.toHaveAttribute('contenteditable');
  await expect(added.previousElementSibling).toHaveAttribute('data-uid', uid(14));
  await waitFor(() =>
    expect(changes()).toEqual([
      expect.objectContaining({
        op: 'upsert',
        after: uid(14),
        block: { type: 'body', content: `<p>${own}</p>` },
      }),
    ]),
  );
}

export const BoardTextNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Playground locale="nl" blocks={planWithBoardText('nl')} />,
  play: ({ canvasElement }) => playBoardText(canvasElement, 'nl'),
};

export const BoardTextEn: Story = {
  globals: { locale: 'en' },
  render: () => <Playground locale="en" blocks={planWithBoardText('en')} />,
  play: ({ canvasElement }) => playBoardText(canvasElement, 'en'),
};
