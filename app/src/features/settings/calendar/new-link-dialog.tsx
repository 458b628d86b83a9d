import { Button, Modal, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { ServerForm, SubmitButton } from '@/components/form';
import { calendarFeedKey } from '@/lib/api/calendar-feed';
import { rotateCalendarFeed } from './api/calendar-settings-api';
import { messages } from './messages';

const SUBMIT_ID = 'new-calendar-link-submit';

export interface NewLinkDialogProps {
  schoolId: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Asks before replacing the subscription link (`POST …/calendar-feed/rotate`), saying that the
 * old link stops working for everyone who subscribed with it; then the field shows the new one.
 */
export function NewLinkDialog({ schoolId, isOpen, onOpenChange }: NewLinkDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const { mutate } = useSWRConfig();

  async function submit() {
    const feed = await rotateCalendarFeed(schoolId);
    await mutate(calendarFeedKey(schoolId), feed, { revalidate: false });
    toast.add({ title: intl.formatMessage(messages.newLinkDone), variant: 'success' });
    onOpenChange(false);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.newLinkTitle)}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={{}}
          firstFieldId={SUBMIT_ID}
        >
          <p className="koers-calendar-settings__text">
            {intl.formatMessage(messages.newLinkConsequence)}
          </p>
          <div className="koers-app-form__actions">
            {/* The safe choice first: Enter right after opening keeps the link. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button onPress={close} autoFocus>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <SubmitButton
              id={SUBMIT_ID}
              variant="danger"
              pendingLabel={intl.formatMessage(messages.newLinkPending)}
            >
              {intl.formatMessage(messages.newLink)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
