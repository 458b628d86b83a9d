import type { Mail } from './mail.js';
import type { Locale } from '../lib/messages.js';
import { formatMailDate, linkMail } from './link-mail.js';

export interface InviteMailValues {
  to: string;
  locale: Locale;
  /** Display name of whoever invited. */
  inviter: string;
  /** Name of the school or board. */
  context: string;
  /** Name of the role the invitee will have. */
  role: string;
  /** The accept link: `{origin}/uitnodigingen/{id}/accepteren`. */
  url: string;
  /** When the link stops working (ISO timestamp). */
  expiresAt: string;
}

/** The invitation mail in the invitee's language, the school or board in bold. */
export function inviteMail(values: InviteMailValues): Mail {
  return linkMail({
    to: values.to,
    locale: values.locale,
    subject: 'mail.invite.subject',
    vars: {
      inviter: values.inviter,
      context: values.context,
      role: values.role,
      date: formatMailDate(values.expiresAt, values.locale),
    },
    emphasis: ['context'],
    before: ['mail.invite.greeting', 'mail.invite.intro'],
    link: { url: values.url, action: 'mail.invite.action', label: 'mail.invite.link' },
    after: ['mail.invite.validity'],
    footnote: 'mail.invite.ignore',
  });
}
