import type { ContactCategory } from '@koers/contract';
import { Button, Menu, PagedTable, type PagedTableColumn } from '@koers/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useTableLabels } from '@/components/paged-list';
import { ErrorState } from '@/components/states';
import { useContactCategories } from '@/lib/api/contact-categories';
import { useSession } from '@/lib/session/use-session';
import { messages as settingsMessages } from '../messages';
import { messages } from './messages';
import './contact-categories.css';

// The dialogs load when one is first opened: most visits only look at the list.
const CategoryNameDialog = lazy(() =>
  import('./category-name-dialog').then((m) => ({ default: m.CategoryNameDialog })),
);
const RemoveCategoryDialog = lazy(() =>
  import('./remove-category-dialog').then((m) => ({ default: m.RemoveCategoryDialog })),
);

type Open =
  | { kind: 'add' }
  | { kind: 'rename'; category: ContactCategory }
  | { kind: 'remove'; category: ContactCategory };

/**
 * Sociale kaart (settings): the categories the social map of this school or board is grouped
 * in, with how many contacts each has; managers add, rename and remove them. The tab is offered
 * to managers only (lib/paths.ts `settingsTabs`), and the server lets them make these changes.
 */
export function ContactCategoriesTab() {
  const intl = useIntl();
  const { context } = useSession();
  const { data, error, mutate } = useContactCategories(context);
  const labels = useTableLabels(intl.formatMessage(settingsMessages.contactCategoriesEmpty));
  const [open, setOpen] = useState<Open | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After a removal its row and menu are gone: once the dialog has closed (and given the focus
  // back to nothing), the focus goes to the next thing to do.
  const [removed, setRemoved] = useState(false);
  useEffect(() => {
    if (!removed || open) return;
    const frame = requestAnimationFrame(() => {
      addButton.current?.focus();
      setRemoved(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [removed, open]);

  if (error && !data) return <ErrorState onRetry={() => void mutate()} />;

  const columns: PagedTableColumn<ContactCategory>[] = [
    {
      id: 'name',
      header: intl.formatMessage(messages.name),
      accessor: 'name',
      isRowHeader: true,
    },
    {
      id: 'contacts',
      header: intl.formatMessage(messages.contacts),
      align: 'end',
      render: (category) => intl.formatNumber(category.contact_count),
    },
    {
      id: 'actions',
      header: <span className="koers-visually-hidden">{intl.formatMessage(messages.actions)}</span>,
      align: 'end',
      render: (category) => (
        <Menu
          trigger={intl.formatMessage(messages.actions)}
          triggerLabel={intl.formatMessage(messages.actionsFor, { name: category.name })}
          placement="bottom end"
          items={[
            {
              id: 'rename',
              label: intl.formatMessage(messages.rename),
              onAction: () => setOpen({ kind: 'rename', category }),
            },
            {
              id: 'remove',
              label: intl.formatMessage(messages.remove),
              onAction: () => setOpen({ kind: 'remove', category }),
            },
          ]}
        />
      ),
    },
  ];

  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };

  return (
    <div className="koers-settings__stack">
      <div className="koers-contact-categories__bar">
        <p className="koers-settings__muted">{intl.formatMessage(messages.intro)}</p>
        <Button ref={addButton} variant="primary" onPress={() => setOpen({ kind: 'add' })}>
          {intl.formatMessage(messages.add)}
        </Button>
      </div>
      <PagedTable
        {...labels}
        caption={intl.formatMessage(settingsMessages.contactCategoriesCaption)}
        columns={columns}
        rows={data ?? []}
        isLoading={!data}
        onPageChange={() => undefined}
      />
      {open ? (
        <Suspense fallback={null}>
          {open.kind === 'remove' ? (
            <RemoveCategoryDialog
              category={open.category}
              categories={data ?? []}
              isOpen
              onOpenChange={onOpenChange}
              onRemoved={() => setRemoved(true)}
            />
          ) : (
            <CategoryNameDialog
              category={open.kind === 'rename' ? open.category : undefined}
              isOpen
              onOpenChange={onOpenChange}
            />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
