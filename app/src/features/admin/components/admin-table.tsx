import { PagedTable, type PagedTableColumn } from '@koers/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePagedList, type SortOrder } from '@/lib/api/use-paged-list';
import { messages } from '../messages';

export interface AdminTableProps<Row> {
  /** The paged list endpoint (`/api/admin/…`). */
  url: string;
  /** Columns the server allows sorting on; other sort requests are not sent (they would be a 422). */
  sortColumns: readonly string[];
  initialSort: { column: string; order: SortOrder };
  columns: PagedTableColumn<Row>[];
  caption: string;
  emptyText: ReactNode;
}

/** A read-only admin list: the server pages, searches and sorts; the texts follow the locale. */
export function AdminTable<Row>({
  url,
  sortColumns,
  initialSort,
  columns,
  caption,
  emptyText,
}: AdminTableProps<Row>) {
  const intl = useIntl();
  const list = usePagedList<Row>(url, {
    sortColumn: initialSort.column,
    sortOrder: initialSort.order,
  });
  return (
    <PagedTable<Row>
      caption={caption}
      hideCaption
      columns={columns}
      rows={list.rows}
      meta={list.meta}
      status={list.status}
      sort={list.sort}
      onSortChange={(next) => {
        if (sortColumns.includes(next.column)) list.setSort(next);
      }}
      onPageChange={list.setPage}
      query={list.query}
      onQueryChange={list.setQuery}
      searchLabel={intl.formatMessage(messages.search)}
      clearSearchLabel={intl.formatMessage(messages.clearSearch)}
      processingLabel={intl.formatMessage(messages.loading)}
      // SPEC §8: a failed list is emptied without a message of its own; the empty row says why.
      emptyText={list.error !== undefined ? intl.formatMessage(messages.error) : emptyText}
      formatRange={(from, to, total) => intl.formatMessage(messages.range, { from, to, total })}
      paginationLabels={{
        previous: intl.formatMessage(messages.previous),
        next: intl.formatMessage(messages.next),
        page: (page) => intl.formatMessage(messages.page, { page }),
        nav: intl.formatMessage(messages.pagination),
      }}
    />
  );
}

/** A timestamp as a short date in the user's language. */
export function useFormatCreated() {
  const intl = useIntl();
  return (timestamp: string) =>
    intl.formatDate(timestamp, { day: 'numeric', month: 'short', year: 'numeric' });
}
