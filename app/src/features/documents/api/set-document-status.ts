import type { Document, UpdateDocumentStatusBody } from '@koers/contract';
import { apiFetch } from '@/lib/api/client';
import { documentKey } from './get-document';

/** `PUT /api/documents/{id}/status` (the writers of the document): the document as it is now. */
export async function setDocumentStatus(id: number, body: UpdateDocumentStatusBody) {
  return (
    await apiFetch<{ data: Document }>(`${documentKey(id)}/status`, { method: 'PUT', json: body })
  ).data;
}
