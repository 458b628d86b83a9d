import { Button, Checkbox, Modal, SearchComboBox, Select, useToast } from '@koers/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { describeFormError, ServerForm, SubmitButton } from '@/components/form';
import { useRoles } from '@/lib/api/roles';
import { createUser, searchContexts, sendInvitation, useRefreshUsers } from './api/users-api';
import { userMessages as messages } from './messages';
import { readUserFields, UserFields, userFieldIds } from './user-fields';
import { contextOption, fullName, lowestRole, roleOptions } from './user-format';

const ID_PREFIX = 'new-user';
const MEMBERSHIP_ID = 'new-user-membership';
const FIELD_IDS = {
  ...userFieldIds(ID_PREFIX),
  organisations: MEMBERSHIP_ID,
  schools: MEMBERSHIP_ID,
  role_id: 'new-user-role',
};

export interface CreateUserDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Creates a user (`POST /api/admin/users`) without a password, optionally a member of one board
 * or school straight away, and mails the account invitation right after (`POST …/invitation`)
 * unless that is turned off. Creating and mailing are two steps: when the mail fails the user
 * exists, and the toast says so and where to send it again.
 */
export function CreateUserDialog({ isOpen, onOpenChange }: CreateUserDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const refresh = useRefreshUsers();
  const roles = useRoles();
  const search = useCallback(
    async (query: string) =>
      (await searchContexts(query)).map((choice) => contextOption(choice, intl)),
    [intl],
  );
  const firstRole = roles.data ? lowestRole(roles.data) : undefined;

  async function submit(data: FormData) {
    const fields = readUserFields(data);
    const [type, id] = String(data.get('membership') ?? '').split(':');
    const roleId = Number(data.get('role_id'));
    const membership = id ? [{ id: Number(id), role_id: roleId }] : [];
    const created = await createUser({
      ...fields,
      ...(type === 'organisation' ? { organisations: membership } : {}),
      ...(type === 'school' ? { schools: membership } : {}),
    });
    const name = fullName(created);
    let title = intl.formatMessage(messages.created, { name });
    let variant: 'success' | 'error' = 'success';
    if (data.get('invite') !== null) {
      try {
        await sendInvitation(created.id);
        title = intl.formatMessage(messages.createdAndInvited, { name, email: created.email });
      } catch (failure) {
        variant = 'error';
        title = intl.formatMessage(messages.createdNotInvited, {
          name,
          reason: describeFormError(failure, intl).summary.join(' '),
        });
      }
    }
    await refresh();
    toast.add({ title, variant });
    onOpenChange(false);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.createTitle)}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={FIELD_IDS}
          firstFieldId={FIELD_IDS.first_name}
        >
          {/* Opened to fill in the user: start in the first field (WAI-ARIA dialog pattern). */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <UserFields idPrefix={ID_PREFIX} autoFocus />
          <SearchComboBox
            id={MEMBERSHIP_ID}
            name="membership"
            label={intl.formatMessage(messages.membership)}
            description={intl.formatMessage(messages.membershipHint)}
            onSearch={search}
            labels={{
              searching: intl.formatMessage(messages.searching),
              failed: intl.formatMessage(messages.searchFailed),
              none: intl.formatMessage(messages.noMatches),
            }}
          />
          {firstRole ? (
            <Select
              id={FIELD_IDS.role_id}
              name="role_id"
              label={intl.formatMessage(messages.role)}
              options={roleOptions(roles.data ?? [], intl)}
              defaultSelectedKey={String(firstRole.id)}
            />
          ) : null}
          <Checkbox
            name="invite"
            value="1"
            defaultSelected
            description={intl.formatMessage(messages.sendInvitationNowHint)}
          >
            {intl.formatMessage(messages.sendInvitationNow)}
          </Checkbox>
          <div className="koers-app-form__actions">
            <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
            <SubmitButton pendingLabel={intl.formatMessage(messages.createPending)}>
              {intl.formatMessage(messages.createSubmit)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
