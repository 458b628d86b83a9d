import type { DocumentComparison } from '@koers/contract';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import { historyKeys } from './keys';
import { noRetryOnRefusal } from '@/lib/api/document';

/** `GET /api/documents/{id}/compare?from=&to=`: two versions, block by block and word by word. */
export function useComparison(id: number | null, from: number | null, to: number | null) {
  return useSWR(
    id === null || from === null || to === null ? null : historyKeys.compare(id, from, to),
    (key: string) => apiFetch<{ data: DocumentComparison }>(key).then((answer) => answer.data),
    { onErrorRetry: noRetryOnRefusal },
  );
}
