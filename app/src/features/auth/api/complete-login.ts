import type { TokenResponse, TwoFactorChallenge, TwoFactorLoginRequest } from '@koers/contract';
import { loadCurrentUser, loadRoles } from '@/lib/session/actions';
import { storeTokens } from '@/lib/session/session-store';
import { requestLogin, requestTwoFactorLogin } from './login';
import { requestSsoLogin } from './sso';

/** Stores the token pair (SPEC §4) and loads the user and the roles. */
export async function startSession(tokens: TokenResponse): Promise<void> {
  storeTokens(tokens.access_token, tokens.refresh_token);
  await loadCurrentUser();
  await loadRoles();
}

/**
 * Logs in with an email and password and starts the session; for an account with two-step
 * verification it answers the challenge of the second step instead (no session yet).
 */
export async function logIn(email: string, password: string): Promise<TwoFactorChallenge | null> {
  return startOrChallenge(await requestLogin({ email: email.trim(), password }));
}

/**
 * Logs in with the ticket a single sign-on brought back; like `logIn`, it answers the challenge of
 * the second step when two-step verification applies.
 */
export async function logInWithTicket(ticket: string): Promise<TwoFactorChallenge | null> {
  return startOrChallenge(await requestSsoLogin({ ticket }));
}

async function startOrChallenge(
  answer: TokenResponse | TwoFactorChallenge,
): Promise<TwoFactorChallenge | null> {
  if ('two_factor_required' in answer) return answer;
  await startSession(answer);
  return null;
}

/** The second step: a code of the app or a recovery code; starts the session. */
export async function logInWithCode(body: TwoFactorLoginRequest): Promise<void> {
  await startSession(await requestTwoFactorLogin(body));
}
