import { GuestFooter } from '@koers/ui';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { LocaleSwitch } from '../locale-switch';

const messages = defineMessages({
  label: { id: 'app.guestFooter.label', defaultMessage: 'About Koers' },
  newTab: { id: 'app.guestFooter.newTab', defaultMessage: '(opens in a new tab)' },
});

/** SPEC §2 guest layout: the auth screens, centred, with the language switch and the guest footer. */
export default function GuestLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="koers-app-guest">
      <header className="koers-app-guest__header">
        <Link to={paths.home.href()} className="koers-app-brand">
          Koers
        </Link>
        <LocaleSwitch />
      </header>
      <main id="main" className="koers-app-guest__main">
        {children}
      </main>
      {/* SPEC §1: the four links keep their Dutch labels in every locale. */}
      <GuestFooter
        label={intl.formatMessage(messages.label)}
        newTabHint={intl.formatMessage(messages.newTab)}
      />
    </div>
  );
}
