import type { Mail } from './mail.js';
import { translate, type Locale, type MessageKey, type MessageVars } from '../lib/messages.js';

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

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The last day the link works, as a reader of that language writes a date, in Dutch time. */
function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}

/**
 * The invitation mail in the invitee's language: plain text, and HTML with the same sentences
 * and the link as a button. Names typed by people (school, inviter) are escaped in the HTML.
 */
export function inviteMail(values: InviteMailValues): Mail {
  const { locale } = values;
  const vars = {
    inviter: values.inviter,
    context: values.context,
    role: values.role,
    date: formatDate(values.expiresAt, locale),
  };
  const html = Object.fromEntries(
    Object.entries(vars).map(([key, value]) => [key, escapeHtml(value)]),
  );
  const t = (key: MessageKey, given: MessageVars = vars) => translate(locale, key, given);
  const text = [
    t('mail.invite.greeting'),
    t('mail.invite.intro'),
    `${t('mail.invite.link')}\n\n${values.url}`,
    t('mail.invite.validity'),
    t('mail.invite.ignore'),
  ].join('\n\n');
  const url = escapeHtml(values.url);
  const body = [
    `<p>${t('mail.invite.greeting', html)}</p>`,
    `<p>${translate(locale, 'mail.invite.intro', { ...html, context: `<strong>${html.context}</strong>` })}</p>`,
    `<p><a href="${url}" style="display:inline-block;padding:12px 20px;background:#0b5394;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${t('mail.invite.action', html)}</a></p>`,
    `<p>${t('mail.invite.link', html)}<br><a href="${url}" style="color:#0b5394">${url}</a></p>`,
    `<p>${t('mail.invite.validity', html)}</p>`,
    `<p style="color:#555555">${t('mail.invite.ignore', html)}</p>`,
  ].join('\n');
  return {
    to: values.to,
    subject: translate(locale, 'mail.invite.subject', { context: values.context }),
    text,
    html: `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(translate(locale, 'mail.invite.subject', { context: values.context }))}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
${body}
</body>
</html>
`,
  };
}
