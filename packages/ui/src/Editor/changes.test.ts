import type { BlockChange } from '@koers/contract';
import { undo } from '@tiptap/pm/history';
import { NodeSelection } from '@tiptap/pm/state';
import { applyToBaseline, baselineOf, computeChanges, type Baseline } from './changes';
import {
  backspaceAtBlockStart,
  blockPos,
  deleteAtBlockEnd,
  deleteCurrentBlock,
  enterInHeading,
  enterInLocked,
  insertBlock,
  moveBlocks,
  moveCurrent,
  setBlockKind,
} from './commands';
import { BOARD_TEXT_LABEL, planWithBoardText, samplePlan, uid } from './Editor.fixtures';
import { lockOf, unlockSlice } from './locked';
import { blockToNode, blocksToDoc, docToBlocks } from './mapping';
import { testEditor } from './testEditor';
import type { EditorBlock, EditorChange, EditorInputBlock } from './types';

// The editor's changes are the contract's block changes, as they are.
const fitsTheContract: (change: EditorChange) => BlockChange = (change) => change;
void fitsTheContract;

/** How the server applies a save (POST …/changes): in order, each `after` an existing block. */
function serverApply(blocks: EditorBlock[], changes: readonly EditorChange[]): EditorBlock[] {
  const list = [...blocks];
  const place = (block: EditorBlock, after: string | null) => {
    const at = after === null ? 0 : list.findIndex((b) => b.uid === after) + 1;
    if (after !== null && at === 0) throw new Error(`after ${after} does not exist`);
    list.splice(at, 0, block);
  };
  for (const change of changes) {
    const index = list.findIndex((b) => b.uid === change.uid);
    if (change.op === 'delete') {
      if (index >= 0) list.splice(index, 1);
    } else if (change.op === 'move') {
      const [block] = list.splice(index, 1);
      place(block!, change.after);
    } else {
      const block = { uid: change.uid, ...change.block } as EditorBlock;
      if (index >= 0 && change.after === undefined) list[index] = block;
      else {
        if (index < 0 && change.after === undefined) throw new Error('new block without after');
        if (index >= 0) list.splice(index, 1);
        place(block, change.after!);
      }
    }
  }
  return list;
}

function setup(blocks: EditorInputBlock[] = samplePlan()) {
  const editor = testEditor(blocks);
  let baseline: Baseline = baselineOf(editor.doc);
  let server = docToBlocks(editor.doc);
  return {
    editor,
    changes: () => computeChanges(baseline, editor.doc),
    /** Saves the current changes on the "server" and acknowledges them. */
    save() {
      const changes = computeChanges(baseline, editor.doc);
      server = serverApply(server, changes);
      baseline = applyToBaseline(baseline, changes, (change) =>
        blockToNode(editor.schema, { uid: change.uid, ...change.block }),
      );
      return changes;
    },
    get server() {
      return server;
    },
  };
}

const kinds = (changes: EditorChange[]) =>
  changes.map((c) =>
    c.op === 'upsert'
      ? `upsert ${c.uid.slice(-2)} after:${c.after === undefined ? '-' : (c.after?.slice(-2) ?? 'null')}`
      : c.op === 'move'
        ? `move ${c.uid.slice(-2)} after:${c.after?.slice(-2) ?? 'null'}`
        : `delete ${c.uid.slice(-2)}`,
  );

describe('changes', () => {
  it('are none for a document as loaded', () => {
    expect(setup().changes()).toEqual([]);
  });

  it('upsert a changed block without `after`: it keeps its place', () => {
    const { editor, changes } = setup();
    editor.cursorIn(uid(3), 11);
    editor.type(' en normen');
    expect(changes()).toEqual([
      { op: 'upsert', uid: uid(3), block: { type: 'h2', content: 'Kernwaarden en normen' } },
    ]);
  });

  it('are none again when the text is typed back as it was', () => {
    const { editor, changes } = setup();
    editor.cursorIn(uid(3), 11);
    editor.type('x');
    editor.run(undo);
    expect(changes()).toEqual([]);
  });

  it('upsert a new block after the block before it; an empty new line is no block yet', () => {
    const { editor, changes } = setup();
    editor.cursorIn(uid(6), 9);
    editor.run(enterInHeading);
    // The new line went into the body after the heading: that block changed, no new block.
    expect(kinds(changes())).toEqual(['upsert 07 after:-']);
    editor.type('Nieuw');
    expect(kinds(changes())).toEqual(['upsert 07 after:-']);

    const { editor: other, changes: otherChanges } = setup([
      { uid: uid(1), type: 'h1', content: 'Visie' },
      { uid: uid(2), type: 'h1', content: 'Missie' },
    ]);
    other.cursorIn(uid(1), 5);
    other.run(enterInHeading);
    expect(otherChanges()).toEqual([]);
    other.type('Tekst');
    const [change] = otherChanges();
    expect(change).toMatchObject({
      op: 'upsert',
      after: uid(1),
      block: { type: 'body', content: '<p>Tekst</p>' },
    });
  });

  it('delete first, then the rest in document order', () => {
    const { editor, changes } = setup();
    editor.cursorIn(uid(1), 0);
    editor.run(deleteCurrentBlock());
    editor.cursorIn(uid(4), 0, 0);
    editor.type('Lees: ');
    expect(kinds(changes())).toEqual(['delete 01', 'upsert 04 after:-']);
  });

  it('move a section as few blocks as possible', () => {
    const { editor, changes, save } = setup();
    editor.cursorIn(uid(6), 0);
    editor.run(moveCurrent(-1));
    expect(docToBlocks(editor.doc).map((b) => b.uid.slice(-2))).toEqual([
      '06',
      '07',
      '08',
      '01',
      '02',
      '03',
      '04',
      '05',
    ]);
    expect(kinds(changes())).toEqual([
      'move 06 after:null',
      'move 07 after:06',
      'move 08 after:07',
    ]);
    save();
    expect(changes()).toEqual([]);
  });

  it('upsert with `after` a block that moved and changed', () => {
    const { editor, changes, server } = setup();
    editor.cursorIn(uid(4), 0, 0);
    editor.run(moveCurrent(-1));
    editor.cursorIn(uid(4), 0, 0);
    editor.type('Lees ook: ');
    const list = changes();
    expect(list).toContainEqual(
      expect.objectContaining({ op: 'upsert', uid: uid(4), after: expect.any(String) }),
    );
    expect(serverApply(server, list)).toEqual(docToBlocks(editor.doc));
  });

  it('bring the server to the editor’s blocks, whatever was done, save after save', () => {
    const session = setup();
    const { editor } = session;
    // A fixed walk of edits: typing, new blocks, moves, deletes, kind changes, cards.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 16807) % 2147483647;
      return seed % n;
    };
    const contact = editor.schema.nodes.koersContact!;
    for (let step = 0; step < 150; step += 1) {
      const { doc } = editor;
      const index = random(doc.childCount);
      const node = doc.child(index);
      const pos = blockPos(doc, index);
      if (node.isAtom)
        editor.dispatch(editor.state.tr.setSelection(NodeSelection.create(doc, pos)));
      else editor.cursorIn(node.attrs.uid as string, 0);
      switch (random(7)) {
        case 0:
          if (!node.isAtom) editor.type(`w${step} `);
          break;
        case 1:
          editor.run(moveCurrent(random(2) ? 1 : -1));
          break;
        case 2:
          if (doc.childCount > 3) editor.run(deleteCurrentBlock());
          break;
        case 3:
          editor.run(setBlockKind((['h1', 'h2', 'body'] as const)[random(3)]!));
          break;
        case 4:
          editor.run(insertBlock(contact.create({ content: { name: `C${step}` } })));
          break;
        case 5: {
          const end = Math.min(doc.childCount, index + 1 + random(3));
          const tr = moveBlocks(editor.state, index, end, random(doc.childCount + 1));
          if (tr) editor.dispatch(tr);
          break;
        }
        default:
          if (node.isTextblock) {
            editor.cursorIn(node.attrs.uid as string, node.content.size);
            editor.run(enterInHeading);
            editor.type(`n${step}`);
          }
      }
      // Whatever is pending, applying it to the server gives the editor's blocks (an empty new
      // line is no block yet).
      const known = new Set(session.server.map((b) => b.uid));
      const expected = docToBlocks(editor.doc).filter(
        (b) => known.has(b.uid) || !(b.type === 'body' && b.content === '<p></p>'),
      );
      expect(serverApply(session.server, session.changes())).toEqual(expected);
      if (random(3) === 0) {
        session.save();
        expect(session.changes()).toEqual([]);
      }
    }
  });
});

describe('changes with locked blocks (the board’s text)', () => {
  const label = BOARD_TEXT_LABEL.nl;
  const lockedUids = [uid(11), uid(12), uid(13), uid(14)];
  const uidsOf = (blocks: readonly { uid: string }[]) => blocks.map((b) => b.uid.slice(-2));

  it('are never made by typing, deleting, splitting, joining or moving a locked block', () => {
    const { editor, changes } = setup(planWithBoardText());
    const before = editor.doc;
    editor.cursorIn(uid(12), 4);
    editor.type('niet ');
    expect(editor.run(deleteCurrentBlock())).toBe(false);
    expect(editor.run(setBlockKind('h2'))).toBe(false);
    expect(editor.run(moveCurrent(-1))).toBe(false);
    editor.cursorIn(uid(11), 3);
    editor.type('x');
    expect(editor.run(moveCurrent(1))).toBe(false);
    // Backspace at the start of the block after the run, Delete at the end of the one before.
    editor.cursorIn(uid(6), 0);
    editor.run(backspaceAtBlockStart);
    editor.cursorIn(uid(2), 'Op onze school leren kinderen samen, elke dag.'.length);
    editor.run(deleteAtBlockEnd);
    // Whatever else a transaction of the user's does to it is not made.
    editor.dispatch(editor.state.tr.delete(blockPos(editor.doc, 2), blockPos(editor.doc, 4)));
    editor.dispatch(editor.state.tr.insertText('in de run', blockPos(editor.doc, 3)));
    expect(editor.doc.eq(before)).toBe(true);
    expect(changes()).toEqual([]);
  });

  it('keep the lock through blocks → document → blocks', () => {
    const { editor } = setup(planWithBoardText());
    const blocks = docToBlocks(editor.doc);
    expect(blocks.filter((b) => b.locked === label).map((b) => b.uid)).toEqual(lockedUids);
    expect(blocks.find((b) => b.uid === uid(2))).not.toHaveProperty('locked');
    expect(blocksToDoc(editor.schema, blocks).eq(editor.doc)).toBe(true);
    // An empty lock is no lock.
    const unlocked = blocksToDoc(
      editor.schema,
      blocks.map((b) => ({ ...b, locked: b.locked ? '' : null })),
    );
    expect(docToBlocks(unlocked).some((b) => 'locked' in b)).toBe(false);
  });

  it('add ordinary text after a locked chapter with Enter in it, after its last block', () => {
    const saving = setup(planWithBoardText());
    const { editor, changes, save } = saving;
    editor.cursorIn(uid(12), 2);
    expect(editor.run(enterInLocked)).toBe(true);
    editor.type('Onze eigen aanvulling.');
    const [change] = changes();
    expect(changes()).toHaveLength(1);
    expect(change).toMatchObject({
      op: 'upsert',
      after: uid(14),
      block: { type: 'body', content: '<p>Onze eigen aanvulling.</p>' },
    });
    save();
    expect(uidsOf(saving.server)).toEqual(uidsOf(docToBlocks(editor.doc)));
  });

  it('put a file or contact inserted in a locked chapter after it', () => {
    const { editor, changes } = setup(planWithBoardText());
    editor.cursorIn(uid(12), 2);
    const contact = editor.schema.nodes.koersContact!.create({ content: { name: 'Bas Jansen' } });
    expect(editor.run(insertBlock(contact))).toBe(true);
    expect(changes()).toEqual([
      expect.objectContaining({ op: 'upsert', after: uid(14), block: expect.anything() }),
    ]);
  });

  it('move the school’s own blocks past a locked chapter, never the locked blocks', () => {
    // The school's first chapter (2 blocks) down past the board's (1 block here): the longest
    // run in order would be the school's, but the locked block stays and the school's move.
    const blocks: EditorInputBlock[] = [
      { uid: uid(1), type: 'h1', content: 'Eigen' },
      { uid: uid(2), type: 'body', content: '<p>Een</p>' },
      { uid: uid(3), type: 'body', content: '<p>Twee</p>' },
      { uid: uid(11), type: 'h1', content: 'Bestuur', locked: label },
    ];
    const saving = setup(blocks);
    const { editor, changes, save } = saving;
    editor.cursorIn(uid(1), 1);
    expect(editor.run(moveCurrent(1))).toBe(true);
    expect(uidsOf(docToBlocks(editor.doc))).toEqual(['11', '01', '02', '03']);
    expect(kinds(changes())).toEqual(['move 01 after:11', 'move 02 after:01', 'move 03 after:02']);
    save();
    expect(uidsOf(saving.server)).toEqual(['11', '01', '02', '03']);
    // And up again past it, with the school's chapter after the board's: moves of its blocks.
    editor.cursorIn(uid(1), 1);
    expect(editor.run(moveCurrent(-1))).toBe(true);
    expect(kinds(changes())).toEqual([
      'move 01 after:null',
      'move 02 after:01',
      'move 03 after:02',
    ]);
  });

  it('move an ordinary block past a whole run of locked blocks, not into it', () => {
    const { editor, changes } = setup(planWithBoardText());
    editor.cursorIn(uid(2), 1, 0);
    expect(editor.run(moveCurrent(1))).toBe(true);
    expect(uidsOf(docToBlocks(editor.doc))).toEqual([
      '01',
      '11',
      '12',
      '13',
      '14',
      '02',
      '06',
      '07',
    ]);
    expect(kinds(changes())).toEqual(['move 02 after:14']);
    editor.run(undo);
    editor.cursorIn(uid(6), 1);
    // Onderwijs (with its text) up, before the board's chapter.
    expect(editor.run(moveCurrent(-1))).toBe(true);
    expect(uidsOf(docToBlocks(editor.doc))).toEqual([
      '01',
      '02',
      '06',
      '07',
      '11',
      '12',
      '13',
      '14',
    ]);
    expect(changes().every((c) => !lockedUids.includes(c.uid))).toBe(true);
  });

  it('paste or drop a copy of locked text as ordinary new blocks', () => {
    const { editor, changes } = setup(planWithBoardText());
    const from = blockPos(editor.doc, 2);
    const copy = unlockSlice(editor.doc.slice(from, blockPos(editor.doc, 4)));
    copy.content.forEach((node) => {
      expect(lockOf(node)).toBeNull();
      expect(node.attrs.uid).toBeNull();
    });
    editor.dispatch(editor.state.tr.replace(blockPos(editor.doc, 8), undefined, copy));
    expect(kinds(changes())).toEqual([
      expect.stringMatching(/^upsert .. after:07$/),
      expect.stringMatching(/^upsert .. after:..$/),
    ]);
    expect(docToBlocks(editor.doc).filter((b) => b.locked)).toHaveLength(4);
  });
});
