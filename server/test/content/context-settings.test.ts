import type { School } from '@koers/contract';
import { bearer, describeEachDatabase, loginAs } from '../helpers.js';
import { DEMO_EMAILS } from '../../src/seed/core.js';
import { tinyPng } from '../../src/seed/content.js';

type Who = keyof typeof DEMO_EMAILS;

/** Algemeen and Scholen on the server: a context's own settings, and a board's schools. */
describeEachDatabase('context settings and a board’s schools', (t) => {
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    for (const who of Object.keys(DEMO_EMAILS) as Who[])
      tokens[who] = await loginAs(t.app, DEMO_EMAILS[who]);
  });
  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who: Who,
    payload?: object,
    locale = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(tokens[who], locale),
      ...(payload ? { payload } : {}),
    });
  const uploadIcon = async (who: Who, data: Buffer) => {
    const boundary = 'settings-boundary';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files?purpose=icon',
      headers: {
        ...bearer(tokens[who]),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };

  it('lets a board admin change the school’s name, icon and calendar, and not its BRIN number', async () => {
    const school = t.ids.schools.kompas;
    const icon = await uploadIcon('bestuur', tinyPng('#1F6FEB'));
    const changed = await send('PATCH', `/api/schools/${school}`, 'bestuur', {
      name: 'OBS Het Kompas (Tiel)',
      icon_file_id: icon,
      calendar: true,
      // The number it has already: no change, so no refusal.
      brin_number: '13CD',
    });
    expect(changed.statusCode).toBe(200);
    const data = changed.json().data as School;
    expect(data).toMatchObject({
      name: 'OBS Het Kompas (Tiel)',
      calendar: true,
      brin_number: '13CD',
    });
    expect(data.icon?.url).toMatch(new RegExp(`^/api/files/${icon}\\?`));

    const brin = await send(
      'PATCH',
      `/api/schools/${school}`,
      'bestuur',
      { brin_number: '99ZZ' },
      'nl',
    );
    expect(brin.statusCode).toBe(403);
    expect(brin.json().message).toBe(
      'Alleen een beheerder van Koers kan het BRIN-nummer wijzigen.',
    );
    const removed = await send('PATCH', `/api/schools/${school}`, 'bestuur', {
      icon_file_id: null,
    });
    expect(removed.json().data.icon).toBeNull();

    // A super admin may; the number is checked and must be the school's own.
    const bad = await send('PATCH', `/api/schools/${school}`, 'admin', { brin_number: '1234' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['brin_number']);
    const taken = await send('PATCH', `/api/schools/${school}`, 'admin', { brin_number: '12AB' });
    expect(taken.json().errors).toEqual({
      brin_number: ['Another school already has the BRIN number 12AB.'],
    });
    const byAdmin = await send('PATCH', `/api/schools/${school}`, 'admin', { brin_number: '13CE' });
    expect(byAdmin.json().data.brin_number).toBe('13CE');
    // A director (rank 10) is no admin of the school's settings.
    expect(
      (await send('PATCH', `/api/schools/${t.ids.schools.regenboog}`, 'directeur', { name: 'x' }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps a board’s authority number for super admins and lets its admin rename it', async () => {
    const board = t.ids.organisations.rivierenland;
    const renamed = await send('PATCH', `/api/organisations/${board}`, 'bestuur', {
      name: 'Stichting Rivierenland',
      authority_number: '41234',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Stichting Rivierenland',
      authority_number: '41234',
    });
    const number = await send('PATCH', `/api/organisations/${board}`, 'bestuur', {
      authority_number: '41235',
    });
    expect(number.statusCode).toBe(403);
    expect(number.json().message).toBe(
      'Only a Koers administrator can change the authority number.',
    );
    const byAdmin = await send('PATCH', `/api/organisations/${board}`, 'admin', {
      authority_number: '41235',
    });
    expect(byAdmin.json().data.authority_number).toBe('41235');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['user_id', 'changes'])
      .where('subject_type', '=', 'organisation')
      .where('subject_id', '=', String(board))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.user_id, JSON.parse(a.changes ?? '{}')])).toEqual([
      [t.ids.users.bestuur, { name: 'Stichting Rivierenland', authority_number: '41234' }],
      [t.ids.users.admin, { authority_number: '41235' }],
    ]);
  });

  it('adds a school to a board with a checked, unused BRIN number', async () => {
    const board = t.ids.organisations.rivierenland;
    const add = (body: object, who: Who = 'bestuur') =>
      send('POST', `/api/organisations/${board}/schools`, who, body, 'nl');
    const bad = await add({ name: 'OBS De Brug', brin_number: '12ab' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      brin_number: ['Het BRIN-nummer bestaat uit twee cijfers en twee hoofdletters, zoals 12AB.'],
    });
    const taken = await add({ name: 'OBS De Brug', brin_number: '15GH' });
    expect(taken.json().errors).toEqual({
      brin_number: ['Een andere school heeft het BRIN-nummer 15GH al.'],
    });
    expect((await add({ name: 'OBS De Brug', brin_number: '21AA' }, 'directeur')).statusCode).toBe(
      404,
    );
    const created = await add({ name: 'OBS De Brug', brin_number: '21AA', calendar: true });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'OBS De Brug',
      brin_number: '21AA',
      calendar: true,
      organisation_id: board,
    });
  });

  it('counts what goes with a school and removes it with all of that, for its board’s admins', async () => {
    const board = t.ids.organisations.rivierenland;
    const created = await send('POST', `/api/organisations/${board}/schools`, 'bestuur', {
      name: 'OBS Weg',
      brin_number: '31WG',
      calendar: true,
    });
    const school = created.json().data.id as number;
    const path = `/api/schools/${school}`;
    const period = await send('POST', `${path}/periods`, 'bestuur', {
      name: 'Schooljaar 2040-2041',
      start_at: '2040-08-01',
      end_at: '2041-07-31',
    });
    expect(period.statusCode).toBe(201);
    for (const name of ['Schoolplan', 'Jaarplan']) {
      expect(
        (await send('POST', `${path}/documents`, 'bestuur', { name, type: 'plan' })).statusCode,
      ).toBe(201);
    }
    expect(
      (
        await send('POST', `${path}/calendar-events`, 'bestuur', {
          title: 'Studiedag',
          start_date: '2040-10-01',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await send('POST', `${path}/contacts`, 'bestuur', { name: 'Wijkagent' })).statusCode,
    ).toBe(201);

    const contents = await send('GET', `${path}/contents`, 'bestuur');
    expect(contents.statusCode).toBe(200);
    expect(contents.json().data).toEqual({
      documents: 2,
      calendar_events: 1,
      contacts: 1,
      periods: 1,
      members: 0,
    });
    expect((await send('GET', `${path}/contents`, 'leraar')).statusCode).toBe(404);
    expect(
      (await send('GET', `/api/schools/${t.ids.schools.regenboog}/contents`, 'leraar')).statusCode,
    ).toBe(403);

    // Not a member: 404; a member of the school who is no admin of the board: 403.
    expect((await send('DELETE', path, 'eenbestuur')).statusCode).toBe(404);
    expect(
      (await send('DELETE', `/api/schools/${t.ids.schools.regenboog}`, 'directeur')).statusCode,
    ).toBe(403);
    expect(
      (await send('DELETE', `/api/schools/${t.ids.schools.zonnewijzer}`, 'eenschool')).statusCode,
    ).toBe(403);

    expect((await send('DELETE', path, 'bestuur')).statusCode).toBe(204);
    expect((await send('GET', path, 'bestuur')).statusCode).toBe(404);
    const left = await t.app.db
      .selectFrom('documents')
      .select('id')
      .where('documentable_type', '=', 'school')
      .where('documentable_id', '=', school)
      .execute();
    expect(left).toEqual([]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'context_type', 'context_id', 'changes'])
      .where('subject_type', '=', 'school')
      .where('subject_id', '=', String(school))
      .where('action', '=', 'deleted')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ context_type: 'organisation', context_id: board });
    expect(JSON.parse(audit.changes ?? '{}')).toMatchObject({
      name: 'OBS Weg',
      documents: 2,
      calendar_events: 1,
    });
  });
});
