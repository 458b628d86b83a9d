import type { CalendarEvent } from '@koers/contract';
import { Modal } from '@koers/ui';
import { useIntl } from 'react-intl';
import { CategorySwatch } from '@/components/calendar-colours';
import { messages } from '../messages';
import { formatEventDates, isAllDay, SCHOOL_CONTENT_LANG } from '../utils/event-text';
import { describeRecurrence, recurrenceMessages } from '../utils/recurrence-text';

export interface EventDetailProps {
  /** The event to show; kept while the dialog closes, so its text does not vanish mid-way. */
  event: CalendarEvent | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The detail of a calendar event in a modal dialog: title, dates (and times), location (when it
 * has one), category and description. The dialog returns the focus to the event that opened it.
 */
export function EventDetail({ event, isOpen, onOpenChange }: EventDetailProps) {
  const intl = useIntl();
  if (!event) return null;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={<span lang={SCHOOL_CONTENT_LANG}>{event.title}</span>}
      closeLabel={intl.formatMessage(messages.closeDetail)}
    >
      <dl className="koers-calendar__detail">
        <div>
          <dt>{intl.formatMessage(messages.detailWhen)}</dt>
          <dd>
            {formatEventDates(intl, event, 'long')}
            {isAllDay(event) ? (
              <span className="koers-calendar__muted">
                {' '}
                ({intl.formatMessage(messages.allDay)})
              </span>
            ) : null}
          </dd>
        </div>
        {event.recurrence ? (
          <div>
            <dt>{intl.formatMessage(recurrenceMessages.repeats)}</dt>
            <dd>{describeRecurrence(intl, event)}</dd>
          </div>
        ) : null}
        {event.location?.trim() ? (
          <div>
            <dt>{intl.formatMessage(messages.detailLocation)}</dt>
            <dd className="koers-calendar__detail-location" lang={SCHOOL_CONTENT_LANG}>
              {event.location}
            </dd>
          </div>
        ) : null}
        {event.category ? (
          <div>
            <dt>{intl.formatMessage(messages.detailCategory)}</dt>
            <dd className="koers-calendar__detail-category">
              <CategorySwatch color={event.category.color} />
              <span lang={SCHOOL_CONTENT_LANG}>{event.category.name}</span>
            </dd>
          </div>
        ) : null}
        {event.description ? (
          <div>
            <dt>{intl.formatMessage(messages.detailDescription)}</dt>
            <dd className="koers-calendar__detail-description" lang={SCHOOL_CONTENT_LANG}>
              {event.description}
            </dd>
          </div>
        ) : null}
      </dl>
    </Modal>
  );
}
