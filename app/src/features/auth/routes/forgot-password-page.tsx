import { TextField } from '@koers/ui';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ServerForm, SubmitButton } from '@/components/form';
import { requestPasswordReset } from '../api/password';

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
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(data: FormData) {
    const email = String(data.get('email') ?? '').trim();
    await requestPasswordReset({ email });
    setSentTo(email);
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
          <ServerForm
            className="koers-app-form"
            submit={submit}
            fieldIds={FIELD_IDS}
            firstFieldId="forgot-email"
          >
            <TextField
              label={intl.formatMessage(messages.email)}
              id="forgot-email"
              name="email"
              type="email"
              autoComplete="email"
              isRequired
            />
            <div className="koers-app-form__actions">
              <SubmitButton pendingLabel={intl.formatMessage(messages.pending)}>
                {intl.formatMessage(messages.submit)}
              </SubmitButton>
            </div>
          </ServerForm>
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
