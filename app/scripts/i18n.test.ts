import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractMessages, findProblems, readTranslations } from './i18n.mjs';

describe('messages of the app', () => {
  it('has every message id in both English and Dutch', () => {
    const problems = findProblems(extractMessages(), readTranslations());
    expect(problems).toEqual([]);
  }, 30_000);
});

describe('the completeness check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'koers-i18n-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const src = join(dir, 'src');
  const nl = join(dir, 'nl');
  mkdirSync(src);
  mkdirSync(nl);
  writeFileSync(
    join(src, 'page.tsx'),
    `import { defineMessages } from 'react-intl';
export const m = defineMessages({
  a: { id: 'page.a', defaultMessage: 'Alpha' },
  b: { id: 'page.b', defaultMessage: 'Beta' },
  c: { defaultMessage: 'No id' },
  d: { id: 'page.d', defaultMessage: '' },
  e: { id: 'page.e', defaultMessage: 'Echo' },
});`,
  );
  writeFileSync(
    join(nl, 'one.json'),
    JSON.stringify({ 'page.a': 'Alfa', 'page.old': 'Oud', 'page.d': 'Delta', 'page.e': ' ' }),
  );
  writeFileSync(join(nl, 'two.json'), JSON.stringify({ 'page.a': 'Alfa bis' }));

  it('lists ids missing or empty in either language, messages without an id and duplicates', () => {
    const problems = findProblems(extractMessages({ srcDir: src }), readTranslations(nl));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('missing in nl: page.b'),
        expect.stringContaining('missing in en (not in the source): page.old'),
        expect.stringContaining('message without an explicit id: "No id"'),
        expect.stringContaining('translated twice: page.a'),
        expect.stringContaining('missing in en (no defaultMessage): page.d'),
        expect.stringContaining('missing in nl (empty text): page.e'),
      ]),
    );
    expect(problems).toHaveLength(6);
  }, 30_000);
});
