import { storeLocale } from '@/lib/session/session-store';
import type { Locale } from './config';
import { loadMessages } from './messages';

/** Changes the locale once its messages are loaded (SPEC §4), so no untranslated frame shows. */
export async function changeLocale(locale: Locale): Promise<void> {
  await loadMessages(locale);
  storeLocale(locale);
}
