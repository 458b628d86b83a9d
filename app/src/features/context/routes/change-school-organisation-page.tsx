import { Button, Spinner } from '@koers/ui';
import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import {
  contextChoicesForAdmin,
  contextChoicesForUser,
  displayName,
} from '@/lib/session/context-choices';
import { useSession } from '@/lib/session/use-session';
import { useAdminContexts } from '../api/admin-contexts';
import { ContextSwitcherPanel } from '../components/context-switcher-panel';

const messages = defineMessages({
  title: { id: 'context.choose.title', defaultMessage: 'Choose a school or board' },
  adminIntro: {
    id: 'context.choose.adminIntro',
    defaultMessage: 'As an administrator you can open any school or board.',
  },
  loading: { id: 'context.choose.loading', defaultMessage: 'Loading schools and boards…' },
  error: {
    id: 'context.choose.error',
    defaultMessage: 'The schools and boards could not be loaded.',
  },
  retry: { id: 'context.choose.retry', defaultMessage: 'Try again' },
  none: {
    id: 'context.choose.none',
    defaultMessage:
      'Your account is not linked to a school or board yet. Ask the administrator of your school or board to invite you.',
  },
  adminArea: { id: 'context.choose.adminArea', defaultMessage: 'Go to the admin environment' },
  logout: { id: 'context.choose.logout', defaultMessage: 'Log out' },
});

const introMessage = defineMessage<{ name: string }>({
  id: 'context.choose.intro',
  defaultMessage: 'Hello {name}. Choose the school or board you want to work in.',
});

/**
 * SPEC §2 change-school-organisation: where users without a context choose one, and where super
 * admins switch (they get every school and board).
 */
export default function ChangeSchoolOrganisationPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user, context, setContext, logout } = useSession();
  const isSuperAdmin = Boolean(user?.admin);
  const admin = useAdminContexts(isSuperAdmin);

  const choices = useMemo(() => {
    if (!user) return null;
    if (!isSuperAdmin) return contextChoicesForUser(user);
    return admin.data ? contextChoicesForAdmin(admin.data.organisations, admin.data.schools) : null;
  }, [user, isSuperAdmin, admin.data]);

  if (!user) return null; // the auth guard keeps logged-out visitors away
  const hasNone =
    choices !== null && choices.organisations.length === 0 && choices.schools.length === 0;

  return (
    <section aria-labelledby="choose-title" className="koers-app-chooser">
      <h1 id="choose-title">{intl.formatMessage(messages.title)}</h1>
      <p>
        {intl.formatMessage(introMessage, { name: displayName(user) })}{' '}
        {isSuperAdmin ? intl.formatMessage(messages.adminIntro) : null}
      </p>
      {isSuperAdmin && admin.error ? (
        <div role="alert" className="koers-app-error-summary">
          <p>{intl.formatMessage(messages.error)}</p>
          <Button onPress={() => void admin.mutate()}>{intl.formatMessage(messages.retry)}</Button>
        </div>
      ) : choices === null ? (
        <Spinner label={intl.formatMessage(messages.loading)} />
      ) : hasNone && !isSuperAdmin ? (
        <p className="koers-app-notice">{intl.formatMessage(messages.none)}</p>
      ) : (
        <ContextSwitcherPanel
          choices={choices}
          current={context}
          headingLevel={2}
          onChoose={async (choice) => {
            await setContext(choice);
            await navigate(paths.home.href());
          }}
        />
      )}
      <div className="koers-app-form__actions">
        {isSuperAdmin ? (
          <Button onPress={() => void navigate(paths.admin.organisations.href())}>
            {intl.formatMessage(messages.adminArea)}
          </Button>
        ) : null}
        <Button variant="ghost" onPress={() => void logout()}>
          {intl.formatMessage(messages.logout)}
        </Button>
      </div>
    </section>
  );
}
