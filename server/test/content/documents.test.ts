import { randomUUID } from 'node:crypto';
import type { Document } from '@koers/contract';
import { bearer, describeEachDatabase, loginAs } from '../helpers.js';
import { DEMO_EMAILS } from '../../src/seed/core.js';

type Who = keyof typeof DEMO_EMAILS;

describeEachDatabase('documents', (t) => {
  const tokens = {} as Record<Who, string>;
  let regenboogPlan: number;
  let kompasPlan: number;
  let zonnewijzerPlan: number;

  beforeAll(async () => {
    for (const who of Object.keys(DEMO_EMAILS) as Who[])
      tokens[who] = await loginAs(t.app, DEMO_EMAILS[who]);
    const planOf = async (schoolId: number) =>
      (
        await t.database.db
          .selectFrom('documents')
          .select('id')
          .where('documentable_type', '=', 'school')
          .where('documentable_id', '=', schoolId)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    regenboogPlan = await planOf(t.ids.schools.regenboog);
    kompasPlan = await planOf(t.ids.schools.kompas);
    zonnewijzerPlan = await planOf(t.ids.schools.zonnewijzer);
  });

  const get = (url: string, who?: Who) =>
    t.app.inject({ method: 'GET', url, headers: who ? bearer(tokens[who]) : {} });
  const send = (
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
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
  const load = async (id: number, who: Who = 'admin') =>
    (await get(`/api/documents/${id}`, who)).json().data as Document;

  describe('reading', () => {
    it('lists a school’s documents for its members', async () => {
      const res = await get(`/api/schools/${t.ids.schools.regenboog}/documents`, 'leraar');
      expect(res.statusCode).toBe(200);
      const docs = res.json().data;
      // The four-year schoolplan (no period of its own), then a jaarplan per school year.
      expect(docs).toHaveLength(4);
      expect(docs[0]).toEqual({
        id: regenboogPlan,
        name: expect.stringMatching(/^Schoolplan /),
        type: 'plan',
        documentable_type: 'school',
        documentable_id: t.ids.schools.regenboog,
        period_id: null,
        status: 'ter_bespreking',
        adopted_at: null,
        is_template: false,
      });
      expect(docs[1]).toMatchObject({
        name: expect.stringMatching(/^Jaarplan /),
        period_id: t.ids.periods[t.ids.schools.regenboog]![0]!.id,
      });
    });

    it('answers 404 to anyone outside the school and 401 without a token', async () => {
      expect(
        (await get(`/api/schools/${t.ids.schools.regenboog}/documents`, 'eenschool')).statusCode,
      ).toBe(404);
      expect(
        (await get(`/api/schools/${t.ids.schools.regenboog}/documents`, 'eenbestuur')).statusCode,
      ).toBe(404);
      expect((await get(`/api/schools/${t.ids.schools.regenboog}/documents`)).statusCode).toBe(401);
      expect((await get(`/api/documents/${regenboogPlan}`, 'eenschool')).statusCode).toBe(404);
      expect((await get(`/api/documents/${zonnewijzerPlan}`, 'leraar')).statusCode).toBe(404);
      expect((await get(`/api/documents/999999`, 'admin')).statusCode).toBe(404);
    });

    it('lets board members read their schools’ documents (membership of the board)', async () => {
      expect((await get(`/api/documents/${kompasPlan}`, 'bestuur')).statusCode).toBe(200);
      expect(
        (await get(`/api/schools/${t.ids.schools.vlinderhof}/documents`, 'bestuur')).statusCode,
      ).toBe(200);
    });

    it('shows organisation documents to its members and to managers of its schools only', async () => {
      const url = `/api/organisations/${t.ids.organisations.rivierenland}/documents`;
      const list = await get(url, 'directeur');
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((d: { id: number }) => d.id)).toEqual([1]);
      expect((await get(url, 'bestuur')).statusCode).toBe(200);
      expect((await get(url, 'leraar')).statusCode).toBe(404);
      expect((await get('/api/documents/1', 'leraar')).statusCode).toBe(404);
      expect((await get('/api/documents/1', 'directeur')).statusCode).toBe(200);
      expect(
        (await get(`/api/organisations/${t.ids.organisations.linge}/documents`, 'directeur'))
          .statusCode,
      ).toBe(404);
    });

    it('returns the blocks in order, with version, levels, file and contact objects', async () => {
      const res = await get(`/api/documents/${regenboogPlan}`, 'leraar');
      expect(res.statusCode).toBe(200);
      const doc = res.json().data as Document;
      expect(doc.version).toBe(1);
      expect(doc.blocks.map((b) => b.position)).toEqual(doc.blocks.map((_, i) => i));
      const h1 = doc.blocks.find((b) => b.type === 'h1')!;
      expect(h1).toMatchObject({ level: 1, content: 'Inleiding' });
      expect(doc.blocks.find((b) => b.type === 'h2')!.level).toBe(2);
      const body = doc.blocks.find((b) => b.type === 'body')!;
      expect(body.level).toBeNull();
      expect(typeof body.content).toBe('string');
      expect(doc.blocks.find((b) => b.type === 'file')!.content).toMatchObject({
        name: 'Schoolondersteuningsprofiel.pdf',
      });
      expect(doc.blocks.find((b) => b.type === 'contact')!.content).toMatchObject({
        name: 'Ingrid Hoekstra',
        function: 'Intern begeleider',
      });
    });

    it('keeps the template (id 2) to super admins', async () => {
      expect((await get('/api/documents/2', 'admin')).json().data).toMatchObject({
        id: 2,
        documentable_type: 'template',
      });
      for (const who of ['bestuur', 'directeur', 'leraar'] as const) {
        expect((await get('/api/documents/2', who)).statusCode).toBe(404);
      }
      expect(
        (await send('PUT', '/api/documents/2/blocks', 'bestuur', { version: 1, blocks: [] }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('writing', () => {
    it('lets managers create, rename and delete documents of their own context type', async () => {
      const created = await send(
        'POST',
        `/api/schools/${t.ids.schools.regenboog}/documents`,
        'directeur',
        {
          name: 'Schoolplan 2027-2031',
        },
      );
      expect(created.statusCode).toBe(201);
      const doc = created.json().data as Document;
      expect(doc).toMatchObject({
        name: 'Schoolplan 2027-2031',
        type: 'plan',
        documentable_type: 'school',
        version: 1,
        blocks: [],
      });

      const renamed = await send('PATCH', `/api/documents/${doc.id}`, 'directeur', {
        name: 'Schoolplan 2027–2031',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data.name).toBe('Schoolplan 2027–2031');

      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('subject_type', '=', 'document')
        .where('subject_id', '=', String(doc.id))
        .orderBy('id')
        .execute();
      expect(audit.map((a) => [a.action, a.context_type, a.context_id])).toEqual([
        ['created', 'school', t.ids.schools.regenboog],
        ['updated', 'school', t.ids.schools.regenboog],
      ]);

      expect((await send('DELETE', `/api/documents/${doc.id}`, 'directeur')).statusCode).toBe(204);
      expect((await get(`/api/documents/${doc.id}`, 'directeur')).statusCode).toBe(404);
    });

    it('refuses writes by members below manager rank (403) and outsiders (404)', async () => {
      expect(
        (
          await send('POST', `/api/schools/${t.ids.schools.regenboog}/documents`, 'leraar', {
            name: 'X',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await send('PATCH', `/api/documents/${regenboogPlan}`, 'leraar', { name: 'X' }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await send('PUT', `/api/documents/${regenboogPlan}/blocks`, 'leraar', {
            version: 1,
            blocks: [],
          })
        ).statusCode,
      ).toBe(403);
      expect((await send('DELETE', `/api/documents/${regenboogPlan}`, 'leraar')).statusCode).toBe(
        403,
      );
      expect(
        (await send('PATCH', `/api/documents/${regenboogPlan}`, 'eenschool', { name: 'X' }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await send('POST', `/api/schools/${t.ids.schools.regenboog}/documents`, 'eenschool', {
            name: 'X',
          })
        ).statusCode,
      ).toBe(404);
    });

    it('changes only name, type and period: a PATCH cannot move a document or set its version', async () => {
      const before = await load(regenboogPlan);
      const res = await send('PATCH', `/api/documents/${regenboogPlan}`, 'directeur', {
        name: before.name,
        documentable_type: 'school',
        documentable_id: t.ids.schools.zonnewijzer,
        version: 99,
        blocks: [],
      });
      expect(res.statusCode).toBe(200);
      const after = await load(regenboogPlan);
      expect(after).toMatchObject({
        documentable_id: t.ids.schools.regenboog,
        version: before.version,
      });
      expect(after.blocks).toEqual(before.blocks);
    });

    it('lets school managers read but not edit the board’s documents', async () => {
      expect(
        (await send('PATCH', '/api/documents/1', 'directeur', { name: 'Mijn koersplan' }))
          .statusCode,
      ).toBe(403);
      const ok = await send('PATCH', '/api/documents/1', 'bestuur', {
        name: 'Koersplan 2024-2028',
      });
      expect(ok.statusCode).toBe(200);
    });

    it('lets only super admins edit the template, and nobody delete it', async () => {
      const template = await load(2);
      const res = await send('PUT', '/api/documents/2/blocks', 'admin', {
        version: template.version,
        blocks: [...template.blocks, { type: 'h1', content: 'Bijlagen' }],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.blocks.at(-1)).toMatchObject({
        type: 'h1',
        content: 'Bijlagen',
        level: 1,
      });
      expect((await send('DELETE', '/api/documents/2', 'admin')).statusCode).toBe(403);
    });

    it('starts a new plan from the template when asked', async () => {
      const template = await load(2);
      const res = await send(
        'POST',
        `/api/schools/${t.ids.schools.regenboog}/documents`,
        'directeur',
        {
          name: 'Jaarplan uit sjabloon',
          from_template: true,
        },
      );
      expect(res.statusCode).toBe(201);
      const doc = res.json().data as Document;
      expect(doc.blocks.map((b) => [b.type, b.content])).toEqual(
        template.blocks.map((b) => [b.type, b.content]),
      );
      expect(doc.blocks.every((b) => !template.blocks.some((tb) => tb.id === b.id))).toBe(true);
    });

    it('checks the period of a new document belongs to the school', async () => {
      const other = t.ids.periods[t.ids.schools.kompas]![1]!.id;
      const res = await send(
        'POST',
        `/api/schools/${t.ids.schools.regenboog}/documents`,
        'directeur',
        { name: 'X', period_id: other },
        'nl',
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.period_id).toEqual([
        'De gekozen waarde van schooljaar bestaat niet.',
      ]);
    });
  });

  describe('PUT blocks', () => {
    let docId: number;
    beforeAll(async () => {
      const res = await send(
        'POST',
        `/api/schools/${t.ids.schools.regenboog}/documents`,
        'directeur',
        { name: 'Versies' },
      );
      docId = res.json().data.id;
    });

    it('reads a document back exactly as the write answered it, one signed URL per file', async () => {
      const { id: fileId } = await t.database.db
        .insertInto('files')
        .values({
          user_id: null,
          name: 'Profiel.pdf',
          mime_type: 'application/pdf',
          size: 1,
          storage_key: `test-${Date.now()}`,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await send(
        'POST',
        `/api/schools/${t.ids.schools.regenboog}/documents`,
        'admin',
        { name: 'Bijlagen' },
      );
      const id = created.json().data.id as number;
      const written = await send('PUT', `/api/documents/${id}/blocks`, 'admin', {
        version: 1,
        blocks: [
          { type: 'h1', content: 'Bijlagen' },
          { type: 'file', content: { name: 'Profiel', file_id: fileId } },
          { type: 'body', content: '<p>Zie ook:</p>' },
          { type: 'file', content: { name: 'Profiel (kopie)', file_id: fileId } },
          { type: 'contact', content: { name: 'Ingrid Hoekstra', email: 'ib@regenboog.test' } },
        ],
      });
      expect(written.statusCode).toBe(200);
      // Shared for discussion, so that a reader sees it (a new document is a concept).
      const shared = await send('PUT', `/api/documents/${id}/status`, 'admin', {
        status: 'ter_bespreking',
      });
      expect(shared.statusCode).toBe(200);
      const read = await get(`/api/documents/${id}`, 'leraar');
      expect(read.json()).toEqual(shared.json());
      expect(read.json().data.blocks).toEqual(written.json().data.blocks);
      const files = (read.json().data as Document).blocks.filter((b) => b.type === 'file');
      const [first, second] = files.map((b) => b.content as { file_id: number; url: string });
      expect(first!.file_id).toBe(fileId);
      expect(first!.url).toMatch(new RegExp(`^/api/files/${fileId}\\?expires=\\d+&signature=`));
      expect(second!.url).toBe(first!.url);
    });

    it('replaces the blocks, bumps the version, keeps ids and sanitizes body HTML', async () => {
      const first = await send('PUT', `/api/documents/${docId}/blocks`, 'directeur', {
        version: 1,
        blocks: [
          { type: 'h1', content: 'Doelen' },
          {
            type: 'body',
            content:
              '<p onclick="steal()">Lezen <strong>verbeteren</strong><script>alert(1)</script></p>',
          },
          { type: 'contact', content: { name: 'Ingrid Hoekstra', function: 'Intern begeleider' } },
          { type: 'file', content: { name: 'Bijlage.pdf', file_id: null } },
        ],
      });
      expect(first.statusCode).toBe(200);
      const doc = first.json().data as Document;
      expect(doc.version).toBe(2);
      expect(doc.blocks.map((b) => b.type)).toEqual(['h1', 'body', 'contact', 'file']);
      expect(doc.blocks[1]!.content).toBe('<p>Lezen <strong>verbeteren</strong></p>');
      expect(doc.blocks[2]!.content).toMatchObject({
        name: 'Ingrid Hoekstra',
        function: 'Intern begeleider',
        email: null,
      });
      expect(doc.blocks[3]!.content).toEqual({ name: 'Bijlage.pdf', file_id: null, url: null });

      // The client sends back what it read, reordered and edited.
      const [h1, body] = doc.blocks;
      const second = await send('PUT', `/api/documents/${docId}/blocks`, 'directeur', {
        version: 2,
        blocks: [body, { ...h1!, content: 'Onze doelen' }],
      });
      expect(second.statusCode).toBe(200);
      const after = second.json().data as Document;
      expect(after.version).toBe(3);
      expect(after.blocks.map((b) => [b.id, b.content, b.position])).toEqual([
        [body!.id, body!.content, 0],
        [h1!.id, 'Onze doelen', 1],
      ]);
    });

    it('answers a stale version with 409 and the current document, writing nothing', async () => {
      const current = await load(docId);
      const res = await send('PUT', `/api/documents/${docId}/blocks`, 'directeur', {
        version: current.version - 1,
        blocks: [{ type: 'h1', content: 'Oud' }],
      });
      expect(res.statusCode).toBe(409);
      const body = res.json();
      expect(body.message).toMatch(/changed by someone else/);
      expect(body.data).toEqual(current);
      expect(await load(docId)).toEqual(current);
    });

    it('loses nothing acknowledged when two writers race', async () => {
      const start = await load(docId);
      const writers = ['directeur', 'bestuur', 'admin', 'directeur', 'bestuur', 'admin'] as const;
      const results = await Promise.all(
        writers.map((who, i) =>
          send('PUT', `/api/documents/${docId}/blocks`, who, {
            version: start.version,
            blocks: [{ type: 'h1', content: `Schrijver ${i}` }],
          }),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      const winner = results.find((r) => r.statusCode === 200)!.json().data as Document;
      for (const loser of results.filter((r) => r.statusCode === 409)) {
        // Every loser is told what is there now: at least the winner's write.
        expect(loser.json().data.version).toBeGreaterThanOrEqual(winner.version);
      }
      const now = await load(docId);
      expect(now.version).toBe(start.version + 1);
      expect(now.blocks.map((b) => b.content)).toEqual(winner.blocks.map((b) => b.content));

      // A loser that retries on the version it was given succeeds, on top of the winner's write.
      const loser = results.find((r) => r.statusCode === 409)!.json().data as Document;
      const retry = await send('PUT', `/api/documents/${docId}/blocks`, 'directeur', {
        version: loser.version,
        blocks: [...loser.blocks, { type: 'h2', content: 'Aanvulling' }],
      });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data.blocks.map((b: { content: unknown }) => b.content)).toEqual([
        ...winner.blocks.map((b) => b.content),
        'Aanvulling',
      ]);
    });

    it('validates block types, sizes and file references with 422 field errors', async () => {
      const { version } = await load(docId);
      const badType = await send('PUT', `/api/documents/${docId}/blocks`, 'directeur', {
        version,
        blocks: [{ type: 'video', content: 'x' }],
      });
      expect(badType.statusCode).toBe(422);
      expect(Object.keys(badType.json().errors)[0]).toMatch(/^blocks\.0/);

      const tooLong = await send('PUT', `/api/documents/${docId}/blocks`, 'directeur', {
        version,
        blocks: [{ type: 'h1', content: 'x'.repeat(501) }],
      });
      expect(tooLong.statusCode).toBe(422);

      const missingFile = await send('PUT', `/api/documents/${docId}/blocks`, 'directeur', {
        version,
        blocks: [{ type: 'file', content: { name: 'Weg.pdf', file_id: 987654 } }],
      });
      expect(missingFile.statusCode).toBe(422);
      expect(missingFile.json().errors).toHaveProperty(['blocks.0.content.file_id']);

      const noVersion = await send('PUT', `/api/documents/${docId}/blocks`, 'directeur', {
        blocks: [],
      });
      expect(noVersion.statusCode).toBe(422);
      expect(noVersion.json().errors).toHaveProperty('version');
      const huge = await send('PUT', `/api/documents/${docId}/blocks`, 'directeur', {
        version: 3_000_000_000,
        blocks: [{ type: 'file', content: { name: 'x', file_id: 3_000_000_000 } }],
      });
      expect(huge.statusCode).toBe(422);
      expect((await load(docId)).version).toBe(version);
    });

    it('holds the body limit for the sanitized HTML too: escaped text may not grow past it', async () => {
      const { version } = await load(docId);
      // 90,000 characters are allowed in; as HTML text they become 360,000 (`&lt;`).
      const grown = await send('PUT', `/api/documents/${docId}/blocks`, 'directeur', {
        version,
        blocks: [{ type: 'body', content: '<'.repeat(90_000) }],
      });
      expect(grown.statusCode).toBe(422);
      expect(grown.json().errors['blocks.0.content'][0]).toBe(
        'The content may not be greater than 100000 characters.',
      );
      expect((await load(docId)).version).toBe(version);
      const change = await send('POST', `/api/documents/${docId}/changes`, 'directeur', {
        base_version: version,
        changes: [
          {
            op: 'upsert',
            uid: randomUUID(),
            after: null,
            block: { type: 'body', content: `<p>${'&'.repeat(30_000)}</p>` },
          },
        ],
      });
      expect(change.statusCode).toBe(422);
      expect((await load(docId)).version).toBe(version);
    });
  });
});
