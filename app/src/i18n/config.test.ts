import { describe, expect, it } from 'vitest';
import { initialLocale, readLocaleConfig } from './config';

function docWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'koers-config';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('page-level locale configuration (SPEC §1)', () => {
  it('reads the default locale and the available locales', () => {
    expect(readLocaleConfig(docWith('{"defaultLocale":"nl","locales":["nl","en"]}'))).toEqual({
      defaultLocale: 'nl',
      locales: ['nl', 'en'],
    });
  });

  it('drops unknown locales and falls back when the configuration is missing or broken', () => {
    expect(readLocaleConfig(docWith('{"defaultLocale":"de","locales":["de","nl"]}'))).toEqual({
      defaultLocale: 'nl',
      locales: ['nl'],
    });
    expect(readLocaleConfig(docWith(null))).toEqual({ defaultLocale: 'en', locales: ['en', 'nl'] });
    expect(readLocaleConfig(docWith('{not json'))).toEqual({
      defaultLocale: 'en',
      locales: ['en', 'nl'],
    });
  });

  it('lets the stored locale win over the default, if it is offered', () => {
    const config = { defaultLocale: 'en' as const, locales: ['en' as const, 'nl' as const] };
    expect(initialLocale('nl', config)).toBe('nl');
    expect(initialLocale(null, config)).toBe('en');
    expect(initialLocale('fr', config)).toBe('en');
    expect(initialLocale('nl', { defaultLocale: 'en', locales: ['en'] })).toBe('en');
  });
});
