import type { Document, UpdateDocumentBody } from '@koers/contract';
import { apiFetch } from '@/lib/api/client';
import { documentKey } from './get-document';

/** `PATCH /api/documents/{id}` with a new name (the writers of the document). */
export async function renameDocument(id: number, name: string) {
  const body: UpdateDocumentBody = { name };
  return (await apiFetch<{ data: Document }>(documentKey(id), { method: 'PATCH', json: body }))
    .data;
}
