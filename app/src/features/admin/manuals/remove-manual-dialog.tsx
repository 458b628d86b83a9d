import type { AdminManual } from '@koers/contract';
import { Button, Modal, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import { deleteManual, useRefreshManuals } from './api/manuals-api';
import { manualMessages as messages } from './messages';

const SUBMIT_ID = 'remove-manual-submit';

export interface RemoveManualDialogProps {
  manual: Pick<AdminManual, 'id' | 'title'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the manual is gone (whatever opened the dialog may be gone with it). */
  onRemoved: () => void;
}

/**
 * Asks before removing a manual, naming it and what goes: users no longer find it, its text and
 * video address are deleted. Cancel has the focus, so Enter right after opening removes nothing.
 */
export function RemoveManualDialog({
  manual,
  isOpen,
  onOpenChange,
  onRemoved,
}: RemoveManualDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshManuals();

  async function submit() {
    await deleteManual(manual.id);
    await refresh(manual.id);
    toast.add({
      title: intl.formatMessage(messages.removed, { name: manual.title }),
      variant: 'success',
    });
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
          <p className="koers-admin-manuals__text">
            {intl.formatMessage(messages.removeQuestion, { name: manual.title })}
          </p>
          <p className="koers-admin-manuals__text">
            {intl.formatMessage(messages.removeConsequence)}
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
