import useSWR from 'swr';
import type { Role } from '@koers/contract';
import { apiFetch } from './client';

/** SPEC §7 `GET /api/roles`: every role with its rank. */
export const rolesKey = '/api/roles';

export async function fetchRoles(): Promise<Role[]> {
  return (await apiFetch<{ data: Role[] }>(rolesKey)).data;
}

/** The roles through SWR, e.g. for a role picker; the session keeps its own copy (SPEC §6). */
export function useRoles(enabled = true) {
  return useSWR(enabled ? rolesKey : null, fetchRoles);
}
