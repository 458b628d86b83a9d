import type { ContextUser, UpdateContextUserRequest } from '@koers/contract';
import { useSWRConfig } from 'swr';
import { apiFetch } from '@/lib/api/client';
import type { ContextRef } from '@/lib/session/types';
import { contextUsersUrl } from '../../api/context-urls';

const memberUrl = (context: ContextRef, userId: number) => `${contextUsersUrl(context)}/${userId}`;

/** `PATCH /api/{ctx}/{id}/users/{userId}`: a member's new role (the context's admins). */
export async function changeMemberRole(
  context: ContextRef,
  userId: number,
  roleId: number,
): Promise<ContextUser> {
  const body: UpdateContextUserRequest = { role_id: roleId };
  return (
    await apiFetch<{ data: ContextUser }>(memberUrl(context, userId), {
      method: 'PATCH',
      json: body,
    })
  ).data;
}

/** `DELETE /api/{ctx}/{id}/users/{userId}`: the membership ends; the account stays. */
export async function removeMember(context: ContextRef, userId: number): Promise<void> {
  await apiFetch<null>(memberUrl(context, userId), { method: 'DELETE' });
}

/**
 * After a change to the members: every cached page of the context's member list is fetched
 * again. The list keeps its page, search and sort (they live in the list, not in the key's
 * owner), only its rows are new.
 */
export function useRefreshMembers(context: ContextRef | null) {
  const { mutate } = useSWRConfig();
  return async () => {
    if (!context) return;
    const prefix = `${contextUsersUrl(context)}?`;
    await mutate((key) => typeof key === 'string' && key.startsWith(prefix));
  };
}
