import { Button, Spinner, TextField } from '@koers/ui';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/lib/api/client';
import { paths } from '@/lib/paths';
import { loadCurrentUser } from '@/lib/session/actions';
import { useSessionState } from '@/lib/session/session-store';
import { AppPasswordField, ServerForm, SubmitButton } from '@/components/form';
import { logIn } from '../api/complete-login';
import { acceptInvite, useInvite } from '../api/invites';

const FIELD_IDS: Record<string, string> = {
  first_name: 'invite-first-name',
  last_name_prefix: 'invite-prefix',
  last_name: 'invite-last-name',
  password: 'invite-password',
  password_confirmation: 'invite-password-confirmation',
};

const messages = defineMessages({
  title: { id: 'auth.invite.title', defaultMessage: 'Accept invitation' },
  loading: { id: 'auth.invite.loading', defaultMessage: 'Loading the invitation…' },
  notFound: {
    id: 'auth.invite.notFound',
    defaultMessage:
      'This invitation does not exist, has already been used or has expired. Ask the person who invited you for a new invitation.',
  },
  loadFailed: {
    id: 'auth.invite.loadFailed',
    defaultMessage: 'The invitation could not be loaded. Try again in a moment.',
  },
  retry: { id: 'auth.invite.retry', defaultMessage: 'Try again' },
  firstName: { id: 'auth.invite.firstName', defaultMessage: 'First name' },
  prefix: { id: 'auth.invite.prefix', defaultMessage: 'Prefix (optional, e.g. “van der”)' },
  lastName: { id: 'auth.invite.lastName', defaultMessage: 'Last name' },
  password: { id: 'auth.invite.password', defaultMessage: 'Password' },
  passwordHelp: { id: 'auth.invite.passwordHelp', defaultMessage: 'At least 8 characters.' },
  confirmation: { id: 'auth.invite.confirmation', defaultMessage: 'Repeat the password' },
  accept: { id: 'auth.invite.accept', defaultMessage: 'Accept invitation' },
  pending: { id: 'auth.invite.pending', defaultMessage: 'Accepting' },
  accepted: {
    id: 'auth.invite.accepted',
    defaultMessage: 'The invitation has been accepted. Log in to get started.',
  },
  login: { id: 'auth.invite.login', defaultMessage: 'Go to log in' },
});

const invitedTo = defineMessage<{ context: string }>({
  id: 'auth.invite.invitedTo',
  defaultMessage: 'You have been invited to join {context} in Koers.',
});
const newUser = defineMessage<{ email: string }>({
  id: 'auth.invite.newUser',
  defaultMessage: 'Create your account to accept. You will log in with {email}.',
});
const existingUser = defineMessage<{ email: string }>({
  id: 'auth.invite.existingUser',
  defaultMessage:
    'There is already a Koers account for {email}. Accept to add this school or board to your account.',
});

/**
 * Accept invitation (SPEC §2). A new user creates an account (names and password) and is logged
 * in; an existing user only accepts (and is asked to log in if they are not).
 */
export default function AcceptInvitePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id } = useParams();
  const invite = useInvite(id);
  const loggedIn = useSessionState((s) => s.user !== null);
  const [accepted, setAccepted] = useState(false);

  if (invite.isLoading) {
    return (
      <div className="koers-app-card">
        <h1>{intl.formatMessage(messages.title)}</h1>
        <Spinner label={intl.formatMessage(messages.loading)} />
      </div>
    );
  }
  if (invite.error || !invite.data || !id) {
    const gone = invite.error instanceof ApiError && invite.error.status === 404;
    return (
      <div className="koers-app-card">
        <h1>{intl.formatMessage(messages.title)}</h1>
        <p role="alert" className="koers-app-notice">
          {intl.formatMessage(gone || !id ? messages.notFound : messages.loadFailed)}
        </p>
        {gone ? null : (
          <Button onPress={() => void invite.mutate()}>{intl.formatMessage(messages.retry)}</Button>
        )}
      </div>
    );
  }

  const data = invite.data;
  async function submit(form: FormData) {
    if (!id) return;
    const field = (name: string) => String(form.get(name) ?? '');
    await acceptInvite(
      id,
      data.existing_user
        ? {}
        : {
            first_name: field('first_name'),
            last_name_prefix: field('last_name_prefix').trim() || null,
            last_name: field('last_name'),
            password: field('password'),
            password_confirmation: field('password_confirmation'),
          },
    );
    try {
      if (loggedIn) {
        await loadCurrentUser(); // the new membership shows in the context switch
        await navigate(paths.changeSchoolOrganisation.href());
      } else if (!data.existing_user) {
        await logIn(data.email, field('password'));
        await navigate(paths.login.href(), { replace: true }); // guest-only sends the user on
      } else {
        setAccepted(true);
      }
    } catch {
      setAccepted(true);
    }
  }

  return (
    <div className="koers-app-card">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(invitedTo, { context: data.context.name })}</p>
      {accepted ? (
        <>
          <p role="status" className="koers-app-notice">
            {intl.formatMessage(messages.accepted)}
          </p>
          <p>
            <Link to={paths.login.href()} className="koers-app-link">
              {intl.formatMessage(messages.login)}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>
            {data.existing_user
              ? intl.formatMessage(existingUser, { email: data.email })
              : intl.formatMessage(newUser, { email: data.email })}
          </p>
          <ServerForm
            className="koers-app-form"
            submit={submit}
            fieldIds={FIELD_IDS}
            firstFieldId="invite-first-name"
          >
            {data.existing_user ? null : (
              <>
                <input type="hidden" name="username" autoComplete="username" value={data.email} />
                <TextField
                  label={intl.formatMessage(messages.firstName)}
                  id="invite-first-name"
                  name="first_name"
                  autoComplete="given-name"
                  isRequired
                />
                <TextField
                  label={intl.formatMessage(messages.prefix)}
                  id="invite-prefix"
                  name="last_name_prefix"
                  autoComplete="additional-name"
                />
                <TextField
                  label={intl.formatMessage(messages.lastName)}
                  id="invite-last-name"
                  name="last_name"
                  autoComplete="family-name"
                  isRequired
                />
                <AppPasswordField
                  label={intl.formatMessage(messages.password)}
                  description={intl.formatMessage(messages.passwordHelp)}
                  id="invite-password"
                  name="password"
                  autoComplete="new-password"
                />
                <AppPasswordField
                  label={intl.formatMessage(messages.confirmation)}
                  id="invite-password-confirmation"
                  name="password_confirmation"
                  autoComplete="new-password"
                />
              </>
            )}
            <div className="koers-app-form__actions">
              <SubmitButton pendingLabel={intl.formatMessage(messages.pending)}>
                {intl.formatMessage(messages.accept)}
              </SubmitButton>
            </div>
          </ServerForm>
        </>
      )}
    </div>
  );
}
