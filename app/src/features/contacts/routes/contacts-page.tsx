import type { Contact } from '@koers/contract';
import { Button, EmptyState, Select, type PagedTableColumn } from '@koers/ui';
import { useState, type Key } from 'react';
import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { commonMessages } from '@/components/messages';
import { useSession } from '@/lib/session/use-session';
import { useContactCategories } from '@/lib/api/contact-categories';
import { CONTACT_SORT_COLUMNS, CONTACTS_INITIAL_SORT, contactsUrl } from '../api/get-contacts';
import { messages } from '../messages';
import { mailtoHref, telHref, websiteHref } from '../utils/contact-links';
import '../contacts.css';

const ALL = 'all';

/**
 * Sociale kaart: the contacts of the current school or board, searchable (500 ms after typing
 * stops), sortable, paged by the server and filtered by category.
 */
export default function ContactsPage() {
  const intl = useIntl();
  const { context } = useSession();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useContactCategories(context);

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
          </span>
        );
      },
    },
  ];

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
          // Shown while the categories load (then only "All categories", disabled), so the table
          // does not move down when they arrive; left out when the context has no categories.
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
      />
    </div>
  );
}
