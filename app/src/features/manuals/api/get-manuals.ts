import type { Manual } from '@koers/contract';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';

/** SWR key of the manuals list. */
export const manualsKey = '/api/manuals';

/** `GET /api/manuals`: every manual, in the order the admins set. */
export async function getManuals(): Promise<Manual[]> {
  const response = await apiFetch<{ data: Manual[] }>(manualsKey);
  return response.data;
}

export function useManuals() {
  return useSWR(manualsKey, getManuals);
}
