import type {
  LoginRequest,
  TokenResponse,
  TwoFactorChallenge,
  TwoFactorLoginRequest,
} from '@koers/contract';
import { apiFetch } from '@/lib/api/client';

/**
 * `POST /api/auth/login` (DESIGN §3): the token pair for an email and password, or for an account
 * with two-step verification the challenge of the second step.
 */
export function requestLogin(body: LoginRequest): Promise<TokenResponse | TwoFactorChallenge> {
  return apiFetch<TokenResponse | TwoFactorChallenge>('/api/auth/login', {
    method: 'POST',
    json: body,
  });
}

/** `POST /api/auth/two-factor`: the token pair for the challenge and a code (or recovery code). */
export function requestTwoFactorLogin(body: TwoFactorLoginRequest): Promise<TokenResponse> {
  return apiFetch<TokenResponse>('/api/auth/two-factor', { method: 'POST', json: body });
}
