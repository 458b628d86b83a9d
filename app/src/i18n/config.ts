/** The locales the app knows (SPEC §1, §9). */
export const SUPPORTED_LOCALES = ['en', 'nl'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export interface LocaleConfig {
  defaultLocale: Locale;
  locales: Locale[];
}

const FALLBACK: LocaleConfig = { defaultLocale: 'en', locales: ['en', 'nl'] };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * Reads the page-level configuration (`<script type="application/json" id="koers-config">` in
 * index.html, SPEC §1). Unknown locales are dropped; anything unreadable falls back to en + nl.
 */
export function readLocaleConfig(doc: Document | undefined = globalThis.document): LocaleConfig {
  const text = doc?.getElementById('koers-config')?.textContent;
  if (!text) return FALLBACK;
  try {
    const raw = JSON.parse(text) as { defaultLocale?: unknown; locales?: unknown };
    const locales = Array.isArray(raw.locales) ? raw.locales.filter(isLocale) : [];
    const available = locales.length > 0 ? locales : FALLBACK.locales;
    const defaultLocale =
      isLocale(raw.defaultLocale) && available.includes(raw.defaultLocale)
        ? raw.defaultLocale
        : (available[0] ?? 'en');
    return { defaultLocale, locales: available };
  } catch {
    return FALLBACK;
  }
}

/** The browser's languages in its order of preference (`navigator.languages`), or none. */
export function browserLanguages(
  nav: Pick<Navigator, 'languages' | 'language'> | null | undefined = globalThis.navigator,
): readonly string[] {
  try {
    if (nav?.languages?.length) return nav.languages;
    return nav?.language ? [nav.language] : [];
  } catch {
    return [];
  }
}

/**
 * The locale a visit starts in (SPEC §4, docs/decisions: a first visit follows the browser): the
 * stored choice if it is still offered; otherwise the first of the browser's languages that is
 * offered (`nl-BE` counts as nl, `en-US` as en); otherwise the configured default.
 */
export function initialLocale(
  stored: string | null,
  config: LocaleConfig,
  languages: readonly string[] = browserLanguages(),
): Locale {
  if (isLocale(stored) && config.locales.includes(stored)) return stored;
  for (const tag of languages) {
    const primary = typeof tag === 'string' ? tag.trim().toLowerCase().split(/[-_]/)[0] : '';
    if (isLocale(primary) && config.locales.includes(primary)) return primary;
  }
  return config.defaultLocale;
}

/** Each language named in itself (endonyms are not translated). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', nl: 'Nederlands' };
