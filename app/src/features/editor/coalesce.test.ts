import type { BlockChange } from '@koers/contract';
import { describe, expect, it } from 'vitest';
import { coalesce, coalesceAll } from './coalesce';
import { body, uid } from './testing/fixtures';

// Blocks 1-9 are on the server; 10 and up are new.
const isKnown = (id: string) => Number(id.slice(-12)) < 10;

describe('coalescing block changes', () => {
  it('keeps one upsert per block: the last content, where the first stood', () => {
    const list = coalesceAll(
      [body(1, '<p>a</p>'), body(2, '<p>x</p>'), body(1, '<p>ab</p>'), body(1, '<p>abc</p>')],
      isKnown,
    );
    expect(list).toEqual([body(1, '<p>abc</p>'), body(2, '<p>x</p>')]);
  });

  it('keeps the place of a new block and adds a move when a later edit places it elsewhere', () => {
    const list = coalesceAll(
      [
        body(10, '<p>new</p>', uid(1)),
        body(11, '<p>next</p>', uid(10)),
        body(10, '<p>newer</p>', uid(3)),
      ],
      isKnown,
    );
    expect(list).toEqual([
      body(10, '<p>newer</p>', uid(1)),
      body(11, '<p>next</p>', uid(10)),
      { op: 'move', uid: uid(10), after: uid(3) },
    ]);
  });

  it('cancels a new block deleted again: its upsert, its moves and the delete', () => {
    const list = coalesceAll(
      [
        body(2, '<p>kept</p>'),
        body(10, '<p>typo</p>', uid(1)),
        { op: 'move', uid: uid(10), after: uid(4) },
        { op: 'delete', uid: uid(10) },
      ],
      isKnown,
    );
    expect(list).toEqual([body(2, '<p>kept</p>')]);
  });

  it('keeps a new block and its delete while another change is placed after it', () => {
    const changes: BlockChange[] = [
      body(10, '<p>gone</p>', uid(1)),
      body(11, '<p>stays</p>', uid(10)),
      { op: 'delete', uid: uid(10) },
    ];
    expect(coalesceAll(changes, isKnown)).toEqual(changes);
  });

  it('keeps the delete of a known block, dropping its edits but keeping where it was placed', () => {
    const list = coalesceAll(
      [
        body(1, '<p>edit</p>'),
        body(2, '<p>moved and edited</p>', uid(5)),
        { op: 'delete', uid: uid(1) },
        { op: 'delete', uid: uid(2) },
        { op: 'delete', uid: uid(2) },
      ],
      isKnown,
    );
    expect(list).toEqual([
      { op: 'move', uid: uid(2), after: uid(5) },
      { op: 'delete', uid: uid(1) },
      { op: 'delete', uid: uid(2) },
    ]);
  });

  it('keeps moves, in order', () => {
    const moves: BlockChange[] = [
      { op: 'move', uid: uid(1), after: uid(3) },
      { op: 'move', uid: uid(2), after: uid(1) },
      { op: 'move', uid: uid(1), after: null },
    ];
    expect(coalesceAll(moves, isKnown)).toEqual(moves);
  });

  it('takes a delete back when the block is upserted again (undo)', () => {
    const list = coalesceAll(
      [{ op: 'delete', uid: uid(1) }, body(1, '<p>back</p>', uid(2))],
      isKnown,
    );
    expect(list).toEqual([body(1, '<p>back</p>', uid(2))]);
  });

  it('never changes the list or the changes it was given', () => {
    const first = body(1, '<p>a</p>');
    const list = [first];
    const frozen = JSON.stringify(list);
    coalesce(list, body(1, '<p>b</p>'), isKnown);
    coalesce(list, { op: 'delete', uid: uid(1) }, isKnown);
    expect(JSON.stringify(list)).toBe(frozen);
  });
});
