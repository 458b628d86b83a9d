import type { ContextUser, PendingInvite } from '@koers/contract';
import { Button, Menu, PagedTable, useToast, type PagedTableColumn } from '@koers/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { describeFormError } from '@/components/form';
import { PagedList, useTableLabels } from '@/components/paged-list';
import { ErrorState } from '@/components/states';
import { ApiError } from '@/lib/api/client';
import { useSession } from '@/lib/session/use-session';
import type { ContextRef } from '@/lib/session/types';
import { CONTEXT_USERS_SORT, contextUsersUrl } from '../api/context-urls';
import { messages as settingsMessages } from '../messages';
import { pendingInvitesKey, resendInvite, usePendingInvites } from './api/invites-api';
import { messages } from './messages';
import { memberName } from './role-options';
import './users.css';

// The dialogs load when one is first opened: most visits only look at the lists.
const InviteDialog = lazy(() =>
  import('./invite-dialog').then((m) => ({ default: m.InviteDialog })),
);
const ChangeRoleDialog = lazy(() =>
  import('./change-role-dialog').then((m) => ({ default: m.ChangeRoleDialog })),
);
const RemoveMemberDialog = lazy(() =>
  import('./remove-member-dialog').then((m) => ({ default: m.RemoveMemberDialog })),
);
const WithdrawInviteDialog = lazy(() =>
  import('./withdraw-invite-dialog').then((m) => ({ default: m.WithdrawInviteDialog })),
);

type Open =
  | { kind: 'invite' }
  | { kind: 'role'; member: ContextUser }
  | { kind: 'remove'; member: ContextUser }
  | { kind: 'withdraw'; invite: PendingInvite };

/**
 * Gebruikers: the members of the school or board with their role, and the invitations not
 * accepted yet. Its admins invite people (several addresses at once), send an invitation again
 * or withdraw it, change a member's role and remove a member. The tab is for admins only
 * (lib/paths.ts `settingsTabs`); the server refuses everyone else, and refuses to leave the
 * context without an admin.
 */
export function UsersTab({ context }: { context: ContextRef }) {
  const intl = useIntl();
  const { user, roles, organisation, school } = useSession();
  const [open, setOpen] = useState<Open | null>(null);
  const inviteButton = useRef<HTMLButtonElement>(null);
  const contextName = (context.contextType === 'school' ? school?.name : organisation?.name) ?? '';
  const board = context.contextType === 'school' ? school?.organisation : null;

  const roleName = (roleId: number) =>
    roles?.find((role) => role.id === roleId)?.name ??
    intl.formatMessage(settingsMessages.unknownRole);

  const columns: PagedTableColumn<ContextUser>[] = [
    {
      id: 'first_name',
      header: intl.formatMessage(settingsMessages.firstName),
      sortable: true,
      accessor: 'first_name',
    },
    {
      id: 'last_name',
      header: intl.formatMessage(settingsMessages.lastName),
      sortable: true,
      isRowHeader: true,
      render: (member) => (
        <>
          {[member.last_name_prefix, member.last_name].filter(Boolean).join(' ')}
          {member.id === user?.id ? (
            <span className="koers-users__you"> {intl.formatMessage(messages.you)}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'email',
      header: intl.formatMessage(settingsMessages.email),
      sortable: true,
      render: (member) => (
        <a className="koers-settings__link" href={`mailto:${member.email}`}>
          {member.email}
        </a>
      ),
    },
    {
      id: 'role_id',
      header: intl.formatMessage(settingsMessages.role),
      sortable: true,
      render: (member) => roleName(member.role_id),
    },
    {
      id: 'actions',
      header: <span className="koers-visually-hidden">{intl.formatMessage(messages.actions)}</span>,
      align: 'end',
      // An admin does not change or remove themselves (the server refuses it too).
      render: (member) =>
        member.id === user?.id && !user.admin ? null : (
          <Menu
            trigger={intl.formatMessage(messages.actions)}
            triggerLabel={intl.formatMessage(messages.memberActionsFor, {
              name: memberName(member),
            })}
            placement="bottom end"
            items={[
              {
                id: 'role',
                label: intl.formatMessage(messages.changeRole),
                onAction: () => setOpen({ kind: 'role', member }),
              },
              {
                id: 'remove',
                label: intl.formatMessage(messages.removeFrom, { context: contextName }),
                onAction: () => setOpen({ kind: 'remove', member }),
              },
            ]}
          />
        ),
    },
  ];

  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  // After a removal the row and its menu are gone: the focus goes to the next thing to do. The
  // dialog keeps the focus inside it until it has closed, and then hands it back to what opened
  // it (a frame later), so the move waits for both.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || open) return;
    refocus.current = false;
    const frame = requestAnimationFrame(() => inviteButton.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const focusInvite = () => {
    refocus.current = true;
  };

  return (
    <div className="koers-settings__stack">
      <section className="koers-users__section" aria-labelledby="users-members-heading">
        <div className="koers-users__bar">
          <h2 id="users-members-heading" className="koers-users__heading">
            {intl.formatMessage(messages.membersHeading)}
          </h2>
          <Button ref={inviteButton} variant="primary" onPress={() => setOpen({ kind: 'invite' })}>
            {intl.formatMessage(messages.invite)}
          </Button>
        </div>
        <p className="koers-settings__muted">
          {intl.formatMessage(messages.intro, { context: contextName })}
        </p>
        {board ? (
          <p className="koers-settings__muted">
            {intl.formatMessage(messages.boardMembers, { board: board.name })}
          </p>
        ) : null}
        <PagedList<ContextUser>
          url={contextUsersUrl(context)}
          sortColumns={CONTEXT_USERS_SORT}
          initialSort={{ column: 'last_name', order: 'asc' }}
          caption={intl.formatMessage(settingsMessages.usersCaption)}
          hideCaption
          columns={columns}
          emptyText={intl.formatMessage(settingsMessages.usersEmpty)}
          failedText={(error) =>
            intl.formatMessage(
              error instanceof ApiError && error.status === 403
                ? settingsMessages.usersForbidden
                : settingsMessages.error,
            )
          }
        />
      </section>
      <PendingInvites
        context={context}
        roleName={roleName}
        onWithdraw={(invite) => setOpen({ kind: 'withdraw', invite })}
      />
      {open ? (
        <Suspense fallback={null}>
          {open.kind === 'invite' ? (
            <InviteDialog
              context={context}
              contextName={contextName}
              roles={roles ?? []}
              isOpen
              onOpenChange={onOpenChange}
            />
          ) : open.kind === 'role' ? (
            <ChangeRoleDialog
              context={context}
              member={open.member}
              roles={roles ?? []}
              isOpen
              onOpenChange={onOpenChange}
            />
          ) : open.kind === 'remove' ? (
            <RemoveMemberDialog
              context={context}
              contextName={contextName}
              member={open.member}
              isOpen
              onOpenChange={onOpenChange}
              onRemoved={focusInvite}
            />
          ) : (
            <WithdrawInviteDialog
              context={context}
              invite={open.invite}
              isOpen
              onOpenChange={onOpenChange}
              onWithdrawn={focusInvite}
            />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}

/** The invitations not accepted yet, with their state and what can be done with each. */
function PendingInvites({
  context,
  roleName,
  onWithdraw,
}: {
  context: ContextRef;
  roleName: (roleId: number) => string;
  onWithdraw: (invite: PendingInvite) => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { data, error, mutate: reload } = usePendingInvites(context);
  const labels = useTableLabels(intl.formatMessage(messages.invitesEmpty));

  // Someone who may not see them (the server's 403) is shown nothing rather than an error.
  if (error instanceof ApiError && error.status === 403) return null;

  async function resend(invite: PendingInvite) {
    try {
      await resendInvite(context, invite.ref);
      await mutate(pendingInvitesKey(context));
      toast.add({
        title: intl.formatMessage(messages.resent, { email: invite.email }),
        variant: 'success',
      });
    } catch (failure) {
      toast.add({
        title: intl.formatMessage(messages.resendFailed, {
          email: invite.email,
          reason: describeFormError(failure, intl).summary.join(' '),
        }),
        variant: 'error',
      });
    }
  }

  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });
  const columns: PagedTableColumn<PendingInvite>[] = [
    {
      id: 'email',
      header: intl.formatMessage(messages.email),
      isRowHeader: true,
      render: (invite) => <span className="koers-users__address">{invite.email}</span>,
    },
    {
      id: 'role',
      header: intl.formatMessage(settingsMessages.role),
      render: (invite) => roleName(invite.role_id),
    },
    {
      id: 'invited_by',
      header: intl.formatMessage(messages.invitedBy),
      render: (invite) => invite.invited_by ?? '',
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      render: (invite) =>
        invite.expired ? (
          <span className="koers-users__expired">
            {intl.formatMessage(messages.expiredOn, { date: date(invite.expires_at) })}
          </span>
        ) : (
          intl.formatMessage(messages.validUntil, { date: date(invite.expires_at) })
        ),
    },
    {
      id: 'actions',
      header: <span className="koers-visually-hidden">{intl.formatMessage(messages.actions)}</span>,
      align: 'end',
      render: (invite) => (
        <Menu
          trigger={intl.formatMessage(messages.actions)}
          triggerLabel={intl.formatMessage(messages.inviteActionsFor, { email: invite.email })}
          placement="bottom end"
          items={[
            {
              id: 'resend',
              label: intl.formatMessage(messages.resend),
              onAction: () => void resend(invite),
            },
            {
              id: 'withdraw',
              label: intl.formatMessage(messages.withdraw),
              onAction: () => onWithdraw(invite),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <section className="koers-users__section" aria-labelledby="users-invites-heading">
      <h2 id="users-invites-heading" className="koers-users__heading">
        {intl.formatMessage(messages.invitesHeading)}
      </h2>
      {error && !data ? (
        <ErrorState
          title={intl.formatMessage(messages.invitesFailed)}
          onRetry={() => void reload()}
        />
      ) : (
        <PagedTable
          {...labels}
          caption={intl.formatMessage(messages.invitesHeading)}
          hideCaption
          columns={columns}
          rows={data ?? []}
          getRowId={(invite) => invite.ref}
          isLoading={!data}
          onPageChange={() => undefined}
        />
      )}
    </section>
  );
}
