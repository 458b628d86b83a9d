import type { Document, DocumentSummary, Period } from '@koers/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { contextDocumentsKey } from '@/lib/api/context-documents';
import { schoolPeriodsKey } from '@/lib/api/school-periods';

/** Which document changed and how: created or renamed (the server's answer), or deleted. */
export type DocumentListChange =
  | { kind: 'saved'; document: Document }
  | {
      kind: 'deleted';
      document: Pick<DocumentSummary, 'id' | 'documentable_type' | 'documentable_id'>;
    };

const toSummary = (d: Document): DocumentSummary => ({
  id: d.id,
  name: d.name,
  type: d.type,
  documentable_type: d.documentable_type,
  documentable_id: d.documentable_id,
  period_id: d.period_id,
  status: d.status,
  adopted_at: d.adoption?.at ?? null,
  is_template: d.is_template,
});

/** Replaces the entry of `id` in a list, or appends it (the API lists documents by id). */
function upsert<T extends { id: number }>(list: readonly T[], entry: T): T[] {
  return list.some((item) => item.id === entry.id)
    ? list.map((item) => (item.id === entry.id ? entry : item))
    : [...list, entry];
}

/**
 * Brings the lists that show a document up to date after it was created, renamed or deleted: the
 * documents of its context (the sidebar's links, the home rule's plan) and, for a school, its
 * periods with their documents (the school year's plan, the Schooljaren tab). Each list changes
 * in the cache at once and is then fetched again, so what others changed meanwhile shows too.
 * Resolves when the lists are current.
 */
export function useUpdateDocumentLists() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (change: DocumentListChange) => {
      const { documentable_type: type, documentable_id: contextId, id } = change.document;
      // The template is in no list.
      if ((type !== 'school' && type !== 'organisation') || contextId === null) return;
      const summary = change.kind === 'saved' ? toSummary(change.document) : null;
      const updates: Promise<unknown>[] = [
        mutate<DocumentSummary[]>(contextDocumentsKey(type, contextId), (list) =>
          list === undefined
            ? undefined
            : summary
              ? upsert(list, summary)
              : list.filter((d) => d.id !== id),
        ),
      ];
      if (type === 'school') {
        updates.push(
          mutate<Period[]>(schoolPeriodsKey(contextId), (periods) =>
            periods?.map((period) => {
              const others = period.documents.filter((d) => d.id !== id);
              if (!summary || summary.period_id !== period.id) {
                return others.length === period.documents.length
                  ? period
                  : { ...period, documents: others };
              }
              return {
                ...period,
                documents: upsert(period.documents, {
                  id: summary.id,
                  name: summary.name,
                  type: summary.type,
                  status: summary.status,
                }),
              };
            }),
          ),
        );
      }
      await Promise.all(updates);
    },
    [mutate],
  );
}
