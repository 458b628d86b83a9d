import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

describeEachDatabase('contexts, members and invitations', (t) => {
  const as = async (email: string, locale = 'en') => bearer(await loginAs(t.app, email), locale);

  it('shows a school to its members with the effective access, and 404 to others', async () => {
    const { schools, organisations, roles } = t.ids;
    const leraar = await t.app.inject({
      method: 'GET',
      url: `/api/schools/${schools.regenboog}`,
      headers: await as('leraar@koers.test'),
    });
    expect(leraar.statusCode).toBe(200);
    expect(leraar.json().data).toMatchObject({
      id: schools.regenboog,
      name: 'OBS De Regenboog',
      calendar: true,
      organisation: { id: organisations.rivierenland, access: null },
      access: { role_id: roles.medewerker },
    });
    // The board's access comes first for its schools.
    const bestuur = await t.app.inject({
      method: 'GET',
      url: `/api/schools/${schools.kompas}`,
      headers: await as('bestuur@koers.test'),
    });
    expect(bestuur.json().data).toMatchObject({
      access: { role_id: roles.bestuurder },
      organisation: { access: { role_id: roles.bestuurder } },
    });
    for (const [email, url] of [
      ['leraar@koers.test', `/api/schools/${schools.vlinderhof}`],
      ['eenschool@koers.test', `/api/schools/${schools.regenboog}`],
      ['leraar@koers.test', `/api/organisations/${organisations.rivierenland}`],
      ['eenbestuur@koers.test', `/api/organisations/${organisations.rivierenland}`],
      ['leraar@koers.test', '/api/schools/999999'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: await as(email) });
      expect(response.statusCode, `${email} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('shows an organisation with its schools inheriting the access', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/organisations/${t.ids.organisations.rivierenland}`,
      headers: await as('bestuur@koers.test'),
    });
    const data = response.json().data;
    expect(data.access).toEqual({ role_id: t.ids.roles.bestuurder });
    expect(data.schools).toHaveLength(3);
    expect(
      data.schools.every(
        (s: { access: unknown }) => JSON.stringify(s.access) === JSON.stringify(data.access),
      ),
    ).toBe(true);
  });

  it('lets context admins change settings, managers and members not', async () => {
    const { schools } = t.ids;
    const url = `/api/schools/${schools.regenboog}`;
    const directeur = await t.app.inject({
      method: 'PATCH',
      url,
      headers: await as('directeur@koers.test'),
      payload: { name: 'X' },
    });
    expect(directeur.statusCode).toBe(403);
    const leraar = await t.app.inject({
      method: 'PATCH',
      url,
      headers: await as('leraar@koers.test'),
      payload: { name: 'X' },
    });
    expect(leraar.statusCode).toBe(403);
    const bestuur = await t.app.inject({
      method: 'PATCH',
      url,
      headers: await as('bestuur@koers.test'),
      payload: { name: 'OBS De Regenboog Tiel', calendar: false },
    });
    expect(bestuur.statusCode).toBe(200);
    expect(bestuur.json().data).toMatchObject({ name: 'OBS De Regenboog Tiel', calendar: false });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'school')
      .where('context_id', '=', schools.regenboog)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('updated');
    expect(JSON.parse(audit.changes ?? '{}')).toEqual({
      name: 'OBS De Regenboog Tiel',
      calendar: false,
    });
    // Restore for the other tests.
    await t.app.inject({
      method: 'PATCH',
      url,
      headers: await as('admin@koers.test'),
      payload: { name: 'OBS De Regenboog', calendar: true },
    });
  });

  it('refuses an icon file that does not exist', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/organisations/${t.ids.organisations.rivierenland}`,
      headers: await as('bestuur@koers.test', 'nl'),
      payload: { icon_file_id: 987654 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.icon_file_id).toEqual([
      'De gekozen waarde van pictogram bestaat niet.',
    ]);
  });

  it('pages and searches the schools of an organisation, and lets its admins add one', async () => {
    const headers = await as('bestuur@koers.test');
    const url = `/api/organisations/${t.ids.organisations.rivierenland}/schools`;
    const page = await t.app.inject({ method: 'GET', url: `${url}?query=kom`, headers });
    expect(page.json()).toMatchObject({
      data: [{ name: 'OBS Het Kompas', brin_number: '13CD' }],
      meta: { total: 1, from: 1, to: 1 },
    });
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { name: 'IKC De Boomgaard', brin_number: '16JK', calendar: true },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'IKC De Boomgaard',
      calendar: true,
      access: { role_id: t.ids.roles.bestuurder },
    });
    const all = await t.app.inject({
      method: 'GET',
      url: `${url}?sort_column=brin_number&sort_order=desc`,
      headers,
    });
    expect(all.json().data.map((s: { brin_number: string }) => s.brin_number)).toEqual([
      '16JK',
      '14EF',
      '13CD',
      '12AB',
    ]);
    const leraar = await t.app.inject({
      method: 'POST',
      url,
      headers: await as('leraar@koers.test'),
      payload: { name: 'X' },
    });
    expect(leraar.statusCode).toBe(404);
  });

  it('lets school admins list members, change a role and remove a member', async () => {
    const { schools, users, roles } = t.ids;
    const headers = await as('bestuur@koers.test');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/schools/${schools.regenboog}/users?sort_column=email`,
      headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((u: { email: string }) => u.email)).toEqual([
      'directeur@koers.test',
      'leraar@koers.test',
      's.dekker@regenboog.koers.test',
    ]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/schools/${schools.regenboog}/users`,
          headers: await as('directeur@koers.test'),
        })
      ).statusCode,
    ).toBe(403);

    const dekker = users.colleagues[0];
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/schools/${schools.regenboog}/users/${dekker}`,
      headers,
      payload: { role_id: roles.directeur },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ id: dekker, role_id: roles.directeur });
    const notMember = await t.app.inject({
      method: 'PATCH',
      url: `/api/schools/${schools.regenboog}/users/${users.eenschool}`,
      headers,
      payload: { role_id: roles.directeur },
    });
    expect(notMember.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/schools/${schools.regenboog}/users/${dekker}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/schools/${schools.regenboog}/users`,
      headers,
    });
    expect(after.json().meta.total).toBe(2);
  });

  it('invites by email: a new user creates an account, an existing user just accepts', async () => {
    const { schools, roles } = t.ids;
    const headers = await as('bestuur@koers.test');
    const invite = await t.app.inject({
      method: 'POST',
      url: `/api/schools/${schools.vlinderhof}/invites`,
      headers,
      payload: { email: 'Nieuwe.Collega@Vlinderhof.nl', role_id: roles.medewerker },
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json().data).toMatchObject({
      email: 'nieuwe.collega@vlinderhof.nl',
      context_type: 'school',
      context_id: schools.vlinderhof,
    });
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to', '=', 'nieuwe.collega@vlinderhof.nl')
      .executeTakeFirstOrThrow();
    const id = /\/uitnodigingen\/([A-Za-z0-9_-]+)\/accepteren/.exec(mail.text)?.[1] ?? '';
    expect(id).not.toBe('');

    const shown = await t.app.inject({ method: 'GET', url: `/api/invites/${id}` });
    expect(shown.json().data).toMatchObject({
      context: { id: schools.vlinderhof, name: 'OBS De Vlinderhof' },
      existing_user: false,
    });
    const incomplete = await t.app.inject({
      method: 'POST',
      url: `/api/invites/${id}/accept`,
      payload: { first_name: 'Noor' },
    });
    expect(incomplete.statusCode).toBe(422);
    expect(Object.keys(incomplete.json().errors).sort()).toEqual(['last_name', 'password']);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invites/${id}/accept`,
      payload: {
        first_name: 'Noor',
        last_name: 'Smit',
        password: 'vlinders-in-de-tuin',
        password_confirmation: 'vlinders-in-de-tuin',
      },
    });
    expect(accepted.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nieuwe.collega@vlinderhof.nl', password: 'vlinders-in-de-tuin' },
    });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: bearer(login.json().access_token),
    });
    expect(me.json().data.schools.map((s: { id: number }) => s.id)).toEqual([schools.vlinderhof]);
    // Used up.
    expect((await t.app.inject({ method: 'GET', url: `/api/invites/${id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/invites/${id}/accept`, payload: {} }))
        .statusCode,
    ).toBe(404);

    // An existing user accepts with an empty body, logged in as that account.
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/schools/${schools.vlinderhof}/invites`,
      headers,
      payload: { email: 'eenschool@koers.test', role_id: roles.directeur },
    });
    expect(second.statusCode).toBe(201);
    const mail2 = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to', '=', 'eenschool@koers.test')
      .executeTakeFirstOrThrow();
    const id2 = /\/uitnodigingen\/([A-Za-z0-9_-]+)\/accepteren/.exec(mail2.text)?.[1] ?? '';
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/invites/${id2}` })).json().data.existing_user,
    ).toBe(true);
    // Logged in as somebody else: refused.
    const wrongUser = await t.app.inject({
      method: 'POST',
      url: `/api/invites/${id2}/accept`,
      headers: await as('leraar@koers.test'),
      payload: {},
    });
    expect(wrongUser.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/invites/${id2}/accept`,
          headers: await as('eenschool@koers.test'),
          payload: {},
        })
      ).statusCode,
    ).toBe(200);

    // Inviting a member again is refused; only admins invite.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/schools/${schools.vlinderhof}/invites`,
      headers,
      payload: { email: 'eenschool@koers.test', role_id: roles.directeur },
    });
    expect(again.statusCode).toBe(422);
    const byTeacher = await t.app.inject({
      method: 'POST',
      url: `/api/schools/${schools.regenboog}/invites`,
      headers: await as('leraar@koers.test'),
      payload: { email: 'x@y.nl', role_id: roles.medewerker },
    });
    expect(byTeacher.statusCode).toBe(403);
  });

  it('refuses expired invitations', async () => {
    const headers = await as('eenbestuur@koers.test');
    await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${t.ids.organisations.linge}/invites`,
      headers,
      payload: { email: 'laat@koers.test', role_id: t.ids.roles.medewerker },
    });
    const invite = await t.app.db
      .selectFrom('invitations')
      .selectAll()
      .where('email', '=', 'laat@koers.test')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', invite.id)
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/invites/${invite.id}`,
      headers: { 'accept-language': 'nl' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Deze uitnodiging is ongeldig of verlopen.' });
  });
});
