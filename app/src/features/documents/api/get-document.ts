import type { Document } from '@koers/contract';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';

/** SWR key of one document with its blocks. */
export const documentKey = (id: number) => `/api/documents/${id}`;

/** `GET /api/documents/{id}`: the document with its blocks and version. */
export async function getDocument(id: number): Promise<Document> {
  const response = await apiFetch<{ data: Document }>(documentKey(id));
  return response.data;
}

/** The document `id` (nothing is fetched while `id` is null). */
export function useDocument(id: number | null) {
  return useSWR(id === null ? null : documentKey(id), () => getDocument(id as number));
}
