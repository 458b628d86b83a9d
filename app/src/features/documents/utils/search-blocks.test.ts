import type { Block } from '@koers/contract';
import { describe, expect, it } from 'vitest';
import { searchBlocks, snippetAround, stripHtml } from './search-blocks';

let position = 0;
const h = (id: number, level: 1 | 2, content: string): Block => ({
  id,
  type: level === 1 ? 'h1' : 'h2',
  level,
  content,
  position: position++,
});
const body = (id: number, content: string): Block => ({
  id,
  type: 'body',
  level: null,
  content,
  position: position++,
});
const file = (id: number, name: string): Block => ({
  id,
  type: 'file',
  level: null,
  content: { name, file_id: 9, url: '/api/files/9?expires=1&signature=x' },
  position: position++,
});
const contact = (id: number, name: string): Block => ({
  id,
  type: 'contact',
  level: null,
  content: { name, function: 'Intern begeleider', email: 'ib@school.nl' },
  position: position++,
});

describe('stripHtml', () => {
  it('removes tags without gluing words of adjacent paragraphs', () => {
    expect(stripHtml('<p>Eerste <strong>alinea</strong></p><p>tweede</p>')).toBe(
      'Eerste alinea tweede',
    );
  });

  it('keeps a word whole when inline markup sits inside it, and breaks at <br> and lists', () => {
    expect(stripHtml('<p><em>Burger</em>schap en <a href="/x">taal</a>beleid</p>')).toBe(
      'Burgerschap en taalbeleid',
    );
    expect(stripHtml('regel<br>twee<ul><li>een</li><li>twee</li></ul>')).toBe(
      'regel twee een twee',
    );
  });

  it('decodes entities and drops script content', () => {
    expect(stripHtml('Taal &amp; rekenen&nbsp;&#8211; &lt;b&gt;<script>alert(1)</script>')).toBe(
      'Taal & rekenen – <b>',
    );
  });
});

describe('snippetAround', () => {
  const text = 'een twee drie vier vijf zes zeven acht negen tien elf twaalf';

  it('keeps a few whole words on each side and marks what was cut', () => {
    const start = text.indexOf('zeven');
    expect(snippetAround(text, start, start + 5)).toBe(
      '… drie vier vijf zes zeven acht negen tien elf …',
    );
  });

  it('widens a match inside a word to the whole word and omits ellipses at the edges', () => {
    const start = text.indexOf('wee');
    expect(snippetAround(text, start, start + 3)).toBe('een twee drie vier vijf zes …');
  });
});

describe('searchBlocks', () => {
  const blocks: Block[] = [
    h(1, 1, 'Onderwijs'),
    h(2, 2, 'Burgerschap'),
    body(3, '<p>Wij werken aan <em>burgerschap</em> in elke groep.</p>'),
    file(4, 'Burgerschapsplan 2026.pdf'),
    h(5, 1, 'Zorg'),
    contact(6, 'Anna de Vries'),
    body(7, '<p>Anna coördineert de zorg. Vragen over zorg? Bel Anna.</p>'),
  ];

  it('returns nothing for empty or blank text', () => {
    expect(searchBlocks(blocks, '')).toEqual([]);
    expect(searchBlocks(blocks, '   ')).toEqual([]);
  });

  it('matches headings, file names and body text case-insensitively, in document order', () => {
    const results = searchBlocks(blocks, 'BURGERSCHAP');
    expect(results.map((r) => [r.kind, r.blockId, r.content])).toEqual([
      ['heading', 2, 'Burgerschap'],
      ['body', 3, 'Wij werken aan burgerschap in elke groep.'],
      ['file', 4, 'Burgerschapsplan 2026.pdf'],
    ]);
  });

  it('matches contact names and tells which section a block is in', () => {
    const [first] = searchBlocks(blocks, 'de vries');
    expect(first).toMatchObject({
      kind: 'contact',
      blockId: 6,
      section: 'Zorg',
      sectionBlockId: 5,
    });
  });

  it('does not match tag names or attributes of body HTML', () => {
    expect(searchBlocks([body(10, '<p class="em">tekst</p>')], 'em')).toEqual([]);
  });

  it('gives one result per block with the number of matches in it', () => {
    const results = searchBlocks(
      [
        h(19, 1, 'Zorg en ZORG'),
        body(20, 'zorg '.concat('x '.repeat(12), 'Zorg ', 'y '.repeat(12), 'zorg')),
      ],
      'zorg',
    );
    expect(results.map((r) => [r.blockId, r.matches])).toEqual([
      [19, 2],
      [20, 3],
    ]);
    // The snippet is the one around the first match.
    expect(results[1]?.content).toBe('zorg x x x x …');
  });

  it('counts a match through inline formatting and line breaks, as the marks in the text do', () => {
    const [result] = searchBlocks(
      [body(22, '<p>Onze <strong>kern</strong>waarden\n   geven richting</p>')],
      'kernwaarden  geven',
    );
    expect(result).toMatchObject({ blockId: 22, matches: 1 });
  });

  it('removes results whose content is identical to an earlier one', () => {
    const results = searchBlocks(
      [h(30, 2, 'Doelen'), h(31, 1, 'Kwaliteit'), h(32, 2, 'Doelen'), body(33, 'Doelen')],
      'doelen',
    );
    expect(results.map((r) => r.blockId)).toEqual([30]);
  });

  it('treats regular-expression characters in the search text literally', () => {
    expect(searchBlocks([body(40, 'Kosten (excl. btw) zijn 5.0')], '(excl.')).toHaveLength(1);
    expect(searchBlocks([body(41, 'abc')], '.*')).toEqual([]);
  });

  it('follows block positions, not array order', () => {
    const results = searchBlocks(
      [
        { ...body(51, 'thema lezen'), position: 2 },
        { ...h(50, 1, 'Lezen'), position: 1 },
      ],
      'lezen',
    );
    expect(results.map((r) => r.blockId)).toEqual([50, 51]);
    expect(results[1]?.section).toBe('Lezen');
  });

  it('finds a body match near the start of the block right under a matching heading', () => {
    const results = searchBlocks(
      [h(60, 2, 'Kernwaarden'), body(61, '<p>Onze kernwaarden geven richting</p>')],
      'KERNWAARDEN',
    );
    expect(results.map((r) => [r.blockId, r.kind])).toEqual([
      [60, 'heading'],
      [61, 'body'],
    ]);
  });
});
