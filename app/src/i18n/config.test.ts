import { describe, expect, it } from 'vitest';
import { browserLanguages, initialLocale, readLocaleConfig } from './config';

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
    expect(initialLocale('nl', config, [])).toBe('nl');
    expect(initialLocale(null, config, [])).toBe('en');
    expect(initialLocale('fr', config, [])).toBe('en');
    expect(initialLocale('nl', { defaultLocale: 'en', locales: ['en'] }, [])).toBe('en');
    // A stored choice also wins over the browser's language.
    expect(initialLocale('en', { ...config, defaultLocale: 'nl' }, ['nl-NL'])).toBe('en');
  });
});

describe('a first visit follows the browser', () => {
  const nlDefault = { defaultLocale: 'nl' as const, locales: ['en' as const, 'nl' as const] };
  const enDefault = { ...nlDefault, defaultLocale: 'en' as const };

  it('opens in Dutch for a Dutch browser and in English for an English one', () => {
    expect(initialLocale(null, enDefault, ['nl-NL', 'en-US'])).toBe('nl');
    expect(initialLocale(null, enDefault, ['nl-BE'])).toBe('nl');
    expect(initialLocale(null, nlDefault, ['en-US', 'nl'])).toBe('en');
    expect(initialLocale(null, nlDefault, ['EN_gb'])).toBe('en');
  });

  it('takes the first offered language of the browser, else the configured default', () => {
    expect(initialLocale(null, nlDefault, ['de-DE', 'en'])).toBe('en');
    expect(initialLocale(null, enDefault, ['fr-FR', 'de'])).toBe('en');
    expect(initialLocale(null, nlDefault, ['fr-FR', 'de'])).toBe('nl');
    expect(initialLocale(null, nlDefault, [])).toBe('nl');
    // A language the installation does not offer is passed over.
    expect(initialLocale(null, { defaultLocale: 'nl', locales: ['nl'] }, ['en-US'])).toBe('nl');
  });

  it('reads navigator.languages, or navigator.language when the list is empty', () => {
    expect(browserLanguages({ languages: ['nl-NL', 'en'], language: 'nl-NL' })).toEqual([
      'nl-NL',
      'en',
    ]);
    expect(browserLanguages({ languages: [], language: 'en-GB' })).toEqual(['en-GB']);
    expect(browserLanguages(null)).toEqual([]);
  });
});
