import { BLOCK_UID_PATTERN } from '@koers/contract/constants';
import { baselineOf, computeChanges } from './changes';
import { samplePlan, uid } from './Editor.fixtures';
import { blocksToDoc, docToBlocks } from './mapping';
import { editorSchema } from './schema';
import type { EditorInputBlock } from './types';

const schema = editorSchema();

describe('blocks ⇄ document', () => {
  it('gives back the same blocks for content in the editor’s own HTML', () => {
    const blocks = samplePlan();
    const doc = blocksToDoc(schema, blocks);
    expect(doc.childCount).toBe(blocks.length);
    const back = docToBlocks(doc);
    expect(back).toEqual(
      blocks.map((block) =>
        block.type === 'file'
          ? { ...block, content: { name: 'Jaarplan 2026.pdf', file_id: 7, url: '/files/7' } }
          : block,
      ),
    );
  });

  it('maps each block to one top-level node that carries its uid', () => {
    const doc = blocksToDoc(schema, samplePlan());
    const nodes: string[] = [];
    doc.forEach((node) => nodes.push(`${node.type.name}:${node.attrs.uid}`));
    expect(nodes).toEqual([
      `koersHeading:${uid(1)}`,
      `koersBody:${uid(2)}`,
      `koersHeading:${uid(3)}`,
      `koersBody:${uid(4)}`,
      `koersFile:${uid(5)}`,
      `koersHeading:${uid(6)}`,
      `koersBody:${uid(7)}`,
      `koersContact:${uid(8)}`,
    ]);
  });

  it('keeps two body blocks in a row as two blocks', () => {
    const blocks: EditorInputBlock[] = [
      { uid: uid(1), type: 'body', content: '<p>Een</p>' },
      { uid: uid(2), type: 'body', content: '<p>Twee</p>' },
    ];
    expect(docToBlocks(blocksToDoc(schema, blocks))).toEqual(blocks);
  });

  it('reads "text" as body and leaves out what it cannot hold', () => {
    const doc = blocksToDoc(schema, [
      { uid: uid(1), type: 'text', content: '<p>Oud</p>' },
      { uid: uid(2), type: 'video', content: 'niet ondersteund' },
      { uid: uid(3), type: 'file', content: {} },
      { uid: uid(1), type: 'h1', content: 'Dubbele uid' },
    ]);
    expect(docToBlocks(doc)).toEqual([{ uid: uid(1), type: 'body', content: '<p>Oud</p>' }]);
  });

  it('makes an empty document one empty body block with a new uid, which is no change', () => {
    const doc = blocksToDoc(schema, []);
    expect(doc.childCount).toBe(1);
    const [block] = docToBlocks(doc);
    expect(block).toMatchObject({ type: 'body', content: '<p></p>' });
    expect(block!.uid).toMatch(new RegExp(BLOCK_UID_PATTERN));
    expect(computeChanges(baselineOf(doc, new Set()), doc)).toEqual([]);
  });

  it('produces no changes when it loads HTML it would write differently', () => {
    const blocks: EditorInputBlock[] = [
      { uid: uid(1), type: 'h2', content: 'Kop\nover twee regels' },
      {
        uid: uid(2),
        type: 'body',
        content:
          '<P style="color:red">Oude <B>opmaak</B><img src="x.png"></P><table><thead><tr><th>Kop</th></tr></thead></table>',
      },
    ];
    const doc = blocksToDoc(schema, blocks);
    expect(computeChanges(baselineOf(doc), doc)).toEqual([]);
    // What it would write: the same text in its own HTML.
    expect(docToBlocks(doc)).toEqual([
      { uid: uid(1), type: 'h2', content: 'Kop over twee regels' },
      {
        uid: uid(2),
        type: 'body',
        content:
          '<p>Oude <strong>opmaak</strong></p><table><tbody><tr><th><p>Kop</p></th></tr></tbody></table>',
      },
    ]);
  });

  it('never loads or runs what a body’s HTML refers to', () => {
    const spy = vi.fn();
    (window as unknown as { pwned: () => void }).pwned = spy;
    blocksToDoc(schema, [
      { uid: uid(1), type: 'body', content: '<p>x<img src="nope" onerror="window.pwned()"></p>' },
    ]);
    expect(spy).not.toHaveBeenCalled();
  });
});
