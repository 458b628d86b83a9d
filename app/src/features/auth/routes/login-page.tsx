import type { TwoFactorChallenge } from '@koers/contract';
import { Button, TextField } from '@koers/ui';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { AppPasswordField, ServerForm, SubmitButton } from '@/components/form';
import { logIn, logInWithCode, logInWithTicket } from '../api/complete-login';
import { SsoButtons, SsoNotice } from './sso-section';

const FIELD_IDS: Record<string, string> = { email: 'login-email', password: 'login-password' };
const CODE_IDS: Record<string, string> = {
  code: 'login-code',
  recovery_code: 'login-recovery-code',
  challenge: 'login-code',
};

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
  codeTitle: { id: 'auth.login.codeTitle', defaultMessage: 'Two-step verification' },
  codeIntro: {
    id: 'auth.login.codeIntro',
    defaultMessage: 'Enter the 6-digit code your authenticator app shows for Koers.',
  },
  recoveryIntro: {
    id: 'auth.login.recoveryIntro',
    defaultMessage:
      'No phone at hand? Enter one of the recovery codes you saved when you set up two-step verification. Each works once.',
  },
  code: { id: 'auth.login.code', defaultMessage: 'Code' },
  recoveryCode: { id: 'auth.login.recoveryCode', defaultMessage: 'Recovery code' },
  confirm: { id: 'auth.login.confirm', defaultMessage: 'Confirm' },
  confirmPending: { id: 'auth.login.confirmPending', defaultMessage: 'Checking' },
  useRecovery: { id: 'auth.login.useRecovery', defaultMessage: 'Use a recovery code' },
  useCode: { id: 'auth.login.useCode', defaultMessage: 'Use the code of my app' },
  startAgain: { id: 'auth.login.startAgain', defaultMessage: 'Log in again' },
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

  // After the password, for an account with two-step verification: the code comes next.
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [recovery, setRecovery] = useState(false);

  // Back from a single sign-on: a ticket in the fragment, or the reason it did not work.
  const location = useLocation();
  const [ticket] = useState(() => new URLSearchParams(location.hash.slice(1)).get('sso'));
  const ssoError = new URLSearchParams(location.search).get('sso_error');
  const [ticketState, setTicketState] = useState<'none' | 'pending' | 'failed'>(
    ticket ? 'pending' : 'none',
  );
  const ticketUsed = useRef(false);
  useEffect(() => {
    if (!ticket || ticketUsed.current) return;
    // A ticket works once: out of the address (and its history) before it is traded.
    ticketUsed.current = true;
    void navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
    logInWithTicket(ticket).then(
      async (second) => {
        if (second) {
          setTicketState('none');
          setChallenge(second);
        } else await navigate(paths.login.href(), { replace: true });
      },
      () => setTicketState('failed'),
    );
  }, [ticket, location.pathname, navigate]);

  async function submit(data: FormData) {
    const second = await logIn(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
    if (second) {
      setChallenge(second);
      return;
    }
    await navigate(paths.login.href(), { replace: true });
  }

  async function submitCode(data: FormData) {
    const typed = String(data.get(recovery ? 'recovery_code' : 'code') ?? '').trim();
    await logInWithCode({
      challenge: challenge!.challenge,
      ...(recovery ? { recovery_code: typed } : { code: typed.replace(/\s/g, '') }),
    });
    await navigate(paths.login.href(), { replace: true });
  }

  if (challenge) {
    return (
      <div className="koers-app-card">
        <h1>{intl.formatMessage(messages.codeTitle)}</h1>
        <p>{intl.formatMessage(recovery ? messages.recoveryIntro : messages.codeIntro)}</p>
        <ServerForm
          // A new form for the other kind of code: its own field, no errors of the other.
          key={recovery ? 'recovery' : 'code'}
          className="koers-app-form"
          submit={submitCode}
          fieldIds={CODE_IDS}
          firstFieldId={recovery ? 'login-recovery-code' : 'login-code'}
        >
          {recovery ? (
            <TextField
              label={intl.formatMessage(messages.recoveryCode)}
              id="login-recovery-code"
              name="recovery_code"
              autoComplete="off"
              isRequired
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the one field of this step
              autoFocus
            />
          ) : (
            <TextField
              label={intl.formatMessage(messages.code)}
              id="login-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              isRequired
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the one field of this step
              autoFocus
            />
          )}
          <div className="koers-app-form__actions">
            <SubmitButton pendingLabel={intl.formatMessage(messages.confirmPending)}>
              {intl.formatMessage(messages.confirm)}
            </SubmitButton>
            <Button variant="ghost" onPress={() => setRecovery(!recovery)}>
              {intl.formatMessage(recovery ? messages.useCode : messages.useRecovery)}
            </Button>
          </div>
        </ServerForm>
        <p>
          <Button variant="ghost" onPress={() => setChallenge(null)}>
            {intl.formatMessage(messages.startAgain)}
          </Button>
        </p>
      </div>
    );
  }

  return (
    <div className="koers-app-card">
      <h1>{intl.formatMessage(unknownUser ? messages.unknownUserTitle : messages.title)}</h1>
      <SsoNotice
        state={ticketState === 'failed' ? 'ticket' : ticketState === 'pending' ? 'pending' : null}
        error={ssoError}
      />
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
      <SsoButtons />
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
