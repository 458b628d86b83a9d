import useSWR from 'swr';
import type { Application } from '@koers/contract';
import { apiFetch } from './client';
import { withList } from './with-list';

/** SPEC §7 `GET /api/schools/{id}/applications`: the linked applications of a school. */
export const schoolApplicationsKey = (schoolId: number) => `/api/schools/${schoolId}/applications`;

export async function fetchSchoolApplications(schoolId: number): Promise<Application[]> {
  return (await apiFetch<{ data: Application[] }>(schoolApplicationsKey(schoolId))).data;
}

/** SPEC §8: a failed load is an empty list, silently. */
export function useSchoolApplications(schoolId: number | null) {
  const result = useSWR(
    schoolId === null ? null : schoolApplicationsKey(schoolId),
    () => fetchSchoolApplications(schoolId as number),
    { shouldRetryOnError: false },
  );
  return withList(result, 'applications', result.error ? [] : (result.data ?? []));
}
