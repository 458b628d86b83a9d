import type { CreateDocumentBody, Document } from '@koers/contract';
import { apiFetch } from '@/lib/api/client';
import { contextDocumentsKey } from '@/lib/api/context-documents';
import type { ContextRef } from '@/lib/session/types';

/**
 * `POST /api/{organisations|schools}/{id}/documents`: a new document in a context (its managers).
 * Answers the new document (201), or a 422 with the field errors.
 */
export async function createDocument(context: ContextRef, body: CreateDocumentBody) {
  const path = contextDocumentsKey(context.contextType, context.id);
  return (await apiFetch<{ data: Document }>(path, { method: 'POST', json: body })).data;
}
