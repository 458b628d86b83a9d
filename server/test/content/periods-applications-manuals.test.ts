import type { Application, Period } from '@koers/contract';
import { bearer, describeEachDatabase, loginAs } from '../helpers.js';
import { DEMO_EMAILS } from '../../src/seed/core.js';
import { tinyPdf, tinyPng } from '../../src/seed/content.js';

type Who = keyof typeof DEMO_EMAILS;

describeEachDatabase('periods, applications and manuals', (t) => {
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    for (const who of Object.keys(DEMO_EMAILS) as Who[])
      tokens[who] = await loginAs(t.app, DEMO_EMAILS[who]);
  });
  const get = (url: string, who?: Who) =>
    t.app.inject({ method: 'GET', url, headers: who ? bearer(tokens[who]) : {} });
  const send = (
    method: 'POST' | 'PATCH' | 'DELETE',
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

  describe('periods', () => {
    it('lists a school’s school years with their plan documents, in order', async () => {
      const school = t.ids.schools.regenboog;
      const res = await get(`/api/schools/${school}/periods`, 'leraar');
      expect(res.statusCode).toBe(200);
      const periods = res.json().data as Period[];
      expect(periods.map((p) => p.id)).toEqual(t.ids.periods[school]!.map((p) => p.id));
      const current = periods[1]!;
      expect(current.start_at).toBe(t.ids.currentSchoolYearStart);
      expect(current.documents).toEqual([
        {
          id: expect.any(Number),
          name: `Jaarplan ${current.name.replace('Schooljaar ', '')}`,
          type: 'plan',
          status: 'ter_bespreking',
        },
      ]);
      expect((await get(`/api/schools/${school}/periods`, 'eenschool')).statusCode).toBe(404);
    });

    it('lets school managers add, change and delete periods that do not overlap', async () => {
      const school = t.ids.schools.zonnewijzer;
      const last = t.ids.periods[school]!.at(-1)!;
      const nextStart = `${Number(last.end_at.slice(0, 4))}-08-01`;
      const nextEnd = `${Number(last.end_at.slice(0, 4)) + 1}-07-31`;
      const payload = { name: 'Schooljaar later', start_at: nextStart, end_at: nextEnd };
      // eenschool is a member (rank 1), not an admin of the school; the board does not own it.
      expect(
        (await send('POST', `/api/schools/${school}/periods`, 'eenschool', payload)).statusCode,
      ).toBe(403);
      expect(
        (await send('POST', `/api/schools/${school}/periods`, 'bestuur', payload)).statusCode,
      ).toBe(404);
      const created = await send('POST', `/api/schools/${school}/periods`, 'admin', payload);
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ ...payload, documents: [] });

      const overlap = await send(
        'POST',
        `/api/schools/${school}/periods`,
        'admin',
        { name: 'X', start_at: last.start_at, end_at: last.end_at },
        'nl',
      );
      expect(overlap.statusCode).toBe(422);
      expect(overlap.json().errors).toEqual({
        start_at: [
          `Dit schooljaar overlapt met ${last.name} (${last.start_at} tot en met ${last.end_at}).`,
        ],
      });
      const reversed = await send('POST', `/api/schools/${school}/periods`, 'admin', {
        name: 'X',
        start_at: '2040-08-01',
        end_at: '2040-07-31',
      });
      expect(reversed.json().errors).toEqual({
        end_at: ['The end date must be after the start date.'],
      });

      const id = created.json().data.id;
      const renamed = await send('PATCH', `/api/periods/${id}`, 'admin', {
        name: 'Schooljaar straks',
      });
      expect(renamed.json().data.name).toBe('Schooljaar straks');
      expect(
        (await send('PATCH', `/api/periods/${id}`, 'admin', { start_at: last.end_at })).statusCode,
      ).toBe(422);
      expect((await send('DELETE', `/api/periods/${id}`, 'eenschool')).statusCode).toBe(403);
      expect((await send('DELETE', `/api/periods/${id}`, 'admin')).statusCode).toBe(204);
      expect((await send('PATCH', `/api/periods/${id}`, 'admin', { name: 'x' })).statusCode).toBe(
        404,
      );
    });

    it('lets board admins manage the periods of the board’s schools', async () => {
      const school = t.ids.schools.kompas;
      const res = await send('POST', `/api/schools/${school}/periods`, 'bestuur', {
        name: 'Ver weg',
        start_at: '2090-08-01',
        end_at: '2091-07-31',
      });
      expect(res.statusCode).toBe(201);
      expect(
        (
          await send('POST', `/api/schools/${school}/periods`, 'leraar', {
            name: 'x',
            start_at: '2092-08-01',
            end_at: '2093-07-31',
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('applications', () => {
    const uploadIcon = async (who: Who, data: Buffer, name = 'icoon.png') => {
      const boundary = 'b0undary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: {
          ...bearer(tokens[who]),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
      return res.json().data as { id: number };
    };

    it('lists applications of every type with their icons', async () => {
      const res = await get(`/api/schools/${t.ids.schools.regenboog}/applications`, 'leraar');
      expect(res.statusCode).toBe(200);
      const apps = res.json().data as Application[];
      expect(new Set(apps.map((a) => a.type))).toEqual(
        new Set(['tasks', 'webmail', 'student-tracking-system', 'other', null]),
      );
      expect(apps[0]).toEqual({
        id: expect.any(Number),
        name: 'Microsoft To Do',
        url: 'https://to-do.office.com',
        type: 'tasks',
        icon: null,
      });
      expect(
        (await get(`/api/schools/${t.ids.schools.regenboog}/applications`, 'eenschool')).statusCode,
      ).toBe(404);
    });

    it('lets school managers add applications with an uploaded icon', async () => {
      const school = t.ids.schools.regenboog;
      const icon = await uploadIcon('bestuur', tinyPng('#5B5FC7'));
      const payload = {
        name: 'Klasbord',
        url: 'https://www.klasbord.nl',
        type: 'other',
        icon_file_id: icon.id,
      };
      expect(
        (await send('POST', `/api/schools/${school}/applications`, 'leraar', payload)).statusCode,
      ).toBe(403);
      const created = await send('POST', `/api/schools/${school}/applications`, 'bestuur', payload);
      expect(created.statusCode).toBe(201);
      const app = created.json().data as Application;
      expect(app).toMatchObject({
        name: 'Klasbord',
        type: 'other',
        icon: { name: 'icoon.png', url: expect.stringMatching(/^\/api\/files\/\d+\?/) },
      });
      const image = await t.app.inject({ method: 'GET', url: app.icon!.url });
      expect(image.headers['content-type']).toBe('image/png');

      const untyped = await send('PATCH', `/api/applications/${app.id}`, 'bestuur', {
        type: null,
        icon_file_id: null,
      });
      expect(untyped.json().data).toMatchObject({ type: null, icon: null });
      expect(
        (await send('PATCH', `/api/applications/${app.id}`, 'eenschool', { name: 'x' })).statusCode,
      ).toBe(404);
      expect((await send('DELETE', `/api/applications/${app.id}`, 'leraar')).statusCode).toBe(403);
      expect((await send('DELETE', `/api/applications/${app.id}`, 'bestuur')).statusCode).toBe(204);
    });

    it('accepts only http(s) URLs, known types and image icons', async () => {
      const url = `/api/schools/${t.ids.schools.regenboog}/applications`;
      const bad = await send('POST', url, 'bestuur', {
        name: 'X',
        url: 'javascript:alert(1)',
        type: 'games',
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['type', 'url']);
      const pdf = await uploadIcon('bestuur', tinyPdf('geen plaatje'), 'x.pdf');
      // Uploaded as an attachment (no purpose=icon): a PDF cannot become an icon later.
      const notImage = await send('POST', url, 'bestuur', {
        name: 'X',
        url: 'https://x.nl',
        icon_file_id: pdf.id,
      });
      expect(notImage.statusCode).toBe(422);
      expect(notImage.json().errors.icon_file_id).toEqual([
        'The icon file id must be an image of type: jpeg, png.',
      ]);
      expect(
        (
          await send('POST', url, 'bestuur', {
            name: 'X',
            url: 'https://x.nl',
            icon_file_id: 999999,
          })
        ).statusCode,
      ).toBe(422);
      // Someone else's upload cannot be borrowed as an icon.
      const foreign = await uploadIcon('leraar', tinyPng('#123456'));
      const borrowed = await send('POST', url, 'bestuur', {
        name: 'X',
        url: 'https://x.nl',
        icon_file_id: foreign.id,
      });
      expect(borrowed.statusCode).toBe(422);
      expect(borrowed.json().errors).toHaveProperty('icon_file_id');
    });

    it("does not let a school or board take another tenant's upload as its icon", async () => {
      const { schools, organisations } = t.ids;
      const foreign = await uploadIcon('eenschool', tinyPng('#654321'));
      for (const [method, url] of [
        ['PATCH', `/api/schools/${schools.regenboog}`],
        ['PATCH', `/api/organisations/${organisations.rivierenland}`],
        ['POST', `/api/organisations/${organisations.rivierenland}/schools`],
      ] as const) {
        const res = await send(method, url, 'bestuur', { name: 'Nieuw', icon_file_id: foreign.id });
        expect(res.statusCode, `${method} ${url}`).toBe(422);
        expect(res.json().errors).toHaveProperty('icon_file_id');
      }
      // Its own upload is fine, and sending the current icon back again stays allowed.
      const own = await uploadIcon('bestuur', tinyPng('#112233'));
      const url = `/api/schools/${schools.regenboog}`;
      const first = await send('PATCH', url, 'bestuur', { icon_file_id: own.id });
      expect(first.statusCode).toBe(200);
      expect(first.json().data.icon).toMatchObject({ name: 'icoon.png' });
      expect((await send('PATCH', url, 'bestuur', { icon_file_id: own.id })).statusCode).toBe(200);
    });
  });

  describe('manuals', () => {
    it('are readable by any logged-in user, one with a video', async () => {
      expect((await get('/api/manuals')).statusCode).toBe(401);
      const res = await get('/api/manuals', 'eenbestuur');
      expect(res.statusCode).toBe(200);
      const manuals = res.json().data;
      expect(manuals[0]).toEqual({
        id: expect.any(Number),
        title: 'Aan de slag met Koers',
        description: expect.any(String),
        content: expect.stringContaining('<p>'),
        video_url: expect.stringMatching(/^https:\/\//),
      });
      expect(
        manuals.filter((m: { video_url: string | null }) => m.video_url === null).length,
      ).toBeGreaterThan(0);
    });
  });
});
