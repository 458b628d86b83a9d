import { generate } from 'otplib';
import { afterAll, expect, it } from 'vitest';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';
import { startTestProvider } from './oidc/provider.js';

// Single sign-on against a real OpenID provider (oidc-provider on a loopback port): the browser's
// way through it is played with fetch and a cookie jar, Koers's part with inject.

const APP = 'http://koers.test';
const provider = await startTestProvider({
  redirectUris: [`${APP}/api/auth/sso/school/callback`],
});
afterAll(() => provider.close());

/** The provider's cookies, as a browser keeps them (one jar per sign-in). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

interface SignInAs {
  email: string;
  unverified?: boolean;
  mfa?: boolean;
  cancel?: boolean;
}

describeEachDatabase(
  'single sign-on (OpenID Connect)',
  (t) => {
    /** Start → provider's sign-in form → back at Koers: the callback's redirect. */
    async function signIn(as: SignInAs, tamper?: (callback: URL) => void) {
      const start = await t.app.inject({ method: 'GET', url: '/api/auth/sso/school/start' });
      expect(start.statusCode).toBe(303);
      const koersCookie = String(start.headers['set-cookie']).split(';')[0]!;
      const jar = new CookieJar();
      let location = start.headers.location as string;
      expect(location.startsWith(`${provider.issuer}/`)).toBe(true);
      const authorize = new URL(location);
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('state')).toBeTruthy();
      expect(authorize.searchParams.get('nonce')).toBeTruthy();
      // Through the provider: its redirects until it sends the browser back to Koers.
      let form: URLSearchParams | null = null;
      for (let hop = 0; hop < 10 && location.startsWith(provider.issuer); hop++) {
        const response = await fetch(location, {
          redirect: 'manual',
          headers: { cookie: jar.header },
          ...(form
            ? {
                method: 'POST',
                body: form,
                headers: {
                  cookie: jar.header,
                  'content-type': 'application/x-www-form-urlencoded',
                },
              }
            : {}),
        });
        jar.take(response);
        form = null;
        if (response.status === 200) {
          // The sign-in page: its form's answer is the next request.
          const page = await response.text();
          const uid = /action="\/interaction\/([^/"]+)\/login"/.exec(page)![1]!;
          location = `${provider.issuer}/interaction/${uid}/${as.cancel ? 'abort' : 'login'}`;
          form = new URLSearchParams({
            email: as.email,
            ...(as.unverified ? { unverified: '1' } : {}),
            ...(as.mfa ? { mfa: '1' } : {}),
          });
          continue;
        }
        expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(300);
        location = new URL(response.headers.get('location')!, location).href;
      }
      const callback = new URL(location);
      expect(callback.origin + callback.pathname).toBe(`${APP}/api/auth/sso/school/callback`);
      tamper?.(callback);
      const back = await t.app.inject({
        method: 'GET',
        url: callback.pathname + callback.search,
        headers: { cookie: koersCookie },
      });
      expect(back.statusCode).toBe(303);
      return new URL(back.headers.location as string);
    }

    const complete = (ticket: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sso/complete', payload: { ticket } });

    /** Signs in and trades the ticket: the answer of /auth/sso/complete. */
    async function signInAndComplete(as: SignInAs) {
      const landing = await signIn(as);
      expect(landing.pathname).toBe('/authenticatie/inloggen');
      const ticket = new URLSearchParams(landing.hash.slice(1)).get('sso')!;
      expect(ticket).toBeTruthy();
      return complete(ticket);
    }

    it('lists the configured providers for the login page', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/sso/providers' });
      expect(response.json()).toEqual({
        data: [
          { id: 'school', label: 'Schoolaccount' },
          { id: 'down', label: 'Onbereikbaar' },
        ],
      });
    });

    it('signs in an existing user with the same tokens as a password login; a ticket works once', async () => {
      const landing = await signIn({ email: 'Leraar@koers.test' });
      const ticket = new URLSearchParams(landing.hash.slice(1)).get('sso')!;
      const first = await complete(ticket);
      expect(first.statusCode).toBe(200);
      const tokens = first.json();
      expect(tokens).toMatchObject({ token_type: 'Bearer' });
      expect(tokens.refresh_token).toBeTruthy();
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/current',
        headers: bearer(tokens.access_token),
      });
      expect(me.json().data.email).toBe('leraar@koers.test');
      const again = await complete(ticket);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.ticket).toBeDefined();
      const logged = await t.app.db
        .selectFrom('audit_log')
        .select('changes')
        .where('action', '=', 'login')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(String(logged.changes))).toEqual({ sso: 'school' });
    });

    it('sends an address Koers does not know to the unknown-user page, and makes no account', async () => {
      const landing = await signIn({ email: 'onbekend@elders.test' });
      expect(landing.href).toBe(`${APP}/authenticatie/onbekende-gebruiker`);
      const user = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'onbekend@elders.test')
        .executeTakeFirst();
      expect(user).toBeUndefined();
    });

    it('makes the account of an open invitation, with the provider’s names, and accepts it', async () => {
      const admin = await loginAs(t.app, 'admin@koers.test');
      const school = t.ids.schools.regenboog;
      const invited = await t.app.inject({
        method: 'POST',
        url: `/api/schools/${school}/invites`,
        headers: bearer(admin),
        payload: { email: 'nieuw.collega@regenboog.test', role_id: t.ids.roles.medewerker },
      });
      expect(invited.statusCode).toBe(201);
      const answer = await signInAndComplete({ email: 'nieuw.collega@regenboog.test' });
      expect(answer.statusCode).toBe(200);
      const user = await t.app.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'nieuw.collega@regenboog.test')
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        first_name: 'Nieuw',
        last_name: 'Collega',
        password_hash: null,
      });
      const membership = await t.app.db
        .selectFrom('school_user')
        .select('role_id')
        .where('user_id', '=', user.id)
        .where('school_id', '=', school)
        .executeTakeFirst();
      expect(membership?.role_id).toBe(t.ids.roles.medewerker);
      const invitation = await t.app.db
        .selectFrom('invitations')
        .select('accepted_at')
        .where('email', '=', 'nieuw.collega@regenboog.test')
        .executeTakeFirstOrThrow();
      expect(invitation.accepted_at).not.toBeNull();
    });

    it('refuses an address the provider does not vouch for, a cancelled sign-in and a blocked account', async () => {
      const unverified = await signIn({ email: 'leraar@koers.test', unverified: true });
      expect(unverified.href).toBe(`${APP}/authenticatie/inloggen?sso_error=unverified_email`);
      const cancelled = await signIn({ email: 'leraar@koers.test', cancel: true });
      expect(cancelled.search).toBe('?sso_error=cancelled');

      const blockedId = t.ids.users.bestuur;
      await t.app.db
        .updateTable('users')
        .set({ blocked_at: new Date().toISOString() })
        .where('id', '=', blockedId)
        .execute();
      try {
        const blocked = await signIn({ email: 'bestuur@koers.test' });
        expect(blocked.search).toBe('?sso_error=blocked');
      } finally {
        await t.app.db
          .updateTable('users')
          .set({ blocked_at: null })
          .where('id', '=', blockedId)
          .execute();
      }
    });

    it('refuses a way back without the browser’s cookie, with another state, or with a forged ticket', async () => {
      // Another browser: the callback without the cookie of the start.
      const start = await signIn({ email: 'leraar@koers.test' }, () => undefined);
      expect(start.hash).toMatch(/^#sso=/);
      const noCookie = await t.app.inject({
        method: 'GET',
        url: '/api/auth/sso/school/callback?code=abc&state=xyz',
      });
      expect(noCookie.headers.location).toBe(`${APP}/authenticatie/inloggen?sso_error=expired`);
      const otherState = await signIn({ email: 'leraar@koers.test' }, (callback) =>
        callback.searchParams.set('state', 'not-the-state'),
      );
      expect(otherState.search).toBe('?sso_error=failed');
      expect((await complete('not-a-ticket')).statusCode).toBe(422);
    });

    it('asks for the code of two-step verification unless the provider checked a second factor', async () => {
      const token = await loginAs(t.app, 'directeur@koers.test');
      const setup = await t.app.inject({
        method: 'POST',
        url: '/api/users/current/two-factor/setup',
        headers: bearer(token),
      });
      const secret = setup.json().data.secret as string;
      const on = await t.app.inject({
        method: 'POST',
        url: '/api/users/current/two-factor',
        headers: bearer(token),
        payload: { code: await generate({ secret }) },
      });
      expect(on.statusCode).toBe(200);

      const without = await signInAndComplete({ email: 'directeur@koers.test' });
      expect(without.json()).toMatchObject({ two_factor_required: true });
      const withMfa = await signInAndComplete({ email: 'directeur@koers.test', mfa: true });
      expect(withMfa.json()).toMatchObject({ token_type: 'Bearer' });
    });

    it('leads to set-up where two-step verification is required, unless the provider checked a second factor', async () => {
      await t.app.db
        .updateTable('schools')
        .set({ require_two_factor: 1 })
        .where('id', '=', t.ids.schools.kompas)
        .execute();
      const users = await t.app.db
        .selectFrom('school_user')
        .innerJoin('roles', 'roles.id', 'school_user.role_id')
        .innerJoin('users', 'users.id', 'school_user.user_id')
        .select('users.email')
        .where('school_user.school_id', '=', t.ids.schools.kompas)
        .where('roles.rank', '>=', 10)
        .where('users.email', '!=', 'directeur@koers.test')
        .execute();
      const email = users[0]!.email;
      const current = async (answer: { json(): { access_token: string } }) =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/users/current',
            headers: bearer(answer.json().access_token),
          })
        ).json().data;
      expect(await current(await signInAndComplete({ email }))).toMatchObject({
        two_factor_setup_required: true,
      });
      expect(await current(await signInAndComplete({ email, mfa: true }))).not.toHaveProperty(
        'two_factor_setup_required',
      );
    });

    it('sends the browser back to the login page when a provider cannot be reached or is not configured', async () => {
      const down = await t.app.inject({ method: 'GET', url: '/api/auth/sso/down/start' });
      expect(down.statusCode).toBe(303);
      expect(down.headers.location).toBe(`${APP}/authenticatie/inloggen?sso_error=failed`);
      const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/sso/nope/start' });
      expect(unknown.headers.location).toBe(`${APP}/authenticatie/inloggen?sso_error=failed`);
    });
  },
  {
    config: {
      oidcProviders: [
        {
          id: 'school',
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          label: 'Schoolaccount',
          trustEmail: false,
        },
        {
          id: 'down',
          // Nothing listens on port 9 (discard) of this machine.
          issuer: 'http://127.0.0.1:9',
          clientId: 'koers',
          clientSecret: 'secret',
          label: 'Onbereikbaar',
          trustEmail: false,
        },
      ],
    },
  },
);
