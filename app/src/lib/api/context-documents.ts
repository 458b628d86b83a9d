import useSWR from 'swr';
import type { DocumentSummary } from '@koers/contract';
import type { ContextType } from '@/lib/paths';
import { apiFetch } from './client';
import { contextApiPath } from './context-path';
import { withList } from './with-list';
import { prime } from './prime';

/** SPEC §7 `GET /api/{organisations|schools}/{id}/documents`. */
export const contextDocumentsKey = (contextType: ContextType, id: number) =>
  `${contextApiPath({ id, contextType })}/documents`;

export async function fetchContextDocuments(
  contextType: ContextType,
  id: number,
): Promise<DocumentSummary[]> {
  return (await apiFetch<{ data: DocumentSummary[] }>(contextDocumentsKey(contextType, id))).data;
}

/**
 * Fetches the documents into SWR's cache (the context redirect rule): the sidebar that renders
 * next has them at once and does not ask a second time.
 */
export function preloadContextDocuments(
  contextType: ContextType,
  id: number,
): Promise<DocumentSummary[]> {
  return prime(contextDocumentsKey(contextType, id), () => fetchContextDocuments(contextType, id));
}

/**
 * The documents of a context. SPEC §8: on error the list is empty, without a message (the error
 * is still returned for callers that want to know).
 */
export function useContextDocuments(contextType: ContextType | null, id: number | null) {
  const result = useSWR(
    contextType && id !== null ? contextDocumentsKey(contextType, id) : null,
    () => fetchContextDocuments(contextType as ContextType, id as number),
    { shouldRetryOnError: false },
  );
  return withList(result, 'documents', result.error ? [] : (result.data ?? []));
}
