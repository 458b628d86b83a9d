import useSWR from 'swr';
import type { Organisation } from '@koers/contract';
import { apiFetch } from './client';

/** SPEC §7 `GET /api/organisations/{id}`: used to set the context. */
export const organisationKey = (id: number) => `/api/organisations/${id}`;

export async function fetchOrganisation(id: number): Promise<Organisation> {
  return (await apiFetch<{ data: Organisation }>(organisationKey(id))).data;
}

export function useOrganisation(id: number | null) {
  return useSWR(id === null ? null : organisationKey(id), () => fetchOrganisation(id as number));
}
