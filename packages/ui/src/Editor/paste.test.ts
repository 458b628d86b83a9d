import { RICH_TEXT } from '@koers/contract/constants';
import { TextSelection } from '@tiptap/pm/state';
import { sanitizeRichText } from '../RichText/sanitize';
import { GOOGLE_DOCS_CLIPBOARD, WORD_CLIPBOARD, uid } from './Editor.fixtures';
import { DEFAULT_EDITOR_LABELS } from './labels';
import { cleanPastedHtml } from './paste';
import { EditorSession } from './session';
import type { EditorInputBlock } from './types';

// jsdom has no layout: ProseMirror asks for rectangles when it scrolls the cursor into view.
beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
  // …and no ClipboardEvent, which view.pasteHTML creates.
  (globalThis as { ClipboardEvent?: unknown }).ClipboardEvent ??= class extends Event {
    clipboardData = null;
  };
});

function mounted(blocks: EditorInputBlock[]) {
  const session = new EditorSession(blocks, {
    labels: DEFAULT_EDITOR_LABELS,
    locale: 'nl',
    headingLevel: 2,
  });
  const element = document.createElement('div');
  document.body.append(element);
  session.mount(element);
  return {
    session,
    view: session.editor.view,
    /** Puts the cursor right after the first occurrence of `text`. */
    cursorAfter(text: string) {
      const { state } = session.editor;
      let at = -1;
      state.doc.descendants((node, pos) => {
        if (at >= 0 || !node.isText) return at < 0;
        const index = node.text!.indexOf(text);
        if (index >= 0) at = pos + index + text.length;
        return false;
      });
      if (at < 0) throw new Error(`no text ${text}`);
      session.editor.view.dispatch(state.tr.setSelection(TextSelection.create(state.doc, at)));
    },
    /** Puts the cursor at the start of the first (empty) line of the document. */
    cursorAtStart() {
      const { state } = session.editor;
      session.editor.view.dispatch(state.tr.setSelection(TextSelection.create(state.doc, 2)));
    },
    cleanup() {
      session.unmount();
      element.remove();
    },
  };
}

const shape = (session: EditorSession) =>
  session
    .getBlocks()
    .map((b) => [b.type, typeof b.content === 'string' ? b.content : b.content.name]);

function onlyAllowed(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  return [...root.querySelectorAll('*')].every(
    (element) =>
      (RICH_TEXT.tags as readonly string[]).includes(element.tagName.toLowerCase()) &&
      [...element.attributes].every((a) =>
        (
          (RICH_TEXT.attributes as Record<string, readonly string[]>)[
            element.tagName.toLowerCase()
          ] ?? []
        ).includes(a.name),
      ),
  );
}

describe('paste', () => {
  it('keeps the structure of Word: headings as blocks, lists, bold, a table, links', () => {
    const editor = mounted([{ uid: uid(1), type: 'body', content: '<p></p>' }]);
    editor.cursorAtStart();
    editor.view.pasteHTML(WORD_CLIPBOARD);
    expect(shape(editor.session)).toEqual(
      [
        ['body', ''],
        ['h1', 'Visie op onderwijs'],
        [
          'body',
          '<p>Wij werken met <strong>heldere doelen</strong> en <em>eigenaarschap</em>.</p>' +
            '<ul><li><p>Lezen</p><ul><li><p>Begrijpend lezen</p></li></ul></li><li><p>Rekenen</p></li></ul>',
        ],
        ['h2', 'Doelen'],
        [
          'body',
          '<ol><li><p>Eerste doel</p></li><li><p>Tweede doel</p></li></ol>' +
            '<table><tbody><tr><td><p><strong>Vak</strong></p></td><td><p><strong>Uren</strong></p></td></tr>' +
            '<tr><td><p>Taal</p></td><td><p>6</p></td></tr></tbody></table>' +
            '<p>Meer op <a href="https://www.rijksoverheid.nl/onderwerpen/onderwijs">Rijksoverheid</a> en hier.</p>',
        ],
      ].map(([type, content], i) => (i === 0 ? [type, '<p></p>'] : [type, content])),
    );
    for (const block of editor.session.getBlocks()) {
      if (block.type !== 'body') continue;
      expect(onlyAllowed(block.content)).toBe(true);
      expect(sanitizeRichText(block.content)).toBe(block.content);
      expect(block.content).not.toMatch(/Opmerking|mso|Calibri|clip_image|javascript/);
    }
    editor.cleanup();
  });

  it('keeps the structure of Google Docs and drops its styles and images', () => {
    const editor = mounted([{ uid: uid(1), type: 'h1', content: 'Ouders' }]);
    editor.cursorAfter('Ouders');
    editor.view.pasteHTML(GOOGLE_DOCS_CLIPBOARD);
    const blocks = editor.session.getBlocks();
    expect(blocks.map((b) => b.type)).toEqual(['h1', 'h1', 'body', 'h2', 'body']);
    expect(blocks[1]!.content).toBe('Ouderbetrokkenheid');
    expect(blocks[2]!.content).toBe(
      '<p>We zien ouders als <strong>partners</strong><em> in het leren</em>, zie ' +
        '<a href="https://www.example.org/ouders"><u>de ouderpagina</u></a>.</p>' +
        '<ul><li><p>Oudergesprekken</p><ul><li><p>Twee keer per jaar</p></li></ul></li><li><p>Nieuwsbrief</p></li></ul>',
    );
    expect(blocks[3]!.content).toBe('Afspraken');
    expect(blocks[4]!.content).toBe(
      '<table><tbody><tr><td><p><strong>Wat</strong></p></td><td><p><strong>Wanneer</strong></p></td></tr>' +
        '<tr><td><p>Informatieavond</p></td><td><p>September</p></td></tr></tbody></table>' +
        '<p>Foto van de informatieavond</p>',
    );
    // The heading it was pasted after keeps its uid.
    expect(blocks[0]).toEqual({ uid: uid(1), type: 'h1', content: 'Ouders' });
    editor.cleanup();
  });

  it('splits a body block around a pasted heading: the first part keeps the uid', () => {
    const editor = mounted([{ uid: uid(1), type: 'body', content: '<p>Voor na</p>' }]);
    editor.cursorAfter('Voor');
    editor.view.pasteHTML('<h2>Tussenkop</h2><p>Tekst</p>');
    const blocks = editor.session.getBlocks();
    expect(blocks.map((b) => [b.type, b.content])).toEqual([
      ['body', '<p>Voor</p>'],
      ['h2', 'Tussenkop'],
      ['body', '<p>Tekst na</p>'],
    ]);
    expect(blocks[0]!.uid).toBe(uid(1));
    expect(new Set(blocks.map((b) => b.uid)).size).toBe(3);
    editor.cleanup();
  });

  it('makes a pasted h1/h2 a sub-heading inside a table or list, where no block can start', () => {
    const editor = mounted([
      {
        uid: uid(1),
        type: 'body',
        content: '<table><tbody><tr><td><p>cel</p></td></tr></tbody></table>',
      },
    ]);
    editor.cursorAfter('cel');
    editor.view.pasteHTML('<h1>Groot</h1><p>klein</p>');
    const blocks = editor.session.getBlocks();
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.content).toBe(
      '<table><tbody><tr><td><p>cel</p><h3>Groot</h3><p>klein</p></td></tr></tbody></table>',
    );
    editor.cleanup();
  });

  it('never brings block uids along: a copied block pasted back is a new block', () => {
    const editor = mounted([
      { uid: uid(1), type: 'h1', content: 'Visie' },
      { uid: uid(2), type: 'body', content: '<p>Tekst</p>' },
    ]);
    editor.cursorAfter('Tekst');
    editor.view.pasteHTML(
      `<h2 data-block-type="h1" data-uid="${uid(1)}" id="block-${uid(1)}">Visie</h2>`,
    );
    const blocks = editor.session.getBlocks();
    expect(blocks.map((b) => b.type)).toEqual(['h1', 'body', 'h1']);
    expect(blocks[2]!.uid).not.toBe(uid(1));
    expect(blocks[0]!.uid).toBe(uid(1));
    editor.cleanup();
  });
});

describe('cleanPastedHtml', () => {
  it('turns Word list paragraphs into nested lists by their typed markers', () => {
    const html = cleanPastedHtml(WORD_CLIPBOARD);
    expect(html).not.toMatch(/mso-list:Ignore|<!--|o:p|<img|Opmerking/);
    const root = document.createElement('div');
    root.innerHTML = html;
    expect([...root.querySelectorAll(':scope > ul > li > p')].map((p) => p.textContent)).toEqual([
      'Lezen',
      'Rekenen',
    ]);
    expect(root.querySelector('ul ul li')?.textContent).toBe('Begrijpend lezen');
    expect([...root.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      'Eerste doel',
      'Tweede doel',
    ]);
  });
});
