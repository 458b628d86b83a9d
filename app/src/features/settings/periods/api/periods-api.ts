import type { CreatePeriodBody, Period, UpdatePeriodBody } from '@koers/contract';
import { useSWRConfig } from 'swr';
import { apiFetch } from '@/lib/api/client';
import { contextDocumentsKey } from '@/lib/api/context-documents';
import { schoolPeriodsKey } from '@/lib/api/school-periods';

/** `POST /api/schools/{id}/periods` (the school's managers). */
export async function createPeriod(schoolId: number, body: CreatePeriodBody): Promise<Period> {
  return (
    await apiFetch<{ data: Period }>(schoolPeriodsKey(schoolId), { method: 'POST', json: body })
  ).data;
}

/** `PATCH /api/periods/{id}`: name and dates. */
export async function updatePeriod(id: number, body: UpdatePeriodBody): Promise<Period> {
  return (await apiFetch<{ data: Period }>(`/api/periods/${id}`, { method: 'PATCH', json: body }))
    .data;
}

/** What happens to the documents of a removed school year (null: it has none). */
export type PeriodDocumentsChoice = { moveTo: number } | 'delete' | null;

/**
 * `DELETE /api/periods/{id}`, with the choice for its documents. Without a choice the server
 * refuses a year that has documents, naming them.
 */
export async function deletePeriod(id: number, documents: PeriodDocumentsChoice): Promise<void> {
  const query =
    documents === null
      ? ''
      : documents === 'delete'
        ? '?documents=delete'
        : `?documents=move&move_to=${documents.moveTo}`;
  await apiFetch<null>(`/api/periods/${id}${query}`, { method: 'DELETE' });
}

/**
 * After a change: the school's years again (the sidebar's school-year selector and this tab read
 * the same cache) and its documents (a removed year may have moved or deleted its jaarplannen).
 */
export function useRefreshPeriods() {
  const { mutate } = useSWRConfig();
  return async (schoolId: number) => {
    await Promise.all([
      mutate(schoolPeriodsKey(schoolId)),
      mutate(contextDocumentsKey('school', schoolId)),
    ]);
  };
}
