import { apiFetch } from './client';

/** `POST /api/auth/logout` (DESIGN §3): revokes the whole login on the server. */
export const logoutPath = '/api/auth/logout';

export async function requestLogout(): Promise<void> {
  await apiFetch<unknown>(logoutPath, { method: 'POST' });
}
