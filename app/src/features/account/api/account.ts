import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  CurrentUser,
  DisableTwoFactorRequest,
  EmailChangeRequested,
  LoginSession,
  RecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
  UpdateCurrentUserRequest,
} from '@koers/contract';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import { currentUserKey } from '@/lib/api/users-current';

const sessionsKey = `${currentUserKey}/sessions`;

/** `PATCH /api/users/current`: name and language; answers the user as the session holds it. */
export async function updateAccount(body: UpdateCurrentUserRequest): Promise<CurrentUser> {
  return (await apiFetch<{ data: CurrentUser }>(currentUserKey, { method: 'PATCH', json: body }))
    .data;
}

/** `POST /api/users/current/email`: a link to the new address; nothing changes until it is used. */
export async function requestEmailChange(
  body: ChangeEmailRequest,
): Promise<EmailChangeRequested['data']> {
  return (
    await apiFetch<EmailChangeRequested>(`${currentUserKey}/email`, { method: 'POST', json: body })
  ).data;
}

/** `PUT /api/users/current/password`: the other sessions end; answers the server's message. */
export async function changePassword(body: ChangePasswordRequest): Promise<string> {
  return (
    await apiFetch<{ message: string }>(`${currentUserKey}/password`, { method: 'PUT', json: body })
  ).message;
}

/** `GET /api/users/current/sessions`: where the user is logged in, this session marked. */
export function useOwnSessions() {
  return useSWR(sessionsKey, (key: string) =>
    apiFetch<{ data: LoginSession[] }>(key).then((answer) => answer.data),
  );
}

/** `DELETE /api/users/current/sessions/{id}`, or without an id every session but this one. */
export async function endOwnSessions(sessionId?: number): Promise<void> {
  await apiFetch<null>(sessionId === undefined ? sessionsKey : `${sessionsKey}/${sessionId}`, {
    method: 'DELETE',
  });
}

const twoFactorKey = `${currentUserKey}/two-factor`;

/** `GET /api/users/current/two-factor`: on or off, and the recovery codes left. */
export function useTwoFactor() {
  return useSWR(twoFactorKey, (key: string) =>
    apiFetch<{ data: TwoFactorStatus }>(key).then((answer) => answer.data),
  );
}

/** `POST …/two-factor/setup`: a new secret and its QR code, on only once a code is confirmed. */
export async function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return (await apiFetch<{ data: TwoFactorSetup }>(`${twoFactorKey}/setup`, { method: 'POST' }))
    .data;
}

/** `POST …/two-factor`: on with a code of the new secret; answers the recovery codes. */
export async function enableTwoFactor(code: string): Promise<string[]> {
  return (await apiFetch<{ data: RecoveryCodes }>(twoFactorKey, { method: 'POST', json: { code } }))
    .data.recovery_codes;
}

/** `POST …/two-factor/recovery-codes`: new codes for a code of the app. */
export async function renewRecoveryCodes(code: string): Promise<string[]> {
  return (
    await apiFetch<{ data: RecoveryCodes }>(`${twoFactorKey}/recovery-codes`, {
      method: 'POST',
      json: { code },
    })
  ).data.recovery_codes;
}

/** `DELETE …/two-factor`: off with the password and a code or recovery code. */
export async function disableTwoFactor(body: DisableTwoFactorRequest): Promise<void> {
  await apiFetch<null>(twoFactorKey, { method: 'DELETE', json: body });
}
