import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { useSessionState } from '@/lib/session/session-store';
import type { Locale } from './config';
import { getLoadedMessages, subscribeMessages } from './messages';

/** The locale react-aria's own strings and formats follow (it ships en-US and nl-NL strings). */
const ARIA_LOCALES: Record<Locale, string> = { en: 'en-US', nl: 'nl-NL' };

/**
 * Until the locale middleware has loaded the messages, texts fall back to their English default.
 * The browser bundle has no ICU parser (messages are precompiled), so react-intl reports that
 * fallback as MISSING_TRANSLATION or FORMAT_ERROR: expected while loading, not worth a console
 * error. Once the messages are there, every error is real.
 */
export function intlErrorHandler(messagesLoaded: boolean) {
  return (error: { code?: string }) => {
    if (
      !messagesLoaded &&
      (error.code === 'MISSING_TRANSLATION' || error.code === 'FORMAT_ERROR')
    ) {
      return;
    }
    console.error(error);
  };
}

/** react-intl and react-aria with the session's locale; `<html lang>` follows it. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useSessionState((s) => s.locale);
  const messages = useSyncExternalStore(subscribeMessages, () => getLoadedMessages(locale));
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={messages}
      onError={intlErrorHandler(messages !== undefined)}
    >
      <AriaI18nProvider locale={ARIA_LOCALES[locale]}>{children}</AriaI18nProvider>
    </IntlProvider>
  );
}
