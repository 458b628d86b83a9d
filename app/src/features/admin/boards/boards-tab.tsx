import type { AdminOrganisation } from '@koers/contract';
import { Button, Menu } from '@koers/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useListAddress } from '@/lib/list-address';
import { paths } from '@/lib/paths';
import { ADMIN_ORGANISATIONS_SORT, adminListUrls } from '../api/admin-lists';
import { AdminTable, useFormatCreated } from '../components/admin-table';
import { messages as adminMessages } from '../messages';
import { boardMessages as messages } from './messages';
import './boards.css';

// The dialogs load when one is first opened: most visits only look at the list.
const BoardFormDialog = lazy(() =>
  import('./board-form-dialog').then((m) => ({ default: m.BoardFormDialog })),
);
const RemoveBoardDialog = lazy(() =>
  import('./remove-board-dialog').then((m) => ({ default: m.RemoveBoardDialog })),
);

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; board: AdminOrganisation }
  | { kind: 'remove'; board: AdminOrganisation };

/**
 * Besturen: every board, with its authority number and number of schools. A board's name opens
 * its page (schools and members); the row's menu edits or removes it; "New board" creates one.
 * After a change the list keeps its page, search and sort; they are in the address too, so Back
 * from a board's page and a reload find the list as it was.
 */
export function BoardsTab() {
  const intl = useIntl();
  const created = useFormatCreated();
  const address = useListAddress(ADMIN_ORGANISATIONS_SORT, { column: 'name', order: 'asc' });
  const [open, setOpen] = useState<Open | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  // A removed board's row and menu are gone: once its dialog has closed (and given the focus
  // back to where it could), the focus goes to the next thing to do.
  const focusAddOnClose = useRef(false);
  useEffect(() => {
    if (open || !focusAddOnClose.current) return;
    focusAddOnClose.current = false;
    addButton.current?.focus();
  }, [open]);

  return (
    <div className="koers-admin-boards">
      <div className="koers-admin-boards__bar">
        <p className="koers-admin-boards__text">{intl.formatMessage(messages.intro)}</p>
        <Button ref={addButton} variant="primary" onPress={() => setOpen({ kind: 'create' })}>
          {intl.formatMessage(messages.add)}
        </Button>
      </div>
      <AdminTable<AdminOrganisation>
        url={adminListUrls.organisations}
        sortColumns={ADMIN_ORGANISATIONS_SORT}
        {...address}
        caption={intl.formatMessage(adminMessages.organisationsCaption)}
        emptyText={intl.formatMessage(adminMessages.organisationsEmpty)}
        columns={[
          {
            id: 'name',
            header: intl.formatMessage(adminMessages.name),
            sortable: true,
            isRowHeader: true,
            render: (board) => (
              <Link
                className="koers-admin-boards__link"
                to={paths.admin.organisation.href(board.id)}
              >
                {board.name}
              </Link>
            ),
          },
          {
            id: 'authority_number',
            header: intl.formatMessage(adminMessages.authorityNumber),
            sortable: true,
            accessor: 'authority_number',
          },
          {
            id: 'schools_count',
            header: intl.formatMessage(adminMessages.schoolCount),
            align: 'end',
            render: (board) => intl.formatNumber(board.schools_count),
          },
          {
            id: 'created_at',
            header: intl.formatMessage(adminMessages.created),
            sortable: true,
            render: (board) => created(board.created_at),
          },
          {
            id: 'actions',
            header: (
              <span className="koers-visually-hidden">{intl.formatMessage(messages.actions)}</span>
            ),
            align: 'end',
            render: (board) => (
              <Menu
                trigger={intl.formatMessage(messages.actions)}
                triggerLabel={intl.formatMessage(messages.actionsFor, { name: board.name })}
                placement="bottom end"
                items={[
                  {
                    id: 'edit',
                    label: intl.formatMessage(messages.edit),
                    onAction: () => setOpen({ kind: 'edit', board }),
                  },
                  {
                    id: 'remove',
                    label: intl.formatMessage(messages.remove),
                    onAction: () => setOpen({ kind: 'remove', board }),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {open ? (
        <Suspense fallback={null}>
          {open.kind === 'remove' ? (
            <RemoveBoardDialog
              board={open.board}
              isOpen
              onOpenChange={onOpenChange}
              onRemoved={() => (focusAddOnClose.current = true)}
            />
          ) : (
            <BoardFormDialog
              board={open.kind === 'edit' ? open.board : undefined}
              isOpen
              onOpenChange={onOpenChange}
            />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
