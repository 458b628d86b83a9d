import { moveBlocks } from './commands';
import { uid } from './Editor.fixtures';
import { numberingKey } from './numbering';
import { testEditor } from './testEditor';

/** A node decoration's attributes (ProseMirror keeps them on its `type`). */
type NodeDecoration = { from: number; type: { attrs: Record<string, string> } };

/** The numbers the surface shows, with their heading's text. */
function numbers(editor: ReturnType<typeof testEditor>) {
  const decorations = numberingKey.getState(editor.state)!.decorations.find();
  return (decorations as unknown as NodeDecoration[])
    .map((d) => `${d.type.attrs['data-number']} ${editor.doc.nodeAt(d.from)!.textContent}`)
    .sort();
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
    // The h1 with its text to the top: the same headings in the same order, moved.
    editor.dispatch(moveBlocks(editor.state, 1, 3, 0)!);
    expect(numbers(editor)).toEqual(['1. Visie', '1.1. Missie']);
    editor.cursorIn(uid(4), 0);
    editor.type('Onze ');
    expect(numbers(editor)).toEqual(['1. Visie', '1.1. Onze Missie']);
  });
});
