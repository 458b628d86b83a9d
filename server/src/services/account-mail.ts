import type { Mail } from './mail.js';
import { translate, type Locale, type MessageKey, type MessageVars } from '../lib/messages.js';

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

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}

/**
 * The mail of a new account: "your Koers account is ready, choose your password", in plain text
 * and in HTML with the same sentences and the link as a button (names typed by people escaped).
 */
export function accountMail(values: AccountMailValues): Mail {
  const { locale } = values;
  const vars = {
    name: values.name,
    inviter: values.inviter,
    date: formatDate(values.expiresAt, locale),
  };
  const html = Object.fromEntries(
    Object.entries(vars).map(([key, value]) => [key, escapeHtml(value)]),
  );
  const t = (key: MessageKey, given: MessageVars = vars) => translate(locale, key, given);
  const subject = translate(locale, 'mail.account.subject');
  const text = [
    t('mail.account.greeting'),
    t('mail.account.intro'),
    `${t('mail.account.link')}\n\n${values.url}`,
    t('mail.account.validity'),
    t('mail.account.ignore'),
  ].join('\n\n');
  const url = escapeHtml(values.url);
  const body = [
    `<p>${t('mail.account.greeting', html)}</p>`,
    `<p>${t('mail.account.intro', html)}</p>`,
    `<p><a href="${url}" style="display:inline-block;padding:12px 20px;background:#0b5394;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${t('mail.account.action', html)}</a></p>`,
    `<p>${t('mail.account.link', html)}<br><a href="${url}" style="color:#0b5394">${url}</a></p>`,
    `<p>${t('mail.account.validity', html)}</p>`,
    `<p style="color:#555555">${t('mail.account.ignore', html)}</p>`,
  ].join('\n');
  return {
    to: values.to,
    subject,
    text,
    html: `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
${body}
</body>
</html>
`,
  };
}
