import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

describeEachDatabase('super admin: boards', (t) => {
  const admin = async (locale = 'en') => bearer(await loginAs(t.app, 'admin@koers.test'), locale);

  const createBoard = async (payload: Record<string, unknown>, locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/organisations',
      headers: await admin(locale),
      payload,
    });

  it('takes an authority number of five digits only, and says what it should look like', async () => {
    for (const authority_number of ['1234', '123456', 'abcde', '12 34', ' 12345', '１２３４５']) {
      const answer = await createBoard({ name: 'Stichting Fout', authority_number });
      expect(answer.statusCode, authority_number).toBe(422);
      expect(answer.json().errors).toEqual({
        authority_number: ['The authority number is five digits, such as 41234.'],
      });
    }
    const dutch = await createBoard({ name: 'Stichting Fout', authority_number: '4123' }, 'nl');
    expect(dutch.json().errors).toEqual({
      authority_number: ['Het bevoegd-gezagnummer bestaat uit vijf cijfers, zoals 41234.'],
    });

    // Without one (a board still waiting for its number) is fine; "" is no number either.
    const without = await createBoard({
      name: 'Stichting Nog Zonder Nummer',
      authority_number: '',
    });
    expect(without.statusCode).toBe(201);
    expect(without.json().data.authority_number).toBeNull();

    const created = await createBoard({
      name: 'Stichting Vijf Cijfers',
      authority_number: '07001',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.authority_number).toBe('07001');
    const id = created.json().data.id as number;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/organisations/${id}`,
      headers: await admin(),
      payload: { authority_number: '7001' },
    });
    expect(patched.statusCode).toBe(422);
    expect(patched.json().errors.authority_number).toEqual([
      'The authority number is five digits, such as 41234.',
    ]);
  });

  it('keeps an authority number to one board, naming the board that has it', async () => {
    const taken = await createBoard({ name: 'Stichting Dubbel', authority_number: '41234' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      authority_number: [
        'Stichting Openbaar Onderwijs Rivierenland already has authority number 41234.',
      ],
    });

    const own = await createBoard({ name: 'Stichting Eigen Nummer', authority_number: '48001' });
    const id = own.json().data.id as number;
    // Saving a board with its own number (the edit form sends every field) is no conflict.
    const same = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/organisations/${id}`,
      headers: await admin('nl'),
      payload: { name: 'Stichting Eigen Nummer (hernoemd)', authority_number: '48001' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({
      name: 'Stichting Eigen Nummer (hernoemd)',
      authority_number: '48001',
    });
    const other = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/organisations/${id}`,
      headers: await admin('nl'),
      payload: { authority_number: '42567' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({
      authority_number: [
        'Stichting Christelijk Onderwijs De Linge heeft al bevoegd-gezagnummer 42567.',
      ],
    });
  });

  it("holds a board's own admins to the same authority number rule", async () => {
    const bestuur = bearer(await loginAs(t.app, 'bestuur@koers.test'));
    const answer = await t.app.inject({
      method: 'PATCH',
      url: `/api/organisations/${t.ids.organisations.rivierenland}`,
      headers: bestuur,
      payload: { authority_number: '4123X' },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({
      authority_number: ['The authority number is five digits, such as 41234.'],
    });
  });

  it("opens a board: its schools and its members, as the board's page lists them", async () => {
    const headers = await admin();
    const { rivierenland } = t.ids.organisations;
    const schools = await t.app.inject({
      method: 'GET',
      url: `/api/organisations/${rivierenland}/schools?sort_column=name&sort_order=asc`,
      headers,
    });
    expect(schools.statusCode).toBe(200);
    expect(schools.json().data.map((s: { name: string }) => s.name)).toEqual([
      'OBS De Regenboog',
      'OBS De Vlinderhof',
      'OBS Het Kompas',
    ]);
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/organisations/${rivierenland}/users`,
      headers,
    });
    expect(members.statusCode).toBe(200);
    expect(members.json().data.map((u: { email: string }) => u.email)).toContain(
      'bestuur@koers.test',
    );
  });

  it('removes a board: its schools stay without one, its members lose it and its schools, their accounts stay', async () => {
    const headers = await admin();
    const { roles } = t.ids;
    const board = (
      await createBoard({ name: 'Stichting Opheffen', authority_number: '49100' })
    ).json().data as { id: number };
    const school = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/schools',
        headers,
        payload: { name: 'OBS De Blijvende', brin_number: '91AA', organisation_id: board.id },
      })
    ).json().data as { id: number };
    // One member of the board, one of the school only.
    const boardMember = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers,
        payload: {
          email: 'bestuurder@opheffen.test',
          first_name: 'Bram',
          last_name: 'Bestuurder',
          organisations: [{ id: board.id, role_id: roles.bestuurder }],
        },
      })
    ).json().data as { id: number };
    const teacher = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers,
        payload: {
          email: 'leraar@opheffen.test',
          first_name: 'Lies',
          last_name: 'Leraar',
          schools: [{ id: school.id, role_id: roles.medewerker }],
        },
      })
    ).json().data as { id: number };
    const boardDocument = await t.app.inject({
      method: 'POST',
      url: `/api/organisations/${board.id}/documents`,
      headers,
      payload: { name: 'Koersplan Opheffen', type: 'plan' },
    });
    expect(boardDocument.statusCode).toBe(201);
    const schoolDocument = await t.app.inject({
      method: 'POST',
      url: `/api/schools/${school.id}/documents`,
      headers,
      payload: { name: 'Schoolplan De Blijvende', type: 'plan' },
    });
    expect(schoolDocument.statusCode).toBe(201);
    const memberHeaders = bearer(await loginAs(t.app, 'bestuurder@opheffen.test'));
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/schools/${school.id}`,
          headers: memberHeaders,
        })
      ).statusCode,
    ).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/organisations/${board.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);

    // The school stays, without a board, with its own members and documents.
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/admin/schools/${school.id}`,
      headers,
    });
    expect(kept.json().data).toMatchObject({ name: 'OBS De Blijvende', organisation: null });
    const schoolDocs = await t.app.inject({
      method: 'GET',
      url: `/api/schools/${school.id}/documents`,
      headers,
    });
    expect(schoolDocs.json().data.map((d: { name: string }) => d.name)).toContain(
      'Schoolplan De Blijvende',
    );
    const teacherNow = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${teacher.id}`,
      headers,
    });
    expect(teacherNow.json().data.schools).toEqual([
      { id: school.id, name: 'OBS De Blijvende', role_id: roles.medewerker },
    ]);
    // The board's own document is gone with it.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/documents/${boardDocument.json().data.id}`,
          headers,
        })
      ).statusCode,
    ).toBe(404);
    // The board's member keeps the account, not the board, and no longer reaches its school.
    const memberNow = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${boardMember.id}`,
      headers,
    });
    expect(memberNow.json().data).toMatchObject({ organisations: [], schools: [] });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/schools/${school.id}`,
          headers: memberHeaders,
        })
      ).statusCode,
    ).toBe(404);

    const trace = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('subject_type', '=', 'organisation')
      .where('subject_id', '=', String(board.id))
      .orderBy('id')
      .execute();
    expect(trace.map((r) => r.action)).toEqual(['created', 'deleted']);
    expect(trace[1]!.user_id).toBe(t.ids.users.admin);
  });
});
