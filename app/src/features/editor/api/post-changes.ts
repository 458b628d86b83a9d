import type { DocumentChanges, PostChangesBody, SavedChanges } from '@koers/contract';
import { apiFetch } from '@/lib/api/client';

/** The path of a document's block changes. */
export const changesPath = (documentId: number) => `/api/documents/${documentId}/changes`;

/**
 * `POST /api/documents/{id}/changes`: saves block changes on top of `base_version`. Throws the
 * client's `ApiError` (409 `block_conflict` when someone else changed a block of the save) or,
 * without an answer, the network's error. `keepalive` lets the request outlive the page (a save
 * on `pagehide`); the browser allows it for small bodies only.
 */
export async function postChanges(
  documentId: number,
  body: PostChangesBody,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<SavedChanges> {
  const response = await apiFetch<{ data: SavedChanges }>(changesPath(documentId), {
    method: 'POST',
    json: body,
    keepalive,
  });
  return response.data;
}

/** `GET /api/documents/{id}/changes?since=N`: what others changed after version N. */
export async function getChanges(documentId: number, since: number): Promise<DocumentChanges> {
  const response = await apiFetch<{ data: DocumentChanges }>(
    `${changesPath(documentId)}?since=${since}`,
  );
  return response.data;
}
