import type { CalendarEvent } from '@koers/contract';
import { addDays, isoWeekday, type DateRange, type IsoDate } from './calendar-grid';

/**
 * The repetitions of repeating events, placed in a range of days. The rules are the server's
 * (CALENDAR_RECURRENCES) and say what the RRULE in the .ics feed says, so the calendar shows the
 * same days as the calendar apps subscribed to it.
 */

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (year: number, month: number, day: number): IsoDate =>
  `${year}-${pad(month)}-${pad(day)}`;
const daysBetween = (from: IsoDate, to: IsoDate) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The `n`th (1–5) `weekday` (ISO, 1 = Monday) of a month, or null when it has no such day. */
function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate | null {
  const first = isoWeekday(isoDate(year, month, 1));
  const day = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  return day <= daysInMonth(year, month) ? isoDate(year, month, day) : null;
}

/** The last `weekday` (ISO) of a month. */
function lastWeekday(year: number, month: number, weekday: number): IsoDate {
  const last = daysInMonth(year, month);
  const lastWeekdayOfMonth = isoWeekday(isoDate(year, month, last));
  return isoDate(year, month, last - ((lastWeekdayOfMonth - weekday + 7) % 7));
}

type Repeating = Pick<CalendarEvent, 'start_date' | 'end_date' | 'recurrence' | 'recurrence_until'>;

/**
 * The first days of an event's occurrences (its own first day included) that overlap `range`:
 * an occurrence that starts before the range but runs into it counts.
 */
export function occurrenceStarts(event: Repeating, range: DateRange): IsoDate[] {
  const length = Math.max(0, daysBetween(event.start_date, event.end_date));
  const earliest = addDays(range.from, -length);
  const until =
    event.recurrence_until && event.recurrence_until < range.to ? event.recurrence_until : range.to;
  const starts: IsoDate[] = [];
  const keep = (day: IsoDate | null) => {
    if (day && day >= event.start_date && day >= earliest && day <= until) starts.push(day);
  };
  if (!event.recurrence) {
    if (event.start_date <= range.to && event.end_date >= range.from) starts.push(event.start_date);
    return starts;
  }
  if (event.recurrence === 'weekly') {
    const skip = Math.max(0, Math.ceil(daysBetween(event.start_date, earliest) / 7));
    for (let day = addDays(event.start_date, skip * 7); day <= until; day = addDays(day, 7)) {
      keep(day);
    }
    return starts;
  }
  const [startYear, startMonth, startDay] = event.start_date.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const weekday = isoWeekday(event.start_date);
  const [untilYear, untilMonth] = until.split('-').map(Number) as [number, number];
  for (
    let year = startYear, month = startMonth;
    year < untilYear || (year === untilYear && month <= untilMonth);
    month === 12 ? ((month = 1), (year += 1)) : (month += 1)
  ) {
    if (event.recurrence === 'monthly_day') {
      keep(startDay <= daysInMonth(year, month) ? isoDate(year, month, startDay) : null);
    } else if (event.recurrence === 'monthly_weekday') {
      keep(nthWeekday(year, month, weekday, Math.ceil(startDay / 7)));
    } else {
      keep(lastWeekday(year, month, weekday));
    }
  }
  return starts;
}

/**
 * The events of a range with each repeating one placed on every day it recurs in the range (a
 * copy per occurrence, same id, its own dates); events that happen once stay as they are.
 */
export function expandEvents(events: readonly CalendarEvent[], range: DateRange): CalendarEvent[] {
  return events.flatMap((event) => {
    if (!event.recurrence) return [event];
    const length = daysBetween(event.start_date, event.end_date);
    return occurrenceStarts(event, range).map((start) => ({
      ...event,
      start_date: start,
      end_date: addDays(start, length),
    }));
  });
}

/** A key for an occurrence: a repeating event shows up once per first day. */
export const occurrenceKey = (event: Pick<CalendarEvent, 'id' | 'start_date'>) =>
  `${event.id}-${event.start_date}`;
