import type { AdminUser } from '@koers/contract';
import { useIntl } from 'react-intl';
import { ADMIN_USERS_SORT, adminListUrls } from '../api/admin-lists';
import { AdminTable, useFormatCreated } from '../components/admin-table';
import { messages } from '../messages';

/** Gebruikers: every user account; the server searches from the start of names and email. */
export default function AdminUsers() {
  const intl = useIntl();
  const created = useFormatCreated();
  return (
    <AdminTable<AdminUser>
      url={adminListUrls.users}
      sortColumns={ADMIN_USERS_SORT}
      initialSort={{ column: 'last_name', order: 'asc' }}
      caption={intl.formatMessage(messages.usersCaption)}
      emptyText={intl.formatMessage(messages.usersEmpty)}
      columns={[
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
          accessor: 'email',
        },
        {
          id: 'admin',
          header: intl.formatMessage(messages.superAdmin),
          render: (user) => intl.formatMessage(user.admin ? messages.yes : messages.no),
        },
        {
          id: 'created_at',
          header: intl.formatMessage(messages.created),
          sortable: true,
          render: (user) => created(user.created_at),
        },
      ]}
    />
  );
}
