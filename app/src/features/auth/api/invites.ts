import useSWR from 'swr';
import type { AcceptInviteRequest, AcceptInviteResponse, Invite } from '@koers/contract';
import { apiFetch } from '@/lib/api/client';

/** `GET /api/invites/{id}`: what the accept page shows. */
export const inviteKey = (id: string) => `/api/invites/${encodeURIComponent(id)}`;

export async function fetchInvite(id: string): Promise<Invite> {
  return (await apiFetch<{ data: Invite }>(inviteKey(id))).data;
}

export function useInvite(id: string | undefined) {
  return useSWR(id ? inviteKey(id) : null, () => fetchInvite(id as string), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** `POST /api/invites/{id}/accept`: names and password for a new user, empty for an existing one. */
export function acceptInvite(id: string, body: AcceptInviteRequest): Promise<AcceptInviteResponse> {
  return apiFetch(`${inviteKey(id)}/accept`, { method: 'POST', json: body });
}
