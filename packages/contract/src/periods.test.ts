import { describe, expect, it } from 'vitest';
import { carriedDocumentName } from './periods.js';

describe('carriedDocumentName', () => {
  it("puts the new school year in the place of the old one, in the name's own notation", () => {
    expect(carriedDocumentName('Jaarplan 2026-2027', 2027, 2028)).toBe('Jaarplan 2027-2028');
    expect(carriedDocumentName('Jaarplan 2026/2027 (concept)', 2027, 2028)).toBe(
      'Jaarplan 2027/2028 (concept)',
    );
    expect(carriedDocumentName('Jaarplan 2026 – 2027', 2027, 2028)).toBe('Jaarplan 2027 – 2028');
  });

  it('leaves names without a school year as they are, and spans that are not one year', () => {
    expect(carriedDocumentName('Actieplan lezen', 2027, 2028)).toBe('Actieplan lezen');
    expect(carriedDocumentName('Koersplan 2024-2028', 2027, 2028)).toBe('Koersplan 2024-2028');
    expect(carriedDocumentName('Jaarplan 20262-2027', 2027, 2028)).toBe('Jaarplan 20262-2027');
  });
});
