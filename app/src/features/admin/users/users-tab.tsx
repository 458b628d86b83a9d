import type { AdminUser } from '@koers/contract';
import { Button, PagedTable } from '@koers/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTableLabels } from '@/components/paged-list';
import { usePagedList, type PagedListParams } from '@/lib/api/use-paged-list';
import { readListAddress, writeListAddress } from '@/lib/list-address';
import { paths } from '@/lib/paths';
import { ADMIN_USERS_SORT, adminListUrls } from '../api/admin-lists';
import { useFormatCreated } from '../components/admin-table';
import { messages as adminMessages } from '../messages';
import { userMessages as messages } from './messages';
import { fullName } from './user-format';
import './users.css';

// The dialog loads when it is first opened: most visits only search the list.
const CreateUserDialog = lazy(() =>
  import('./create-user-dialog').then((m) => ({ default: m.CreateUserDialog })),
);

const DEFAULT_SORT = { column: 'last_name', order: 'asc' } as const;

/** What a user's page gets from the list, to link back to it as it was. */
export interface FromUsersList {
  /** The list's search string (`?query=…`), or ''. */
  listSearch: string;
}

/**
 * Gebruikers: every account, searched by the server from the start of first name, last name and
 * email (an index read, fast at 100,000 users). A name opens the user's page; "New user" creates
 * one and can mail the account invitation at once. After a change the list keeps its page,
 * search and sort; they are in the address too, so the user's page links back to the list as it
 * was, and Back and a reload find it again.
 */
export function UsersTab() {
  const intl = useIntl();
  const created = useFormatCreated();
  const [creating, setCreating] = useState(false);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [initial] = useState((): PagedListParams => {
    const { page, query, sort } = readListAddress(params, ADMIN_USERS_SORT, DEFAULT_SORT);
    return { page, query, sortColumn: sort.column, sortOrder: sort.order };
  });
  const list = usePagedList<AdminUser>(adminListUrls.users, initial);
  const labels = useTableLabels(intl.formatMessage(adminMessages.usersEmpty));
  const wanted = writeListAddress(list, DEFAULT_SORT);
  useEffect(() => {
    if (wanted !== params.toString()) setParams(new URLSearchParams(wanted), { replace: true });
  }, [wanted, params, setParams]);
  const from: FromUsersList = { listSearch: location.search };

  return (
    <div className="koers-admin-users">
      <div className="koers-admin-users__bar">
        <p className="koers-admin-users__text">{intl.formatMessage(messages.intro)}</p>
        <Button variant="primary" onPress={() => setCreating(true)}>
          {intl.formatMessage(messages.add)}
        </Button>
      </div>
      <PagedTable<AdminUser>
        {...labels}
        rows={list.rows}
        meta={list.meta}
        status={list.status}
        sort={list.sort}
        onSortChange={(next) => {
          if ((ADMIN_USERS_SORT as readonly string[]).includes(next.column)) list.setSort(next);
        }}
        onPageChange={list.setPage}
        query={list.query}
        onQueryChange={list.setQuery}
        emptyText={
          list.error === undefined ? labels.emptyText : intl.formatMessage(adminMessages.error)
        }
        caption={intl.formatMessage(adminMessages.usersCaption)}
        hideCaption
        columns={[
          {
            id: 'last_name',
            header: intl.formatMessage(adminMessages.name),
            sortable: true,
            isRowHeader: true,
            render: (user) => (
              <Link
                className="koers-admin-users__link"
                to={paths.admin.user.href(user.id)}
                state={from}
              >
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
