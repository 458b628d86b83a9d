import type { Contact } from '@koers/contract';
import { Button, EmptyState, Menu, Select, type PagedTableColumn } from '@koers/ui';
import { lazy, Suspense, useEffect, useRef, useState, type Key } from 'react';
import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { commonMessages } from '@/components/messages';
import { usePageEditMode } from '@/lib/page-edit-store';
import { useSession } from '@/lib/session/use-session';
import { useContactCategories } from '@/lib/api/contact-categories';
import { CONTACT_SORT_COLUMNS, CONTACTS_INITIAL_SORT, contactsUrl } from '../api/get-contacts';
import { editMessages } from '../edit-messages';
import { messages } from '../messages';
import { mailtoHref, telHref, websiteHref } from '../utils/contact-links';
import '../contacts.css';

const ALL = 'all';

// The dialogs load when one is first opened: readers never need them.
const ContactFormDialog = lazy(() =>
  import('../components/contact-form-dialog').then((m) => ({ default: m.ContactFormDialog })),
);
const RemoveContactDialog = lazy(() =>
  import('../components/remove-contact-dialog').then((m) => ({ default: m.RemoveContactDialog })),
);

type Open = { kind: 'add' } | { kind: 'change' | 'remove'; contact: Contact };

/**
 * Sociale kaart: the contacts of the current school or board, searchable (500 ms after typing
 * stops), sortable, paged by the server and filtered by category. In edit mode (the header's
 * toggle, for managers of the context) contacts are added, changed and removed in place; the
 * list keeps its page, search, sort and filter.
 */
export default function ContactsPage() {
  const intl = useIntl();
  const { context, isManager } = useSession();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useContactCategories(context);
  const isEditing = usePageEditMode(
    context ? `contacts:${context.contextType}:${context.id}` : null,
    isManager,
  );
  const [open, setOpen] = useState<Open | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After a removal its row and menu are gone: once the dialog has closed, the focus goes to
  // "Add contact".
  const [removed, setRemoved] = useState(false);
  useEffect(() => {
    if (!removed || open) return;
    const frame = requestAnimationFrame(() => {
      addButton.current?.focus();
      setRemoved(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [removed, open]);

  if (!context) {
    return (
      <div className="koers-contacts">
        <PageHeader title={intl.formatMessage(messages.title)} />
        <EmptyState title={intl.formatMessage(messages.noContext)} />
      </div>
    );
  }

  const columns: PagedTableColumn<Contact>[] = [
    {
      id: 'name',
      header: intl.formatMessage(messages.name),
      sortable: true,
      isRowHeader: true,
      accessor: 'name',
    },
    {
      id: 'function',
      header: intl.formatMessage(messages.function),
      sortable: true,
      accessor: 'function',
    },
    {
      id: 'organisation_name',
      header: intl.formatMessage(messages.organisation),
      sortable: true,
      // With the contact's category under it: the categories are kinds of organisation
      // (municipality, district team, …), and a fifth column squeezed the e-mail addresses.
      render: (contact) => {
        const href = contact.website ? websiteHref(contact.website) : null;
        const name = contact.organisation_name ?? '';
        const organisation = !href ? (
          name
        ) : (
          <a
            className="koers-contacts__link"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={
              name ? undefined : intl.formatMessage(messages.website, { name: contact.name })
            }
          >
            {name || href.replace(/^https?:\/\//i, '')}
          </a>
        );
        if (!contact.category) return organisation;
        return (
          <span className="koers-contacts__organisation">
            {organisation ? <span>{organisation}</span> : null}
            <span className="koers-contacts__category">
              <span className="koers-visually-hidden">
                {intl.formatMessage(messages.category)}:{' '}
              </span>
              {contact.category.name}
            </span>
          </span>
        );
      },
    },
    {
      // Phone and email share one column, so the table fits a laptop screen without squeezing.
      id: 'contact',
      header: intl.formatMessage(messages.contactDetails),
      width: '18rem',
      render: (contact) => {
        const tel = contact.phone ? telHref(contact.phone) : null;
        const mail = contact.email ? mailtoHref(contact.email) : null;
        return (
          <span className="koers-contacts__details">
            {contact.phone ? (
              tel ? (
                <a className="koers-contacts__link koers-contacts__phone" href={tel}>
                  <span className="koers-visually-hidden">
                    {intl.formatMessage(messages.phone)}:{' '}
                  </span>
                  {contact.phone}
                </a>
              ) : (
                <span>{contact.phone}</span>
              )
            ) : null}
            {contact.email ? (
              mail ? (
                <a className="koers-contacts__link" href={mail}>
                  <span className="koers-visually-hidden">
                    {intl.formatMessage(messages.email)}:{' '}
                  </span>
                  {contact.email}
                </a>
              ) : (
                <span>{contact.email}</span>
              )
            ) : null}
            {contact.address || contact.notes ? (
              // Folded: most readers look for a number or an address to mail, and a note can be
              // long. A native disclosure: keyboard, screen readers and find-in-page work as is.
              <details className="koers-contacts__more">
                <summary>
                  {intl.formatMessage(
                    contact.address && contact.notes
                      ? editMessages.moreBoth
                      : contact.address
                        ? editMessages.moreAddress
                        : editMessages.moreNotes,
                  )}
                  <span className="koers-visually-hidden"> {contact.name}</span>
                </summary>
                {contact.address ? (
                  <p className="koers-contacts__multiline">
                    <span className="koers-visually-hidden">
                      {intl.formatMessage(editMessages.fieldAddress)}:{' '}
                    </span>
                    {contact.address}
                  </p>
                ) : null}
                {contact.notes ? (
                  <p className="koers-contacts__multiline">
                    <span className="koers-visually-hidden">
                      {intl.formatMessage(editMessages.fieldNotes)}:{' '}
                    </span>
                    {contact.notes}
                  </p>
                ) : null}
              </details>
            ) : null}
          </span>
        );
      },
    },
  ];

  if (isEditing) {
    columns.push({
      id: 'actions',
      header: (
        <span className="koers-visually-hidden">{intl.formatMessage(editMessages.actions)}</span>
      ),
      align: 'end',
      width: '7rem',
      render: (contact) => (
        <Menu
          trigger={intl.formatMessage(editMessages.actions)}
          triggerLabel={intl.formatMessage(editMessages.actionsFor, { name: contact.name })}
          placement="bottom end"
          items={[
            {
              id: 'change',
              label: intl.formatMessage(editMessages.change),
              onAction: () => setOpen({ kind: 'change', contact }),
            },
            {
              id: 'remove',
              label: intl.formatMessage(editMessages.remove),
              onAction: () => setOpen({ kind: 'remove', contact }),
            },
          ]}
        />
      ),
    });
  }

  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };

  const categoryOptions = [
    { id: ALL, label: intl.formatMessage(messages.allCategories) },
    ...(categories.data ?? []).map((c) => ({ id: String(c.id), label: c.name })),
  ];
  const categoriesPending = categories.data === undefined && categories.error === undefined;

  return (
    <div className="koers-contacts">
      <PageHeader
        title={intl.formatMessage(messages.title)}
        intro={intl.formatMessage(messages.intro)}
      />
      <PagedList<Contact>
        url={contactsUrl(context, categoryId)}
        sortColumns={CONTACT_SORT_COLUMNS}
        initialSort={{
          column: CONTACTS_INITIAL_SORT.sortColumn,
          order: CONTACTS_INITIAL_SORT.sortOrder,
        }}
        caption={intl.formatMessage(messages.caption)}
        hideCaption
        columns={columns}
        searchLabel={intl.formatMessage(messages.search)}
        searchPlaceholder={intl.formatMessage(messages.searchPlaceholder)}
        emptyText={({ query }) =>
          query
            ? intl.formatMessage(messages.noMatch, { query })
            : intl.formatMessage(categoryId === null ? messages.empty : messages.noneInCategory)
        }
        // SPEC §8: a failed list load empties the list without a message of its own; the
        // empty row then says why it is empty instead of claiming there are no contacts.
        failedText={(_error, reload) => (
          <span className="koers-contacts__failed">
            {intl.formatMessage(messages.error)}{' '}
            <Button size="sm" onPress={reload}>
              {intl.formatMessage(commonMessages.retry)}
            </Button>
          </span>
        )}
        toolbar={
          <div className="koers-contacts__toolbar">
            {
              // Shown while the categories load (then only "All categories", disabled), so the
              // table does not move down when they arrive; left out when there are none.
              categoriesPending || categoryOptions.length > 1 ? (
                <Select
                  label={intl.formatMessage(messages.category)}
                  options={categoryOptions}
                  isDisabled={categoriesPending}
                  selectedKey={categoryId === null ? ALL : String(categoryId)}
                  onSelectionChange={(key: Key | null) =>
                    setCategoryId(key === null || key === ALL ? null : Number(key))
                  }
                />
              ) : null
            }
            {isEditing ? (
              <Button ref={addButton} variant="primary" onPress={() => setOpen({ kind: 'add' })}>
                {intl.formatMessage(editMessages.add)}
              </Button>
            ) : null}
          </div>
        }
      />
      {open && isEditing ? (
        <Suspense fallback={null}>
          {open.kind === 'remove' ? (
            <RemoveContactDialog
              contact={open.contact}
              isOpen
              onOpenChange={onOpenChange}
              onRemoved={() => setRemoved(true)}
            />
          ) : (
            <ContactFormDialog
              contact={open.kind === 'change' ? open.contact : undefined}
              defaultCategoryId={categoryId}
              isOpen
              onOpenChange={onOpenChange}
            />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
