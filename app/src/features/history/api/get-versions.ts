import type { DocumentVersion } from '@koers/contract';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import { historyKeys } from './keys';
import { noRetryOnRefusal } from '@/lib/api/document';

/** `GET /api/documents/{id}/versions`: the named versions, newest first. */
export function useVersions(id: number | null) {
  return useSWR(
    id === null ? null : historyKeys.versions(id),
    (key: string) => apiFetch<{ data: DocumentVersion[] }>(key).then((answer) => answer.data),
    { onErrorRetry: noRetryOnRefusal },
  );
}
