import { useEffect } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useMatches } from 'react-router';
import type { RouteHandle } from '@/lib/navigation/layout';
import type { RouteName } from '@/lib/paths';

/** The browser tab's title per screen (WCAG 2.4.2), "<screen> – Koers". */
const titles = defineMessages({
  home: { id: 'app.title.home', defaultMessage: 'Home' },
  login: { id: 'app.title.login', defaultMessage: 'Log in' },
  'unknown-user': { id: 'app.title.unknownUser', defaultMessage: 'Log in' },
  'forgot-password': { id: 'app.title.forgotPassword', defaultMessage: 'Forgot password' },
  'change-password': { id: 'app.title.changePassword', defaultMessage: 'Set a new password' },
  'change-school-organisation': {
    id: 'app.title.changeSchoolOrganisation',
    defaultMessage: 'Choose a school or board',
  },
  'accept-invite': { id: 'app.title.acceptInvite', defaultMessage: 'Accept invitation' },
  'confirm-email': { id: 'app.title.confirmEmail', defaultMessage: 'Confirm e-mail address' },
  'document-history': { id: 'app.title.documentHistory', defaultMessage: 'History' },
  'document-print': { id: 'app.title.documentPrint', defaultMessage: 'Print' },
  calendar: { id: 'app.title.calendar', defaultMessage: 'Yearly calendar' },
  contacts: { id: 'app.title.contacts', defaultMessage: 'Social map' },
  links: { id: 'app.title.links', defaultMessage: 'Linked applications' },
  account: { id: 'app.title.account', defaultMessage: 'My account' },
  'two-factor-setup': { id: 'app.title.twoFactorSetup', defaultMessage: 'Two-step verification' },
  manuals: { id: 'app.title.manuals', defaultMessage: 'Manuals' },
  settings: { id: 'app.title.settings', defaultMessage: 'Settings' },
  admin: { id: 'app.title.admin', defaultMessage: 'Admin environment' },
  'not-found': { id: 'app.title.notFound', defaultMessage: 'Page not found' },
});

const titled = defineMessage<{ screen: string }>({
  id: 'app.title.format',
  defaultMessage: '{screen} – Koers',
});

/**
 * Sets document.title from the deepest matched screen that has a title here; settings and admin
 * tabs take their section's. A document page sets its own (the document's name), so this leaves
 * the title alone there.
 */
export function usePageTitle(): void {
  const intl = useIntl();
  const matches = useMatches();
  const names = matches
    .map((m) => (m.handle as RouteHandle | undefined)?.name)
    .filter((name): name is RouteName => typeof name === 'string');
  const isDocument = names.includes('document');
  const screen = [...names].reverse().find((name) => name in titles) as
    keyof typeof titles | undefined;
  const text = screen ? intl.formatMessage(titles[screen]) : null;
  useEffect(() => {
    if (isDocument) return;
    document.title = text ? intl.formatMessage(titled, { screen: text }) : 'Koers';
  }, [isDocument, text, intl]);
}

/**
 * The title of the 404 page when a guard or loader answered not-found: the error page replaces
 * the screens whose titles usePageTitle reads, so without this the tab kept the previous title.
 */
export function useNotFoundTitle(active: boolean): void {
  const intl = useIntl();
  useEffect(() => {
    if (!active) return;
    document.title = intl.formatMessage(titled, {
      screen: intl.formatMessage(titles['not-found']),
    });
  }, [active, intl]);
}
