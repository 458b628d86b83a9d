import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as constants from './constants.js';
import * as contract from './index.js';

describe('@koers/contract/constants', () => {
  it('loads no schema library, so the app can import it without TypeBox', () => {
    const source = readFileSync(new URL('./constants.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import /m);
  });

  it('is re-exported unchanged by the main entry', () => {
    for (const [name, value] of Object.entries(constants)) {
      expect(contract[name as keyof typeof contract], name).toBe(value);
    }
  });

  it('gives the schemas the same sort allow-lists', () => {
    expect(contract.ADMIN_USERS_SORT).toBe(constants.SORT_COLUMNS.adminUsers);
    expect(contract.CONTACT_SORT_COLUMNS).toBe(constants.SORT_COLUMNS.contacts);
  });

  it('offers calendar colours that keep 3:1 contrast with the light and the dark backgrounds', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high! + 0.05) / (low! + 0.05);
    };
    // The theme's page and surface backgrounds (packages/ui tokens: white, gray-50 / gray-850,
    // gray-900, gray-950).
    const light = ['#ffffff', '#f7f8fa'];
    const dark = ['#1f232a', '#16191e', '#0e1014'];
    expect(new Set(constants.CALENDAR_COLOURS.map((c) => c.key)).size).toBe(
      constants.CALENDAR_COLOURS.length,
    );
    for (const colour of constants.CALENDAR_COLOURS) {
      for (const bg of light)
        expect(contrast(colour.color, bg), colour.key).toBeGreaterThanOrEqual(3);
      for (const bg of dark)
        expect(contrast(colour.dark, bg), colour.key).toBeGreaterThanOrEqual(3);
    }
  });
});
