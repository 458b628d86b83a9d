import type { ContextUser, Role } from '@koers/contract';
import { Button, Modal, Select, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ServerForm, SubmitButton } from '@/components/form';
import type { ContextRef } from '@/lib/session/types';
import { changeMemberRole, useRefreshMembers } from './api/members-api';
import { messages } from './messages';
import { memberName, roleOptions } from './role-options';

const FIELD_IDS = { role_id: 'member-role' };

export interface ChangeRoleDialogProps {
  context: ContextRef;
  member: ContextUser;
  roles: readonly Role[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A member's role (`PATCH …/users/{userId}`). The server refuses to demote the last admin of the
 * context, and an admin demoting themselves: its reason shows on the role.
 */
export function ChangeRoleDialog({
  context,
  member,
  roles,
  isOpen,
  onOpenChange,
}: ChangeRoleDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshMembers(context);
  const name = memberName(member);

  async function submit(data: FormData) {
    const roleId = Number(data.get('role_id'));
    const saved = await changeMemberRole(context, member.id, roleId);
    await refresh();
    toast.add({
      title: intl.formatMessage(messages.roleChanged, {
        name,
        role: roles.find((role) => role.id === saved.role_id)?.name ?? '',
      }),
      variant: 'success',
    });
    onOpenChange(false);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.changeRoleTitle, { name })}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={FIELD_IDS}
          firstFieldId={FIELD_IDS.role_id}
        >
          <Select
            id={FIELD_IDS.role_id}
            name="role_id"
            label={intl.formatMessage(messages.role)}
            options={roleOptions(roles, intl)}
            defaultSelectedKey={String(member.role_id)}
            isRequired
            // Opened to choose a role: start there (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <div className="koers-app-form__actions">
            <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
            <SubmitButton pendingLabel={intl.formatMessage(messages.savePending)}>
              {intl.formatMessage(messages.saveRole)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
