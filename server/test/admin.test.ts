import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

describeEachDatabase('super admin API', (t) => {
  const admin = async (locale = 'en') => bearer(await loginAs(t.app, 'admin@koers.test'), locale);

  it('is closed to everyone but super admins', async () => {
    for (const url of [
      '/api/admin/organisations',
      '/api/admin/schools',
      '/api/admin/users',
      '/api/admin/manuals',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const bestuur = bearer(await loginAs(t.app, 'bestuur@koers.test'));
      expect((await t.app.inject({ method: 'GET', url, headers: bestuur })).statusCode).toBe(403);
      // Even with a malformed body the answer is 403, not a validation error.
      expect(
        (await t.app.inject({ method: 'POST', url, headers: bestuur, payload: { nonsense: true } }))
          .statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: await admin() })).statusCode).toBe(
        200,
      );
    }
  });

  it('creates, reads, changes and deletes an organisation, keeping its schools without a board', async () => {
    const headers = await admin();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/organisations',
      headers,
      payload: { name: 'Stichting Primair Onderwijs Betuwe', authority_number: '43210' },
    });
    expect(created.statusCode).toBe(201);
    const org = created.json().data;
    expect(org).toMatchObject({
      name: 'Stichting Primair Onderwijs Betuwe',
      schools_count: 0,
      icon: null,
    });
    const school = await t.app.inject({
      method: 'POST',
      url: '/api/admin/schools',
      headers,
      payload: {
        name: 'OBS De Appelgaard',
        brin_number: '17LM',
        organisation_id: org.id,
        calendar: true,
      },
    });
    expect(school.json().data).toMatchObject({
      organisation: { id: org.id, name: 'Stichting Primair Onderwijs Betuwe' },
      calendar: true,
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/organisations/${org.id}`,
      headers,
    });
    expect(read.json().data.schools_count).toBe(1);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/organisations/${org.id}`,
      headers,
      payload: { name: 'SPO Betuwe' },
    });
    expect(patched.json().data).toMatchObject({ name: 'SPO Betuwe', authority_number: '43210' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/organisations/${org.id}`, headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/organisations/${org.id}`, headers }))
        .statusCode,
    ).toBe(404);
    const orphan = await t.app.inject({
      method: 'GET',
      url: `/api/admin/schools/${school.json().data.id}`,
      headers,
    });
    expect(orphan.json().data).toMatchObject({ organisation_id: null, organisation: null });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/schools/${school.json().data.id}`,
          headers,
        })
      ).statusCode,
    ).toBe(204);
  });

  it('refuses an icon file that does not exist, for boards and schools alike', async () => {
    for (const url of [
      `/api/admin/organisations/${t.ids.organisations.rivierenland}`,
      `/api/admin/schools/${t.ids.schools.regenboog}`,
    ]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url,
        headers: await admin(),
        payload: { icon_file_id: 999999 },
      });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors.icon_file_id).toEqual([
        'The selected icon file id does not exist.',
      ]);
    }
  });

  it('refuses a school in a board that does not exist', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/schools',
      headers: await admin('nl'),
      payload: { name: 'Nergensschool', organisation_id: 424242 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      organisation_id: ['De gekozen waarde van bestuur bestaat niet.'],
    });
  });

  it('manages users with their memberships; the new user can log in', async () => {
    const headers = await admin();
    const { schools, roles } = t.ids;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      payload: {
        email: 'K.deJong@Kompas.nl',
        first_name: 'Kees',
        last_name_prefix: 'de',
        last_name: 'Jong',
        password: 'kompas-koers-2026',
        schools: [{ id: schools.kompas, role_id: roles.directeur }],
      },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json().data;
    expect(user).toMatchObject({
      email: 'k.dejong@kompas.nl',
      admin: false,
      schools: [{ id: schools.kompas, name: 'OBS Het Kompas', role_id: roles.directeur }],
      organisations: [],
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'k.dejong@kompas.nl', password: 'kompas-koers-2026' },
    });
    expect(login.statusCode).toBe(200);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      payload: { email: 'k.dejong@kompas.nl', first_name: 'A', last_name: 'B' },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ email: ['The email has already been taken.'] });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers,
      payload: {
        admin: true,
        schools: [],
        organisations: [{ id: t.ids.organisations.rivierenland, role_id: roles.medewerker }],
      },
    });
    expect(patched.json().data).toMatchObject({
      admin: true,
      schools: [],
      organisations: [{ id: t.ids.organisations.rivierenland, role_id: roles.medewerker }],
    });
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?query=JON',
      headers,
    });
    expect(search.json().data.map((u: { email: string }) => u.email)).toContain(
      'k.dejong@kompas.nl',
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/users/${user.id}`, headers }))
        .statusCode,
    ).toBe(404);
    // Not yourself.
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${t.ids.users.admin}`,
      headers,
    });
    expect(self.statusCode).toBe(422);
  });

  it("ends a user's sessions when an admin sets a new password", async () => {
    const token = await loginAs(t.app, 'leraar@koers.test');
    const current = () =>
      t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) });
    const me = await current();
    expect(me.statusCode).toBe(200);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${me.json().data.id}`,
      headers: await admin(),
      payload: { first_name: 'Lotte' },
    });
    expect(renamed.statusCode).toBe(200);
    // A change without a password leaves the sessions alone…
    expect((await current()).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${me.json().data.id}`,
      headers: await admin(),
      payload: { password: 'nieuw-wachtwoord-2026' },
    });
    expect(reset.statusCode).toBe(200);
    // …a new password ends them.
    expect((await current()).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'leraar@koers.test', password: 'nieuw-wachtwoord-2026' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('manages manuals: sanitized content and only embeddable video URLs', async () => {
    const headers = await admin();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/manuals',
      headers,
      payload: {
        title: 'Jaarkalender koppelen aan Outlook',
        content: '<p>Kopieer de link.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
        video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      },
    });
    expect(created.statusCode).toBe(201);
    const manual = created.json().data;
    expect(manual.content).toContain('<p>Kopieer de link.</p>');
    expect(manual.content).not.toContain('script');
    expect(manual.content).not.toContain('onerror');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/manuals/${manual.id}`,
      headers,
      payload: { video_url: 'https://evil.example/embed/x' },
    });
    expect(bad.statusCode).toBe(422);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/manuals?query=outlook',
      headers,
    });
    expect(listed.json().data.map((m: { id: number }) => m.id)).toContain(manual.id);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/manuals/${manual.id}`, headers }))
        .statusCode,
    ).toBe(204);
  });
});
