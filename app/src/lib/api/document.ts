import type { Document, DocumentAtVersion } from '@koers/contract';
import type { SWRConfiguration } from 'swr';
import useSWR from 'swr';
import { apiFetch, ApiError } from './client';

/** SWR key of one document with its blocks: the document page and its history share it. */
export const documentKey = (id: number) => `/api/documents/${id}`;

/** `GET /api/documents/{id}`: the document with its blocks and version. */
export async function getDocument(id: number): Promise<Document> {
  const response = await apiFetch<{ data: Document }>(documentKey(id));
  return response.data;
}

/**
 * A 4xx (not found, no access) is an answer, not a hiccup: it is not retried; server and network
 * errors are, three times, waiting longer each time. For the document's screens' data.
 */
export const noRetryOnRefusal: NonNullable<SWRConfiguration['onErrorRetry']> = (
  error,
  _key,
  config,
  revalidate,
  { retryCount },
) => {
  if (error instanceof ApiError && error.status < 500) return;
  if (retryCount >= 3) return;
  setTimeout(
    () => void revalidate({ retryCount }),
    (config.errorRetryInterval ?? 5000) * 2 ** retryCount,
  );
};

/** The document `id` (nothing is fetched while `id` is null). */
export function useDocument(id: number | null) {
  return useSWR(id === null ? null : documentKey(id), () => getDocument(id as number), {
    onErrorRetry: noRetryOnRefusal,
  });
}

/** `GET /api/documents/{id}/history/{version}` (its managers): the document as it was then. */
export const documentVersionKey = (id: number, version: number) =>
  `/api/documents/${id}/history/${version}`;

/** The document at `version`, to read or print (nothing is fetched while either is null). */
export function useDocumentAtVersion(id: number | null, version: number | null) {
  return useSWR(
    id === null || version === null ? null : documentVersionKey(id, version),
    (key: string) => apiFetch<{ data: DocumentAtVersion }>(key).then((answer) => answer.data),
    { onErrorRetry: noRetryOnRefusal },
  );
}
