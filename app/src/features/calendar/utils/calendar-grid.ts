/**
 * Date arithmetic of the year calendar on plain `YYYY-MM-DD` strings (the API's date format).
 * Everything runs in UTC on purpose: a calendar day has no time zone, and local-time Date
 * arithmetic breaks on the days daylight saving time starts or ends.
 */

/** A calendar date as the API sends it: `YYYY-MM-DD`. */
export type IsoDate = string;

const DAY_MS = 86_400_000;

function toUtc(date: IsoDate): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function fromUtc(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

/** `date` plus `days` (negative to go back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  return ((toUtc(date).getUTCDay() + 6) % 7) + 1;
}

/**
 * ISO 8601 week number and week-based year of a date: weeks start on Monday and week 1 is the
 * week with the year's first Thursday, so 29 December can be in week 1 of the next year and
 * 1 January in week 52 or 53 of the previous one.
 */
export function isoWeek(date: IsoDate): { year: number; week: number } {
  // The Thursday of the same week decides the year; count weeks from that year's 1 January.
  const thursday = toUtc(addDays(date, 4 - isoWeekday(date)));
  const year = thursday.getUTCFullYear();
  const dayOfYear = Math.round((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS);
  return { year, week: Math.floor(dayOfYear / 7) + 1 };
}

/** The date of today in the browser's time zone (what "today" means to the person looking). */
export function localToday(now: Date = new Date()): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A month of the calendar; `month` is 1–12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** The months that [start, end] touches, in order (both dates inclusive). */
export function monthsBetween(start: IsoDate, end: IsoDate): CalendarMonth[] {
  const from = toUtc(start);
  const to = toUtc(end);
  const months: CalendarMonth[] = [];
  let year = from.getUTCFullYear();
  let month = from.getUTCMonth() + 1;
  const lastYear = to.getUTCFullYear();
  const lastMonth = to.getUTCMonth() + 1;
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push({ year, month });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** One row of a month grid: Monday to Sunday, `null` where a day belongs to another month. */
export interface CalendarWeek {
  /** ISO week number of the row. */
  week: number;
  days: (IsoDate | null)[];
}

/** The weeks of a month as rows of seven days starting on Monday, with their ISO week numbers. */
export function monthGrid({ year, month }: CalendarMonth): CalendarWeek[] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const weeks: CalendarWeek[] = [];
  let monday = addDays(first, 1 - isoWeekday(first));
  for (;;) {
    const days: (IsoDate | null)[] = [];
    for (let i = 0; i < 7; i += 1) {
      const day = addDays(monday, i);
      days.push(toUtc(day).getUTCMonth() + 1 === month ? day : null);
    }
    if (days.every((d) => d === null)) break;
    weeks.push({ week: isoWeek(monday).week, days });
    monday = addDays(monday, 7);
  }
  return weeks;
}

/** What an event needs for placing it on days. */
export interface DatedEvent {
  start_date: IsoDate;
  end_date: IsoDate;
}

/**
 * Events per day within [from, to]: an event spanning several days is listed on each of them,
 * clipped to the range. Each day keeps the order of `events`.
 */
export function eventsByDay<E extends DatedEvent>(
  events: readonly E[],
  from: IsoDate,
  to: IsoDate,
): Map<IsoDate, E[]> {
  const days = new Map<IsoDate, E[]>();
  for (const event of events) {
    const end = event.end_date < event.start_date ? event.start_date : event.end_date;
    let day = event.start_date < from ? from : event.start_date;
    const last = end > to ? to : end;
    while (day <= last) {
      const list = days.get(day);
      if (list) list.push(event);
      else days.set(day, [event]);
      day = addDays(day, 1);
    }
  }
  return days;
}
