import { apiFetch } from '@/lib/api/client';
import { documentKey } from './get-document';

/** `DELETE /api/documents/{id}`: the document and its blocks (its writers; never the template). */
export async function deleteDocument(id: number): Promise<void> {
  await apiFetch<null>(documentKey(id), { method: 'DELETE' });
}
