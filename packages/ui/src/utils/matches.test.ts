import { describe, expect, it } from 'vitest';
import { findMatches, lowerCaseInPlace, splitMatches } from './matches';

describe('lowerCaseInPlace', () => {
  it('lowers ordinary text whole, keeping every position', () => {
    expect(lowerCaseInPlace('De Leerlingen LEZEN één Boek')).toBe('de leerlingen lezen één boek');
  });

  it('keeps a letter that would become two as it is, so positions stay those of the text', () => {
    const text = 'İstanbul en Utrecht';
    const lower = lowerCaseInPlace(text);
    expect(lower).toHaveLength(text.length);
    expect(lower).toBe('İstanbul en utrecht');
  });

  it('lowers a capital sigma the same wherever it stands in a word', () => {
    expect(lowerCaseInPlace('ΟΔΟΣ')).toBe('οδοσ');
  });
});

describe('findMatches', () => {
  it('finds every occurrence case-insensitively, without overlap, at the text positions', () => {
    expect(findMatches('Lezen, lezen en LEZEN', 'lezen')).toEqual([
      [0, 5],
      [7, 12],
      [16, 21],
    ]);
    expect(findMatches('aaaa', 'aa')).toEqual([
      [0, 2],
      [2, 4],
    ]);
  });

  it('finds a match after a letter that would become two', () => {
    const text = 'İ lezen';
    const [[start, end]] = findMatches(text, 'LEZEN') as [[number, number]];
    expect(text.slice(start, end)).toBe('lezen');
  });

  it('splits the text into plain and matched parts', () => {
    expect(splitMatches('Samen lezen', 'LEZEN')).toEqual([
      { text: 'Samen ', match: false },
      { text: 'lezen', match: true },
    ]);
  });
});
