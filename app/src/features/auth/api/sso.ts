import useSWR from 'swr';
import type {
  SsoCompleteRequest,
  SsoProvider,
  SsoProvidersResponse,
  TokenResponse,
  TwoFactorChallenge,
} from '@koers/contract';
import { apiFetch } from '@/lib/api/client';

/** `GET /api/auth/sso/providers`: the single sign-on providers of this server (often none). */
export const SSO_PROVIDERS_KEY = '/api/auth/sso/providers';

export function useSsoProviders() {
  return useSWR<SsoProvider[]>(
    SSO_PROVIDERS_KEY,
    async () => (await apiFetch<SsoProvidersResponse>(SSO_PROVIDERS_KEY)).data,
    { revalidateOnFocus: false },
  );
}

/** Where the browser goes to sign in at a provider: the server redirects it on. */
export const ssoStartHref = (providerId: string) =>
  `/api/auth/sso/${encodeURIComponent(providerId)}/start`;

/** Leaves Koers for the provider's sign-in (a full navigation: the provider's pages are its own). */
export function goToProvider(providerId: string): void {
  window.location.assign(ssoStartHref(providerId));
}

/** `POST /api/auth/sso/complete`: the ticket of the way back for the tokens, or the second step. */
export function requestSsoLogin(
  body: SsoCompleteRequest,
): Promise<TokenResponse | TwoFactorChallenge> {
  return apiFetch<TokenResponse | TwoFactorChallenge>('/api/auth/sso/complete', {
    method: 'POST',
    json: body,
  });
}
