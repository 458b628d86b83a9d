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

/** SPEC §4: the stored locale wins over the configured default, if it is still offered. */
export function initialLocale(stored: string | null, config: LocaleConfig): Locale {
  return isLocale(stored) && config.locales.includes(stored) ? stored : config.defaultLocale;
}

/** Each language named in itself (endonyms are not translated). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', nl: 'Nederlands' };
