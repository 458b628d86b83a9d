import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SSO_TRANSACTION_SECONDS, type SsoError } from '@koers/contract';
import * as client from 'openid-client';
import type { OidcProviderConfig } from '../lib/config.js';

/**
 * Single sign-on with OpenID Connect (openid-client): the authorization code flow with PKCE, state
 * and nonce. The browser's part of a sign-in (state, nonce and the PKCE verifier) travels in a
 * signed cookie between the start and the way back; the provider's answer is checked here, on the
 * server, which reads the person's address, names and whether a second factor was used.
 */

/** A sign-in that did not lead to a person, with the reason the login page shows. */
export class SsoFailure extends Error {
  constructor(
    readonly reason: SsoError,
    cause?: unknown,
  ) {
    super(`single sign-on ${reason}`, { cause });
    this.name = 'SsoFailure';
  }
}

/** Who the provider says signed in. */
export interface SsoIdentity {
  email: string;
  givenName: string | null;
  familyName: string | null;
  /** The provider checked a second factor: its `amr` has "mfa" (RFC 8176). */
  mfa: boolean;
}

/** The name of the cookie between the start of a sign-in and the way back, and its path. */
export const TRANSACTION_COOKIE = 'koers_sso';
export const TRANSACTION_PATH = '/api/auth/sso';

/** A provider's metadata, discovered once per process (again after a failure). */
const discovered = new Map<string, Promise<client.Configuration>>();

function configurationOf(provider: OidcProviderConfig): Promise<client.Configuration> {
  const key = `${provider.issuer} ${provider.clientId}`;
  let configuration = discovered.get(key);
  if (!configuration) {
    const issuer = new URL(provider.issuer);
    configuration = client.discovery(
      issuer,
      provider.clientId,
      provider.clientSecret,
      undefined,
      // Plain http only for a provider on this machine (tests, a local development provider).
      isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    discovered.set(key, configuration);
    configuration.catch(() => discovered.delete(key));
  }
  return configuration;
}

const isLoopback = (url: URL) =>
  url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

const macKey = (secret: string) =>
  createHmac('sha256', secret).update('koers:sso-transaction').digest();

interface Transaction {
  /** The provider's id: the way back must come to the same provider. */
  p: string;
  s: string;
  n: string;
  v: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

/** The cookie value of a transaction: its JSON, base64url, and an HMAC over it. */
function sealTransaction(transaction: Transaction, signingSecret: string): string {
  const body = Buffer.from(JSON.stringify(transaction)).toString('base64url');
  const mac = createHmac('sha256', macKey(signingSecret)).update(body).digest('base64url');
  return `${body}.${mac}`;
}

function openTransaction(
  value: string | undefined,
  providerId: string,
  signingSecret: string,
  now: number,
): Transaction {
  const [body, mac] = (value ?? '').split('.');
  if (!body || !mac) throw new SsoFailure('expired');
  const expected = createHmac('sha256', macKey(signingSecret)).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new SsoFailure('expired');
  const transaction = JSON.parse(Buffer.from(body, 'base64url').toString()) as Transaction;
  if (transaction.p !== providerId || transaction.e * 1000 <= now) throw new SsoFailure('expired');
  return transaction;
}

/**
 * The start of a sign-in: where to send the browser, and the cookie that carries the checks of
 * the way back. A provider that cannot be reached is a `failed` sign-in.
 */
export async function startSignIn(
  provider: OidcProviderConfig,
  redirectUri: string,
  signingSecret: string,
  now = Date.now(),
): Promise<{ url: string; cookie: string }> {
  let configuration: client.Configuration;
  try {
    configuration = await configurationOf(provider);
  } catch (error) {
    throw new SsoFailure('failed', error);
  }
  const verifier = client.randomPKCECodeVerifier();
  const transaction: Transaction = {
    p: provider.id,
    s: client.randomState(),
    n: client.randomNonce(),
    v: verifier,
    e: Math.floor(now / 1000) + SSO_TRANSACTION_SECONDS,
  };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: transaction.s,
    nonce: transaction.n,
  });
  return { url: url.href, cookie: sealTransaction(transaction, signingSecret) };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The way back: checks the provider's answer (state, PKCE, the ID token with its nonce) and reads
 * the person. `callbackUrl` is the redirect URI with the query the provider sent.
 */
export async function finishSignIn(
  provider: OidcProviderConfig,
  cookie: string | undefined,
  callbackUrl: URL,
  signingSecret: string,
  now = Date.now(),
): Promise<SsoIdentity> {
  const transaction = openTransaction(cookie, provider.id, signingSecret, now);
  const error = callbackUrl.searchParams.get('error');
  // The person said no at the provider, or the provider would not sign them in without a prompt.
  if (error === 'access_denied' || error === 'login_required' || error === 'consent_required')
    throw new SsoFailure('cancelled');
  let claims: Record<string, unknown>;
  try {
    const configuration = await configurationOf(provider);
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: transaction.v,
      expectedState: transaction.s,
      expectedNonce: transaction.n,
      idTokenExpected: true,
    });
    const idToken = tokens.claims()!;
    claims = { ...idToken };
    // Some providers give the address only at the userinfo endpoint.
    if (text(idToken.email) === null && tokens.access_token) {
      const info = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
      claims = { ...info, ...idToken, email: info.email, email_verified: info.email_verified };
    }
  } catch (cause) {
    throw new SsoFailure('failed', cause);
  }
  const email = text(claims.email);
  if (email === null || !(claims.email_verified === true || provider.trustEmail))
    throw new SsoFailure('unverified_email');
  const amr = Array.isArray(claims.amr) ? claims.amr : [];
  return {
    email,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    mfa: amr.includes('mfa'),
  };
}

/** A new ticket of the way back: its text (for the browser) and its hash (for the database). */
export function newTicket(): { ticket: string; hash: string } {
  const ticket = randomBytes(32).toString('base64url');
  return { ticket, hash: ticketHash(ticket) };
}

export const ticketHash = (ticket: string): string =>
  createHash('sha256').update(ticket).digest('hex');
