import type { TokenResponse } from '@koers/contract';
import { loadCurrentUser, loadRoles } from '@/lib/session/actions';
import { storeTokens } from '@/lib/session/session-store';
import { requestLogin } from './login';

/** Stores the token pair (SPEC §4) and loads the user and the roles. */
export async function startSession(tokens: TokenResponse): Promise<void> {
  storeTokens(tokens.access_token, tokens.refresh_token);
  await loadCurrentUser();
  await loadRoles();
}

/** Logs in with an email and password and starts the session. */
export async function logIn(email: string, password: string): Promise<void> {
  await startSession(await requestLogin({ email: email.trim(), password }));
}
