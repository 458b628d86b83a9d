import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useCalendarFeed } from '@/lib/api/calendar-feed';
import { messages } from '../messages';

/**
 * The .ics subscription of the school calendar: a webcal: link that opens the calendar app's
 * "subscribe" dialog, and the plain address to paste where webcal: is not handled. Hidden while
 * the feed URL is unknown (loading or failed): the rest of the calendar does not depend on it.
 */
export function SubscribeLink({ schoolId }: { schoolId: number }) {
  const intl = useIntl();
  const fieldId = useId();
  const { data } = useCalendarFeed(schoolId);
  if (!data) return null;
  const webcal = data.url.replace(/^https?:/i, 'webcal:');
  return (
    <div className="koers-calendar__subscribe">
      <a href={webcal} className="koers-calendar__subscribe-link">
        {intl.formatMessage(messages.subscribe)}
      </a>
      <p className="koers-calendar__muted" id={`${fieldId}-help`}>
        {intl.formatMessage(messages.subscribeHelp)}
      </p>
      <label htmlFor={fieldId}>{intl.formatMessage(messages.feedAddress)}</label>
      <input
        id={fieldId}
        className="koers-calendar__feed-url"
        type="url"
        readOnly
        value={data.url}
        aria-describedby={`${fieldId}-help`}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
