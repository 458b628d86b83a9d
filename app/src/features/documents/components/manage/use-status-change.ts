import type { Document, UpdateDocumentStatusBody } from '@koers/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useUpdateDocumentLists } from '../../api/document-lists';
import { documentKey } from '../../api/get-document';
import { setDocumentStatus } from '../../api/set-document-status';

/**
 * Changes a document's status and brings what shows it up to date: the page (its badge, whether
 * it can be edited) and the lists (the sidebar's badge, who sees it). Throws the API's error.
 */
export function useStatusChange(id: number) {
  const { mutate } = useSWRConfig();
  const updateLists = useUpdateDocumentLists();
  return useCallback(
    async (body: UpdateDocumentStatusBody) => {
      const updated = await setDocumentStatus(id, body);
      // The status and adoption only: the blocks and version in the cache are what an open
      // editor works with, and a status change changes neither.
      await mutate<Document>(
        documentKey(id),
        (current) =>
          current ? { ...current, status: updated.status, adoption: updated.adoption } : updated,
        { revalidate: false },
      );
      await updateLists({ kind: 'saved', document: updated });
      return updated;
    },
    [id, mutate, updateLists],
  );
}
