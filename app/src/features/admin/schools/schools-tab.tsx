import type { AdminSchool } from '@koers/contract';
import { Button, Menu } from '@koers/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useListAddress } from '@/lib/list-address';
import { paths } from '@/lib/paths';
import { ADMIN_SCHOOLS_SORT, adminListUrls } from '../api/admin-lists';
import { AdminTable, useFormatCreated } from '../components/admin-table';
import { messages as adminMessages } from '../messages';
import { schoolMessages as messages } from './messages';
import './schools.css';

// The dialogs load when one is first opened: most visits only look at the list.
const SchoolFormDialog = lazy(() =>
  import('./school-form-dialog').then((m) => ({ default: m.SchoolFormDialog })),
);
const MoveSchoolDialog = lazy(() =>
  import('./move-school-dialog').then((m) => ({ default: m.MoveSchoolDialog })),
);
const RemoveSchoolDialog = lazy(() =>
  import('./remove-school-dialog').then((m) => ({ default: m.RemoveSchoolDialog })),
);

type Open = { kind: 'create' } | { kind: 'edit' | 'move' | 'remove'; school: AdminSchool };

/**
 * Scholen: every school, with its BRIN number, board and whether it keeps a calendar. "New
 * school" creates one; a row's menu edits it, moves it to another board or removes it. After a
 * change the list keeps its page, search and sort.
 */
export function SchoolsTab() {
  const intl = useIntl();
  const created = useFormatCreated();
  const address = useListAddress(ADMIN_SCHOOLS_SORT, { column: 'name', order: 'asc' });
  const [open, setOpen] = useState<Open | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  // A removed school's row and menu are gone: once its dialog has closed (and given the focus
  // back to where it could), the focus goes to the next thing to do.
  const focusAddOnClose = useRef(false);
  useEffect(() => {
    if (open || !focusAddOnClose.current) return;
    focusAddOnClose.current = false;
    addButton.current?.focus();
  }, [open]);

  return (
    <div className="koers-admin-schools">
      <div className="koers-admin-schools__bar">
        <p className="koers-admin-schools__text">{intl.formatMessage(messages.intro)}</p>
        <Button ref={addButton} variant="primary" onPress={() => setOpen({ kind: 'create' })}>
          {intl.formatMessage(messages.add)}
        </Button>
      </div>
      <AdminTable<AdminSchool>
        url={adminListUrls.schools}
        sortColumns={ADMIN_SCHOOLS_SORT}
        {...address}
        caption={intl.formatMessage(adminMessages.schoolsCaption)}
        emptyText={intl.formatMessage(adminMessages.schoolsEmpty)}
        columns={[
          {
            id: 'name',
            header: intl.formatMessage(adminMessages.name),
            sortable: true,
            isRowHeader: true,
            accessor: 'name',
          },
          {
            id: 'brin_number',
            header: intl.formatMessage(adminMessages.brinNumber),
            sortable: true,
            accessor: 'brin_number',
          },
          {
            id: 'organisation',
            header: intl.formatMessage(adminMessages.board),
            render: (school) =>
              school.organisation ? (
                <Link
                  className="koers-admin-boards__link"
                  to={paths.admin.organisation.href(school.organisation.id)}
                >
                  {school.organisation.name}
                </Link>
              ) : (
                intl.formatMessage(adminMessages.none)
              ),
          },
          {
            id: 'calendar',
            header: intl.formatMessage(adminMessages.calendar),
            render: (school) =>
              intl.formatMessage(school.calendar ? adminMessages.on : adminMessages.off),
          },
          {
            id: 'created_at',
            header: intl.formatMessage(adminMessages.created),
            sortable: true,
            render: (school) => created(school.created_at),
          },
          {
            id: 'actions',
            header: (
              <span className="koers-visually-hidden">{intl.formatMessage(messages.actions)}</span>
            ),
            align: 'end',
            render: (school) => (
              <Menu
                trigger={intl.formatMessage(messages.actions)}
                triggerLabel={intl.formatMessage(messages.actionsFor, { name: school.name })}
                placement="bottom end"
                items={[
                  {
                    id: 'edit',
                    label: intl.formatMessage(messages.edit),
                    onAction: () => setOpen({ kind: 'edit', school }),
                  },
                  {
                    id: 'move',
                    label: intl.formatMessage(messages.move),
                    onAction: () => setOpen({ kind: 'move', school }),
                  },
                  {
                    id: 'remove',
                    label: intl.formatMessage(messages.remove),
                    onAction: () => setOpen({ kind: 'remove', school }),
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
            <RemoveSchoolDialog
              school={open.school}
              isOpen
              onOpenChange={onOpenChange}
              onRemoved={() => (focusAddOnClose.current = true)}
            />
          ) : open.kind === 'move' ? (
            <MoveSchoolDialog school={open.school} isOpen onOpenChange={onOpenChange} />
          ) : (
            <SchoolFormDialog
              school={open.kind === 'edit' ? open.school : undefined}
              isOpen
              onOpenChange={onOpenChange}
            />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
