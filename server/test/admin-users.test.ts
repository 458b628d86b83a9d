import type { LoginSession, AdminUserDetail, AuditEntry } from '@koers/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/core.js';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';
import { parseMail, startSmtpSink } from './smtp-sink.js';

const sink = await startSmtpSink();
afterAll(() => sink.close());

const NEW_PASSWORD = 'zeven-bomen-langs-de-dijk';

describeEachDatabase(
  'super admin: users',
  (t) => {
    let admin: Record<string, string>;
    beforeAll(async () => {
      admin = bearer(await loginAs(t.app, 'admin@koers.test'), 'nl');
    });
    let counter = 0;
    const email = (name: string) => `${name}-${++counter}-${Date.now()}@koers.test`;

    const call = (
      method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
      headers = admin,
    ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const login = (address: string, password = DEMO_PASSWORD) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: address, password },
        headers: { 'accept-language': 'nl', 'user-agent': 'Firefox/140.0 (test)' },
        remoteAddress: `10.1.${counter % 250}.${Math.floor(Math.random() * 250)}`,
      });
    /** Creates a user through the API (with the demo password unless `password: null`). */
    async function newUser(
      name: string,
      extra: Record<string, unknown> = {},
      password: string | null = DEMO_PASSWORD,
    ): Promise<AdminUserDetail> {
      const response = await call('POST', '/api/admin/users', {
        email: email(name),
        first_name: name,
        last_name: 'Testpersoon',
        ...(password ? { password } : {}),
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data;
    }
    /** The newest entries of the super admin's log of what the seed's super admin did to a user. */
    const logOf = async (user: AdminUserDetail, extra = '') => {
      const name = `${user.first_name} ${user.last_name}`;
      const response = await call(
        'GET',
        `/api/admin/audit-log?subject_type=user&user_id=${t.ids.users.admin}&query=${encodeURIComponent(name)}${extra}`,
      );
      return (response.json().data as AuditEntry[]).map((e) => e.summary);
    };
    /** The link of the last mail to `to` (and the mail). */
    async function linkInMail(to: string) {
      const received = await sink.waitFor(to);
      sink.messages.splice(sink.messages.indexOf(received), 1);
      const mail = parseMail(received.raw);
      const match =
        /(http:\/\/koers\.test\/authenticatie\/wachtwoord-opnieuw-instellen\?token=([\w-]+)&email=[^\s"<]+)/.exec(
          mail.text ?? '',
        );
      if (!match) throw new Error(`no link in:\n${mail.text}`);
      return { mail, url: match[1]!, token: match[2]! };
    }

    it('creates a user with memberships and mails an invitation to choose a password', async () => {
      const { schools, organisations, roles } = t.ids;
      const user = await newUser(
        'Roos',
        {
          locale: 'nl',
          schools: [{ id: schools.regenboog, role_id: roles.medewerker }],
          organisations: [{ id: organisations.linge, role_id: roles.bestuurder }],
        },
        null,
      );
      expect(user).toMatchObject({
        first_name: 'Roos',
        has_password: false,
        blocked_at: null,
        admin: false,
        schools: [{ id: schools.regenboog, name: 'OBS De Regenboog', role_id: roles.medewerker }],
        organisations: [{ id: organisations.linge, role_id: roles.bestuurder }],
      });

      const sent = await call('POST', `/api/admin/users/${user.id}/invitation`);
      expect(sent.statusCode, sent.body).toBe(200);
      const { mail, token } = await linkInMail(user.email);
      expect(mail.subject).toBe('Je Koers-account staat klaar');
      expect(mail.text).toContain('Hallo Roos,');
      expect(mail.text).toContain('Anouk de Vries heeft voor jou een Koers-account gemaakt');
      expect(mail.html).toContain('Kies je wachtwoord');
      // The link works for a week, not the hour of a reset.
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: {
          email: user.email,
          token,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      // With a password chosen, an invitation makes no sense: a reset mail does.
      const again = await call('POST', `/api/admin/users/${user.id}/invitation`);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.user[0]).toMatch(/heeft al een wachtwoord gekozen/);

      // Each membership is in the log of its school or board, worded for its readers.
      const school = await call(
        'GET',
        `/api/schools/${schools.regenboog}/audit-log?action=member_added&query=Roos`,
      );
      expect((school.json().data as AuditEntry[])[0]!.summary).toBe(
        'Anouk de Vries voegde de gebruiker Roos Testpersoon toe aan OBS De Regenboog als Medewerker',
      );
      expect(await logOf(user)).toEqual(
        expect.arrayContaining([
          'Anouk de Vries stuurde de gebruiker Roos Testpersoon een uitnodiging om een wachtwoord te kiezen',
          'Anouk de Vries maakte de gebruiker Roos Testpersoon aan',
        ]),
      );
    });

    it('mails a password reset link that sets a new password', async () => {
      const user = await newUser('Bram');
      const sent = await call('POST', `/api/admin/users/${user.id}/password-reset`);
      expect(sent.statusCode).toBe(200);
      const { mail, token } = await linkInMail(user.email);
      expect(mail.subject).toBe('Stel je Koers-wachtwoord opnieuw in');
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: {
          email: user.email,
          token,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      });
      expect(reset.statusCode).toBe(200);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await logOf(user))[0]).toBe(
        'Anouk de Vries stuurde de gebruiker Bram Testpersoon een mail om een nieuw wachtwoord in te stellen',
      );
    });

    it('changes names and email, refusing an address that is taken', async () => {
      const user = await newUser('Cas');
      const changed = await call('PATCH', `/api/admin/users/${user.id}`, {
        first_name: 'Casper',
        last_name_prefix: 'van',
        last_name: 'Dam',
        email: `CASPER-${user.id}@Koers.test`,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data).toMatchObject({
        first_name: 'Casper',
        last_name_prefix: 'van',
        last_name: 'Dam',
        email: `casper-${user.id}@koers.test`,
      });
      const taken = await call('PATCH', `/api/admin/users/${user.id}`, {
        email: 'leraar@koers.test',
      });
      expect(taken.statusCode).toBe(422);
      expect(Object.keys(taken.json().errors)).toEqual(['email']);
    });

    it('replaces memberships in one place, logging each school and board it touched', async () => {
      const { schools, organisations, roles } = t.ids;
      const user = await newUser('Dirk', {
        schools: [
          { id: schools.regenboog, role_id: roles.medewerker },
          { id: schools.kompas, role_id: roles.medewerker },
        ],
      });
      const replaced = await call('PUT', `/api/admin/users/${user.id}/memberships`, {
        schools: [
          { id: schools.regenboog, role_id: roles.directeur },
          { id: schools.zonnewijzer, role_id: roles.medewerker },
        ],
        organisations: [{ id: organisations.rivierenland, role_id: roles.bestuurder }],
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      const data = replaced.json().data as AdminUserDetail;
      expect(data.schools.map((s) => [s.name, s.role_id])).toEqual([
        ['Daltonschool De Zonnewijzer', roles.medewerker],
        ['OBS De Regenboog', roles.directeur],
      ]);
      expect(data.organisations.map((o) => o.id)).toEqual([organisations.rivierenland]);
      const summaries = await logOf(user, '&per_page=10');
      expect(summaries).toEqual(
        expect.arrayContaining([
          'Anouk de Vries gaf de gebruiker Dirk Testpersoon de rol Directeur in OBS De Regenboog',
          'Anouk de Vries haalde de gebruiker Dirk Testpersoon weg uit OBS Het Kompas',
          'Anouk de Vries voegde de gebruiker Dirk Testpersoon toe aan Daltonschool De Zonnewijzer als Medewerker',
          'Anouk de Vries voegde de gebruiker Dirk Testpersoon toe aan Stichting Openbaar Onderwijs Rivierenland als Bestuurder',
        ]),
      );
      // What Het Kompas's admins see: the removal, in their own log.
      const kompas = await call(
        'GET',
        `/api/schools/${schools.kompas}/audit-log?action=member_removed`,
        undefined,
        bearer(await loginAs(t.app, 'bestuur@koers.test'), 'en'),
      );
      expect((kompas.json().data as AuditEntry[])[0]!.summary).toBe(
        'Anouk de Vries removed the user Dirk Testpersoon from OBS Het Kompas',
      );
      const unknown = await call('PUT', `/api/admin/users/${user.id}/memberships`, {
        schools: [{ id: 999999, role_id: roles.medewerker }],
        organisations: [],
      });
      expect(unknown.statusCode).toBe(422);
      expect(Object.keys(unknown.json().errors)).toEqual(['schools']);
    });

    it('blocks a user: their open session fails on the next call, and login says the account is blocked', async () => {
      const user = await newUser('Eva');
      const loggedIn = await login(user.email);
      expect(loggedIn.statusCode).toBe(200);
      const { access_token, refresh_token } = loggedIn.json();
      const own = bearer(access_token);
      expect((await call('GET', '/api/users/current', undefined, own)).statusCode).toBe(200);

      const blocked = await call('POST', `/api/admin/users/${user.id}/block`);
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect(blocked.json().data.blocked_at).toEqual(expect.any(String));
      // At once: the access token and the refresh token are dead.
      const next = await call('GET', '/api/users/current', undefined, own);
      expect(next.statusCode).toBe(401);
      expect(next.json()).toEqual({ message: 'Unauthenticated.' });
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        payload: { grant_type: 'refresh_token', refresh_token, client_id: '1', client_secret: '' },
      });
      expect(refreshed.statusCode).toBe(401);
      // Login says so, to whoever knows the password; a wrong password still reads as wrong.
      const refused = await login(user.email);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.email[0]).toMatch(/^Dit account is geblokkeerd\./);
      const wrong = await login(user.email, 'niet-het-wachtwoord');
      expect(wrong.json().errors.email[0]).not.toMatch(/geblokkeerd/);
      // No reset mail for a blocked account (the answer is the same as always).
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        payload: { email: user.email },
      });
      expect(forgot.statusCode).toBe(200);
      await expect(sink.waitFor(user.email, 300)).rejects.toThrow(/no mail/);

      const unblocked = await call('POST', `/api/admin/users/${user.id}/unblock`);
      expect(unblocked.json().data.blocked_at).toBeNull();
      expect((await login(user.email)).statusCode).toBe(200);
      expect((await logOf(user)).slice(0, 2)).toEqual([
        'Anouk de Vries deblokkeerde de gebruiker Eva Testpersoon',
        'Anouk de Vries blokkeerde de gebruiker Eva Testpersoon',
      ]);
      // Nobody blocks themselves.
      const self = await call('POST', `/api/admin/users/${t.ids.users.admin}/block`);
      expect(self.statusCode).toBe(422);
      expect(self.json().errors.user).toEqual(['Je kunt jezelf niet blokkeren.']);
    });

    it('grants and revokes super admin rights, never one’s own and never the last one’s', async () => {
      const user = await newUser('Fenna');
      const granted = await call('PATCH', `/api/admin/users/${user.id}`, { admin: true });
      expect(granted.json().data.admin).toBe(true);
      const own = await call('PATCH', `/api/admin/users/${t.ids.users.admin}`, { admin: false });
      expect(own.statusCode).toBe(422);
      expect(own.json().errors.admin).toEqual([
        'Je kunt je eigen rechten van superbeheerder niet afnemen.',
      ]);
      const revoked = await call('PATCH', `/api/admin/users/${user.id}`, { admin: false });
      expect(revoked.json().data.admin).toBe(false);
      expect((await logOf(user)).slice(0, 2)).toEqual([
        'Anouk de Vries nam de gebruiker Fenna Testpersoon de rechten van superbeheerder af',
        'Anouk de Vries maakte de gebruiker Fenna Testpersoon superbeheerder',
      ]);

      // Two super admins who take each other's rights at the same moment: one of them keeps them.
      const other = await newUser('Gijs', { admin: true });
      const otherHeaders = bearer(await loginAs(t.app, other.email), 'nl');
      const results = await Promise.all([
        call('PATCH', `/api/admin/users/${other.id}`, { admin: false }),
        call('PATCH', `/api/admin/users/${t.ids.users.admin}`, { admin: false }, otherHeaders),
      ]);
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 422]);
      const refusal = results.find((r) => r.statusCode === 422)!;
      expect(refusal.json().errors.admin[0]).toMatch(/is de laatste superbeheerder/);
      const left = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('admin', '=', 1)
        .where('blocked_at', 'is', null)
        .execute();
      expect(left.length).toBeGreaterThanOrEqual(1);
      // Put the seed's super admin back for the other tests, whoever won.
      if (!left.some((row) => row.id === t.ids.users.admin)) {
        const back = await call(
          'PATCH',
          `/api/admin/users/${t.ids.users.admin}`,
          { admin: true },
          otherHeaders,
        );
        expect(back.statusCode).toBe(200);
        admin = bearer(await loginAs(t.app, 'admin@koers.test'), 'nl');
      }
    });

    it('lists a user’s active sessions and ends one or all of them', async () => {
      const user = await newUser('Hanna');
      const first = (await login(user.email)).json();
      const second = (await login(user.email)).json();
      const sessions = async () => {
        const response = await call('GET', `/api/admin/users/${user.id}/sessions`);
        expect(response.statusCode).toBe(200);
        return response.json().data as LoginSession[];
      };
      const listed = await sessions();
      expect(listed).toHaveLength(2);
      expect(listed[0]).toMatchObject({ user_agent: 'Firefox/140.0 (test)', current: false });

      const ended = await call('DELETE', `/api/admin/users/${user.id}/sessions/${listed[0]!.id}`);
      expect(ended.statusCode).toBe(204);
      expect(await sessions()).toHaveLength(1);
      // Someone else's session id is not this user's to end.
      const foreign = await call(
        'DELETE',
        `/api/admin/users/${t.ids.users.leraar}/sessions/${listed[1]!.id}`,
      );
      expect(foreign.statusCode).toBe(404);

      const all = await call('DELETE', `/api/admin/users/${user.id}/sessions`);
      expect(all.statusCode).toBe(204);
      expect(await sessions()).toEqual([]);
      for (const pair of [first, second])
        expect(
          (await call('GET', '/api/users/current', undefined, bearer(pair.access_token)))
            .statusCode,
        ).toBe(401);
      expect((await logOf(user))[0]).toBe(
        'Anouk de Vries beëindigde alle sessies van de gebruiker Hanna Testpersoon',
      );

      // The super admin's own list marks the session they are using.
      const mine = await call('GET', `/api/admin/users/${t.ids.users.admin}/sessions`);
      expect((mine.json().data as LoginSession[]).filter((s) => s.current)).toHaveLength(1);
    });

    it('lists users with their blocked state, searchable from the start of a name', async () => {
      const user = await newUser('Iris');
      await call('POST', `/api/admin/users/${user.id}/block`);
      const page = await call('GET', `/api/admin/users?query=${encodeURIComponent(user.email)}`);
      expect(page.json().data).toEqual([
        expect.objectContaining({ id: user.id, blocked_at: expect.any(String) }),
      ]);
    });
  },
  { config: { smtpUrl: sink.url } },
);
