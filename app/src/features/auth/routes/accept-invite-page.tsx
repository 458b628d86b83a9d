import { Button, Spinner, TextField } from '@koers/ui';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/lib/api/client';
import { paths } from '@/lib/paths';
import { loadCurrentUser } from '@/lib/session/actions';
import { useSessionState } from '@/lib/session/session-store';
import { logIn } from '../api/complete-login';
import { acceptInvite, useInvite } from '../api/invites';
import {
  describeFormError,
  FormErrorSummary,
  NO_ERRORS,
  type FormErrorState,
} from '../components/form-errors';
import { AuthPasswordField, SubmitButton } from '../components/form-controls';

const FIELD_IDS: Record<string, string> = {
  first_name: 'invite-first-name',
  last_name_prefix: 'invite-prefix',
  last_name: 'invite-last-name',
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
  firstName: { id: 'auth.invite.firstName', defaultMessage: 'First name' },
  prefix: { id: 'auth.invite.prefix', defaultMessage: 'Prefix (optional, e.g. “van der”)' },
  lastName: { id: 'auth.invite.lastName', defaultMessage: 'Last name' },
  password: { id: 'auth.invite.password', defaultMessage: 'Password' },
  passwordHelp: { id: 'auth.invite.passwordHelp', defaultMessage: 'At least 8 characters.' },
  confirmation: { id: 'auth.invite.confirmation', defaultMessage: 'Repeat the password' },
  accept: { id: 'auth.invite.accept', defaultMessage: 'Accept invitation' },
  pending: { id: 'auth.invite.pending', defaultMessage: 'Accepting' },
  accepted: {
    id: 'auth.invite.accepted',
    defaultMessage: 'The invitation has been accepted. Log in to get started.',
  },
  login: { id: 'auth.invite.login', defaultMessage: 'Go to log in' },
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
  id: 'auth.invite.existingUser',
  defaultMessage:
    'There is already a Koers account for {email}. Accept to add this school or board to your account.',
});

/**
 * Accept invitation (SPEC §2). A new user creates an account (names and password) and is logged
 * in; an existing user only accepts (and is asked to log in if they are not).
 */
export default function AcceptInvitePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id } = useParams();
  const invite = useInvite(id);
  const loggedIn = useSessionState((s) => s.user !== null);
  const [fields, setFields] = useState({
    first_name: '',
    last_name_prefix: '',
    last_name: '',
    password: '',
    password_confirmation: '',
  });
  const [pending, setPending] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<FormErrorState>(NO_ERRORS);
  const set = (name: keyof typeof fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

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
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!id) return;
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      await acceptInvite(
        id,
        data.existing_user
          ? {}
          : { ...fields, last_name_prefix: fields.last_name_prefix.trim() || null },
      );
    } catch (error) {
      setErrors(describeFormError(error, intl));
      setPending(false);
      return;
    }
    try {
      if (loggedIn) {
        await loadCurrentUser(); // the new membership shows in the context switch
        await navigate(paths.changeSchoolOrganisation.href());
      } else if (!data.existing_user) {
        await logIn(data.email, fields.password);
        await navigate(paths.login.href(), { replace: true }); // guest-only sends the user on
      } else {
        setAccepted(true);
      }
    } catch {
      setAccepted(true);
    } finally {
      setPending(false);
    }
  }

  const fieldError = (name: string) => ({
    isInvalid: Boolean(errors.fields[name]),
    errorMessage: errors.fields[name],
  });

  return (
    <div className="koers-app-card">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(invitedTo, { context: data.context.name })}</p>
      {accepted ? (
        <>
          <p role="status" className="koers-app-notice">
            {intl.formatMessage(messages.accepted)}
          </p>
          <p>
            <Link to={paths.login.href()} className="koers-app-link">
              {intl.formatMessage(messages.login)}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>
            {data.existing_user
              ? intl.formatMessage(existingUser, { email: data.email })
              : intl.formatMessage(newUser, { email: data.email })}
          </p>
          <FormErrorSummary errors={errors} fieldIds={FIELD_IDS} firstFieldId="invite-first-name" />
          <form className="koers-app-form" onSubmit={(e) => void submit(e)} noValidate>
            {data.existing_user ? null : (
              <>
                <input type="hidden" name="username" autoComplete="username" value={data.email} />
                <TextField
                  label={intl.formatMessage(messages.firstName)}
                  id="invite-first-name"
                  name="first_name"
                  autoComplete="given-name"
                  isRequired
                  value={fields.first_name}
                  onChange={set('first_name')}
                  {...fieldError('first_name')}
                />
                <TextField
                  label={intl.formatMessage(messages.prefix)}
                  id="invite-prefix"
                  name="last_name_prefix"
                  autoComplete="additional-name"
                  value={fields.last_name_prefix}
                  onChange={set('last_name_prefix')}
                  {...fieldError('last_name_prefix')}
                />
                <TextField
                  label={intl.formatMessage(messages.lastName)}
                  id="invite-last-name"
                  name="last_name"
                  autoComplete="family-name"
                  isRequired
                  value={fields.last_name}
                  onChange={set('last_name')}
                  {...fieldError('last_name')}
                />
                <AuthPasswordField
                  label={intl.formatMessage(messages.password)}
                  description={intl.formatMessage(messages.passwordHelp)}
                  id="invite-password"
                  name="password"
                  autoComplete="new-password"
                  value={fields.password}
                  onChange={set('password')}
                  error={errors.fields.password}
                />
                <AuthPasswordField
                  label={intl.formatMessage(messages.confirmation)}
                  id="invite-password-confirmation"
                  name="password_confirmation"
                  autoComplete="new-password"
                  value={fields.password_confirmation}
                  onChange={set('password_confirmation')}
                  error={errors.fields.password_confirmation}
                />
              </>
            )}
            <div className="koers-app-form__actions">
              <SubmitButton pending={pending} pendingLabel={intl.formatMessage(messages.pending)}>
                {intl.formatMessage(messages.accept)}
              </SubmitButton>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
