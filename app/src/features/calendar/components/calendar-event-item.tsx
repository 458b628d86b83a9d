import type { CalendarEvent } from '@koers/contract';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

/** When an event runs on `day`: "All day", "08:30–12:00", or "from 19:00" on its first day. */
function timeLabel(event: CalendarEvent, day: string, allDay: string): string {
  if (event.all_day || event.start_time === null) return allDay;
  const starts = event.start_date === day;
  const ends = event.end_date === day;
  const start = event.start_time;
  const end = event.end_time;
  if (starts && ends) return end ? `${start}–${end}` : start;
  if (starts) return `${start}–`;
  if (ends && end) return `–${end}`;
  return allDay;
}

/** One event on one day: its category colour, time and title, with the description to unfold. */
export function CalendarEventItem({ event, day }: { event: CalendarEvent; day: string }) {
  const intl = useIntl();
  const time = timeLabel(event, day, intl.formatMessage(messages.allDay));
  return (
    <li className="koers-calendar__event">
      <span
        className="koers-calendar__swatch"
        style={{ backgroundColor: event.category?.color ?? 'transparent' }}
        aria-hidden="true"
      />
      <span className="koers-calendar__event-text">
        <span className="koers-calendar__event-time">{time}</span>{' '}
        {event.description ? (
          <details className="koers-calendar__details">
            <summary>{event.title}</summary>
            <p>{event.description}</p>
          </details>
        ) : (
          <span className="koers-calendar__event-title">{event.title}</span>
        )}
        {event.category ? (
          <span className="koers-calendar__event-category"> ({event.category.name})</span>
        ) : null}
      </span>
    </li>
  );
}
