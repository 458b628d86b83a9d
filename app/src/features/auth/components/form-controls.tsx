import { Button, PasswordField, type PasswordFieldProps } from '@koers/ui';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  showPassword: { id: 'auth.password.show', defaultMessage: 'Show password' },
  hidePassword: { id: 'auth.password.hide', defaultMessage: 'Hide password' },
});

type AuthPasswordFieldProps = Omit<
  PasswordFieldProps,
  'showPasswordLabel' | 'hidePasswordLabel' | 'isInvalid' | 'errorMessage'
> & {
  /** The field's error from the last submit (a 422 of the API), if any. */
  error?: string;
};

/**
 * A required password field of the auth screens: its show/hide toggle in the app's language and
 * its error from the last submit.
 */
export function AuthPasswordField({ error, isRequired = true, ...props }: AuthPasswordFieldProps) {
  const intl = useIntl();
  return (
    <PasswordField
      {...props}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      errorMessage={error}
      showPasswordLabel={intl.formatMessage(messages.showPassword)}
      hidePasswordLabel={intl.formatMessage(messages.hidePassword)}
    />
  );
}

/** The primary submit button of an auth form, with its busy state while the request runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant="primary" isPending={pending} pendingLabel={pendingLabel}>
      {children}
    </Button>
  );
}
