import useSWR from 'swr';
import type { School } from '@koers/contract';
import { apiFetch } from './client';

/** SPEC §7 `GET /api/schools/{id}`: used to set the context. */
export const schoolKey = (id: number) => `/api/schools/${id}`;

export async function fetchSchool(id: number): Promise<School> {
  return (await apiFetch<{ data: School }>(schoolKey(id))).data;
}

export function useSchool(id: number | null) {
  return useSWR(id === null ? null : schoolKey(id), () => fetchSchool(id as number));
}
