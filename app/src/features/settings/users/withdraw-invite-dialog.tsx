import type { PendingInvite } from '@koers/contract';
import { useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/confirm';
import type { ContextRef } from '@/lib/session/types';
import { pendingInvitesKey, withdrawInvite } from './api/invites-api';
import { messages } from './messages';

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

  return (
    <ConfirmDialog
      title={intl.formatMessage(messages.withdrawTitle)}
      question={intl.formatMessage(messages.withdrawQuestion, { email })}
      submitLabel={intl.formatMessage(messages.withdrawSubmit)}
      pendingLabel={intl.formatMessage(messages.withdrawPending)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={async () => {
        await withdrawInvite(context, invite.ref);
        await mutate(pendingInvitesKey(context));
        toast.add({ title: intl.formatMessage(messages.withdrawn, { email }), variant: 'success' });
        onWithdrawn();
      }}
    >
      <p className="koers-app-form__text">
        {intl.formatMessage(messages.withdrawConsequence, { email })}
      </p>
    </ConfirmDialog>
  );
}
