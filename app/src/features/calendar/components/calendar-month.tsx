import type { CalendarEvent } from '@koers/contract';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { monthGrid, type CalendarMonth, type IsoDate } from '../utils/calendar-grid';
import { CalendarEventItem } from './calendar-event-item';

/** A Monday in UTC, to let Intl name the weekdays Monday…Sunday in the user's language. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

export interface CalendarMonthProps {
  month: CalendarMonth;
  /** Events per day (already filtered). */
  days: Map<IsoDate, CalendarEvent[]>;
  today: IsoDate;
  /** Days of the month outside the school year are shown greyed, without events. */
  range: { from: IsoDate; to: IsoDate };
  view: 'grid' | 'list';
}

export function monthAnchorId({ year, month }: CalendarMonth): string {
  return `maand-${year}-${String(month).padStart(2, '0')}`;
}

/**
 * One month of the year calendar: a table with a caption, ISO week numbers as row headers and
 * weeks starting on Monday (view "grid"), or the days that have events as a list (view "list",
 * easier on a narrow screen and with a screen reader). Today carries aria-current="date".
 */
export function CalendarMonthView({ month, days, today, range, view }: CalendarMonthProps) {
  const intl = useIntl();
  const caption = intl.formatDate(Date.UTC(month.year, month.month - 1, 1), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const id = monthAnchorId(month);
  const weeks = monthGrid(month);
  const inRange = (day: IsoDate) => day >= range.from && day <= range.to;
  const dayLabel = (day: IsoDate) =>
    intl.formatDate(`${day}T00:00:00Z`, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });

  if (view === 'list') {
    const eventDays = weeks
      .flatMap((w) => w.days)
      .filter((d): d is IsoDate => d !== null && inRange(d) && (days.get(d)?.length ?? 0) > 0);
    return (
      <section className="koers-calendar__month" aria-labelledby={`${id}-title`} id={id}>
        <h2 className="koers-calendar__month-title" id={`${id}-title`}>
          {caption}
        </h2>
        {eventDays.length === 0 ? (
          <p className="koers-calendar__muted">{intl.formatMessage(messages.monthEmpty)}</p>
        ) : (
          <ul className="koers-calendar__day-list">
            {eventDays.map((day) => (
              <li
                key={day}
                className="koers-calendar__list-day"
                aria-current={day === today ? 'date' : undefined}
              >
                <h3 className="koers-calendar__list-date">
                  {dayLabel(day)}
                  {day === today ? ` (${intl.formatMessage(messages.today)})` : null}
                </h3>
                <ul className="koers-calendar__events">
                  {days.get(day)?.map((event) => (
                    <CalendarEventItem key={event.id} event={event} day={day} />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }

  return (
    // The month scrolls sideways on a narrow screen: focusable and named, so keyboard users can
    // scroll it too (WCAG 2.1.1; axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className="koers-calendar__month" id={id} aria-label={caption} tabIndex={0}>
      <table className="koers-calendar__table">
        <caption className="koers-calendar__month-title">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="koers-calendar__week">
              <abbr title={intl.formatMessage(messages.weekColumn)}>
                {intl.formatMessage(messages.weekShort)}
              </abbr>
            </th>
            {Array.from({ length: 7 }, (_, i) => {
              const date = A_MONDAY + i * DAY_MS;
              return (
                <th scope="col" key={i}>
                  <abbr title={intl.formatDate(date, { weekday: 'long', timeZone: 'UTC' })}>
                    {intl.formatDate(date, { weekday: 'short', timeZone: 'UTC' })}
                  </abbr>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week}>
              <th
                scope="row"
                className="koers-calendar__week"
                aria-label={intl.formatMessage(messages.weekNumber, { week: week.week })}
              >
                {week.week}
              </th>
              {week.days.map((day, i) => {
                if (day === null) return <td key={i} className="koers-calendar__outside" />;
                const events = inRange(day) ? (days.get(day) ?? []) : [];
                const isToday = day === today;
                return (
                  <td
                    key={day}
                    className="koers-calendar__day"
                    data-today={isToday || undefined}
                    data-outside-period={!inRange(day) || undefined}
                    aria-current={isToday ? 'date' : undefined}
                  >
                    <span className="koers-calendar__date">
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      <span className="koers-visually-hidden">
                        {dayLabel(day)}
                        {isToday ? ` (${intl.formatMessage(messages.today)})` : null}
                      </span>
                    </span>
                    {events.length > 0 ? (
                      <ul className="koers-calendar__events">
                        {events.map((event) => (
                          <CalendarEventItem key={event.id} event={event} day={day} />
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
