import type { Document } from '@koers/contract';
import { apiFetch } from '@/lib/api/client';
import { historyKeys } from './keys';

/**
 * `POST /api/documents/{id}/history/{version}/restore`: the document as it was at `version`, as
 * a new version on top of the current one (409 `document_adopted` while it is vastgesteld).
 */
export async function restoreVersion(id: number, version: number): Promise<Document> {
  return (await apiFetch<{ data: Document }>(historyKeys.restore(id, version), { method: 'POST' }))
    .data;
}
