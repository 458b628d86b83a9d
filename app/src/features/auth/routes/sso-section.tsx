import { SSO_ERRORS, type SsoError } from '@koers/contract/constants';
import { Button } from '@koers/ui';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { goToProvider, useSsoProviders } from '../api/sso';

const messages = {
  ...defineMessages({
    group: { id: 'auth.sso.group', defaultMessage: 'Log in through your school or board' },
    or: {
      id: 'auth.sso.or',
      defaultMessage: 'Or log in with your email address and password.',
    },
    pending: { id: 'auth.sso.pending', defaultMessage: 'Logging you in…' },
    ticket: {
      id: 'auth.sso.ticket',
      defaultMessage: 'This sign-in has expired or was already used. Log in again.',
    },
  }),
  with: defineMessage<{ provider: string }>({
    id: 'auth.sso.with',
    defaultMessage: 'Log in with {provider}',
  }),
  leaving: defineMessage<{ provider: string }>({
    id: 'auth.sso.leaving',
    defaultMessage: 'Going to {provider}',
  }),
};

/** Why a single sign-on did not log in (the login page's `sso_error`), as the page says it. */
const errors = defineMessages({
  cancelled: {
    id: 'auth.sso.error.cancelled',
    defaultMessage:
      'Signing in was cancelled at the provider. Try again, or log in with your password.',
  },
  failed: {
    id: 'auth.sso.error.failed',
    defaultMessage:
      'Signing in through the provider did not work: it could not be reached or its answer did not check out. Try again later, or log in with your password.',
  },
  expired: {
    id: 'auth.sso.error.expired',
    defaultMessage:
      'Signing in took too long, or came back in another browser. Start again with the button of your school or board.',
  },
  unverified_email: {
    id: 'auth.sso.error.unverified_email',
    defaultMessage:
      'The provider does not confirm your email address, so Koers cannot tell who you are. Log in with your password, or ask your administrator.',
  },
  blocked: {
    id: 'auth.sso.error.blocked',
    defaultMessage:
      'This account has been blocked. Contact the administrator of your school or board.',
  },
} satisfies Record<SsoError, MessageDescriptor>);

const isSsoError = (value: string | null): value is SsoError =>
  (SSO_ERRORS as readonly string[]).includes(value ?? '');

/**
 * The login page's word on a single sign-on: a ticket being traded (`pending`), one that did not
 * work (`ticket`), or the reason the server sent the browser back with (`error`).
 */
export function SsoNotice({
  state,
  error,
}: {
  state: 'pending' | 'ticket' | null;
  error: string | null;
}) {
  const intl = useIntl();
  if (state === 'pending')
    return (
      <p role="status" className="koers-app-notice">
        {intl.formatMessage(messages.pending)}
      </p>
    );
  const text =
    state === 'ticket'
      ? intl.formatMessage(messages.ticket)
      : isSsoError(error)
        ? intl.formatMessage(errors[error])
        : null;
  return text ? (
    <p role="alert" className="koers-app-notice koers-app-notice--error">
      {text}
    </p>
  ) : null;
}

/**
 * A button per single sign-on provider of the server, above the password form; nothing when there
 * are none (or the list cannot be had: the password form still works). A press leaves Koers for
 * the provider, which sends the browser back to the login page.
 */
export function SsoButtons() {
  const intl = useIntl();
  const { data: providers } = useSsoProviders();
  const [leaving, setLeaving] = useState<string | null>(null);
  if (!providers?.length) return null;
  return (
    <>
      <div role="group" aria-label={intl.formatMessage(messages.group)} className="koers-app-sso">
        {providers.map((provider) => (
          <Button
            key={provider.id}
            isPending={leaving === provider.id}
            pendingLabel={intl.formatMessage(messages.leaving, { provider: provider.label })}
            onPress={() => {
              setLeaving(provider.id);
              goToProvider(provider.id);
            }}
          >
            {intl.formatMessage(messages.with, { provider: provider.label })}
          </Button>
        ))}
      </div>
      <p>{intl.formatMessage(messages.or)}</p>
    </>
  );
}
