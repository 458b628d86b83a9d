import type { Document, DocumentTemplate, UpdateTemplateBody } from '@koers/contract';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import { contextApiPath } from '@/lib/api/context-path';
import type { ContextRef } from '@/lib/session/types';
import { documentKey } from './get-document';

/** `GET /api/{ctx}/{id}/templates`: the templates a context's managers can start from. */
export const templatesKey = (context: ContextRef) => `${contextApiPath(context)}/templates`;

/** The templates offered for a new document in `context` (the Koers template, the board's). */
export function useTemplates(context: ContextRef | null) {
  return useSWR(
    context ? templatesKey(context) : null,
    async (key: string) => (await apiFetch<{ data: DocumentTemplate[] }>(key)).data,
    { shouldRetryOnError: false },
  );
}

/**
 * `PUT /api/documents/{id}/template` (a board's managers): whether the document is a template for
 * the board's schools, and which of its chapters are fixed board text.
 */
export async function updateTemplate(id: number, body: UpdateTemplateBody) {
  return (
    await apiFetch<{ data: Document }>(`${documentKey(id)}/template`, { method: 'PUT', json: body })
  ).data;
}
