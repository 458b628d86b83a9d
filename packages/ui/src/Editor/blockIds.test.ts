import { BLOCK_UID_PATTERN } from '@koers/contract/constants';
import { undo } from '@tiptap/pm/history';
import {
  backspaceAtBlockStart,
  deleteAtBlockEnd,
  enterInBody,
  enterInHeading,
  setBlockKind,
} from './commands';
import { uid } from './Editor.fixtures';
import { docToBlocks } from './mapping';
import { newBlockUid } from './blockIds';
import { testEditor } from './testEditor';
import type { EditorInputBlock } from './types';

const plan: EditorInputBlock[] = [
  { uid: uid(1), type: 'h1', content: 'Visie' },
  { uid: uid(2), type: 'body', content: '<p>Eerste regel</p><p>Tweede regel</p>' },
  { uid: uid(3), type: 'body', content: '<p>Los blok</p>' },
];

const summary = (editor: ReturnType<typeof testEditor>) =>
  docToBlocks(editor.doc).map((b) => [b.uid, b.type, b.content]);
const isNew = (value: string) => new RegExp(BLOCK_UID_PATTERN).test(value) && !/^0{8}-/.test(value);

describe('block ids', () => {
  it('are lowercase UUIDs, also where crypto.randomUUID is missing (http pages)', () => {
    expect(newBlockUid()).toMatch(new RegExp(BLOCK_UID_PATTERN));
    const original = crypto.randomUUID;
    try {
      (crypto as { randomUUID?: unknown }).randomUUID = undefined;
      const fallback = newBlockUid();
      expect(fallback).toMatch(new RegExp(BLOCK_UID_PATTERN));
      expect(fallback).not.toBe(newBlockUid());
    } finally {
      crypto.randomUUID = original;
    }
  });

  it('survive typing', () => {
    const editor = testEditor(plan);
    editor.cursorIn(uid(1), 5);
    editor.type(' en missie');
    editor.cursorIn(uid(2), 6, 1);
    editor.type('!');
    expect(summary(editor)).toEqual([
      [uid(1), 'h1', 'Visie en missie'],
      [uid(2), 'body', '<p>Eerste regel</p><p>Tweede! regel</p>'],
      [uid(3), 'body', '<p>Los blok</p>'],
    ]);
  });

  it('stay on the first part of a split heading; the second part is a new block', () => {
    const editor = testEditor(plan);
    editor.cursorIn(uid(1), 2);
    editor.run(enterInHeading);
    const [first, second] = docToBlocks(editor.doc);
    expect(first).toEqual({ uid: uid(1), type: 'h1', content: 'Vi' });
    expect(second).toMatchObject({ type: 'h1', content: 'sie' });
    expect(isNew(second!.uid)).toBe(true);
  });

  it('stay on a heading when Enter at its start adds an empty line above it', () => {
    const editor = testEditor([{ uid: uid(1), type: 'h1', content: 'Visie' }]);
    editor.cursorIn(uid(1), 0);
    editor.run(enterInHeading);
    const blocks = docToBlocks(editor.doc);
    expect(blocks[1]).toEqual({ uid: uid(1), type: 'h1', content: 'Visie' });
    expect(blocks[0]).toMatchObject({ type: 'body', content: '<p></p>' });
    expect(isNew(blocks[0]!.uid)).toBe(true);
  });

  it('stay when Enter at the end of a heading starts body text in the next body block', () => {
    const editor = testEditor(plan);
    editor.cursorIn(uid(1), 5);
    editor.run(enterInHeading);
    editor.type('Nieuw');
    expect(summary(editor).slice(0, 2)).toEqual([
      [uid(1), 'h1', 'Visie'],
      [uid(2), 'body', '<p>Nieuw</p><p>Eerste regel</p><p>Tweede regel</p>'],
    ]);
  });

  it('give a new block when Enter at the end of a heading has no body after it', () => {
    const editor = testEditor([{ uid: uid(1), type: 'h1', content: 'Visie' }]);
    editor.cursorIn(uid(1), 5);
    editor.run(enterInHeading);
    editor.type('Tekst');
    const blocks = docToBlocks(editor.doc);
    expect(blocks[0]).toEqual({ uid: uid(1), type: 'h1', content: 'Visie' });
    expect(blocks[1]).toMatchObject({ type: 'body', content: '<p>Tekst</p>' });
    expect(isNew(blocks[1]!.uid)).toBe(true);
  });

  it('stay when Enter makes a new line in body text (no new block)', () => {
    const editor = testEditor(plan);
    editor.cursorIn(uid(2), 6, 0);
    editor.run(enterInBody);
    editor.run(enterInBody);
    expect(summary(editor)[1]).toEqual([
      uid(2),
      'body',
      '<p>Eerste</p><p></p><p> regel</p><p>Tweede regel</p>',
    ]);
    expect(editor.doc.childCount).toBe(3);
  });

  it('stay on the first block when Backspace joins two body blocks; the second is gone', () => {
    const editor = testEditor(plan);
    editor.cursorIn(uid(3), 0);
    editor.run(backspaceAtBlockStart);
    expect(summary(editor)).toEqual([
      [uid(1), 'h1', 'Visie'],
      [uid(2), 'body', '<p>Eerste regel</p><p>Tweede regelLos blok</p>'],
    ]);
    // The cursor sits where the two lines met.
    expect(editor.state.selection.$from.parent.textContent).toBe('Tweede regelLos blok');
    expect(editor.state.selection.$from.parentOffset).toBe(12);
  });

  it('stay on the heading when Backspace joins body text into it', () => {
    const editor = testEditor(plan);
    editor.cursorIn(uid(2), 0, 0);
    editor.run(backspaceAtBlockStart);
    expect(summary(editor).slice(0, 2)).toEqual([
      [uid(1), 'h1', 'VisieEerste regel'],
      [uid(2), 'body', '<p>Tweede regel</p>'],
    ]);
  });

  it('stay on the first block when Delete joins the next one into it', () => {
    const editor = testEditor(plan);
    editor.cursorIn(uid(2), 12, 1);
    editor.run(deleteAtBlockEnd);
    expect(summary(editor)[1]).toEqual([
      uid(2),
      'body',
      '<p>Eerste regel</p><p>Tweede regelLos blok</p>',
    ]);
    expect(editor.doc.childCount).toBe(2);
  });

  it('stay when a heading becomes body text and back', () => {
    const editor = testEditor(plan);
    editor.cursorIn(uid(1), 2);
    editor.run(setBlockKind('body'));
    expect(summary(editor)[0]).toEqual([uid(1), 'body', '<p>Visie</p>']);
    editor.run(setBlockKind('h2'));
    expect(summary(editor)[0]).toEqual([uid(1), 'h2', 'Visie']);
    editor.run(setBlockKind('h1'));
    expect(summary(editor)[0]).toEqual([uid(1), 'h1', 'Visie']);
  });

  it('stay on the body text when a line of it becomes a heading; the heading is new', () => {
    const editor = testEditor(plan);
    editor.cursorIn(uid(2), 3, 1);
    editor.run(setBlockKind('h2'));
    const blocks = docToBlocks(editor.doc);
    expect(blocks[1]).toEqual({ uid: uid(2), type: 'body', content: '<p>Eerste regel</p>' });
    expect(blocks[2]).toMatchObject({ type: 'h2', content: 'Tweede regel' });
    expect(isNew(blocks[2]!.uid)).toBe(true);
    // The cursor stays in the text it was in.
    expect(editor.state.selection.$from.parent.textContent).toBe('Tweede regel');
    expect(editor.state.selection.$from.parentOffset).toBe(3);
  });

  it('come back with undo', () => {
    const editor = testEditor(plan);
    editor.cursorIn(uid(3), 0);
    editor.run(backspaceAtBlockStart);
    editor.run(undo);
    expect(summary(editor)).toEqual(plan.map((b) => [b.uid, b.type, b.content]));
  });
});
