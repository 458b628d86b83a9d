import type { Application } from '@koers/contract';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../src/seed/core.js';
import { tinyPng } from '../src/seed/content.js';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

type Who = keyof typeof DEMO_EMAILS;

/**
 * The application chooser is kept by a school's managers (the settings tab is theirs): they add,
 * change, remove and reorder its applications; members only read them.
 */
describeEachDatabase('managing the applications of a school', (t) => {
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    for (const who of Object.keys(DEMO_EMAILS) as Who[])
      tokens[who] = await loginAs(t.app, DEMO_EMAILS[who]);
  });
  const school = () => t.ids.schools.regenboog;
  const list = async (who: Who = 'leraar') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/schools/${school()}/applications`,
        headers: bearer(tokens[who]),
      })
    ).json().data as Application[];
  const send = (
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    who: Who,
    payload?: object,
    locale = 'en',
  ) => t.app.inject({ method, url, headers: bearer(tokens[who], locale), payload });

  it('lets a director add, change and remove an application; a teacher may not', async () => {
    const url = `/api/schools/${school()}/applications`;
    const payload = { name: '  Rekentuin  ', url: 'https://www.rekentuin.nl', type: null };
    expect((await send('POST', url, 'leraar', payload)).statusCode).toBe(403);
    const created = await send('POST', url, 'directeur', payload);
    expect(created.statusCode, created.body).toBe(201);
    const app = created.json().data as Application;
    // Stored without the spaces around it, at the end of the list.
    expect(app).toMatchObject({ name: 'Rekentuin', type: null, icon: null });
    expect((await list()).at(-1)).toEqual(app);

    const changed = await send('PATCH', `/api/applications/${app.id}`, 'directeur', {
      name: 'Rekentuin en Taalzee',
      type: 'other',
    });
    expect(changed.json().data).toMatchObject({ name: 'Rekentuin en Taalzee', type: 'other' });
    expect(
      (await send('PATCH', `/api/applications/${app.id}`, 'leraar', { name: 'x' })).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/applications/${app.id}`, 'leraar')).statusCode).toBe(403);
    expect((await send('DELETE', `/api/applications/${app.id}`, 'directeur')).statusCode).toBe(204);
    expect((await list()).map((a) => a.id)).not.toContain(app.id);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'application')
      .where('subject_id', '=', String(app.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['created', 'updated', 'deleted']);
  });

  it('holds a new or changed address to https, and a name to more than spaces, in both languages', async () => {
    const url = `/api/schools/${school()}/applications`;
    const plain = await send('POST', url, 'directeur', { name: 'X', url: 'http://x.nl' });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors.url).toEqual([
      'The address must start with https://, so the application opens over a secure connection.',
    ]);
    const nl = await send('POST', url, 'directeur', { name: 'X', url: 'http://x.nl' }, 'nl');
    expect(nl.json().errors.url).toEqual([
      'Het adres moet beginnen met https://, zodat de applicatie over een beveiligde verbinding opent.',
    ]);
    const blank = await send('POST', url, 'directeur', { name: '   ', url: 'https://x.nl' }, 'nl');
    expect(blank.json().errors.name).toEqual(['Het veld naam is verplicht.']);
    const [first] = await list();
    const patched = await send('PATCH', `/api/applications/${first!.id}`, 'directeur', {
      url: 'http://to-do.office.com',
    });
    expect(patched.statusCode).toBe(422);
    expect(Object.keys(patched.json().errors)).toEqual(['url']);
  });

  it('changes and removes the icon with an uploaded JPEG or PNG', async () => {
    const boundary = 'b0undary';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/files?purpose=icon',
      headers: {
        ...bearer(tokens.directeur),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tuin.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        tinyPng('#2E7D32'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const [first] = await list();
    const withIcon = await send('PATCH', `/api/applications/${first!.id}`, 'directeur', {
      icon_file_id: upload.json().data.id,
    });
    expect(withIcon.json().data.icon).toMatchObject({ name: 'tuin.png' });
    const without = await send('PATCH', `/api/applications/${first!.id}`, 'directeur', {
      icon_file_id: null,
    });
    expect(without.json().data.icon).toBeNull();
  });

  it('reorders the applications: the list, and so the header, follow the new order', async () => {
    const before = await list();
    expect(before.length).toBeGreaterThan(2);
    const reversed = before.map((a) => a.id).reverse();
    const url = `/api/schools/${school()}/applications/order`;
    expect((await send('PUT', url, 'leraar', { ids: reversed })).statusCode).toBe(403);
    const answer = await send('PUT', url, 'directeur', { ids: reversed });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json().data as Application[]).map((a) => a.id)).toEqual(reversed);
    expect((await list()).map((a) => a.id)).toEqual(reversed);
    // A new one still goes last.
    const added = await send('POST', `/api/schools/${school()}/applications`, 'directeur', {
      name: 'Laatste',
      url: 'https://laatste.nl',
    });
    expect((await list()).at(-1)!.id).toBe(added.json().data.id);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['changes', 'context_id'])
      .where('action', '=', 'reordered')
      .where('subject_type', '=', 'application')
      .executeTakeFirstOrThrow();
    expect(audit.context_id).toBe(school());
    expect(JSON.parse(audit.changes!)).toEqual({ ids: reversed });
  });

  it('changes nothing when the order does not name every application once', async () => {
    const ids = (await list()).map((a) => a.id);
    const url = `/api/schools/${school()}/applications/order`;
    const other = await send(
      'POST',
      `/api/schools/${t.ids.schools.zonnewijzer}/applications`,
      'eenschool',
      { name: 'Elders', url: 'https://elders.nl' },
    );
    // eenschool is no manager; add one to De Zonnewijzer as the super admin.
    expect(other.statusCode).toBe(403);
    const foreign = await send(
      'POST',
      `/api/schools/${t.ids.schools.zonnewijzer}/applications`,
      'admin',
      { name: 'Elders', url: 'https://elders.nl' },
    );
    const foreignId = foreign.json().data.id as number;
    for (const wrong of [
      ids.slice(1),
      [...ids, ids[0]!],
      [...ids.slice(1), foreignId],
      [...ids, foreignId],
    ]) {
      const refused = await send('PUT', url, 'directeur', { ids: wrong }, 'nl');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.ids).toEqual([
        'De applicaties van deze school zijn intussen gewijzigd. Laad de lijst opnieuw en probeer het nog eens.',
      ]);
    }
    expect((await list()).map((a) => a.id)).toEqual(ids);
  });
});
