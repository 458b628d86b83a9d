import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

describeEachDatabase('super admin: schools', (t) => {
  const admin = async (locale = 'en') => bearer(await loginAs(t.app, 'admin@koers.test'), locale);
  const call = async (method: string, url: string, payload?: unknown, locale = 'en') =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: await admin(locale),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A user with one membership, and their headers. */
  async function memberOf(kind: 'organisations' | 'schools', id: number, email: string) {
    const created = await call('POST', '/api/admin/users', {
      email,
      first_name: 'Test',
      last_name: email.split('@')[0],
      [kind]: [{ id, role_id: t.ids.roles.bestuurder }],
    });
    expect(created.statusCode).toBe(201);
    return bearer(await loginAs(t.app, email));
  }

  it('takes a BRIN number of two digits and two capitals only, and says what it should look like', async () => {
    for (const brin_number of ['1234', '12ab', '12ABC', 'AB12', '1AB', '12 AB']) {
      const answer = await call('POST', '/api/admin/schools', { name: 'OBS Fout', brin_number });
      expect(answer.statusCode, brin_number).toBe(422);
      expect(answer.json().errors).toEqual({
        brin_number: [
          'The BRIN number is two digits followed by two capital letters, such as 12AB.',
        ],
      });
    }
    const dutch = await call(
      'POST',
      '/api/admin/schools',
      { name: 'OBS Fout', brin_number: '12a' },
      'nl',
    );
    expect(dutch.json().errors).toEqual({
      brin_number: ['Het BRIN-nummer bestaat uit twee cijfers en twee hoofdletters, zoals 12AB.'],
    });
    const without = await call('POST', '/api/admin/schools', {
      name: 'OBS Zonder BRIN',
      brin_number: '',
    });
    expect(without.statusCode).toBe(201);
    expect(without.json().data).toMatchObject({
      brin_number: null,
      organisation: null,
      calendar: false,
    });

    const created = await call('POST', '/api/admin/schools', {
      name: 'OBS De Rietkraag',
      brin_number: '21RK',
      organisation_id: t.ids.organisations.linge,
      calendar: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      brin_number: '21RK',
      calendar: true,
      organisation: {
        id: t.ids.organisations.linge,
        name: 'Stichting Christelijk Onderwijs De Linge',
      },
    });
    const patched = await call('PATCH', `/api/admin/schools/${created.json().data.id}`, {
      brin_number: '21rk',
    });
    expect(patched.statusCode).toBe(422);

    // A board's admins adding a school are held to the same rule.
    const bestuur = bearer(await loginAs(t.app, 'bestuur@koers.test'));
    const byBoard = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${t.ids.organisations.rivierenland}/schools`,
      headers: bestuur,
      payload: { name: 'OBS Van Het Bestuur', brin_number: '9ZZ9' },
    });
    expect(byBoard.statusCode).toBe(422);
    expect(Object.keys(byBoard.json().errors)).toEqual(['brin_number']);
  });

  it('moves a school to another board: documents and own members go along, board access follows', async () => {
    const { linge } = t.ids.organisations;
    const from = (
      await call('POST', '/api/admin/organisations', { name: 'Stichting Vertrek' })
    ).json().data as { id: number };
    const school = (
      await call('POST', '/api/admin/schools', {
        name: 'OBS De Verhuizing',
        brin_number: '31VH',
        organisation_id: from.id,
      })
    ).json().data as { id: number };
    const document = await call('POST', `/api/schools/${school.id}/documents`, {
      name: 'Schoolplan De Verhuizing',
      type: 'plan',
    });
    expect(document.statusCode).toBe(201);
    const own = await memberOf('schools', school.id, 'eigen@verhuizing.test');
    const oldBoard = await memberOf('organisations', from.id, 'oud@vertrek.test');
    const newBoard = await memberOf('organisations', linge, 'nieuw@linge.test');
    const reach = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: `/api/schools/${school.id}`, headers })).statusCode;
    expect([await reach(own), await reach(oldBoard), await reach(newBoard)]).toEqual([
      200, 200, 404,
    ]);

    const moved = await call('PATCH', `/api/admin/schools/${school.id}`, {
      organisation_id: linge,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.organisation).toEqual({
      id: linge,
      name: 'Stichting Christelijk Onderwijs De Linge',
    });
    expect([await reach(own), await reach(oldBoard), await reach(newBoard)]).toEqual([
      200, 404, 200,
    ]);
    // The new board's member works in the school with their role in the board.
    const asNewBoard = await t.app.inject({
      method: 'GET',
      url: `/api/schools/${school.id}`,
      headers: newBoard,
    });
    expect(asNewBoard.json().data.access).toEqual({ role_id: t.ids.roles.bestuurder });
    // The school's documents went along.
    const documents = await t.app.inject({
      method: 'GET',
      url: `/api/schools/${school.id}/documents`,
      headers: own,
    });
    expect(documents.json().data.map((d: { name: string }) => d.name)).toContain(
      'Schoolplan De Verhuizing',
    );
    const boards = await call('GET', `/api/admin/organisations?query=Vertrek`);
    expect(boards.json().data[0]).toMatchObject({ name: 'Stichting Vertrek', schools_count: 0 });

    // Out of every board: only its own members reach it.
    const detached = await call('PATCH', `/api/admin/schools/${school.id}`, {
      organisation_id: null,
    });
    expect(detached.json().data.organisation).toBeNull();
    expect([await reach(own), await reach(oldBoard), await reach(newBoard)]).toEqual([
      200, 404, 404,
    ]);

    // A rename is an update; each change of board a move, with the board it left.
    await call('PATCH', `/api/admin/schools/${school.id}`, {
      name: 'OBS De Verhuisde',
      organisation_id: null,
    });
    const trace = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('subject_type', '=', 'school')
      .where('subject_id', '=', String(school.id))
      .orderBy('id')
      .execute();
    expect(trace.map((r) => [r.action, JSON.parse(r.changes ?? 'null')])).toEqual([
      ['created', expect.objectContaining({ name: 'OBS De Verhuizing', organisation_id: from.id })],
      ['moved', { organisation_id: linge, previous_organisation_id: from.id }],
      ['moved', { organisation_id: null, previous_organisation_id: linge }],
      ['updated', { name: 'OBS De Verhuisde', organisation_id: null }],
    ]);
  });

  it('removes a school with its content; its members keep their accounts', async () => {
    const school = (
      await call('POST', '/api/admin/schools', {
        name: 'OBS De Sluiting',
        brin_number: '41SL',
        calendar: true,
      })
    ).json().data as { id: number };
    const document = (
      await call('POST', `/api/schools/${school.id}/documents`, {
        name: 'Jaarplan De Sluiting',
        type: 'plan',
      })
    ).json().data as { id: number };
    await memberOf('schools', school.id, 'leraar@sluiting.test');

    expect((await call('DELETE', `/api/admin/schools/${school.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/schools/${school.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/documents/${document.id}`)).statusCode).toBe(404);
    const users = await call('GET', '/api/admin/users?query=leraar%40sluiting');
    const user = users
      .json()
      .data.find((u: { email: string }) => u.email === 'leraar@sluiting.test');
    expect((await call('GET', `/api/admin/users/${user.id}`)).json().data).toMatchObject({
      schools: [],
      organisations: [],
    });
  });
});
