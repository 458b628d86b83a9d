import type { Application } from '@koers/contract';
import { Button, Modal, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { ServerForm, SubmitButton } from '@/components/form';
import { schoolApplicationsKey } from '@/lib/api/school-applications';
import { deleteApplication } from './api/applications-api';
import { messages } from './messages';

const SUBMIT_ID = 'remove-application-submit';

export interface RemoveApplicationDialogProps {
  schoolId: number;
  application: Application;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the removal: its row is gone, so the caller moves the focus. */
  onRemoved: () => void;
}

/** Asks before removing an application, naming it (`DELETE /api/applications/{id}`). */
export function RemoveApplicationDialog({
  schoolId,
  application,
  isOpen,
  onOpenChange,
  onRemoved,
}: RemoveApplicationDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { name } = application;

  async function submit() {
    await deleteApplication(application.id);
    await mutate(schoolApplicationsKey(schoolId));
    toast.add({ title: intl.formatMessage(messages.removed, { name }), variant: 'success' });
    onOpenChange(false);
    onRemoved();
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
          <p className="koers-applications__text">
            {intl.formatMessage(messages.removeQuestion, { name })}
          </p>
          <p className="koers-applications__text">
            {intl.formatMessage(messages.removeConsequence, { name })}
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
              {intl.formatMessage(messages.remove)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
