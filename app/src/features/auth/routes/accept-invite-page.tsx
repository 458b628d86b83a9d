import { Button, Spinner, TextField } from '@koers/ui';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/lib/api/client';
import { paths } from '@/lib/paths';
import { loadCurrentUser, logout, setContext } from '@/lib/session/actions';
import { useSessionState } from '@/lib/session/session-store';
import { AppPasswordField, ServerForm, SubmitButton } from '@/components/form';
import { NameFields, nameFieldIds, readNameFields } from '@/components/name-fields';
import { logIn } from '../api/complete-login';
import { acceptInvite, useInvite } from '../api/invites';

const FIELD_IDS: Record<string, string> = {
  email: 'invite-email',
  ...nameFieldIds('invite'),
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
  password: { id: 'auth.invite.password', defaultMessage: 'Password' },
  passwordHelp: { id: 'auth.invite.passwordHelp', defaultMessage: 'At least 8 characters.' },
  needsCode: {
    id: 'auth.invite.needsCode',
    defaultMessage:
      'Your account uses two-step verification. Log in with your password and the code of your app first, then open the link in the invitation again.',
  },
  confirmation: { id: 'auth.invite.confirmation', defaultMessage: 'Repeat the password' },
  accept: { id: 'auth.invite.accept', defaultMessage: 'Accept invitation' },
  pending: { id: 'auth.invite.pending', defaultMessage: 'Accepting' },
  accepted: {
    id: 'auth.invite.accepted',
    defaultMessage: 'The invitation has been accepted. Log in to get started.',
  },
  login: { id: 'auth.invite.login', defaultMessage: 'Go to log in' },
  email: { id: 'auth.invite.email', defaultMessage: 'Email address' },
  logInAndAccept: { id: 'auth.invite.logInAndAccept', defaultMessage: 'Log in and accept' },
  logOut: { id: 'auth.invite.logOut', defaultMessage: 'Log out' },
  loggingOut: { id: 'auth.invite.loggingOut', defaultMessage: 'Logging out' },
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
  id: 'auth.invite.existingUserLogIn',
  defaultMessage:
    'There is already a Koers account for {email}. Log in with it to accept the invitation.',
});
const loggedInAs = defineMessage<{ email: string }>({
  id: 'auth.invite.loggedInAs',
  defaultMessage:
    'You are logged in as {email}. Accept to add this school or board to your account.',
});
const wrongAccount = defineMessage<{ invited: string; current: string }>({
  id: 'auth.invite.wrongAccount',
  defaultMessage:
    'This invitation was sent to {invited}, but you are logged in as {current}. Log out, and log in as {invited} to accept it.',
});

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Accept invitation (SPEC §2). A new user creates an account (names and password) and is logged
 * in. An invitation for an existing account is accepted only by that account: the page asks the
 * invited person to log in first (the link alone may have been forwarded), and a different
 * account that is logged in is told so and offered to log out.
 */
export default function AcceptInvitePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id } = useParams();
  const invite = useInvite(id);
  const user = useSessionState((s) => s.user);
  const [accepted, setAccepted] = useState(false);
  // The account has two-step verification: its code is asked on the login page, not here.
  const [needsCode, setNeedsCode] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

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
  const inviteId = id;
  /** Logged in as the invited account: the membership is added and the user lands in it. */
  async function acceptAsInvitedAccount() {
    await acceptInvite(inviteId, {});
    await loadCurrentUser(); // the new membership, for the rules and the context switch
    try {
      await setContext({ id: data.context.id, contextType: data.context_type });
      await navigate(paths.home.href());
    } catch {
      await navigate(paths.changeSchoolOrganisation.href());
    }
  }

  async function submit(form: FormData) {
    const field = (name: string) => String(form.get(name) ?? '');
    if (data.existing_user) {
      if (!user && (await logIn(data.email, field('password')))) {
        setNeedsCode(true);
        return;
      }
      await acceptAsInvitedAccount();
      return;
    }
    await acceptInvite(inviteId, {
      ...readNameFields(form),
      password: field('password'),
      password_confirmation: field('password_confirmation'),
    });
    try {
      await logIn(data.email, field('password'));
      await navigate(paths.login.href(), { replace: true }); // guest-only sends the user on
    } catch {
      setAccepted(true);
    }
  }

  async function logOutOtherAccount() {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      setLoggingOut(false);
    }
  }

  // Said, with the way to the login page: accepted (log in now), or log in with the code first.
  const toLogin = (text: string) => (
    <>
      <p role="status" className="koers-app-notice">
        {text}
      </p>
      <p>
        <Link to={paths.login.href()} className="koers-app-link">
          {intl.formatMessage(messages.login)}
        </Link>
      </p>
    </>
  );

  let body;
  if (needsCode) {
    body = toLogin(intl.formatMessage(messages.needsCode));
  } else if (accepted) {
    body = toLogin(intl.formatMessage(messages.accepted));
  } else if (user && !sameEmail(user.email, data.email)) {
    body = (
      <>
        <p role="alert" className="koers-app-notice">
          {intl.formatMessage(wrongAccount, { invited: data.email, current: user.email })}
        </p>
        <div className="koers-app-form__actions">
          <Button
            onPress={() => void logOutOtherAccount()}
            isPending={loggingOut}
            pendingLabel={intl.formatMessage(messages.loggingOut)}
          >
            {intl.formatMessage(messages.logOut)}
          </Button>
        </div>
      </>
    );
  } else {
    const logInFirst = data.existing_user && !user;
    body = (
      <>
        <p>
          {!data.existing_user
            ? intl.formatMessage(newUser, { email: data.email })
            : user
              ? intl.formatMessage(loggedInAs, { email: user.email })
              : intl.formatMessage(existingUser, { email: data.email })}
        </p>
        <ServerForm
          className="koers-app-form"
          submit={submit}
          fieldIds={FIELD_IDS}
          firstFieldId={
            data.existing_user
              ? logInFirst
                ? 'invite-password'
                : 'invite-accept'
              : 'invite-first-name'
          }
        >
          {logInFirst ? (
            <>
              <TextField
                label={intl.formatMessage(messages.email)}
                id="invite-email"
                name="email"
                type="email"
                autoComplete="username"
                value={data.email}
                isReadOnly
              />
              <AppPasswordField
                label={intl.formatMessage(messages.password)}
                id="invite-password"
                name="password"
                autoComplete="current-password"
              />
            </>
          ) : null}
          {data.existing_user ? null : (
            <>
              <input type="hidden" name="username" autoComplete="username" value={data.email} />
              <NameFields idPrefix="invite" own />
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
            <SubmitButton id="invite-accept" pendingLabel={intl.formatMessage(messages.pending)}>
              {intl.formatMessage(logInFirst ? messages.logInAndAccept : messages.accept)}
            </SubmitButton>
          </div>
        </ServerForm>
      </>
    );
  }

  return (
    <div className="koers-app-card">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(invitedTo, { context: data.context.name })}</p>
      {body}
    </div>
  );
}
