import type { Contact } from '@koers/contract';
import { Button, EmptyState, PagedTable, Select, type PagedTableColumn } from '@koers/ui';
import { useState, type Key } from 'react';
import { useIntl } from 'react-intl';
import { usePagedList } from '@/lib/api/use-paged-list';
import { useSession } from '@/lib/session/use-session';
import { useContactCategories } from '@/lib/api/contact-categories';
import {
  CONTACT_SORT_COLUMNS,
  CONTACTS_INITIAL_SORT,
  contactsUrl,
  type ContactSortColumn,
} from '../api/get-contacts';
import { messages } from '../messages';
import { mailtoHref, telHref, websiteHref } from '../utils/contact-links';
import '../contacts.css';

const ALL = 'all';
const sortable = (column: string): column is ContactSortColumn =>
  (CONTACT_SORT_COLUMNS as readonly string[]).includes(column);

/**
 * Sociale kaart: the contacts of the current school or board, searchable (500 ms after typing
 * stops), sortable, paged by the server and filtered by category.
 */
export default function ContactsPage() {
  const intl = useIntl();
  const { context } = useSession();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useContactCategories(context);
  const list = usePagedList<Contact>(
    context ? contactsUrl(context, categoryId) : null,
    CONTACTS_INITIAL_SORT,
  );

  const title = <h1 className="koers-contacts__title">{intl.formatMessage(messages.title)}</h1>;
  if (!context) {
    return (
      <div className="koers-contacts">
        {title}
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
  const failed = list.error !== undefined;
  const categoriesPending = categories.data === undefined && categories.error === undefined;

  return (
    <div className="koers-contacts">
      {title}
      <p className="koers-contacts__intro">{intl.formatMessage(messages.intro)}</p>
      <PagedTable<Contact>
        caption={intl.formatMessage(messages.caption)}
        hideCaption
        columns={columns}
        rows={list.rows}
        meta={list.meta}
        status={list.status}
        sort={list.sort}
        onSortChange={(next) => {
          if (sortable(next.column)) list.setSort(next);
        }}
        onPageChange={list.setPage}
        query={list.query}
        onQueryChange={list.setQuery}
        searchLabel={intl.formatMessage(messages.search)}
        searchPlaceholder={intl.formatMessage(messages.searchPlaceholder)}
        clearSearchLabel={intl.formatMessage(messages.clearSearch)}
        processingLabel={intl.formatMessage(messages.loading)}
        // SPEC §8: a failed list load empties the list without a message of its own; the
        // empty row then says why it is empty instead of claiming there are no contacts.
        emptyText={
          failed ? (
            <span className="koers-contacts__failed">
              {intl.formatMessage(messages.error)}{' '}
              <Button size="sm" onPress={() => void list.reload()}>
                {intl.formatMessage(messages.retry)}
              </Button>
            </span>
          ) : (
            intl.formatMessage(messages.empty)
          )
        }
        formatRange={(from, to, total) => intl.formatMessage(messages.range, { from, to, total })}
        paginationLabels={{
          previous: intl.formatMessage(messages.previous),
          next: intl.formatMessage(messages.next),
          page: (page) => intl.formatMessage(messages.page, { page }),
          nav: intl.formatMessage(messages.pagination),
        }}
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
