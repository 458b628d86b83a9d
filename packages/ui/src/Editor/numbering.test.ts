import { moveBlocks } from './commands';
import { uid } from './Editor.fixtures';
import { outlineOf } from './numbering';
import { testEditor } from './testEditor';

/** The numbers of the outline (what the contents and the surface's counters show). */
function numbers(editor: ReturnType<typeof testEditor>) {
  return outlineOf(editor.doc).map((item) => `${item.number} ${item.content}`);
}

describe('live heading numbers', () => {
  it('follow typing, new headings and moves, also of a heading among text blocks', () => {
    const editor = testEditor([
      { uid: uid(1), type: 'body', content: '<p>Inleiding</p>' },
      { uid: uid(2), type: 'h1', content: 'Visie' },
      { uid: uid(3), type: 'body', content: '<p>Tekst</p>' },
      { uid: uid(4), type: 'h2', content: 'Missie' },
    ]);
    expect(numbers(editor)).toEqual(['1. Visie', '1.1. Missie']);
    editor.cursorIn(uid(3), 0, 0);
    editor.type('Meer ');
    expect(numbers(editor)).toEqual(['1. Visie', '1.1. Missie']);
    // The h2 to the top, before any h1: numbered as read mode numbers it.
    editor.dispatch(moveBlocks(editor.state, 3, 4, 0)!);
    expect(numbers(editor)).toEqual(['0.1. Missie', '1. Visie']);
    editor.cursorIn(uid(4), 0);
    editor.type('Onze ');
    expect(numbers(editor)).toEqual(['0.1. Onze Missie', '1. Visie']);
  });
});
