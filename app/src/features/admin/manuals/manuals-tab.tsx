import type { AdminManual } from '@koers/contract';
import { Button, Menu } from '@koers/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useListAddress } from '@/lib/list-address';
import { paths } from '@/lib/paths';
import { ADMIN_MANUALS_SORT, adminListUrls } from '../api/admin-lists';
import { AdminTable, useFormatCreated } from '../components/admin-table';
import { messages as adminMessages } from '../messages';
import { manualMessages as messages } from './messages';
import './manuals.css';

// The dialogs load when one is first opened: most visits only look at the list.
const RemoveManualDialog = lazy(() =>
  import('./remove-manual-dialog').then((m) => ({ default: m.RemoveManualDialog })),
);
const ReorderManualsDialog = lazy(() =>
  import('./reorder-manuals-dialog').then((m) => ({ default: m.ReorderManualsDialog })),
);

type Open = { kind: 'reorder' } | { kind: 'remove'; manual: AdminManual };

/** What a manual's page needs to lead back to the list as it was. */
const backToList = () => ({ list: window.location.search });

/**
 * Handleidingen: every manual, in the order users read them. A manual's title opens its page (to
 * change it); the row's menu opens or removes it; "New manual" opens an empty page; "Change
 * order" puts them in another order. After a change the list keeps its page, search and sort.
 */
export function ManualsTab() {
  const intl = useIntl();
  const navigate = useNavigate();
  const changed = useFormatCreated();
  // Read once: afterwards the list owns its state and writes it back into the address.
  const address = useListAddress(ADMIN_MANUALS_SORT, { column: 'position', order: 'asc' });
  const [open, setOpen] = useState<Open | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  // A removed manual's row and menu are gone: once its dialog has closed, the focus goes to the
  // next thing to do.
  const focusAddOnClose = useRef(false);
  useEffect(() => {
    if (open || !focusAddOnClose.current) return;
    focusAddOnClose.current = false;
    addButton.current?.focus();
  }, [open]);

  return (
    <div className="koers-admin-manuals">
      <div className="koers-admin-manuals__bar">
        <p className="koers-admin-manuals__text">{intl.formatMessage(messages.intro)}</p>
        <div className="koers-admin-manuals__actions">
          <Button onPress={() => setOpen({ kind: 'reorder' })}>
            {intl.formatMessage(messages.reorder)}
          </Button>
          <Button
            ref={addButton}
            variant="primary"
            onPress={() => void navigate(paths.admin.newManual.href(), { state: backToList() })}
          >
            {intl.formatMessage(messages.add)}
          </Button>
        </div>
      </div>
      <AdminTable<AdminManual>
        url={adminListUrls.manuals}
        sortColumns={ADMIN_MANUALS_SORT}
        {...address}
        caption={intl.formatMessage(adminMessages.manualsCaption)}
        emptyText={intl.formatMessage(adminMessages.manualsEmpty)}
        columns={[
          {
            id: 'position',
            header: intl.formatMessage(adminMessages.position),
            sortable: true,
            align: 'end',
            render: (manual) => intl.formatNumber(manual.position),
          },
          {
            id: 'title',
            header: intl.formatMessage(adminMessages.manualTitle),
            sortable: true,
            isRowHeader: true,
            render: (manual) => (
              <Link
                className="koers-admin-manuals__link"
                to={paths.admin.manual.href(manual.id)}
                // The list's state is read when the link is followed (it is in the address by
                // then), so the manual's page can lead back to the list as it was.
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                    return;
                  event.preventDefault();
                  void navigate(paths.admin.manual.href(manual.id), { state: backToList() });
                }}
              >
                {manual.title}
              </Link>
            ),
          },
          {
            id: 'video',
            header: intl.formatMessage(adminMessages.video),
            render: (manual) =>
              intl.formatMessage(manual.video_url ? adminMessages.yes : adminMessages.no),
          },
          {
            id: 'updated_at',
            header: intl.formatMessage(messages.changed),
            render: (manual) => changed(manual.updated_at),
          },
          {
            id: 'actions',
            header: (
              <span className="koers-visually-hidden">{intl.formatMessage(messages.actions)}</span>
            ),
            align: 'end',
            render: (manual) => (
              <Menu
                trigger={intl.formatMessage(messages.actions)}
                triggerLabel={intl.formatMessage(messages.actionsFor, { name: manual.title })}
                placement="bottom end"
                items={[
                  {
                    id: 'edit',
                    label: intl.formatMessage(messages.edit),
                    onAction: () =>
                      void navigate(paths.admin.manual.href(manual.id), { state: backToList() }),
                  },
                  {
                    id: 'remove',
                    label: intl.formatMessage(messages.remove),
                    onAction: () => setOpen({ kind: 'remove', manual }),
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
            <RemoveManualDialog
              manual={open.manual}
              isOpen
              onOpenChange={onOpenChange}
              onRemoved={() => (focusAddOnClose.current = true)}
            />
          ) : (
            <ReorderManualsDialog isOpen onOpenChange={onOpenChange} />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
