import type { Mail } from './mail.js';
import { translate, type Locale, type MessageKey } from '../lib/messages.js';

/**
 * The one layout of Koers' own mails (an account, an invitation, an e-mail address to confirm, a
 * notice): sentences from the message catalogue in the reader's language, in plain text and in
 * HTML with the same sentences and the link as a button. Values typed by people are escaped in
 * the HTML.
 */
export interface LinkMailValues {
  to: string;
  locale: Locale;
  /** Key of the subject (its values: `vars`). */
  subject: MessageKey;
  /** Values of the sentences, as given (escaped for the HTML here). */
  vars: Record<string, string>;
  /** Values shown in bold in the HTML (e.g. the school invited to). */
  emphasis?: string[];
  /** Sentences before the link. */
  before: MessageKey[];
  /** The link: its button text and the sentence above the written-out address. */
  link?: { url: string; action: MessageKey; label: MessageKey };
  /** Sentences after the link. */
  after?: MessageKey[];
  /** The closing sentence, in grey (what to do when the mail was not expected). */
  footnote?: MessageKey;
}

export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A date as a reader of that language writes it, in Dutch time (when a link stops working). */
export function formatMailDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}

export function linkMail(values: LinkMailValues): Mail {
  const { locale, vars, link, after = [], footnote, emphasis = [] } = values;
  const html = Object.fromEntries(
    Object.entries(vars).map(([key, value]) => [
      key,
      emphasis.includes(key) ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value),
    ]),
  );
  const t = (key: MessageKey) => translate(locale, key, vars);
  const h = (key: MessageKey) => translate(locale, key, html);
  const subject = translate(locale, values.subject, vars);
  const text = [
    ...values.before.map(t),
    ...(link ? [`${t(link.label)}\n\n${link.url}`] : []),
    ...after.map(t),
    ...(footnote ? [t(footnote)] : []),
  ].join('\n\n');
  const url = link ? escapeHtml(link.url) : '';
  const body = [
    ...values.before.map((key) => `<p>${h(key)}</p>`),
    ...(link
      ? [
          `<p><a href="${url}" style="display:inline-block;padding:12px 20px;background:#0b5394;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${h(link.action)}</a></p>`,
          `<p>${h(link.label)}<br><a href="${url}" style="color:#0b5394">${url}</a></p>`,
        ]
      : []),
    ...after.map((key) => `<p>${h(key)}</p>`),
    ...(footnote ? [`<p style="color:#555555">${h(footnote)}</p>`] : []),
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
