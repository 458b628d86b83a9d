import type { AdminUserDetail } from '@koers/contract';
import { Button, EmptyState, useToast } from '@koers/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm';
import { describeFormError, ServerForm, SubmitButton } from '@/components/form';
import { ErrorState, LoadingState } from '@/components/states';
import { ApiError } from '@/lib/api/client';
import { useRoles } from '@/lib/api/roles';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/use-session';
import { NameList } from '../components/name-list';
import {
  blockUser,
  deleteUser,
  sendInvitation,
  sendPasswordReset,
  unblockUser,
  updateUser,
  useAdminUser,
  useAdminUserSessions,
  useRefreshUsers,
} from './api/users-api';
import { MembershipsEditor } from './memberships-editor';
import { userMessages as messages } from './messages';
import { SessionsSection } from './sessions-section';
import { readUserFields, UserFields, userFieldIds } from './user-fields';
import { fullName } from './user-format';
import type { FromUsersList } from './users-tab';
import { formatMoment } from '@/components/sessions/session-format';
import './users.css';

const ID_PREFIX = 'user';
const FIELD_IDS = userFieldIds(ID_PREFIX);

/** The users list as it was when this page was opened from it (its page, search and sort). */
function useListHref(): string {
  const state = useLocation().state as Partial<FromUsersList> | null;
  const search = state?.listSearch;
  return `${paths.admin.users.href()}${typeof search === 'string' && search.startsWith('?') ? search : ''}`;
}

/** The `:id` of the route as a user id, or null when it is none. */
function useUserId(): number | null {
  const { id } = useParams();
  return id && /^\d{1,10}$/.test(id) ? Number(id) : null;
}

/**
 * One user (/admin/gebruikers/{id}): their details, memberships, mails, blocking, super admin
 * rights and sessions, each its own section; every action that takes something away asks first.
 */
export function UserPage() {
  const intl = useIntl();
  const id = useUserId();
  const user = useAdminUser(id);
  const listHref = useListHref();
  const back = (
    <Link className="koers-admin-users__back" to={listHref}>
      {intl.formatMessage(messages.backToList)}
    </Link>
  );

  if (id === null || (user.error instanceof ApiError && user.error.status === 404)) {
    return (
      <div className="koers-admin-users">
        {back}
        <EmptyState title={intl.formatMessage(messages.notFound)} />
      </div>
    );
  }
  if (user.error && !user.data) {
    return (
      <div className="koers-admin-users">
        {back}
        <ErrorState onRetry={() => void user.mutate()} />
      </div>
    );
  }
  if (!user.data) return <LoadingState />;
  return (
    <div className="koers-admin-users">
      {back}
      <UserDetails
        user={user.data}
        listHref={listHref}
        onChanged={(next) => void user.mutate(next, false)}
      />
    </div>
  );
}

type Confirm = 'block' | 'unblock' | 'grant' | 'revoke' | 'remove';

function UserDetails({
  user,
  listHref,
  onChanged,
}: {
  user: AdminUserDetail;
  /** The users list to go back to after a removal. */
  listHref: string;
  onChanged: (user: AdminUserDetail) => void;
}) {
  const intl = useIntl();
  // One's own account: the server refuses blocking, removing and demoting oneself, so the page
  // does not offer them.
  const isSelf = useSession().user?.id === user.id;
  const toast = useToast();
  const navigate = useNavigate();
  const refresh = useRefreshUsers();
  const roles = useRoles();
  const sessions = useAdminUserSessions(user.id);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [mailing, setMailing] = useState(false);
  const name = fullName(user);
  const who = { name, email: user.email };

  /** The user as the server has them now: this page, the lists and the sessions follow. */
  async function changed(next: AdminUserDetail) {
    onChanged(next);
    await refresh();
  }

  async function saveFields(data: FormData) {
    const next = await updateUser(user.id, readUserFields(data));
    await changed(next);
    toast.add({ title: intl.formatMessage(messages.saved), variant: 'success' });
  }

  async function mail() {
    setMailing(true);
    try {
      if (user.has_password) {
        await sendPasswordReset(user.id);
        toast.add({
          title: intl.formatMessage(messages.resetSent, { email: user.email }),
          variant: 'success',
        });
      } else {
        await sendInvitation(user.id);
        toast.add({
          title: intl.formatMessage(messages.invitationSent, { email: user.email }),
          variant: 'success',
        });
      }
    } catch (failure) {
      toast.add({
        title: intl.formatMessage(messages.mailFailed, {
          reason: describeFormError(failure, intl).summary.join(' '),
        }),
        variant: 'error',
      });
    } finally {
      setMailing(false);
    }
  }

  const confirmations: Record<
    Confirm,
    {
      title: string;
      question: string;
      effect: string;
      submit: string;
      pending: string;
      variant: 'primary' | 'danger';
      run: () => Promise<void>;
    }
  > = {
    block: {
      title: intl.formatMessage(messages.blockTitle),
      question: intl.formatMessage(messages.blockQuestion, who),
      effect: `${intl.formatMessage(messages.blockSessions, {
        count: sessions.data?.length ?? 0,
      })} ${intl.formatMessage(messages.blockEffect)}`,
      submit: intl.formatMessage(messages.blockSubmit),
      pending: intl.formatMessage(messages.blockPending),
      variant: 'danger',
      run: async () => {
        await changed(await blockUser(user.id));
        await sessions.mutate();
        toast.add({
          title: intl.formatMessage(messages.blockedToast, { name }),
          variant: 'success',
        });
      },
    },
    unblock: {
      title: intl.formatMessage(messages.unblockTitle),
      question: intl.formatMessage(messages.unblockQuestion, who),
      effect: intl.formatMessage(messages.unblockEffect),
      submit: intl.formatMessage(messages.unblockSubmit),
      pending: intl.formatMessage(messages.unblockPending),
      variant: 'primary',
      run: async () => {
        await changed(await unblockUser(user.id));
        toast.add({
          title: intl.formatMessage(messages.unblockedToast, { name }),
          variant: 'success',
        });
      },
    },
    grant: {
      title: intl.formatMessage(messages.grantTitle),
      question: intl.formatMessage(messages.grantQuestion, who),
      effect: intl.formatMessage(messages.grantEffect),
      submit: intl.formatMessage(messages.grant),
      pending: intl.formatMessage(messages.grantPending),
      variant: 'primary',
      run: async () => {
        await changed(await updateUser(user.id, { admin: true }));
        toast.add({
          title: intl.formatMessage(messages.grantedToast, { name }),
          variant: 'success',
        });
      },
    },
    revoke: {
      title: intl.formatMessage(messages.revokeTitle),
      question: intl.formatMessage(messages.revokeQuestion, who),
      effect: intl.formatMessage(messages.revokeEffect),
      submit: intl.formatMessage(messages.revoke),
      pending: intl.formatMessage(messages.revokePending),
      variant: 'danger',
      run: async () => {
        await changed(await updateUser(user.id, { admin: false }));
        toast.add({
          title: intl.formatMessage(messages.revokedToast, { name }),
          variant: 'success',
        });
      },
    },
    remove: {
      title: intl.formatMessage(messages.removeTitle),
      question: intl.formatMessage(messages.removeQuestion, who),
      effect: intl.formatMessage(messages.removeEffect),
      submit: intl.formatMessage(messages.removeTitle),
      pending: intl.formatMessage(messages.removePending),
      variant: 'danger',
      run: async () => {
        await deleteUser(user.id);
        await refresh(user.id);
        toast.add({
          title: intl.formatMessage(messages.removedToast, { name }),
          variant: 'success',
        });
        await navigate(listHref);
      },
    },
  };
  const open = confirm ? confirmations[confirm] : null;
  const memberships = [
    ...user.organisations.map((o) => ({ ...o, kind: intl.formatMessage(messages.kindBoard) })),
    ...user.schools.map((s) => ({ ...s, kind: intl.formatMessage(messages.kindSchool) })),
  ];

  return (
    <>
      <section className="koers-admin-users__section" aria-labelledby="user-heading">
        <div className="koers-admin-users__bar">
          <h2 id="user-heading" className="koers-admin-users__heading">
            {name}
          </h2>
          {isSelf ? null : (
            <Button variant="danger" onPress={() => setConfirm('remove')}>
              {intl.formatMessage(messages.remove)}
            </Button>
          )}
        </div>
        {user.blocked_at || user.admin ? (
          <p className="koers-admin-users__status">
            {user.blocked_at ? (
              <span className="koers-admin-users__badge" data-variant="danger">
                {intl.formatMessage(messages.blockedSince, {
                  date: formatMoment(intl, user.blocked_at),
                })}
              </span>
            ) : null}
            {user.admin ? (
              <span className="koers-admin-users__badge">
                {intl.formatMessage(messages.superAdmin)}
              </span>
            ) : null}
          </p>
        ) : null}
      </section>

      <section className="koers-admin-users__section" aria-labelledby="user-details-heading">
        <h3 id="user-details-heading" className="koers-admin-users__subheading">
          {intl.formatMessage(messages.detailsHeading)}
        </h3>
        <ServerForm
          className="koers-app-form koers-admin-users__form"
          submit={saveFields}
          fieldIds={FIELD_IDS}
          firstFieldId={FIELD_IDS.first_name}
        >
          <UserFields idPrefix={ID_PREFIX} user={user} />
          <div className="koers-app-form__actions">
            <SubmitButton pendingLabel={intl.formatMessage(messages.savePending)}>
              {intl.formatMessage(messages.save)}
            </SubmitButton>
          </div>
        </ServerForm>
      </section>

      <section className="koers-admin-users__section" aria-labelledby="user-memberships-heading">
        <h3 id="user-memberships-heading" className="koers-admin-users__subheading">
          {intl.formatMessage(messages.membershipsHeading)}
        </h3>
        {roles.data ? (
          <MembershipsEditor
            user={user}
            roles={roles.data}
            onSaved={(next) => void changed(next)}
          />
        ) : roles.error ? (
          <ErrorState onRetry={() => void roles.mutate()} />
        ) : (
          <LoadingState />
        )}
      </section>

      <section className="koers-admin-users__section" aria-labelledby="user-account-heading">
        <h3 id="user-account-heading" className="koers-admin-users__subheading">
          {intl.formatMessage(messages.accountHeading)}
        </h3>
        <dl className="koers-admin-users__details">
          <div>
            <dt>{intl.formatMessage(messages.password)}</dt>
            <dd>
              {intl.formatMessage(
                user.has_password ? messages.passwordSet : messages.passwordNotSet,
              )}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.status)}</dt>
            <dd>
              {user.blocked_at
                ? intl.formatMessage(messages.blockedSince, {
                    date: formatMoment(intl, user.blocked_at),
                  })
                : intl.formatMessage(messages.active)}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.superAdmin)}</dt>
            <dd>
              {intl.formatMessage(user.admin ? messages.superAdminYes : messages.superAdminNo)}
            </dd>
          </div>
        </dl>
        {isSelf ? (
          <p className="koers-admin-users__note">{intl.formatMessage(messages.ownAccount)}</p>
        ) : null}
        <div className="koers-admin-users__actions">
          <Button
            onPress={() => void mail()}
            isPending={mailing}
            pendingLabel={intl.formatMessage(
              user.has_password ? messages.sendResetPending : messages.sendInvitationPending,
            )}
          >
            {intl.formatMessage(user.has_password ? messages.sendReset : messages.sendInvitation)}
          </Button>
          {user.blocked_at ? (
            <Button onPress={() => setConfirm('unblock')}>
              {intl.formatMessage(messages.unblock)}
            </Button>
          ) : isSelf ? null : (
            <Button variant="danger" onPress={() => setConfirm('block')}>
              {intl.formatMessage(messages.block)}
            </Button>
          )}
          {user.admin ? (
            isSelf ? null : (
              <Button variant="danger" onPress={() => setConfirm('revoke')}>
                {intl.formatMessage(messages.revoke)}
              </Button>
            )
          ) : (
            <Button onPress={() => setConfirm('grant')}>
              {intl.formatMessage(messages.grant)}
            </Button>
          )}
        </div>
      </section>

      <section className="koers-admin-users__section" aria-labelledby="user-sessions-heading">
        <h3 id="user-sessions-heading" className="koers-admin-users__subheading">
          {intl.formatMessage(messages.sessionsHeading)}
        </h3>
        <SessionsSection user={user} />
      </section>

      {open ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setConfirm(null)}
          title={open.title}
          question={open.question}
          submitLabel={open.submit}
          pendingLabel={open.pending}
          variant={open.variant}
          onConfirm={open.run}
        >
          {confirm === 'remove' ? (
            memberships.length ? (
              <>
                <p className="koers-admin-users__text">
                  {intl.formatMessage(messages.removeMemberships, { count: memberships.length })}
                </p>
                <NameList
                  sample={{ rows: memberships, total: memberships.length }}
                  name={(m) => `${m.name} (${m.kind})`}
                  label={intl.formatMessage(messages.membershipsHeading)}
                  andMore={() => null}
                />
              </>
            ) : (
              <p className="koers-admin-users__text">
                {intl.formatMessage(messages.removeNoMemberships)}
              </p>
            )
          ) : null}
          <p className="koers-admin-users__text">{open.effect}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
