import type { DocumentPresence } from '@koers/contract';
import { apiFetch } from '@/lib/api/client';

/** The path of a document's presence. */
export const presencePath = (documentId: number) => `/api/documents/${documentId}/presence`;

/** `PUT /api/documents/{id}/presence`: a heartbeat; answers who else is editing. */
export async function putPresence(documentId: number): Promise<DocumentPresence> {
  const response = await apiFetch<{ data: DocumentPresence }>(presencePath(documentId), {
    method: 'PUT',
  });
  return response.data;
}

/**
 * `DELETE /api/documents/{id}/presence`: leaving edit mode. `keepalive` so it is still sent when
 * the page goes away (`pagehide`).
 */
export async function deletePresence(documentId: number): Promise<void> {
  await apiFetch<null>(presencePath(documentId), { method: 'DELETE', keepalive: true });
}
