import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { logIn } from '../api/complete-login';
import { resetPassword } from '../api/password';
import {
  describeFormError,
  FormErrorSummary,
  NO_ERRORS,
  type FormErrorState,
} from '../components/form-errors';
import { AuthPasswordField, SubmitButton } from '../components/form-controls';

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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<FormErrorState>(NO_ERRORS);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      await resetPassword({ email, token, password, password_confirmation: confirmation });
    } catch (error) {
      setErrors(describeFormError(error, intl));
      setPending(false);
      return;
    }
    try {
      await logIn(email, password);
      await navigate(paths.login.href(), { replace: true }); // guest-only sends the user on
    } catch {
      setDone(true); // changed, but logging in failed: let the user do it
      setPending(false);
    }
  }

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
          <FormErrorSummary
            errors={
              errors.fields.token || errors.fields.email
                ? {
                    ...errors,
                    fields: { ...errors.fields, token: intl.formatMessage(messages.invalidLink) },
                  }
                : errors
            }
            fieldIds={FIELD_IDS}
            firstFieldId="reset-password"
          />
          <form className="koers-app-form" onSubmit={(e) => void submit(e)} noValidate>
            {/* The account name for password managers (WCAG 3.3.7 / autocomplete pairing). */}
            <input type="hidden" name="username" autoComplete="username" value={email} />
            <AuthPasswordField
              label={intl.formatMessage(messages.password)}
              id="reset-password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              error={errors.fields.password}
            />
            <AuthPasswordField
              label={intl.formatMessage(messages.confirmation)}
              id="reset-password-confirmation"
              name="password_confirmation"
              autoComplete="new-password"
              value={confirmation}
              onChange={setConfirmation}
              error={errors.fields.password_confirmation}
            />
            <div className="koers-app-form__actions">
              <SubmitButton pending={pending} pendingLabel={intl.formatMessage(messages.pending)}>
                {intl.formatMessage(messages.submit)}
              </SubmitButton>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
