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

/** A date range, both ends inclusive. */
export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

/** The last day of an event; an end before the start counts as a one-day event. */
function lastDay(event: DatedEvent): IsoDate {
  return event.end_date < event.start_date ? event.start_date : event.end_date;
}

/** The first and last day of a month. */
export function monthRange({ year, month }: CalendarMonth): DateRange {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const next =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from: first, to: addDays(next, -1) };
}

/** The month of a date. */
export function monthOf(date: IsoDate): CalendarMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** Whether two months are the same. */
export function sameMonth(a: CalendarMonth, b: CalendarMonth): boolean {
  return a.year === b.year && a.month === b.month;
}

/**
 * The month the calendar opens at: today's month when today is inside the school year,
 * otherwise the school year's first month (a past or future year is read from its start).
 */
export function initialMonth(range: DateRange, today: IsoDate): CalendarMonth {
  return monthOf(today >= range.from && today <= range.to ? today : range.from);
}

/**
 * The events that have at least one day in both `month` and `range` (the school year), in the
 * given order: an event that started in an earlier month and runs on is listed too.
 */
export function eventsInMonth<E extends DatedEvent>(
  events: readonly E[],
  month: CalendarMonth,
  range: DateRange,
): E[] {
  const { from: monthFrom, to: monthTo } = monthRange(month);
  const from = monthFrom > range.from ? monthFrom : range.from;
  const to = monthTo < range.to ? monthTo : range.to;
  return events.filter((event) => event.start_date <= to && lastDay(event) >= from);
}

/** An event's piece of one week row: one bar from `column` over `span` days. */
export interface WeekSegment<E> {
  event: E;
  /** Column of the first day of the bar: 0 = Monday … 6 = Sunday. */
  column: number;
  /** Number of days (columns) the bar covers. */
  span: number;
  /** Row of bars within the week, from 0: overlapping events get different lanes. */
  lane: number;
  /** The event began before this row's first shown day (an earlier week or month). */
  continuesBefore: boolean;
  /** The event goes on after this row's last shown day. */
  continuesAfter: boolean;
}

/**
 * Lays out the events of one week row as bars: each event that touches the row's shown days
 * (days of the month inside `range`) becomes ONE segment over its days in the row, clipped to
 * them. Overlapping segments are stacked in lanes; earlier and longer events take the lower
 * lanes, so a bar that continues from the previous row tends to keep its place.
 */
export function layoutWeek<E extends DatedEvent>(
  week: CalendarWeek,
  events: readonly E[],
  range: DateRange,
): { segments: WeekSegment<E>[]; lanes: number } {
  const shown = week.days
    .map((day, column) => ({ day, column }))
    .filter(
      (d): d is { day: IsoDate; column: number } =>
        d.day !== null && d.day >= range.from && d.day <= range.to,
    );
  const first = shown[0];
  const last = shown[shown.length - 1];
  if (!first || !last) return { segments: [], lanes: 0 };

  const pieces = events
    .map((event, order) => {
      const end = lastDay(event);
      if (event.start_date > last.day || end < first.day) return null;
      const start = event.start_date < first.day ? first.day : event.start_date;
      const stop = end > last.day ? last.day : end;
      const column = isoWeekday(start) - 1;
      return {
        event,
        order,
        column,
        span: isoWeekday(stop) - column,
        continuesBefore: event.start_date < first.day,
        continuesAfter: end > last.day,
      };
    })
    .filter((piece) => piece !== null)
    .sort((a, b) => a.column - b.column || b.span - a.span || a.order - b.order);

  // The last column taken in each lane.
  const laneEnds: number[] = [];
  const segments = pieces.map(({ order: _order, ...piece }) => {
    let lane = laneEnds.findIndex((end) => end < piece.column);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = piece.column + piece.span - 1;
    return { ...piece, lane };
  });
  return { segments, lanes: laneEnds.length };
}
