import type { CalendarEvent } from '@koers/contract';
import { Button, Modal, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import { deleteCalendarEvent, useRefreshCalendarEvents } from '../api/calendar-event-writes';
import { editMessages as messages } from '../edit-messages';
import { formatEventDates } from '../utils/event-text';

const SUBMIT_ID = 'delete-event-submit';

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

  async function submit() {
    await deleteCalendarEvent(event.id);
    await refresh();
    toast.add({
      title: intl.formatMessage(messages.removed, { title: event.title }),
      variant: 'success',
    });
    onRemoved();
    onOpenChange(false);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.removeTitle)}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={{}}
          firstFieldId={SUBMIT_ID}
        >
          <p className="koers-calendar__dialog-text">
            {intl.formatMessage(messages.removeQuestion, {
              title: event.title,
              when: formatEventDates(intl, event, 'long'),
            })}
          </p>
          <p className="koers-calendar__dialog-text">
            {intl.formatMessage(messages.removeConsequence)}
            {event.recurrence ? ` ${intl.formatMessage(messages.removeSeries)}` : null}
          </p>
          <div className="koers-app-form__actions">
            {/* The safe choice first: Enter right after opening does not remove. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button onPress={close} autoFocus>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <SubmitButton
              id={SUBMIT_ID}
              variant="danger"
              pendingLabel={intl.formatMessage(messages.removePending)}
            >
              {intl.formatMessage(messages.removeSubmit)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
