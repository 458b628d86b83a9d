import { DOCUMENT_LIMITS } from '@koers/contract/constants';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import {
  BOARD_TEXT_LABEL,
  planWithBoardText,
  samplePlan,
  shownHeadingNumbers,
  uid,
} from './Editor.fixtures';
import { DEFAULT_EDITOR_LABELS } from './labels';
import { EditorSession } from './session';
import type { EditorChange, EditorInputBlock, EditorOutlineItem } from './types';

beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

function start(blocks: EditorInputBlock[] = samplePlan()) {
  const session = new EditorSession(blocks, {
    labels: DEFAULT_EDITOR_LABELS,
    locale: 'nl',
    headingLevel: 2,
  });
  const element = document.createElement('div');
  document.body.append(element);
  session.mount(element);
  const changes: EditorChange[][] = [];
  const outlines: EditorOutlineItem[][] = [];
  session.listen({
    onChange: (list) => changes.push(list),
    onOutlineChange: (outline) => outlines.push(outline),
  });
  const { editor } = session;
  const textPos = (text: string) => {
    let at = -1;
    editor.state.doc.descendants((node, pos) => {
      if (at >= 0 || !node.isText) return at < 0;
      const index = node.text!.indexOf(text);
      if (index >= 0) at = pos + index;
      return false;
    });
    if (at < 0) throw new Error(`no text ${text}`);
    return at;
  };
  return {
    session,
    editor,
    changes,
    outlines,
    /** Puts the cursor right before `text`. */
    cursorAt(text: string, offset = 0) {
      editor.view.dispatch(
        editor.state.tr.setSelection(
          TextSelection.create(editor.state.doc, textPos(text) + offset),
        ),
      );
    },
    type(text: string) {
      editor.view.dispatch(editor.state.tr.insertText(text));
    },
    textPos,
    done() {
      session.unmount();
      element.remove();
    },
  };
}

describe('EditorSession', () => {
  it('says nothing changed on load, and gives the outline with read mode’s numbers', () => {
    const { changes, outlines, done } = start();
    expect(changes).toEqual([]);
    expect(outlines).toEqual([
      [
        { id: uid(1), uid: uid(1), type: 'h1', level: 1, number: '1.', content: 'Visie en missie' },
        { id: uid(3), uid: uid(3), type: 'h2', level: 2, number: '1.1.', content: 'Kernwaarden' },
        { id: uid(6), uid: uid(6), type: 'h1', level: 1, number: '2.', content: 'Onderwijs' },
      ],
    ]);
    done();
  });

  it('numbers headings live in the editing surface', () => {
    const { editor, session, cursorAt, done, outlines } = start();
    const numbers = () => shownHeadingNumbers(editor.view.dom);
    expect(numbers()).toEqual(['H2 1. Visie en missie', 'H3 1.1. Kernwaarden', 'H2 2. Onderwijs']);
    cursorAt('Kernwaarden');
    session.run('heading1');
    expect(numbers()).toEqual(['H2 1. Visie en missie', 'H2 2. Kernwaarden', 'H2 3. Onderwijs']);
    expect(outlines.at(-1)!.map((h) => h.number)).toEqual(['1.', '2.', '3.']);
    done();
  });

  it('gives the surface real headings, a labelled multiline textbox', () => {
    const { editor, done } = start();
    const dom = editor.view.dom;
    expect(dom.getAttribute('contenteditable')).toBe('true');
    expect(dom.querySelector(`h2#block-${uid(1)}`)).toHaveTextContent('Visie en missie');
    done();
  });

  it('reports changes as they happen, and what is left after a save', () => {
    const { session, changes, cursorAt, type, done } = start();
    cursorAt('Kernwaarden', 11);
    type('!');
    expect(changes.at(-1)).toEqual([
      { op: 'upsert', uid: uid(3), block: { type: 'h2', content: 'Kernwaarden!' } },
    ]);
    const sent = changes.at(-1)!;
    // The user goes on typing while the save is under way.
    cursorAt('Onderwijs', 9);
    type('?');
    session.markSaved(sent);
    expect(changes.at(-1)).toEqual([
      { op: 'upsert', uid: uid(6), block: { type: 'h1', content: 'Onderwijs?' } },
    ]);
    session.markSaved(changes.at(-1)!);
    expect(changes.at(-1)).toEqual([]);
    expect(session.getChanges()).toEqual([]);
    done();
  });

  it('acknowledges saved changes also when they come back as copies (JSON)', () => {
    const { session, changes, cursorAt, type, done } = start();
    cursorAt('de toelichting');
    type('lees ');
    session.markSaved(JSON.parse(JSON.stringify(changes.at(-1))) as EditorChange[]);
    expect(session.getChanges()).toEqual([]);
    done();
  });

  it('applies others’ changes without moving the cursor or touching unsaved edits', () => {
    const { session, editor, changes, cursorAt, type, textPos, done } = start();
    // Unsaved edit in block 4, cursor in block 1.
    cursorAt('de toelichting');
    type('vooral ');
    cursorAt('Visie en missie', 6);
    session.applyRemoteChanges({
      deleted: [{ uid: uid(5) }],
      blocks: [
        // Someone renamed the heading the cursor is in, at its end.
        { uid: uid(1), type: 'h1', content: 'Visie en missie 2026', after: null },
        // …and edited block 4, which the user edits too.
        { uid: uid(4), type: 'body', content: '<p>Hun versie</p>', after: uid(3) },
        // …and added a block at the end.
        { uid: uid(9), type: 'body', content: '<p>Nieuw van een ander</p>', after: uid(8) },
      ],
    });
    const blocks = session.getBlocks();
    expect(blocks.map((b) => b.uid.slice(-2))).toEqual([
      '01',
      '02',
      '03',
      '04',
      '06',
      '07',
      '08',
      '09',
    ]);
    expect(blocks[0]!.content).toBe('Visie en missie 2026');
    // The user's version of block 4 stays, and stays a change (the server will check it).
    expect(blocks[3]!.content).toBe(
      '<p>Zie ook vooral <a href="https://www.example.org/visie">de toelichting</a>.</p>',
    );
    expect(changes.at(-1)).toEqual([
      {
        op: 'upsert',
        uid: uid(4),
        block: { type: 'body', content: blocks[3]!.content },
      },
    ]);
    // The cursor is still after "Visie ".
    expect(editor.state.selection.from).toBe(textPos('Visie en missie 2026') + 6);
    // Not in the user's undo history: undo takes back the user's own typing only.
    session.run('undo');
    expect(session.getBlocks()[0]!.content).toBe('Visie en missie 2026');
    expect(session.getBlocks()[3]!.content).toBe(
      '<p>Zie ook <a href="https://www.example.org/visie">de toelichting</a>.</p>',
    );
    done();
  });

  it('moves a block others moved, and the cursor goes along inside it', () => {
    const { session, editor, cursorAt, done } = start();
    cursorAt('Onderwijs', 3);
    session.applyRemoteChanges({
      blocks: [{ uid: uid(6), type: 'h1', content: 'Onderwijs', after: null }],
    });
    expect(session.getBlocks()[0]!.uid).toBe(uid(6));
    const { $from } = editor.state.selection;
    expect($from.parent.textContent).toBe('Onderwijs');
    expect($from.parentOffset).toBe(3);
    expect(session.getChanges()).toEqual([]);
    done();
  });

  it('keeps a block the user deleted but others changed deleted (a conflict for the server)', () => {
    const { session, editor, done } = start();
    editor.view.dispatch(
      editor.state.tr.setSelection(
        NodeSelection.create(editor.state.doc, blockStart(session, uid(8))),
      ),
    );
    session.run('deleteBlock');
    session.applyRemoteChanges({
      blocks: [{ uid: uid(8), type: 'contact', content: { name: 'Anders' }, after: uid(7) }],
    });
    expect(session.getBlocks().map((b) => b.uid)).not.toContain(uid(8));
    expect(session.getChanges()).toEqual([{ op: 'delete', uid: uid(8) }]);
    done();
  });

  it('takes their version over unsaved edits when forced (take theirs)', () => {
    const { session, changes, cursorAt, type, done } = start();
    cursorAt('de toelichting');
    type('vooral ');
    session.applyRemoteChanges(
      { blocks: [{ uid: uid(4), type: 'body', content: '<p>Hun versie</p>', after: uid(3) }] },
      { force: true },
    );
    expect(session.getBlocks()[3]!.content).toBe('<p>Hun versie</p>');
    expect(session.getChanges()).toEqual([]);
    expect(changes.at(-1)).toEqual([]);
    done();
  });

  it('drops a block they deleted when forced, also one the user edited', () => {
    const { session, cursorAt, type, done } = start();
    cursorAt('de toelichting');
    type('vooral ');
    session.applyRemoteChanges({ deleted: [{ uid: uid(4) }] }, { force: true });
    expect(session.getBlocks().map((b) => b.uid)).not.toContain(uid(4));
    expect(session.getChanges()).toEqual([]);
    done();
  });

  it('replaces a block as the user’s own, undoable edit (a merged version)', () => {
    const { session, done } = start();
    const merged = '<p>Beide versies samen</p>';
    expect(session.replaceBlock({ uid: uid(4), type: 'body', content: merged })).toBe(true);
    expect(session.getBlocks()[3]!.content).toBe(merged);
    expect(session.getChanges()).toEqual([
      { op: 'upsert', uid: uid(4), block: { type: 'body', content: merged } },
    ]);
    expect(session.replaceBlock({ uid: uid(99), type: 'body', content: merged })).toBe(false);
    session.run('undo');
    expect(session.getChanges()).toEqual([]);
    done();
  });

  it('refuses an edit that makes a heading longer than the server takes, and says why', () => {
    const { session, editor, changes, cursorAt, type, done } = start();
    const announced: string[] = [];
    session.listen({
      onChange: (list) => changes.push(list),
      onAnnounce: (message) => announced.push(message),
    });
    cursorAt('Kernwaarden');
    const room = DOCUMENT_LIMITS.heading - 'Kernwaarden'.length;
    type('x'.repeat(room));
    expect(session.getBlocks()[2]!.content).toHaveLength(DOCUMENT_LIMITS.heading);
    type('y');
    expect(session.getBlocks()[2]!.content).toHaveLength(DOCUMENT_LIMITS.heading);
    expect(announced).toEqual([
      `Een kop kan niet langer zijn dan ${DOCUMENT_LIMITS.heading} tekens.`,
    ]);
    // Others' changes are never refused (the server took them).
    session.applyRemoteChanges({
      blocks: [
        { uid: uid(1), type: 'h1', content: 'z'.repeat(DOCUMENT_LIMITS.heading + 1), after: null },
      ],
    });
    expect(editor.state.doc.child(0).textContent).toHaveLength(DOCUMENT_LIMITS.heading + 1);
    done();
  });

  it('refuses a body block longer than the server takes', () => {
    const { session, cursorAt, type, done } = start();
    cursorAt('de toelichting');
    const before = session.getBlocks()[3]!.content;
    type('w'.repeat(DOCUMENT_LIMITS.body));
    expect(session.getBlocks()[3]!.content).toBe(before);
    done();
  });

  it('inserts a contact after the current block', () => {
    const { session, cursorAt, done } = start();
    cursorAt('Kernwaarden');
    session.insertContact({ name: 'Bas Jansen', function: 'Intern begeleider' });
    const blocks = session.getBlocks();
    expect(blocks[3]).toMatchObject({
      type: 'contact',
      content: { name: 'Bas Jansen', function: 'Intern begeleider' },
    });
    expect(session.getChanges()).toContainEqual(
      expect.objectContaining({ op: 'upsert', after: uid(3) }),
    );
    done();
  });

  it('uploads a file with progress, and puts the file block where the upload started', async () => {
    const { session, cursorAt, type, done } = start();
    cursorAt('Kernwaarden');
    const uploads: { progress: number; error: string | null }[][] = [];
    session.listen({ onUploadsChange: (list) => uploads.push(list.map((u) => ({ ...u }))) });
    let finish!: (value: { name: string; file_id: number }) => void;
    session.upload(new File(['x'], 'Plan.pdf'), (_file, { onProgress }) => {
      onProgress(0.5);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    expect(uploads.at(-1)).toEqual([expect.objectContaining({ progress: 0.5, error: null })]);
    // The user types above meanwhile.
    cursorAt('Visie en missie', 15);
    type('!');
    finish({ name: 'Plan.pdf', file_id: 12 });
    await vi.waitFor(() => expect(uploads.at(-1)).toEqual([]));
    expect(session.getBlocks()[3]).toMatchObject({
      type: 'file',
      content: { name: 'Plan.pdf', file_id: 12 },
    });
    done();
  });

  it('shows the message an upload fails with', async () => {
    const { session, done } = start();
    const uploads: { error: string | null }[][] = [];
    session.listen({ onUploadsChange: (list) => uploads.push(list.map((u) => ({ ...u }))) });
    session.upload(new File(['x'], 'Film.mov'), () =>
      Promise.reject(new Error('Dit soort bestand kan niet worden toegevoegd.')),
    );
    await vi.waitFor(() =>
      expect(uploads.at(-1)).toEqual([
        expect.objectContaining({ error: 'Dit soort bestand kan niet worden toegevoegd.' }),
      ]),
    );
    expect(
      session.getBlocks().some((b) => b.type === 'file' && b.content.name === 'Film.mov'),
    ).toBe(false);
    done();
  });
});

function blockStart(session: EditorSession, blockUid: string): number {
  let at = -1;
  session.editor.state.doc.forEach((node, pos) => {
    if (node.attrs.uid === blockUid) at = pos;
  });
  return at;
}

describe('EditorSession with locked blocks (the board’s text)', () => {
  const label = BOARD_TEXT_LABEL.nl;
  const block = (element: Element, id: number) => element.querySelector(`[data-uid="${uid(id)}"]`)!;

  it('shows the label once above the run, marks the blocks read-only, numbers their headings', () => {
    const { editor, session, done } = start(planWithBoardText());
    const surface = editor.view.dom;
    const bands = surface.querySelectorAll('.koers-editor__locked-label');
    expect([...bands].map((band) => band.textContent)).toEqual([label]);
    expect(bands[0]!.nextElementSibling).toBe(block(surface, 11));
    expect(bands[0]).toHaveAttribute('contenteditable', 'false');
    for (const id of [11, 12, 13, 14]) {
      expect(block(surface, id)).toHaveAttribute('contenteditable', 'false');
      expect(block(surface, id)).toHaveAttribute('aria-description', label);
    }
    expect(block(surface, 2)).not.toHaveAttribute('contenteditable');
    expect(block(surface, 2)).not.toHaveAttribute('aria-description');
    expect(session.getOutline().map((h) => `${h.number} ${h.content}`)).toEqual([
      '1. Visie en missie',
      '2. Identiteit van de stichting',
      '2.1. Burgerschap',
      '3. Onderwijs',
    ]);
    expect(shownHeadingNumbers(surface)).toContain('H3 2.1. Burgerschap');
    done();
  });

  it('changes nothing and reports nothing for edits of a locked block', () => {
    const { session, editor, changes, cursorAt, type, done } = start(planWithBoardText());
    const before = editor.state.doc;
    cursorAt('open voor');
    type('niet ');
    for (const command of [
      'deleteBlock',
      'moveUp',
      'moveDown',
      'heading2',
      'insertTable',
    ] as const) {
      expect(session.run(command)).toBe(false);
    }
    // Marks are Tiptap's own commands: tried, but the transaction is not made.
    session.run('bold');
    expect(session.getToolbarState().can.bold).toBe(false);
    expect(session.getToolbarState().can.deleteBlock).toBe(false);
    expect(session.replaceBlock({ uid: uid(12), type: 'body', content: '<p>Anders</p>' })).toBe(
      false,
    );
    expect(editor.state.doc.eq(before)).toBe(true);
    expect(session.getChanges()).toEqual([]);
    expect(changes).toEqual([]);
    // getBlocks gives the lock along, so blocks in give the same blocks out.
    expect(session.getBlocks().filter((b) => b.locked === label)).toHaveLength(4);
    done();
  });

  it('takes a remote change of a locked block, also one that unlocks it', () => {
    const { session, editor, changes, cursorAt, type, done } = start(planWithBoardText());
    const newLabel = 'Tekst van het bestuur · gewijzigd op 9 juni 2027';
    session.applyRemoteChanges({
      blocks: [
        {
          uid: uid(12),
          type: 'body',
          content: '<p>Onze scholen staan open voor ieder kind.</p>',
          after: uid(11),
          locked: newLabel,
        },
      ],
    });
    expect(block(editor.view.dom, 12)).toHaveTextContent('staan open voor ieder kind');
    expect(block(editor.view.dom, 12)).toHaveAttribute('aria-description', newLabel);
    // Another label: a band of its own above it.
    expect(
      [...editor.view.dom.querySelectorAll('.koers-editor__locked-label')].map(
        (band) => band.textContent,
      ),
    ).toEqual([label, newLabel, label]);
    expect(session.getChanges()).toEqual([]);

    // The board unlocks its chapter's text: the school can write it now.
    session.applyRemoteChanges({
      blocks: [
        {
          uid: uid(12),
          type: 'body',
          content: '<p>Onze scholen staan open voor ieder kind.</p>',
          after: uid(11),
          locked: null,
        },
      ],
    });
    expect(block(editor.view.dom, 12)).not.toHaveAttribute('contenteditable');
    expect(session.getChanges()).toEqual([]);
    cursorAt('ieder kind');
    type('elk en ');
    expect(session.getChanges()).toEqual([
      {
        op: 'upsert',
        uid: uid(12),
        block: { type: 'body', content: '<p>Onze scholen staan open voor elk en ieder kind.</p>' },
      },
    ]);
    expect(changes.at(-1)).toEqual(session.getChanges());
    done();
  });

  it('locks a block the user has unsaved edits in: the board’s version wins', () => {
    const { session, changes, cursorAt, type, done } = start(planWithBoardText());
    cursorAt('heldere doelen');
    type('zeer ');
    expect(session.getChanges()).toHaveLength(1);
    session.applyRemoteChanges({
      blocks: [
        {
          uid: uid(7),
          type: 'body',
          content: '<p>Wij werken met doelen van het bestuur.</p>',
          after: uid(6),
          locked: label,
        },
      ],
    });
    expect(session.getBlocks().find((b) => b.uid === uid(7))).toEqual({
      uid: uid(7),
      type: 'body',
      content: '<p>Wij werken met doelen van het bestuur.</p>',
      locked: label,
    });
    expect(session.getChanges()).toEqual([]);
    expect(changes.at(-1)).toEqual([]);
    done();
  });
});
