import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './config';

/** Compiled messages of one locale (ASTs from scripts/i18n.mjs). */
export type Messages = Record<string, MessageFormatElement[]>;

const loaded = new Map<Locale, Messages>();
const pending = new Map<Locale, Promise<Messages>>();
const listeners = new Set<() => void>();

/** Notifies when a locale's messages arrive (the provider re-renders with them). */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// One chunk per locale, fetched the first time that locale is chosen (SPEC §4). A glob rather
// than two imports: the compiled files are generated (scripts/i18n.mjs), not committed.
const loaders = import.meta.glob<{ default: Messages }>('./compiled/*.json');

/** The messages of `locale` if already loaded (synchronous, for the first render). */
export function getLoadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

/** Loads the messages of `locale` once; later calls share the same promise. */
export function loadMessages(locale: Locale): Promise<Messages> {
  const done = loaded.get(locale);
  if (done) return Promise.resolve(done);
  let promise = pending.get(locale);
  if (!promise) {
    const loader = loaders[`./compiled/${locale}.json`];
    // Not compiled (unit tests, or `pnpm i18n` not run): react-intl shows the English defaults.
    promise = (loader ?? (() => Promise.resolve({ default: {} as Messages })))()
      .then((module) => {
        loaded.set(locale, module.default);
        for (const listener of listeners) listener();
        return module.default;
      })
      .finally(() => pending.delete(locale));
    pending.set(locale, promise);
  }
  return promise;
}
