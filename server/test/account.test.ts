import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/core.js';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

describeEachDatabase('account', (t) => {
  const get = async (email: string) => {
    const token = await loginAs(t.app, email);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it('answers 401 without a token and with a made-up one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current' })).statusCode).toBe(401);
    const made = await t.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: bearer('made-up'),
    });
    expect(made.statusCode).toBe(401);
    expect(made.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('gives the board member the board with all its schools, which inherit the access', async () => {
    const user = await get('bestuur@koers.test');
    expect(user).toMatchObject({
      email: 'bestuur@koers.test',
      first_name: 'Henk',
      last_name_prefix: 'van den',
      last_name: 'Berg',
      admin: false,
    });
    expect(user.schools).toEqual([]);
    expect(user.organisations).toHaveLength(1);
    const [board] = user.organisations;
    expect(board).toMatchObject({
      id: t.ids.organisations.rivierenland,
      name: 'Stichting Openbaar Onderwijs Rivierenland',
      authority_number: '41234',
      access: { role_id: t.ids.roles.bestuurder },
    });
    expect(board.schools.map((s: { name: string }) => s.name)).toEqual([
      'OBS De Regenboog',
      'OBS De Vlinderhof',
      'OBS Het Kompas',
    ]);
    for (const school of board.schools)
      expect(school.access).toEqual({ role_id: t.ids.roles.bestuurder });
  });

  it('gives the teacher two schools, each with its organisation and the own role', async () => {
    const user = await get('leraar@koers.test');
    expect(user.organisations).toEqual([]);
    expect(user.schools.map((s: { id: number }) => s.id).sort()).toEqual(
      [t.ids.schools.regenboog, t.ids.schools.kompas].sort(),
    );
    const regenboog = user.schools.find((s: { id: number }) => s.id === t.ids.schools.regenboog);
    expect(regenboog).toMatchObject({
      name: 'OBS De Regenboog',
      brin_number: '12AB',
      calendar: true,
      organisation: {
        id: t.ids.organisations.rivierenland,
        name: 'Stichting Openbaar Onderwijs Rivierenland',
        access: null,
      },
      access: { role_id: t.ids.roles.medewerker },
    });
    const kompas = user.schools.find((s: { id: number }) => s.id === t.ids.schools.kompas);
    expect(kompas.calendar).toBe(false);
  });

  it('gives the single-school user one school without a board, and the single-board user a board without schools', async () => {
    const one = await get('eenschool@koers.test');
    expect(one.organisations).toEqual([]);
    expect(one.schools).toHaveLength(1);
    expect(one.schools[0]).toMatchObject({
      id: t.ids.schools.zonnewijzer,
      organisation: null,
      organisation_id: null,
    });
    const board = await get('eenbestuur@koers.test');
    expect(board.schools).toEqual([]);
    expect(board.organisations).toHaveLength(1);
    expect(board.organisations[0].schools).toEqual([]);
  });

  it('marks the super admin', async () => {
    expect((await get('admin@koers.test')).admin).toBe(true);
    expect((await get('directeur@koers.test')).admin).toBe(false);
  });

  it('updates the own name and language; the e-mail address does not change this way', async () => {
    const token = await loginAs(t.app, 'eenbestuur@koers.test');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/current',
      headers: bearer(token),
      payload: { first_name: 'Jeroen-Jan', locale: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      first_name: 'Jeroen-Jan',
      locale: 'en',
      last_name: 'Visser',
    });
    // A stolen access token alone must not change the address (POST …/email asks the password).
    const sneaky = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/current',
      headers: bearer(token, 'nl'),
      payload: { email: 'aanvaller@example.test' },
    });
    const user = await t.app.db
      .selectFrom('users')
      .select('email')
      .where('email', '=', 'eenbestuur@koers.test')
      .executeTakeFirst();
    expect(user?.email, `PATCH answered ${sneaky.statusCode}`).toBe('eenbestuur@koers.test');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'updated')
      .where('subject_type', '=', 'user')
      .execute();
    expect(audit.some((row) => row.changes?.includes('Jeroen-Jan'))).toBe(true);
  });

  it('changes the password with the current one and ends the other logins', async () => {
    const token = await loginAs(t.app, 'directeur@koers.test');
    const other = await loginAs(t.app, 'directeur@koers.test');
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/users/current/password',
      headers: bearer(token),
      payload: {
        current_password: 'nope-nope',
        password: 'een-nieuw-wachtwoord',
        password_confirmation: 'een-nieuw-wachtwoord',
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/users/current/password',
      headers: bearer(token),
      payload: {
        current_password: DEMO_PASSWORD,
        password: 'een-nieuw-wachtwoord',
        password_confirmation: 'een-nieuw-wachtwoord',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(other) }))
        .statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'directeur@koers.test', password: 'een-nieuw-wachtwoord' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('lists the own sessions with browser and address, and ends one or every other one', async () => {
    const email = 'eenschool@koers.test';
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko Firefox/133.0' },
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const mine = login.json().access_token as string;
    const list = async (token: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/users/current/sessions',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as { id: number; ip: string | null; current: boolean }[];
    };
    const status = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) }))
        .statusCode;

    const endOthers = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/users/current/sessions',
        headers: bearer(mine),
      });
    // Every other device logged out (the earlier tests' logins too); this session stays.
    const earlier = await loginAs(t.app, email);
    expect((await endOthers()).statusCode).toBe(204);
    expect(await status(earlier)).toBe(401);
    expect(await status(mine)).toBe(200);
    expect(await list(mine)).toHaveLength(1);

    const second = await loginAs(t.app, email);
    const sessions = await list(mine);
    expect(sessions).toHaveLength(2);
    const current = sessions.find((session) => session.current);
    expect(current).toMatchObject({
      ip: '203.0.113.7',
      user_agent: expect.stringContaining('Firefox'),
    });
    const other = sessions.find((session) => !session.current)!;

    // Somebody else's session is not found, and stays.
    const stranger = await loginAs(t.app, 'leraar@koers.test');
    const [theirs] = await list(stranger);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/current/sessions/${theirs!.id}`,
      headers: bearer(mine),
    });
    expect(refused.statusCode).toBe(404);
    expect(await status(stranger)).toBe(200);

    // One session ended: its next call is a 401.
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/current/sessions/${other.id}`,
      headers: bearer(mine),
    });
    expect(ended.statusCode).toBe(204);
    expect(await status(second)).toBe(401);
    expect((await list(mine)).map((session) => session.id)).toEqual([current!.id]);

    const logged = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'sessions_ended')
      .execute();
    expect(logged).toHaveLength(2);
  });

  it('lists the roles with their ranks', async () => {
    const token = await loginAs(t.app, 'leraar@koers.test');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/roles',
      headers: bearer(token),
    });
    expect(response.json().data).toEqual([
      { id: t.ids.roles.medewerker, name: 'Medewerker', rank: 1 },
      { id: t.ids.roles.directeur, name: 'Directeur', rank: 10 },
      { id: t.ids.roles.bestuurder, name: 'Bestuurder', rank: 15 },
    ]);
  });
});
