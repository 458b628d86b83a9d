import type { ContextUser } from '@koers/contract';
import { useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/confirm';
import type { ContextRef } from '@/lib/session/types';
import { removeMember, useRefreshMembers } from './api/members-api';
import { messages } from './messages';
import { memberName } from './role-options';

export interface RemoveMemberDialogProps {
  context: ContextRef;
  contextName: string;
  member: ContextUser;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the removal: the row and its menu are gone, so the caller moves the focus. */
  onRemoved: () => void;
}

/**
 * Asks before ending a membership, naming the member and the context
 * (`DELETE …/users/{userId}`). The server refuses to remove the context's last admin; the
 * summary then says why and the member stays.
 */
export function RemoveMemberDialog({
  context,
  contextName,
  member,
  isOpen,
  onOpenChange,
  onRemoved,
}: RemoveMemberDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshMembers(context);
  const name = memberName(member);

  return (
    <ConfirmDialog
      title={intl.formatMessage(messages.removeTitle)}
      question={intl.formatMessage(messages.removeQuestion, { name, context: contextName })}
      submitLabel={intl.formatMessage(messages.removeSubmit)}
      pendingLabel={intl.formatMessage(messages.removePending)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={async () => {
        await removeMember(context, member.id);
        await refresh();
        toast.add({
          title: intl.formatMessage(messages.removed, { name, context: contextName }),
          variant: 'success',
        });
        onRemoved();
      }}
    >
      <p className="koers-app-form__text">
        {intl.formatMessage(messages.removeConsequence, { name, context: contextName })}
      </p>
    </ConfirmDialog>
  );
}
