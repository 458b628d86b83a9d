import type { CreateInvitesRequest, PendingInvite } from '@koers/contract';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import { contextApiPath } from '@/lib/api/context-path';
import type { ContextRef } from '@/lib/session/types';

/** `GET /api/{ctx}/{id}/invites`: the invitations not accepted yet (the context's admins). */
export const pendingInvitesKey = (context: ContextRef) => `${contextApiPath(context)}/invites`;

export async function fetchPendingInvites(context: ContextRef): Promise<PendingInvite[]> {
  return (await apiFetch<{ data: PendingInvite[] }>(pendingInvitesKey(context))).data;
}

/** The pending invitations of the context, newest first. */
export function usePendingInvites(context: ContextRef | null) {
  return useSWR(context ? pendingInvitesKey(context) : null, () =>
    fetchPendingInvites(context as ContextRef),
  );
}

/**
 * `POST /api/{ctx}/{id}/invites/batch`: invites every address with one role, or nobody (a 422
 * names each address that cannot be invited, under `emails`).
 */
export async function inviteMembers(
  context: ContextRef,
  body: CreateInvitesRequest,
): Promise<PendingInvite[]> {
  return (
    await apiFetch<{ data: PendingInvite[] }>(`${pendingInvitesKey(context)}/batch`, {
      method: 'POST',
      json: body,
    })
  ).data;
}

/** `POST /api/{ctx}/{id}/invites/{ref}/resend`: mailed again, valid for 7 more days. */
export async function resendInvite(context: ContextRef, ref: string): Promise<PendingInvite> {
  return (
    await apiFetch<{ data: PendingInvite }>(`${pendingInvitesKey(context)}/${ref}/resend`, {
      method: 'POST',
    })
  ).data;
}

/** `DELETE /api/{ctx}/{id}/invites/{ref}`: the mailed link stops working. */
export async function withdrawInvite(context: ContextRef, ref: string): Promise<void> {
  await apiFetch<null>(`${pendingInvitesKey(context)}/${ref}`, { method: 'DELETE' });
}
