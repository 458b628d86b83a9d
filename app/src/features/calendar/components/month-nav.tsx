import { useIntl } from 'react-intl';
import { messages } from '../messages';
import type { CalendarMonth } from '../utils/calendar-grid';

export interface MonthNavProps {
  month: CalendarMonth;
  /** Id for the month's heading (it names the month shown below it). */
  headingId: string;
  /** Null at the first or last month of the school year. */
  previous: CalendarMonth | null;
  next: CalendarMonth | null;
  /** Today's month, when today is in the school year. */
  current: CalendarMonth | null;
  onChange: (month: CalendarMonth) => void;
}

/**
 * The month shown, with buttons to the previous and next month of the school year and back to
 * today's month. At either end of the year the button stays focusable (aria-disabled rather
 * than disabled), so a keyboard user who pressed it is not dropped to the top of the page.
 */
export function MonthNav({ month, headingId, previous, next, current, onChange }: MonthNavProps) {
  const intl = useIntl();
  const title = intl.formatDate(Date.UTC(month.year, month.month - 1, 1), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const step = (target: CalendarMonth | null, direction: 'previous' | 'next') => (
    <button
      type="button"
      className="koers-calendar__button koers-calendar__step"
      aria-disabled={target === null || undefined}
      onClick={() => {
        if (target) onChange(target);
      }}
    >
      {direction === 'previous' ? <span aria-hidden="true">‹ </span> : null}
      {intl.formatMessage(direction === 'previous' ? messages.previousMonth : messages.nextMonth)}
      {direction === 'next' ? <span aria-hidden="true"> ›</span> : null}
    </button>
  );
  return (
    <div
      className="koers-calendar__nav"
      role="group"
      aria-label={intl.formatMessage(messages.monthNavigation)}
    >
      {/* Polite: a change of month is said once the button press is done. */}
      <h2 className="koers-calendar__month-title" id={headingId} aria-live="polite">
        {title}
      </h2>
      <div className="koers-calendar__nav-buttons">
        {step(previous, 'previous')}
        {current ? (
          <button
            type="button"
            className="koers-calendar__button"
            onClick={() => onChange(current)}
          >
            {intl.formatMessage(messages.currentMonth)}
          </button>
        ) : null}
        {step(next, 'next')}
      </div>
    </div>
  );
}
