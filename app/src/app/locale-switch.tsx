import { Button } from '@koers/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useSessionState } from '@/lib/session/session-store';
import { changeLocale } from '@/i18n/change-locale';
import { LOCALE_NAMES } from '@/i18n/config';

const messages = defineMessages({
  label: { id: 'app.locale.label', defaultMessage: 'Language' },
});

/**
 * The nl/en switch of the guest pages: one button per other language, named in that language
 * (with its lang attribute) so every reader recognises theirs.
 */
export function LocaleSwitch() {
  const intl = useIntl();
  const locale = useSessionState((s) => s.locale);
  const locales = useSessionState((s) => s.localeConfig.locales);
  const others = locales.filter((l) => l !== locale);
  if (others.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage(messages.label)} className="koers-app-locale-switch">
      {others.map((other, index) => (
        // Keyed by position, not language: after a switch the same button (now naming the other
        // language) keeps the focus instead of being replaced by a new one.
        <Button key={index} variant="ghost" size="sm" onPress={() => void changeLocale(other)}>
          <span lang={other}>{LOCALE_NAMES[other]}</span>
        </Button>
      ))}
    </nav>
  );
}
