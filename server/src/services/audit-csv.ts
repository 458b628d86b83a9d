import type { AuditEntry } from '@koers/contract';
import type { Locale } from '../lib/messages.js';
import { actionLabel, actorName, csvHeadings, subjectTypeLabel } from './audit-wording.js';

/**
 * The activity log as CSV (RFC 4180: commas, CRLF, fields quoted when needed), UTF-8 with a byte
 * order mark so spreadsheet programs read accented names right. Headings and sentences are in
 * the reader's language; times in Dutch time and in UTC.
 */

const dutchTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * One field. A text that a spreadsheet would take for a formula (=, +, -, @, tab, return at the
 * start) gets a leading apostrophe: names and titles are typed by people (CSV injection).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (fields: string[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The heading line (with the byte order mark). */
export function csvHeader(locale: Locale): string {
  const h = csvHeadings(locale);
  return `\uFEFF${line([h.time, h.utc, h.person, h.email, h.summary, h.action, h.kind, h.object, h.context])}`;
}

/** One entry's line. */
export function csvLine(locale: Locale, entry: AuditEntry): string {
  return line([
    dutchTime.format(new Date(entry.created_at)),
    entry.created_at,
    actorName(locale, entry.actor),
    entry.actor?.email ?? '',
    entry.summary,
    actionLabel(locale, entry.action),
    subjectTypeLabel(locale, entry.subject_type),
    entry.subject_name ?? '',
    entry.context?.name ?? '',
  ]);
}
