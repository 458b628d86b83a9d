import type { CalendarEvent } from '@koers/contract';
import type { IntlShape } from 'react-intl';

/**
 * Language of what a school writes in its calendar (titles, descriptions, category names).
 * Koers is made for Dutch schools, so their texts are Dutch even when the interface is English;
 * marking them lets the browser hyphenate them by Dutch rules and a screen reader pronounce them
 * as Dutch.
 */
export const SCHOOL_CONTENT_LANG = 'nl';

/** Whether an event lasts whole days (no start time). */
export function isAllDay(event: Pick<CalendarEvent, 'all_day' | 'start_time'>): boolean {
  return event.all_day || event.start_time === null;
}

/** A date and optional HH:MM as a UTC instant, to format with `timeZone: 'UTC'`. */
function instant(date: string, time: string | null = null): number {
  const [hours, minutes] = time ? time.split(':').map(Number) : [0, 0];
  return Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    hours,
    minutes,
  );
}

const DATE_STYLES = {
  /** "Mon, Nov 9 – Thu, Nov 12" / "ma 9 – do 12 nov.": in a month's list and a bar's label. */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "Monday, November 9 – Thursday, November 12, 2026": in the detail. */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * When an event takes place, as the locale writes a range: one date for a one-day event, a
 * date range for a multi-day one, with the times when it has them. Times are the school's
 * local times (Europe/Amsterdam) and are shown as they are, so the calendar says the same
 * wherever it is read.
 */
export function formatEventDates(
  intl: IntlShape,
  event: Pick<CalendarEvent, 'start_date' | 'end_date' | 'start_time' | 'end_time' | 'all_day'>,
  style: keyof typeof DATE_STYLES,
): string {
  const endDate = event.end_date < event.start_date ? event.start_date : event.end_date;
  const options: Intl.DateTimeFormatOptions = { ...DATE_STYLES[style], timeZone: 'UTC' };
  if (isAllDay(event)) {
    return endDate === event.start_date
      ? intl.formatDate(instant(event.start_date), options)
      : intl.formatDateTimeRange(instant(event.start_date), instant(endDate), options);
  }
  const timed: Intl.DateTimeFormatOptions = { ...options, hour: 'numeric', minute: '2-digit' };
  const start = instant(event.start_date, event.start_time);
  return event.end_time === null
    ? intl.formatDate(start, timed)
    : intl.formatDateTimeRange(start, instant(endDate, event.end_time), timed);
}

/** The start time of a timed event, for its bar on its first day ("19:30", "7:30 PM"). */
export function formatStartTime(
  intl: IntlShape,
  event: Pick<CalendarEvent, 'start_date' | 'start_time' | 'all_day'>,
): string | null {
  if (isAllDay(event)) return null;
  return intl.formatTime(instant(event.start_date, event.start_time), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}
