import type { Mail } from './mail.js';
import type { Locale } from '../lib/messages.js';
import { formatMailDate, linkMail } from './link-mail.js';

export interface AccountMailValues {
  to: string;
  locale: Locale;
  /** The new user's first name. */
  name: string;
  /** Display name of the super admin who made the account. */
  inviter: string;
  /** The link to choose a password (the reset screen with a token). */
  url: string;
  /** When the link stops working (ISO timestamp). */
  expiresAt: string;
}

/** The mail of a new account: "your Koers account is ready, choose your password". */
export function accountMail(values: AccountMailValues): Mail {
  return linkMail({
    to: values.to,
    locale: values.locale,
    subject: 'mail.account.subject',
    vars: {
      name: values.name,
      inviter: values.inviter,
      date: formatMailDate(values.expiresAt, values.locale),
    },
    before: ['mail.account.greeting', 'mail.account.intro'],
    link: { url: values.url, action: 'mail.account.action', label: 'mail.account.link' },
    after: ['mail.account.validity'],
    footnote: 'mail.account.ignore',
  });
}
