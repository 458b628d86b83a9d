/**
 * iCalendar (RFC 5545) output for the subscription feed of a school's year calendar, so it shows
 * up in Outlook, Google Calendar and Apple Calendar.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000A-\u001F\u007F]/g;

/**
 * TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks; other
 * control characters are not allowed in TEXT (the tab is) and are dropped — the API refuses them
 * in new texts, this covers what was stored before.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL_CHARACTERS, '');
}

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 §3.1): continuation lines
 * start with one space, which counts towards their 75. A UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export interface IcsEvent {
  id: number;
  title: string;
  description: string | null;
  location: string | null;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  updated_at: string;
  category: { name: string } | null;
  /** How it repeats (CALENDAR_RECURRENCES); null or left out when once. */
  recurrence?: string | null;
  /** The last day a repetition may start on, inclusive. */
  recurrence_until?: string | null;
}

export interface IcsCalendar {
  name: string;
  /** Host part of the UIDs, e.g. the app's host name: UIDs must be globally unique. */
  uidDomain: string;
  events: IcsEvent[];
}

const basicDate = (date: string) => date.replaceAll('-', '');
const basicTime = (time: string) => `${time.replace(':', '').slice(0, 4)}00`;

/** `2026-11-22T07:47:36.000Z` → `20261122T074736Z`. */
function utcStamp(iso: string): string {
  const d = new Date(iso);
  const safe = Number.isNaN(d.getTime()) ? new Date(0) : d;
  return `${safe.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** The day after a YYYY-MM-DD date (DTEND of an all-day event is exclusive). */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const TZID = 'Europe/Amsterdam';

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** UTC offset of Amsterdam at a moment, in minutes (60 in winter, 120 in summer). */
function amsterdamOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: TZID,
    timeZoneName: 'shortOffset',
  })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name ?? '');
  if (!match) return 60;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The RRULE (RFC 5545 §3.3.10) of a repeating event: weekly on its weekday, monthly on its day
 * of the month, on its nth weekday or on the last such weekday, until (inclusive) its last day.
 * UNTIL is a DATE for a whole-day event and the UTC instant of that day's end in Amsterdam for a
 * timed one, as its DTSTART's value type asks.
 */
export function recurrenceRule(event: IcsEvent): string | null {
  if (!event.recurrence) return null;
  const start = new Date(`${event.start_date}T00:00:00Z`);
  const weekday = WEEKDAYS[start.getUTCDay()]!;
  const day = start.getUTCDate();
  let rule: string;
  switch (event.recurrence) {
    case 'weekly':
      rule = `FREQ=WEEKLY;BYDAY=${weekday}`;
      break;
    case 'monthly_day':
      rule = `FREQ=MONTHLY;BYMONTHDAY=${day}`;
      break;
    case 'monthly_weekday':
      rule = `FREQ=MONTHLY;BYDAY=${Math.ceil(day / 7)}${weekday}`;
      break;
    case 'monthly_last_weekday':
      rule = `FREQ=MONTHLY;BYDAY=-1${weekday}`;
      break;
    default:
      return null;
  }
  if (event.recurrence_until) {
    if (event.start_time === null) {
      rule += `;UNTIL=${basicDate(event.recurrence_until)}`;
    } else {
      const localEnd = new Date(`${event.recurrence_until}T23:59:59Z`);
      const utc = new Date(localEnd.getTime() - amsterdamOffsetMinutes(localEnd) * 60_000);
      rule += `;UNTIL=${utc.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
    }
  }
  return `RRULE:${rule}`;
}

// Timed events are local Dutch time; RFC 5545 wants the zone they refer to described in the
// file. These are the EU rules in force since 1996 (last Sunday of March / October).
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZID}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(event: IcsEvent, uidDomain: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:calendar-event-${event.id}@${uidDomain}`,
    `DTSTAMP:${utcStamp(event.updated_at)}`,
  ];
  if (event.start_time === null) {
    lines.push(`DTSTART;VALUE=DATE:${basicDate(event.start_date)}`);
    lines.push(`DTEND;VALUE=DATE:${basicDate(nextDay(event.end_date))}`);
  } else {
    lines.push(
      `DTSTART;TZID=${TZID}:${basicDate(event.start_date)}T${basicTime(event.start_time)}`,
    );
    const endTime =
      event.end_time ?? (event.end_date !== event.start_date ? event.start_time : null);
    // Without an end time on the same day the event is a moment (RFC 5545 allows no DTEND).
    if (endTime !== null)
      lines.push(`DTEND;TZID=${TZID}:${basicDate(event.end_date)}T${basicTime(endTime)}`);
  }
  const rule = recurrenceRule(event);
  if (rule) lines.push(rule);
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.category) lines.push(`CATEGORIES:${escapeText(event.category.name)}`);
  lines.push(`LAST-MODIFIED:${utcStamp(event.updated_at)}`, 'TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/** The whole feed, CRLF line endings, folded lines. */
export function buildIcs(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Koers//Jaarkalender//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${TZID}`,
    ...(calendar.events.some((e) => e.start_time !== null) ? VTIMEZONE : []),
    ...calendar.events.flatMap((e) => eventLines(e, calendar.uidDomain)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
