import { TextField } from '@koers/ui';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { AppPasswordField, ServerForm, SubmitButton } from '@/components/form';
import { logIn } from '../api/complete-login';

const FIELD_IDS: Record<string, string> = { email: 'login-email', password: 'login-password' };

const messages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Log in to Koers' },
  intro: {
    id: 'auth.login.intro',
    defaultMessage: 'Log in with the email address and password of your Koers account.',
  },
  unknownUserTitle: { id: 'auth.login.unknownUser.title', defaultMessage: 'Account not found' },
  unknownUser: {
    id: 'auth.login.unknownUser.body',
    defaultMessage:
      'The account you tried to use is not known in Koers. Log in with the email address your school or board invited, or ask its administrator for an invitation.',
  },
  email: { id: 'auth.login.email', defaultMessage: 'Email address' },
  password: { id: 'auth.login.password', defaultMessage: 'Password' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Log in' },
  pending: { id: 'auth.login.pending', defaultMessage: 'Logging in' },
  forgot: { id: 'auth.login.forgot', defaultMessage: 'Forgot your password?' },
  sessionEnded: {
    id: 'auth.login.sessionEnded',
    defaultMessage: 'Your session has ended. Log in again to continue.',
  },
});

/**
 * Login (SPEC §2), also the unknown-user variant. After a successful login the login route is
 * visited again: its guest-only guard then sets the automatic context and sends the user on
 * (admins to the admin area, others home), so the landing rules live in one place.
 */
export default function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const unknownUser = useMatches().some(
    (m) => (m.handle as { name?: string } | undefined)?.name === 'unknown-user',
  );
  // Set by the API client when the session could not be refreshed (SPEC §8).
  const sessionEnded = Boolean(
    (useLocation().state as { sessionEnded?: boolean } | null)?.sessionEnded,
  );

  async function submit(data: FormData) {
    await logIn(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
    await navigate(paths.login.href(), { replace: true });
  }

  return (
    <div className="koers-app-card">
      <h1>{intl.formatMessage(unknownUser ? messages.unknownUserTitle : messages.title)}</h1>
      {sessionEnded && !unknownUser ? (
        <p role="status" className="koers-app-notice">
          {intl.formatMessage(messages.sessionEnded)}
        </p>
      ) : null}
      {unknownUser ? (
        <p className="koers-app-notice">{intl.formatMessage(messages.unknownUser)}</p>
      ) : (
        <p>{intl.formatMessage(messages.intro)}</p>
      )}
      <ServerForm
        className="koers-app-form"
        submit={submit}
        fieldIds={FIELD_IDS}
        firstFieldId="login-email"
      >
        <TextField
          label={intl.formatMessage(messages.email)}
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          isRequired
        />
        <AppPasswordField
          label={intl.formatMessage(messages.password)}
          id="login-password"
          name="password"
          autoComplete="current-password"
        />
        <div className="koers-app-form__actions">
          <SubmitButton pendingLabel={intl.formatMessage(messages.pending)}>
            {intl.formatMessage(messages.submit)}
          </SubmitButton>
          <Link to={paths.forgotPassword.href()} className="koers-app-link">
            {intl.formatMessage(messages.forgot)}
          </Link>
        </div>
      </ServerForm>
    </div>
  );
}
