import useSWR from 'swr';
import type { CurrentUser } from '@koers/contract';
import { apiFetch } from './client';

/** SPEC §7 `GET /api/users/current`: the user with their organisations and schools. */
export const currentUserKey = '/api/users/current';

export async function fetchCurrentUser(): Promise<CurrentUser> {
  return (await apiFetch<{ data: CurrentUser }>(currentUserKey)).data;
}

/** The current user through SWR (null key while logged out). Most code reads useSession().user. */
export function useCurrentUser(enabled: boolean) {
  return useSWR(enabled ? currentUserKey : null, fetchCurrentUser);
}
