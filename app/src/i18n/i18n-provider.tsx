import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSessionState } from '@/lib/session/session-store';
import { getLoadedMessages, subscribeMessages } from './messages';

function ignoreMissingBeforeLoad(error: { code?: string }) {
  // Before the locale middleware has loaded the messages, react-intl falls back to the English
  // defaults; that is expected, not worth a console error. Other errors are real.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/** react-intl with the session's locale; `<html lang>` follows it. */
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
      onError={ignoreMissingBeforeLoad}
    >
      {children}
    </IntlProvider>
  );
}
