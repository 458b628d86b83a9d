import { afterAll, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { DEMO_PASSWORD } from '../src/seed/core.js';
import { hashToken } from '../src/lib/tokens.js';
import { bearer, describeEachDatabase } from './helpers.js';

const login = (app: App, email: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

const refresh = (app: App, refresh_token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: { grant_type: 'refresh_token', refresh_token, client_id: '1', client_secret: 'app' },
  });

const current = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) });

describeEachDatabase('authentication', (t) => {
  it('logs in with email and password and answers opaque tokens that the database keeps only as hashes', async () => {
    const response = await login(t.app, 'Directeur@Koers.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 1800 });
    // 256 random bits, base64url.
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await current(t.app, body.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('directeur@koers.test');

    const stored = await t.app.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).toContain(hashToken(body.access_token));
    expect(stored.map((r) => r.token_hash)).not.toContain(body.access_token);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const unknown = await login(t.app, 'niemand@koers.test', DEMO_PASSWORD, '10.0.0.1');
    const wrong = await login(t.app, 'leraar@koers.test', 'not-the-password', '10.0.0.1');
    expect(unknown.statusCode).toBe(422);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('throttles the sixth failure per email and IP within a minute with 429 and Retry-After', async () => {
    const ip = '10.0.0.2';
    for (let i = 0; i < 5; i++) {
      expect((await login(t.app, 'eenschool@koers.test', 'wrong-password', ip)).statusCode).toBe(
        422,
      );
    }
    const blocked = await login(t.app, 'eenschool@koers.test', DEMO_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another IP, and another email from the same IP, are not blocked.
    expect((await login(t.app, 'eenschool@koers.test', DEMO_PASSWORD, '10.0.0.3')).statusCode).toBe(
      200,
    );
    expect((await login(t.app, 'leraar@koers.test', DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('evaluates at most five of 100 simultaneous wrong passwords for one email', async () => {
    const ip = '10.0.0.9';
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => login(t.app, 'directeur@koers.test', 'wrong', ip)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 422)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(95);
    // Even the right password waits for the window now.
    expect((await login(t.app, 'directeur@koers.test', DEMO_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('counts the window from the first failure and forgets failures after a success', async () => {
    const ip = '10.0.0.4';
    for (let i = 0; i < 4; i++) await login(t.app, 'bestuur@koers.test', 'wrong-password', ip);
    expect((await login(t.app, 'bestuur@koers.test', DEMO_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(t.app, 'bestuur@koers.test', 'wrong-password', ip);
    expect((await login(t.app, 'bestuur@koers.test', DEMO_PASSWORD, ip)).statusCode).toBe(200);
    // A window that has passed starts over.
    for (let i = 0; i < 5; i++) await login(t.app, 'bestuur@koers.test', 'wrong-password', ip);
    expect((await login(t.app, 'bestuur@koers.test', DEMO_PASSWORD, ip)).statusCode).toBe(429);
    await t.app.db
      .updateTable('login_attempts')
      .set({ window_start: Date.now() - 61_000 })
      .execute();
    expect((await login(t.app, 'bestuur@koers.test', DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('rotates refresh tokens, and a replayed refresh token revokes the whole login', async () => {
    const first = (await login(t.app, 'leraar@koers.test', DEMO_PASSWORD, '10.0.1.1')).json();
    const rotated = await refresh(t.app, first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect((await current(t.app, second.access_token)).statusCode).toBe(200);

    // The rotated token is replayed (e.g. stolen): refused, and every token of the login dies.
    const replay = await refresh(t.app, first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      error: 'invalid_request',
      error_description: 'The refresh token is invalid.',
      message: 'The refresh token is invalid.',
    });
    expect((await refresh(t.app, second.refresh_token)).statusCode).toBe(401);
    expect((await current(t.app, second.access_token)).statusCode).toBe(401);
    expect((await current(t.app, first.access_token)).statusCode).toBe(401);

    // Another login of the same user is unaffected.
    const other = (await login(t.app, 'leraar@koers.test', DEMO_PASSWORD, '10.0.1.1')).json();
    expect((await current(t.app, other.access_token)).statusCode).toBe(200);
  });

  it('refuses unknown, idle-expired and absolutely expired refresh tokens', async () => {
    expect((await refresh(t.app, 'no-such-token')).statusCode).toBe(401);
    const pair = (await login(t.app, 'eenbestuur@koers.test', DEMO_PASSWORD, '10.0.1.2')).json();
    await t.app.db
      .updateTable('refresh_tokens')
      .set({ idle_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(pair.refresh_token))
      .execute();
    expect((await refresh(t.app, pair.refresh_token)).statusCode).toBe(401);

    const pair2 = (await login(t.app, 'eenbestuur@koers.test', DEMO_PASSWORD, '10.0.1.2')).json();
    await t.app.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(pair2.refresh_token))
      .execute();
    expect((await refresh(t.app, pair2.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an expired access token', async () => {
    const pair = (await login(t.app, 'eenbestuur@koers.test', DEMO_PASSWORD, '10.0.1.3')).json();
    await t.app.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(pair.access_token))
      .execute();
    const response = await current(t.app, pair.access_token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    // The refresh token still gives a new access token.
    expect((await refresh(t.app, pair.refresh_token)).statusCode).toBe(200);
  });

  it('answers OAuth errors for other grant types and other clients', async () => {
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: {
        grant_type: 'password',
        username: 'leraar@koers.test',
        password: DEMO_PASSWORD,
        client_id: '1',
      },
    });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error).toBe('unsupported_grant_type');
    const client = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'refresh_token', refresh_token: 'x', client_id: '2' },
    });
    expect(client.statusCode).toBe(401);
    expect(client.json().error).toBe('invalid_client');
  });

  it('accepts the token request as a form, as OAuth clients send it', async () => {
    const pair = (await login(t.app, 'directeur@koers.test', DEMO_PASSWORD, '10.0.1.4')).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: pair.refresh_token,
        client_id: '1',
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('logs out: the access and refresh tokens of that login stop working', async () => {
    const pair = (await login(t.app, 'directeur@koers.test', DEMO_PASSWORD, '10.0.1.5')).json();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(pair.access_token),
    });
    expect(out.statusCode).toBe(204);
    expect((await current(t.app, pair.access_token)).statusCode).toBe(401);
    expect((await refresh(t.app, pair.refresh_token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('records logins in the audit log', async () => {
    const rows = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'subject_type'])
      .where('action', '=', 'login')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
  });
});

afterAll(() => undefined);

describeEachDatabase(
  'password attempts per address',
  (t) => {
    it('stops a password sprayed over many accounts from one address; successes do not count', async () => {
      const ip = '10.4.0.1';
      expect((await login(t.app, 'a-spray@koers.test', 'Zomer2026!', ip)).statusCode).toBe(422);
      expect((await login(t.app, 'leraar@koers.test', DEMO_PASSWORD, ip)).statusCode).toBe(200);
      expect((await login(t.app, 'b-spray@koers.test', 'Zomer2026!', ip)).statusCode).toBe(422);
      expect((await login(t.app, 'c-spray@koers.test', 'Zomer2026!', ip)).statusCode).toBe(422);
      // The fourth failure from the address: its budget of three is spent, whatever the email.
      const blocked = await login(t.app, 'd-spray@koers.test', 'Zomer2026!', ip);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(t.app, 'leraar@koers.test', DEMO_PASSWORD, ip)).statusCode).toBe(429);
      // Another address is not affected.
      expect((await login(t.app, 'leraar@koers.test', DEMO_PASSWORD, '10.4.0.2')).statusCode).toBe(
        200,
      );
      // Resets from the spent address wait too.
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: {
          email: 'leraar@koers.test',
          token: 'made-up',
          password: 'wachtwoord',
          password_confirmation: 'wachtwoord',
        },
        remoteAddress: ip,
      });
      expect(reset.statusCode).toBe(429);
    });

    it('checks a reset token before anything else: a made-up one is refused as such, unhashed', async () => {
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: {
          email: 'leraar@koers.test',
          token: 'made-up',
          password: 'wachtwoord',
          password_confirmation: 'iets anders',
        },
        remoteAddress: '10.4.0.3',
      });
      expect(reset.statusCode).toBe(422);
      // The token's message, not the weak or mismatched password's: nothing was hashed.
      expect(Object.keys(reset.json().errors)).toEqual(['email']);
    });
  },
  { config: { loginIpMax: 3 } },
);
