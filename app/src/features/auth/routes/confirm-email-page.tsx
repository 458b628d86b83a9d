import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ServerForm, SubmitButton } from '@/components/form';
import { paths } from '@/lib/paths';
import { logout } from '@/lib/session/actions';
import { confirmEmail } from '../api/password';

const SUBMIT_ID = 'confirm-email-submit';
const FIELD_IDS: Record<string, string> = { token: SUBMIT_ID };

const messages = defineMessages({
  title: { id: 'auth.confirmEmail.title', defaultMessage: 'Confirm your new e-mail address' },
  intro: {
    id: 'auth.confirmEmail.intro',
    defaultMessage:
      'You asked to use this e-mail address for your Koers account. After confirming, you log in again with the new address, on every device.',
  },
  submit: { id: 'auth.confirmEmail.submit', defaultMessage: 'Confirm the new address' },
  pending: { id: 'auth.confirmEmail.pending', defaultMessage: 'Confirming' },
  noToken: {
    id: 'auth.confirmEmail.noToken',
    defaultMessage:
      'This link is incomplete. Open the link from the e-mail again, or ask for a new one in your account.',
  },
  login: { id: 'auth.confirmEmail.login', defaultMessage: 'Go to log in' },
});

/**
 * The link mailed to a new e-mail address. It confirms only with a press of the button, so a mail
 * scanner that opens links does not use it up. Every login of the account ends on success: a
 * session in this browser ends too.
 */
export default function ConfirmEmailPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);

  async function submit() {
    const answer = await confirmEmail({ token });
    await logout();
    setDone(answer.message);
  }

  return (
    <div className="koers-app-card">
      <h1>{intl.formatMessage(messages.title)}</h1>
      {done ? (
        <p
          role="status"
          className="koers-app-notice"
          tabIndex={-1}
          // The form it replaces had focus: keyboard and screen-reader users continue here.
          ref={(node) => node?.focus()}
        >
          {done}
        </p>
      ) : token === '' ? (
        <p role="alert">{intl.formatMessage(messages.noToken)}</p>
      ) : (
        <>
          <p>{intl.formatMessage(messages.intro)}</p>
          <ServerForm
            className="koers-app-form"
            submit={submit}
            fieldIds={FIELD_IDS}
            firstFieldId={SUBMIT_ID}
          >
            <div className="koers-app-form__actions">
              <SubmitButton id={SUBMIT_ID} pendingLabel={intl.formatMessage(messages.pending)}>
                {intl.formatMessage(messages.submit)}
              </SubmitButton>
            </div>
          </ServerForm>
        </>
      )}
      <p>
        <Link to={paths.login.href()} className="koers-app-link">
          {intl.formatMessage(messages.login)}
        </Link>
      </p>
    </div>
  );
}
