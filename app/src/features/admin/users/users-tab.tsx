import type { AdminUser } from '@koers/contract';
import { Button } from '@koers/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ADMIN_USERS_SORT, adminListUrls } from '../api/admin-lists';
import { AdminTable, useFormatCreated } from '../components/admin-table';
import { messages as adminMessages } from '../messages';
import { userMessages as messages } from './messages';
import { fullName } from './user-format';
import './users.css';

// The dialog loads when it is first opened: most visits only search the list.
const CreateUserDialog = lazy(() =>
  import('./create-user-dialog').then((m) => ({ default: m.CreateUserDialog })),
);

/**
 * Gebruikers: every account, searched by the server from the start of first name, last name and
 * email (an index read, fast at 100,000 users). A name opens the user's page; "New user" creates
 * one and can mail the account invitation at once. After a change the list keeps its page,
 * search and sort.
 */
export function UsersTab() {
  const intl = useIntl();
  const created = useFormatCreated();
  const [creating, setCreating] = useState(false);

  return (
    <div className="koers-admin-users">
      <div className="koers-admin-users__bar">
        <p className="koers-admin-users__text">{intl.formatMessage(messages.intro)}</p>
        <Button variant="primary" onPress={() => setCreating(true)}>
          {intl.formatMessage(messages.add)}
        </Button>
      </div>
      <AdminTable<AdminUser>
        url={adminListUrls.users}
        sortColumns={ADMIN_USERS_SORT}
        initialSort={{ column: 'last_name', order: 'asc' }}
        caption={intl.formatMessage(adminMessages.usersCaption)}
        emptyText={intl.formatMessage(adminMessages.usersEmpty)}
        columns={[
          {
            id: 'last_name',
            header: intl.formatMessage(adminMessages.name),
            sortable: true,
            isRowHeader: true,
            render: (user) => (
              <Link className="koers-admin-users__link" to={paths.admin.user.href(user.id)}>
                {fullName(user)}
              </Link>
            ),
          },
          {
            id: 'email',
            header: intl.formatMessage(adminMessages.email),
            sortable: true,
            accessor: 'email',
          },
          {
            id: 'admin',
            header: intl.formatMessage(adminMessages.superAdmin),
            render: (user) => intl.formatMessage(user.admin ? adminMessages.yes : adminMessages.no),
          },
          {
            id: 'status',
            header: intl.formatMessage(messages.status),
            render: (user) =>
              intl.formatMessage(user.blocked_at ? messages.blocked : messages.active),
          },
          {
            id: 'created_at',
            header: intl.formatMessage(adminMessages.created),
            sortable: true,
            render: (user) => created(user.created_at),
          },
        ]}
      />
      {creating ? (
        <Suspense fallback={null}>
          <CreateUserDialog isOpen onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </div>
  );
}
