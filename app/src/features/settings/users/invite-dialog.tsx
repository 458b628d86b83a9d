import type { Role } from '@koers/contract';
import { Button, Modal, Select, TextAreaField, useToast } from '@koers/ui';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { ServerForm, SubmitButton } from '@/components/form';
import { ApiError } from '@/lib/api/client';
import type { ContextRef } from '@/lib/session/types';
import { inviteMembers, pendingInvitesKey } from './api/invites-api';
import { messages } from './messages';
import { roleOptions } from './role-options';

const FIELD_IDS = { emails: 'invite-emails', role_id: 'invite-role' };

export interface InviteDialogProps {
  context: ContextRef;
  contextName: string;
  roles: readonly Role[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The addresses typed in the field: separated by commas, semicolons, spaces or new lines. */
export const splitAddresses = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * Invites one or more addresses into the context with one role (`POST …/invites/batch`). The
 * server invites all or none: each address it refuses is named on the field, and the field
 * keeps what was typed so it can be corrected.
 */
export function InviteDialog({
  context,
  contextName,
  roles,
  isOpen,
  onOpenChange,
}: InviteDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const options = roleOptions(roles, intl);

  async function submit(data: FormData) {
    const emails = splitAddresses(String(data.get('emails') ?? ''));
    const roleId = Number(data.get('role_id'));
    try {
      const invited = await inviteMembers(context, {
        emails,
        role_id: Number.isInteger(roleId) && roleId > 0 ? roleId : 0,
      });
      await mutate(pendingInvitesKey(context));
      toast.add({
        title: intl.formatMessage(messages.invited, {
          count: invited.length,
          email: invited[0]?.email ?? '',
        }),
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      // Every refused address is its own sentence: the field shows them all, not the first.
      if (error instanceof ApiError && error.status === 422) {
        const errors = error.fieldErrors;
        const body = error.body as Record<string, unknown>;
        throw new ApiError(422, {
          ...body,
          errors: Object.fromEntries(
            Object.entries(errors).map(([field, list]) => [
              field.startsWith('emails') ? 'emails' : field,
              [list.join(' ')],
            ]),
          ),
        });
      }
      throw error;
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.inviteTitle, { context: contextName })}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => (
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={FIELD_IDS}
          firstFieldId={FIELD_IDS.emails}
        >
          <TextAreaField
            id={FIELD_IDS.emails}
            name="emails"
            label={intl.formatMessage(messages.emails)}
            description={intl.formatMessage(messages.emailsHint)}
            rows={4}
            isRequired
            // Opened to type addresses: start there (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
          <Select
            id={FIELD_IDS.role_id}
            name="role_id"
            label={intl.formatMessage(messages.role)}
            placeholder={intl.formatMessage(messages.rolePlaceholder)}
            options={options}
            defaultSelectedKey={options[0]?.id}
            isRequired
          />
          <div className="koers-app-form__actions">
            <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
            <SubmitButton pendingLabel={intl.formatMessage(messages.invitePending)}>
              {intl.formatMessage(messages.inviteSubmit)}
            </SubmitButton>
          </div>
        </ServerForm>
      )}
    </Modal>
  );
}
