import { PagedTable, type PagedTableProps } from '@koers/ui';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePagedList, type SortOrder } from '@/lib/api/use-paged-list';
import { commonMessages as messages } from './messages';

/**
 * The texts of a PagedTable in the user's language (for a table that pages on its own), with the
 * list's own empty text: every list says in its own words what it has none of ("No contacts on
 * the social map yet"), never the generic "Empty table".
 */
export function useTableLabels(
  emptyText: ReactNode,
): Pick<
  PagedTableProps<unknown>,
  | 'searchLabel'
  | 'clearSearchLabel'
  | 'processingLabel'
  | 'emptyText'
  | 'formatRange'
  | 'paginationLabels'
> {
  const intl = useIntl();
  return {
    searchLabel: intl.formatMessage(messages.search),
    clearSearchLabel: intl.formatMessage(messages.clearSearch),
    processingLabel: intl.formatMessage(messages.loading),
    emptyText,
    formatRange: (from, to, total) => intl.formatMessage(messages.range, { from, to, total }),
    paginationLabels: {
      previous: intl.formatMessage(messages.previous),
      next: intl.formatMessage(messages.next),
      page: (page) => intl.formatMessage(messages.page, { page }),
      nav: intl.formatMessage(messages.pagination),
    },
  };
}

export interface PagedListProps<Row> extends Omit<
  PagedTableProps<Row>,
  | 'rows'
  | 'meta'
  | 'status'
  | 'isLoading'
  | 'sort'
  | 'onSortChange'
  | 'onPageChange'
  | 'query'
  | 'onQueryChange'
  | 'emptyText'
> {
  /** The paged endpoint (DESIGN §3); null while there is nothing to list. */
  url: string | null;
  /** The columns the server sorts on (SORT_COLUMNS): other sorts are not asked for (a 422). */
  sortColumns: readonly string[];
  /** The sort the list opens with. */
  initialSort?: { column: string; order: SortOrder };
  /**
   * What the empty row says when there are no rows, in the words of this list ("No contacts on
   * the social map yet"); a function gets the search text, to say that nothing matches it.
   */
  emptyText: ReactNode | ((search: { query: string }) => ReactNode);
  /**
   * What the empty row says when the list could not be loaded (SPEC §8: a failed list is empty,
   * the row says why). Default: the common 'could not be loaded'.
   */
  failedText?: (error: unknown, reload: () => void) => ReactNode;
  /** The page the list opens on (one kept from an earlier visit, say). Default 1. */
  initialPage?: number;
  /** The search text the list opens with. Default none. */
  initialQuery?: string;
  /**
   * After the page, search text or sort changed (to keep them, in the address say, for the
   * next visit).
   */
  onStateChange?: (state: {
    page: number;
    query: string;
    sort: { column: string; order: SortOrder } | null;
  }) => void;
}

/**
 * A server-paged, searchable, sortable list: usePagedList for the data and PagedTable from
 * @koers/ui for the view, with the common texts. The settings, admin and social map lists.
 */
export function PagedList<Row>({
  url,
  sortColumns,
  initialSort,
  emptyText,
  failedText,
  initialPage,
  initialQuery,
  onStateChange,
  ...props
}: PagedListProps<Row>) {
  const intl = useIntl();
  const list = usePagedList<Row>(url, {
    page: initialPage,
    query: initialQuery,
    sortColumn: initialSort?.column,
    sortOrder: initialSort?.order,
  });
  const reportState = useEffectEvent(() =>
    onStateChange?.({ page: list.page, query: list.query, sort: list.sort }),
  );
  const sortKey = list.sort ? `${list.sort.column} ${list.sort.order}` : '';
  useEffect(() => reportState(), [list.page, list.query, sortKey]);
  const failed = list.error !== undefined;
  const labels = useTableLabels(
    typeof emptyText === 'function' ? emptyText({ query: list.query.trim() }) : emptyText,
  );
  return (
    <PagedTable<Row>
      {...labels}
      {...props}
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
      emptyText={
        !failed
          ? labels.emptyText
          : failedText
            ? failedText(list.error, () => void list.reload())
            : intl.formatMessage(messages.loadFailed)
      }
    />
  );
}
