import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { PageMeta } from '@koers/contract';
import { apiFetch } from './client';

export type SortOrder = 'asc' | 'desc';

export interface PagedListParams {
  page: number;
  query?: string;
  sortColumn?: string | null;
  sortOrder?: SortOrder | null;
}

/** A paged answer (DESIGN §3 Laravel paginator). */
export interface PagedResponse<T> {
  data: T[];
  meta: PageMeta;
}

export type PagedListStatus = 'processing' | 'empty' | 'loaded';

/**
 * SPEC §7 list URL: `?page=n`, plus `query` when there is search text and the sort pair when both
 * are set. The page size is left to the server's default (25).
 */
export function pagedListUrl(url: string, params: PagedListParams): string {
  const search = new URLSearchParams({ page: String(params.page) });
  const query = params.query?.trim();
  if (query) search.set('query', query);
  if (params.sortColumn && params.sortOrder) {
    search.set('sort_column', params.sortColumn);
    search.set('sort_order', params.sortOrder);
  }
  return `${url}${url.includes('?') ? '&' : '?'}${search.toString()}`;
}

/**
 * A paged, searchable, sortable list (SPEC §2 "Lists", §4 paging, §7, §8). The hook owns page,
 * query and sort (`options` gives their initial values): the page goes back to 1 when the URL or
 * the search text changes, the list reloads when the sort changes, and pages below 1 or above the
 * last are ignored. A failed load empties the list silently. The caller debounces the search
 * text (PagedTable does, at 500 ms).
 */
export function usePagedList<T>(url: string | null, options: Partial<PagedListParams> = {}) {
  const [page, setPageState] = useState(options.page ?? 1);
  const [query, setQueryState] = useState(options.query ?? '');
  const [sort, setSortState] = useState<{ column: string; order: SortOrder } | null>(
    options.sortColumn && options.sortOrder
      ? { column: options.sortColumn, order: options.sortOrder }
      : null,
  );
  // SPEC §4: a new list URL starts on page 1 (state adjusted during render, not in an effect).
  const [listUrl, setListUrl] = useState(url);
  if (listUrl !== url) {
    setListUrl(url);
    setPageState(1);
  }

  const key =
    url === null
      ? null
      : pagedListUrl(url, { page, query, sortColumn: sort?.column, sortOrder: sort?.order });
  const result = useSWR(key, (k: string) => apiFetch<PagedResponse<T>>(k), {
    keepPreviousData: true,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });

  const failed = result.error !== undefined;
  const rows = failed ? [] : (result.data?.data ?? []);
  const meta = failed ? null : (result.data?.meta ?? null);
  // Processing while the rows shown are not (yet) this page's: the first load, or another page,
  // search or sort whose answer has not come (keepPreviousData shows the previous rows). A page
  // that has its own answer in the cache shows it while SWR checks it again in the background
  // (on mount, after a route loader fetched it): no spinner for rows that are already there.
  // (SWR itself reports isLoading on the first render even then.)
  const { cache } = useSWRConfig();
  const ownAnswer = key !== null && cache.get(key)?.data !== undefined;
  const waiting =
    key !== null && !failed && !ownAnswer && (result.isLoading || result.isValidating);
  const isLoading = waiting && result.data === undefined;
  const status: PagedListStatus = waiting ? 'processing' : rows.length === 0 ? 'empty' : 'loaded';

  return {
    rows,
    meta,
    status,
    isLoading,
    error: result.error as unknown,
    page,
    /** Ignored below 1 and above the last page. */
    setPage: (next: number) => {
      if (next < 1 || (meta && next > meta.last_page) || next === page) return;
      setPageState(next);
    },
    query,
    /** New search text: back to page 1. */
    setQuery: (next: string) => {
      if (next === query) return;
      setQueryState(next);
      setPageState(1);
    },
    sort,
    setSort: (next: { column: string; order: SortOrder } | null) => setSortState(next),
    /** Reloads the current page (after a change elsewhere). */
    reload: () => result.mutate(),
  };
}
