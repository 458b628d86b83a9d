import type { SortOrder } from '@/lib/api/use-paged-list';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

export interface ListSort {
  column: string;
  order: SortOrder;
}

export interface ListState {
  page: number;
  query: string;
  sort: ListSort;
}

/**
 * A paged list's page, search and sort as the address has them
 * (`?query=…&page=2&sort_column=name&sort_order=desc`); what the address lacks, or names wrongly
 * (a column the server does not sort on), is the fresh list's.
 */
export function readListAddress(
  params: URLSearchParams,
  sortColumns: readonly string[],
  fresh: ListSort,
): ListState {
  const page = Number(params.get('page'));
  const column = params.get('sort_column');
  const order = params.get('sort_order');
  const sorted =
    column !== null && sortColumns.includes(column) && (order === 'asc' || order === 'desc');
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    query: params.get('query') ?? '',
    sort: sorted ? { column, order } : fresh,
  };
}

/** The address (search part, without `?`) of a list's state: only what differs from a fresh list. */
export function writeListAddress(
  state: { page: number; query: string; sort: ListSort | null },
  fresh: ListSort,
): string {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set('query', state.query.trim());
  if (state.page > 1) params.set('page', String(state.page));
  const { column, order } = state.sort ?? fresh;
  if (column !== fresh.column || order !== fresh.order) {
    params.set('sort_column', column);
    params.set('sort_order', order);
  }
  return params.toString();
}

/**
 * The props of a `PagedList` that keep its page, search and sort in the address, so that Back
 * from a row's page, a link and a reload find the list as it was. The address is replaced
 * without a navigation (no reload, no scroll).
 */
export function useListAddress(sortColumns: readonly string[], fresh: ListSort) {
  const [params] = useSearchParams();
  const [initial] = useState(() => readListAddress(params, sortColumns, fresh));
  return {
    initialPage: initial.page,
    initialQuery: initial.query,
    initialSort: initial.sort,
    onStateChange: (state: { page: number; query: string; sort: ListSort | null }) => {
      const search = writeListAddress(state, fresh);
      const url = `${window.location.pathname}${search ? `?${search}` : ''}`;
      if (url !== `${window.location.pathname}${window.location.search}`)
        window.history.replaceState(window.history.state, '', url);
    },
  };
}
