import { TextField } from '@koers/ui';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { requestPasswordReset } from '../api/password';
import {
  describeFormError,
  FormErrorSummary,
  NO_ERRORS,
  type FormErrorState,
} from '../components/form-errors';
import { SubmitButton } from '../components/form-controls';

const FIELD_IDS: Record<string, string> = { email: 'forgot-email' };

const messages = defineMessages({
  title: { id: 'auth.forgot.title', defaultMessage: 'Forgot your password?' },
  intro: {
    id: 'auth.forgot.intro',
    defaultMessage:
      'Enter the email address of your Koers account. We will send you a link to choose a new password.',
  },
  email: { id: 'auth.forgot.email', defaultMessage: 'Email address' },
  submit: { id: 'auth.forgot.submit', defaultMessage: 'Send link' },
  pending: { id: 'auth.forgot.pending', defaultMessage: 'Sending' },
  back: { id: 'auth.forgot.back', defaultMessage: 'Back to log in' },
});

const sentMessage = defineMessage<{ email: string }>({
  id: 'auth.forgot.sent',
  defaultMessage:
    'If there is a Koers account for {email}, we have sent it a link to choose a new password. The link is valid for a limited time; check your spam folder if it does not arrive.',
});

/** Forgot password (SPEC §2): the server answers the same for known and unknown addresses. */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FormErrorState>(NO_ERRORS);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      await requestPasswordReset({ email: email.trim() });
      setSentTo(email.trim());
    } catch (error) {
      setErrors(describeFormError(error, intl));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="koers-app-card">
      <h1>{intl.formatMessage(messages.title)}</h1>
      {sentTo ? (
        <p
          role="status"
          className="koers-app-notice"
          tabIndex={-1}
          // The form it replaces had focus: keyboard and screen-reader users continue here.
          ref={(node) => node?.focus()}
        >
          {intl.formatMessage(sentMessage, { email: sentTo })}
        </p>
      ) : (
        <>
          <p>{intl.formatMessage(messages.intro)}</p>
          <FormErrorSummary errors={errors} fieldIds={FIELD_IDS} firstFieldId="forgot-email" />
          <form className="koers-app-form" onSubmit={(e) => void submit(e)} noValidate>
            <TextField
              label={intl.formatMessage(messages.email)}
              id="forgot-email"
              name="email"
              type="email"
              autoComplete="email"
              isRequired
              value={email}
              onChange={setEmail}
              isInvalid={Boolean(errors.fields.email)}
              errorMessage={errors.fields.email}
            />
            <div className="koers-app-form__actions">
              <SubmitButton pending={pending} pendingLabel={intl.formatMessage(messages.pending)}>
                {intl.formatMessage(messages.submit)}
              </SubmitButton>
            </div>
          </form>
        </>
      )}
      <p>
        <Link to={paths.login.href()} className="koers-app-link">
          {intl.formatMessage(messages.back)}
        </Link>
      </p>
    </div>
  );
}
