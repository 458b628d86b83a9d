import type { HistoryEntry, HistoryPage } from '@koers/contract';
import useSWRInfinite from 'swr/infinite';
import { apiFetch } from '@/lib/api/client';
import { historyKeys } from './keys';
import { noRetryOnRefusal } from '@/lib/api/document';

/**
 * `GET /api/documents/{id}/history`, page after page: newest first, each next page asked with
 * `before` = the previous page's `next_before` ("Load more").
 */
export function useHistory(id: number | null) {
  const pages = useSWRInfinite<HistoryPage>(
    (index, previous: HistoryPage | null) => {
      if (id === null) return null;
      if (index === 0) return historyKeys.history(id);
      if (!previous || previous.next_before === null) return null;
      return historyKeys.history(id, previous.next_before);
    },
    (key: string) => apiFetch<HistoryPage>(key),
    // A page loaded before stays as it is: only the first is asked anew.
    { revalidateFirstPage: true, revalidateAll: false, onErrorRetry: noRetryOnRefusal },
  );
  const loaded = pages.data ?? [];
  const entries: HistoryEntry[] = loaded.flatMap((page) => page.data);
  const last = loaded.at(-1);
  const hasMore = last !== undefined && last.next_before !== null;
  return {
    entries,
    /** Nothing loaded yet. */
    isLoading: pages.data === undefined && pages.error === undefined,
    error: pages.error as unknown,
    hasMore,
    /** A next page asked for and not there yet. */
    isLoadingMore: loaded.length > 0 && pages.size > loaded.length && pages.error === undefined,
    loadMore: () => void pages.setSize(loaded.length + 1),
    reload: () => pages.mutate(),
  };
}
