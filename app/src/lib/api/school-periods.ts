import useSWR from 'swr';
import type { Period } from '@koers/contract';
import { apiFetch } from './client';
import { withList } from './with-list';

/** SPEC §7 `GET /api/schools/{id}/periods`: school years with their documents. */
export const schoolPeriodsKey = (schoolId: number) => `/api/schools/${schoolId}/periods`;

export async function fetchSchoolPeriods(schoolId: number): Promise<Period[]> {
  return (await apiFetch<{ data: Period[] }>(schoolPeriodsKey(schoolId))).data;
}

/** SPEC §8: a failed load is an empty list, silently. */
export function useSchoolPeriods(schoolId: number | null) {
  const result = useSWR(
    schoolId === null ? null : schoolPeriodsKey(schoolId),
    () => fetchSchoolPeriods(schoolId as number),
    { shouldRetryOnError: false },
  );
  return withList(result, 'periods', result.error ? [] : (result.data ?? []));
}
