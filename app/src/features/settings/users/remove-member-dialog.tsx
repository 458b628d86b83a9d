import type { ContextUser } from '@koers/contract';
import { Button, Modal, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import type { ContextRef } from '@/lib/session/types';
import { removeMember, useRefreshMembers } from './api/members-api';
import { messages } from './messages';
import { memberName } from './role-options';

const SUBMIT_ID = 'remove-member-submit';

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

  async function submit() {
    await removeMember(context, member.id);
    await refresh();
    toast.add({
      title: intl.formatMessage(messages.removed, { name, context: contextName }),
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
          fieldIds={{ user: SUBMIT_ID }}
          firstFieldId={SUBMIT_ID}
        >
          <p className="koers-users__text">
            {intl.formatMessage(messages.removeQuestion, { name, context: contextName })}
          </p>
          <p className="koers-users__text">
            {intl.formatMessage(messages.removeConsequence, { name, context: contextName })}
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
