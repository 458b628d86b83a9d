import type { ContextUser } from '@koers/contract';
import { PagedTable, type PagedTableColumn } from '@koers/ui';
import { useIntl } from 'react-intl';
import { ApiError } from '@/lib/api/client';
import { usePagedList } from '@/lib/api/use-paged-list';
import { useSession } from '@/lib/session/use-session';
import { CONTEXT_USERS_SORT, contextUsersUrl } from '../api/context-urls';
import { SettingsNotApplicable } from '../components/settings-states';
import { useTableLabels } from '../components/table-labels';
import { messages } from '../messages';

/** Gebruikers: the members of the current school or board with their role. */
export default function SettingsUsers() {
  const intl = useIntl();
  const labels = useTableLabels();
  const { context, roles } = useSession();
  const list = usePagedList<ContextUser>(context ? contextUsersUrl(context) : null, {
    sortColumn: 'last_name',
    sortOrder: 'asc',
  });

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
    <PagedTable<ContextUser>
      {...labels}
      caption={intl.formatMessage(messages.usersCaption)}
      columns={columns}
      rows={list.rows}
      meta={list.meta}
      status={list.status}
      sort={list.sort}
      onSortChange={(next) => {
        if ((CONTEXT_USERS_SORT as readonly string[]).includes(next.column)) list.setSort(next);
      }}
      onPageChange={list.setPage}
      query={list.query}
      onQueryChange={list.setQuery}
      emptyText={intl.formatMessage(
        // A manager may open the settings, but only the context's admins may see its members.
        list.error instanceof ApiError && list.error.status === 403
          ? messages.usersForbidden
          : list.error !== undefined
            ? messages.error
            : messages.usersEmpty,
      )}
    />
  );
}
