import { blockAnchorId, numberHeadings } from './numberHeadings';

const numbers = (types: string[]) =>
  numberHeadings(types.map((type, i) => ({ id: i, type }))).map((h) => h.number);

describe('numberHeadings', () => {
  it('numbers h1 as 1., 2., … and h2 as n.1., n.2., … restarting under each h1', () => {
    expect(numbers(['h1', 'h2', 'h2', 'h1', 'h2', 'h1'])).toEqual([
      '1.',
      '1.1.',
      '1.2.',
      '2.',
      '2.1.',
      '3.',
    ]);
  });

  it('passes over body, file, contact and unknown blocks without counting them', () => {
    const result = numberHeadings([
      { id: 'a', type: 'body' },
      { id: 'b', type: 'h1' },
      { id: 'c', type: 'file' },
      { id: 'd', type: 'contact' },
      { id: 'e', type: 'h2' },
      { id: 'f', type: 'h3' },
    ]);
    expect(result.map((h) => [h.block.id, h.level, h.number])).toEqual([
      ['b', 1, '1.'],
      ['e', 2, '1.1.'],
    ]);
  });

  it('numbers h2 before the first h1 under section 0, and the first h1 still gets 1.', () => {
    expect(numbers(['h2', 'h2', 'h1', 'h2'])).toEqual(['0.1.', '0.2.', '1.', '1.1.']);
  });

  it('returns nothing for a document without headings and does not mutate its input', () => {
    expect(numbers([])).toEqual([]);
    const blocks = Object.freeze([Object.freeze({ id: 1, type: 'h1' })]);
    expect(numberHeadings(blocks)[0]?.block).toBe(blocks[0]);
  });
});

describe('blockAnchorId', () => {
  it('prefixes the block id', () => {
    expect(blockAnchorId(12)).toBe('block-12');
  });
});
