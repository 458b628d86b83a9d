import type { ContextUser } from '@koers/contract';
import type { PagedTableColumn } from '@koers/ui';
import { useIntl } from 'react-intl';
import { PagedList } from '@/components/paged-list';
import { ApiError } from '@/lib/api/client';
import { useSession } from '@/lib/session/use-session';
import { CONTEXT_USERS_SORT, contextUsersUrl } from '../api/context-urls';
import { SettingsNotApplicable } from '../components/settings-states';
import { messages } from '../messages';

/** Gebruikers: the members of the current school or board with their role. */
export default function SettingsUsers() {
  const intl = useIntl();
  const { context, roles } = useSession();
  if (!context) return <SettingsNotApplicable needs="context" />;

  const roleName = (roleId: number) =>
    roles?.find((role) => role.id === roleId)?.name ?? intl.formatMessage(messages.unknownRole);
  const columns: PagedTableColumn<ContextUser>[] = [
    {
      id: 'first_name',
      header: intl.formatMessage(messages.firstName),
      sortable: true,
      accessor: 'first_name',
    },
    {
      id: 'last_name',
      header: intl.formatMessage(messages.lastName),
      sortable: true,
      isRowHeader: true,
      render: (user) => [user.last_name_prefix, user.last_name].filter(Boolean).join(' '),
    },
    {
      id: 'email',
      header: intl.formatMessage(messages.email),
      sortable: true,
      render: (user) => (
        <a className="koers-settings__link" href={`mailto:${user.email}`}>
          {user.email}
        </a>
      ),
    },
    {
      id: 'role_id',
      header: intl.formatMessage(messages.role),
      sortable: true,
      render: (user) => roleName(user.role_id),
    },
  ];

  return (
    <PagedList<ContextUser>
      url={contextUsersUrl(context)}
      sortColumns={CONTEXT_USERS_SORT}
      initialSort={{ column: 'last_name', order: 'asc' }}
      caption={intl.formatMessage(messages.usersCaption)}
      columns={columns}
      emptyText={intl.formatMessage(messages.usersEmpty)}
      failedText={(error) =>
        // A manager may open the settings, but only the context's admins may see its members.
        intl.formatMessage(
          error instanceof ApiError && error.status === 403
            ? messages.usersForbidden
            : messages.error,
        )
      }
    />
  );
}
