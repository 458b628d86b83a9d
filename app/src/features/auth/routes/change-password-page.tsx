import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { AppPasswordField, ServerForm, SubmitButton, type FormErrorState } from '@/components/form';
import { logIn } from '../api/complete-login';
import { resetPassword } from '../api/password';

// Link errors (token, email) point at the first field: the link itself cannot be fixed here.
const FIELD_IDS: Record<string, string> = {
  password: 'reset-password',
  password_confirmation: 'reset-password-confirmation',
};

const messages = defineMessages({
  title: { id: 'auth.reset.title', defaultMessage: 'Choose a new password' },
  invalidLink: {
    id: 'auth.reset.invalidLink',
    defaultMessage:
      'This link is incomplete. Open the link from the email again, or request a new one.',
  },
  requestNew: { id: 'auth.reset.requestNew', defaultMessage: 'Request a new link' },
  password: { id: 'auth.reset.password', defaultMessage: 'New password' },
  confirmation: { id: 'auth.reset.confirmation', defaultMessage: 'Repeat the new password' },
  submit: { id: 'auth.reset.submit', defaultMessage: 'Save password' },
  pending: { id: 'auth.reset.pending', defaultMessage: 'Saving' },
  done: {
    id: 'auth.reset.done',
    defaultMessage: 'Your password has been changed. You can now log in with it.',
  },
  login: { id: 'auth.reset.login', defaultMessage: 'Go to log in' },
});

const intro = defineMessage<{ email: string }>({
  id: 'auth.reset.intro',
  defaultMessage: 'Choose a new password for {email}. Use at least 8 characters.',
});

/**
 * Change password from the mailed link (SPEC §2): the link carries `token` and `email`. After a
 * successful change the user is logged in with the new password.
 */
export default function ChangePasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [done, setDone] = useState(false);

  async function submit(data: FormData) {
    const password = String(data.get('password') ?? '');
    await resetPassword({
      email,
      token,
      password,
      password_confirmation: String(data.get('password_confirmation') ?? ''),
    });
    try {
      await logIn(email, password);
      await navigate(paths.login.href(), { replace: true }); // guest-only sends the user on
    } catch {
      setDone(true); // changed, but logging in failed: let the user do it
    }
  }

  // The link's own fields cannot be corrected here: one line that says so, at the first field.
  const linkErrors = (errors: FormErrorState): FormErrorState =>
    errors.fields.token || errors.fields.email
      ? { ...errors, fields: { ...errors.fields, token: intl.formatMessage(messages.invalidLink) } }
      : errors;

  if (!token || !email) {
    return (
      <div className="koers-app-card">
        <h1>{intl.formatMessage(messages.title)}</h1>
        <p className="koers-app-notice">{intl.formatMessage(messages.invalidLink)}</p>
        <p>
          <Link to={paths.forgotPassword.href()} className="koers-app-link">
            {intl.formatMessage(messages.requestNew)}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="koers-app-card">
      <h1>{intl.formatMessage(messages.title)}</h1>
      {done ? (
        <>
          <p role="status" className="koers-app-notice">
            {intl.formatMessage(messages.done)}
          </p>
          <p>
            <Link to={paths.login.href()} className="koers-app-link">
              {intl.formatMessage(messages.login)}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>{intl.formatMessage(intro, { email })}</p>
          <ServerForm
            className="koers-app-form"
            submit={submit}
            fieldIds={FIELD_IDS}
            firstFieldId="reset-password"
            describeErrors={linkErrors}
          >
            {/* The account name for password managers (WCAG 3.3.7 / autocomplete pairing). */}
            <input type="hidden" name="username" autoComplete="username" value={email} />
            <AppPasswordField
              label={intl.formatMessage(messages.password)}
              id="reset-password"
              name="password"
              autoComplete="new-password"
            />
            <AppPasswordField
              label={intl.formatMessage(messages.confirmation)}
              id="reset-password-confirmation"
              name="password_confirmation"
              autoComplete="new-password"
            />
            <div className="koers-app-form__actions">
              <SubmitButton pendingLabel={intl.formatMessage(messages.pending)}>
                {intl.formatMessage(messages.submit)}
              </SubmitButton>
            </div>
          </ServerForm>
        </>
      )}
    </div>
  );
}
