import type { CalendarEvent } from '@koers/contract';
import { useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/confirm';
import { deleteCalendarEvent, useRefreshCalendarEvents } from '../api/calendar-event-writes';
import { editMessages as messages } from '../edit-messages';
import { formatEventDates } from '../utils/event-text';

export interface DeleteEventDialogProps {
  schoolId: number;
  event: CalendarEvent;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the removal, before the dialog closes (the event's bar is gone). */
  onRemoved: () => void;
}

/** Asks before removing an event, naming it and its dates. */
export function DeleteEventDialog({
  schoolId,
  event,
  isOpen,
  onOpenChange,
  onRemoved,
}: DeleteEventDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshCalendarEvents(schoolId);

  async function remove() {
    await deleteCalendarEvent(event.id);
    await refresh();
    toast.add({
      title: intl.formatMessage(messages.removed, { title: event.title }),
      variant: 'success',
    });
    onRemoved();
  }

  return (
    <ConfirmDialog
      title={intl.formatMessage(messages.removeTitle)}
      question={intl.formatMessage(messages.removeQuestion, {
        title: event.title,
        when: formatEventDates(intl, event, 'long'),
      })}
      submitLabel={intl.formatMessage(messages.removeSubmit)}
      pendingLabel={intl.formatMessage(messages.removePending)}
      onConfirm={remove}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <p className="koers-app-form__text">
        {intl.formatMessage(messages.removeConsequence)}
        {event.recurrence ? ` ${intl.formatMessage(messages.removeSeries)}` : null}
      </p>
    </ConfirmDialog>
  );
}
