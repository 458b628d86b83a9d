import type { CreateVersionBody, DocumentVersion } from '@koers/contract';
import { apiFetch } from '@/lib/api/client';
import { historyKeys } from './keys';

/** `POST /api/documents/{id}/versions`: names the document's current version (422 on a bad name). */
export async function createVersion(id: number, name: string): Promise<DocumentVersion> {
  const body: CreateVersionBody = { name };
  return (
    await apiFetch<{ data: DocumentVersion }>(historyKeys.versions(id), {
      method: 'POST',
      json: body,
    })
  ).data;
}
