import type { LoginRequest, TokenResponse } from '@koers/contract';
import { apiFetch } from '@/lib/api/client';

/** `POST /api/auth/login` (DESIGN §3): the token pair for an email and password. */
export function requestLogin(body: LoginRequest): Promise<TokenResponse> {
  return apiFetch<TokenResponse>('/api/auth/login', { method: 'POST', json: body });
}
