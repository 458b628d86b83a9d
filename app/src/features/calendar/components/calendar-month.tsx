import type { CalendarEvent } from '@koers/contract';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { CategorySwatch, paletteColour } from '@/components/calendar-colours';
import { editMessages } from '../edit-messages';
import { messages } from '../messages';
import {
  eventsInMonth,
  layoutWeek,
  monthGrid,
  type CalendarMonth,
  type DateRange,
  type IsoDate,
} from '../utils/calendar-grid';
import { formatEventDates, formatStartTime, SCHOOL_CONTENT_LANG } from '../utils/event-text';
import { occurrenceKey } from '../utils/recurrence';

/** A Monday in UTC, to let Intl name the weekdays Monday…Sunday in the user's language. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

export interface CalendarMonthProps {
  month: CalendarMonth;
  /** Id of the month's visible heading, which names the month's region. */
  labelledBy: string;
  /** The events to show (already filtered); those outside the month are left out here. */
  events: readonly CalendarEvent[];
  today: IsoDate;
  /** Days of the month outside the school year are shown greyed, without events. */
  range: DateRange;
  view: 'grid' | 'list';
  /** Opens the detail of an event (in edit mode: its form). */
  onOpenEvent: (event: CalendarEvent) => void;
  /**
   * In edit mode: each day of the school year in the grid is a button that adds an event on it.
   */
  onAddOnDay?: (day: IsoDate) => void;
}

/** The category colour of an event, for its bar's edge: the palette's dark partner in dark mode. */
function colourStyle(event: CalendarEvent): CSSProperties | undefined {
  if (!event.category) return undefined;
  const entry = paletteColour(event.category.color);
  const colour = entry ? `light-dark(${entry.color}, ${entry.dark})` : event.category.color;
  return { '--koers-calendar-event-color': colour } as CSSProperties;
}

/**
 * One month of the year calendar. View "grid": weeks from Monday with ISO week numbers, and
 * each event as one bar over its days (a new piece on the next row when it runs into the next
 * week). View "list": each event of the month once, with its dates, easier on a narrow screen
 * and with a screen reader. Every event is a button that opens its detail.
 */
export function CalendarMonthView({
  month,
  labelledBy,
  events,
  today,
  range,
  view,
  onOpenEvent,
  onAddOnDay,
}: CalendarMonthProps) {
  const intl = useIntl();
  const shown = eventsInMonth(events, month, range);

  if (view === 'list') {
    return (
      <section className="koers-calendar__month" aria-labelledby={labelledBy}>
        {shown.length === 0 ? (
          <p className="koers-calendar__muted">{intl.formatMessage(messages.monthEmpty)}</p>
        ) : (
          <ul className="koers-calendar__agenda">
            {shown.map((event) => (
              <li key={occurrenceKey(event)}>
                <button
                  type="button"
                  className="koers-calendar__agenda-event"
                  aria-haspopup="dialog"
                  style={colourStyle(event)}
                  onClick={() => onOpenEvent(event)}
                >
                  <span className="koers-calendar__agenda-when">
                    {formatEventDates(intl, event, 'short')}
                  </span>
                  <span className="koers-calendar__event-title" lang={SCHOOL_CONTENT_LANG}>
                    {event.title}
                  </span>
                  {event.category ? (
                    <span className="koers-calendar__agenda-category">
                      <CategorySwatch color={event.category.color} />
                      <span lang={SCHOOL_CONTENT_LANG}>{event.category.name}</span>
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }

  const inRange = (day: IsoDate) => day >= range.from && day <= range.to;
  const dayLabel = (day: IsoDate) =>
    intl.formatDate(`${day}T00:00:00Z`, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });

  return (
    // The month scrolls sideways on a narrow screen: focusable and named, so keyboard users can
    // scroll it too (WCAG 2.1.1; axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className="koers-calendar__month" aria-labelledby={labelledBy} tabIndex={0}>
      <div className="koers-calendar__grid">
        {/* The day names are read with each date (see dayLabel); seen, they head the columns. */}
        <div className="koers-calendar__weekdays" aria-hidden="true">
          <abbr className="koers-calendar__week" title={intl.formatMessage(messages.weekColumn)}>
            {intl.formatMessage(messages.weekShort)}
          </abbr>
          {Array.from({ length: 7 }, (_, i) => (
            <span key={i} className="koers-calendar__weekday">
              {intl.formatDate(A_MONDAY + i * DAY_MS, { weekday: 'short', timeZone: 'UTC' })}
            </span>
          ))}
        </div>
        <ol className="koers-calendar__weeks">
          {monthGrid(month).map((week) => {
            const { segments, lanes } = layoutWeek(week, shown, range);
            return (
              <li key={week.week} className="koers-calendar__week-row">
                <span className="koers-calendar__week">
                  <span aria-hidden="true">{week.week}</span>
                  <span className="koers-visually-hidden">
                    {intl.formatMessage(messages.weekNumber, { week: week.week })}
                  </span>
                </span>
                <div className="koers-calendar__week-body">
                  <div className="koers-calendar__days">
                    {week.days.map((day, i) => {
                      if (day === null) return <div key={i} className="koers-calendar__outside" />;
                      const isToday = day === today;
                      const label = (
                        <>
                          <span className="koers-calendar__date" aria-hidden="true">
                            {Number(day.slice(8))}
                          </span>
                          <span className="koers-visually-hidden">
                            {onAddOnDay && inRange(day)
                              ? intl.formatMessage(editMessages.addOnDay, { date: dayLabel(day) })
                              : dayLabel(day)}
                            {isToday ? ` (${intl.formatMessage(messages.today)})` : null}
                          </span>
                        </>
                      );
                      return (
                        <div
                          key={day}
                          className="koers-calendar__day"
                          data-today={isToday || undefined}
                          data-outside-period={!inRange(day) || undefined}
                          data-adds={(onAddOnDay && inRange(day)) || undefined}
                          aria-current={isToday ? 'date' : undefined}
                        >
                          {onAddOnDay && inRange(day) ? (
                            <button
                              type="button"
                              className="koers-calendar__day-add"
                              aria-haspopup="dialog"
                              onClick={() => onAddOnDay(day)}
                            >
                              {label}
                            </button>
                          ) : (
                            label
                          )}
                        </div>
                      );
                    })}
                  </div>
                  {segments.length > 0 ? (
                    <ul
                      className="koers-calendar__bars"
                      style={{ gridTemplateRows: `repeat(${lanes}, auto)` }}
                    >
                      {segments.map((segment) => {
                        const { event } = segment;
                        const time = segment.continuesBefore ? null : formatStartTime(intl, event);
                        return (
                          <li
                            key={occurrenceKey(event)}
                            className="koers-calendar__bar-slot"
                            style={{
                              gridColumn: `${segment.column + 1} / span ${segment.span}`,
                              gridRow: segment.lane + 1,
                            }}
                          >
                            <button
                              type="button"
                              className="koers-calendar__bar"
                              aria-haspopup="dialog"
                              data-continues-before={segment.continuesBefore || undefined}
                              data-continues-after={segment.continuesAfter || undefined}
                              style={colourStyle(event)}
                              onClick={() => onOpenEvent(event)}
                            >
                              {event.category ? (
                                <CategorySwatch
                                  color={event.category.color}
                                  className="koers-calendar__bar-swatch"
                                />
                              ) : null}
                              {time ? (
                                <span className="koers-calendar__bar-time">{`${time} `}</span>
                              ) : null}
                              <span
                                className="koers-calendar__event-title"
                                lang={SCHOOL_CONTENT_LANG}
                              >
                                {event.title}
                              </span>
                              <span className="koers-visually-hidden">
                                {`, ${formatEventDates(intl, event, 'short')}`}
                                {event.category ? (
                                  <>
                                    {', '}
                                    <span lang={SCHOOL_CONTENT_LANG}>{event.category.name}</span>
                                  </>
                                ) : null}
                              </span>
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
