import type { CalendarEvent } from '@koers/contract';
import type { CalendarRecurrence } from '@koers/contract/constants';
import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import type { IsoDate } from './calendar-grid';

export const recurrenceMessages = {
  ...defineMessages({
    repeats: { id: 'calendar.recurrence.repeats', defaultMessage: 'Repeats' },
  }),
  weekly: defineMessage<{ weekday: string }>({
    id: 'calendar.recurrence.weekly',
    defaultMessage: 'Every week on {weekday}',
  }),
  monthlyDay: defineMessage<{ day: number }>({
    id: 'calendar.recurrence.monthlyDay',
    defaultMessage: 'Every month on day {day}',
  }),
  monthlyWeekday: defineMessage<{ nth: number; weekday: string }>({
    id: 'calendar.recurrence.monthlyWeekday',
    defaultMessage:
      'Every month on the {nth, select, 1 {first} 2 {second} 3 {third} 4 {fourth} other {fifth}} {weekday}',
  }),
  monthlyLastWeekday: defineMessage<{ weekday: string }>({
    id: 'calendar.recurrence.monthlyLastWeekday',
    defaultMessage: 'Every month on the last {weekday}',
  }),
  until: defineMessage<{ rule: string; date: string }>({
    id: 'calendar.recurrence.until',
    defaultMessage: '{rule}, until {date}',
  }),
};

const utc = (date: IsoDate) => `${date}T00:00:00Z`;

/**
 * How a repetition rule reads for an event starting on `start`: "Every month on the first
 * Monday". The weekday, day and week of the month are `start`'s, as the server counts them.
 */
export function recurrenceRuleText(
  intl: IntlShape,
  recurrence: CalendarRecurrence,
  start: IsoDate,
): string {
  const weekday = intl.formatDate(utc(start), { weekday: 'long', timeZone: 'UTC' });
  const day = Number(start.slice(8, 10));
  switch (recurrence) {
    case 'weekly':
      return intl.formatMessage(recurrenceMessages.weekly, { weekday });
    case 'monthly_day':
      return intl.formatMessage(recurrenceMessages.monthlyDay, { day });
    case 'monthly_weekday':
      return intl.formatMessage(recurrenceMessages.monthlyWeekday, {
        nth: Math.ceil(day / 7),
        weekday,
      });
    case 'monthly_last_weekday':
      return intl.formatMessage(recurrenceMessages.monthlyLastWeekday, { weekday });
  }
}

/** How an event repeats, with its last day: null for an event that happens once. */
export function describeRecurrence(
  intl: IntlShape,
  event: Pick<CalendarEvent, 'start_date' | 'recurrence' | 'recurrence_until'>,
): string | null {
  if (!event.recurrence) return null;
  const rule = recurrenceRuleText(intl, event.recurrence, event.start_date);
  if (!event.recurrence_until) return rule;
  const date = intl.formatDate(utc(event.recurrence_until), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return intl.formatMessage(recurrenceMessages.until, { rule, date });
}

/** Whether a date lies in the last seven days of its month ("the last Friday" is offered). */
export function inLastWeekOfMonth(date: IsoDate): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return day > new Date(Date.UTC(year, month, 0)).getUTCDate() - 7;
}
