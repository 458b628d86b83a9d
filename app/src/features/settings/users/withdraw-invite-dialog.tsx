import type { PendingInvite } from '@koers/contract';
import { Button, Modal, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { ServerForm, SubmitButton } from '@/components/form';
import type { ContextRef } from '@/lib/session/types';
import { pendingInvitesKey, withdrawInvite } from './api/invites-api';
import { messages } from './messages';

const SUBMIT_ID = 'withdraw-invite-submit';

export interface WithdrawInviteDialogProps {
  context: ContextRef;
  invite: PendingInvite;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After withdrawing: the row and its menu are gone, so the caller moves the focus. */
  onWithdrawn: () => void;
}

/** Asks before withdrawing an invitation, naming the address (`DELETE …/invites/{ref}`). */
export function WithdrawInviteDialog({
  context,
  invite,
  isOpen,
  onOpenChange,
  onWithdrawn,
}: WithdrawInviteDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { email } = invite;

  async function submit() {
    await withdrawInvite(context, invite.ref);
    await mutate(pendingInvitesKey(context));
    toast.add({ title: intl.formatMessage(messages.withdrawn, { email }), variant: 'success' });
    onOpenChange(false);
    onWithdrawn();
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.withdrawTitle)}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={{}}
          firstFieldId={SUBMIT_ID}
        >
          <p className="koers-users__text">
            {intl.formatMessage(messages.withdrawQuestion, { email })}
          </p>
          <p className="koers-users__text">
            {intl.formatMessage(messages.withdrawConsequence, { email })}
          </p>
          <div className="koers-app-form__actions">
            {/* The safe choice first: Enter right after opening does not withdraw. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button onPress={close} autoFocus>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <SubmitButton
              id={SUBMIT_ID}
              variant="danger"
              pendingLabel={intl.formatMessage(messages.withdrawPending)}
            >
              {intl.formatMessage(messages.withdrawSubmit)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
