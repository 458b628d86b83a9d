import { randomUUID } from 'node:crypto';
import type { Document, DocumentSummary, DocumentVersion, Period } from '@koers/contract';
import { DOCUMENT_ADOPTED_ERROR } from '@koers/contract/constants';
import { DEMO_EMAILS } from '../../src/seed/core.js';
import { bearer, describeEachDatabase, loginAs } from '../helpers.js';

type Who = keyof typeof DEMO_EMAILS;

describeEachDatabase('document status: concept, ter bespreking, vastgesteld', (t) => {
  const tokens = {} as Record<Who, string>;

  beforeAll(async () => {
    for (const who of Object.keys(DEMO_EMAILS) as Who[])
      tokens[who] = await loginAs(t.app, DEMO_EMAILS[who]);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(tokens[who]), ...(payload ? { payload } : {}) });
  const school = () => t.ids.schools.regenboog;
  const setStatus = (id: number, status: string, note?: string | null, who: Who = 'directeur') =>
    call(
      'PUT',
      `/api/documents/${id}/status`,
      who,
      note === undefined ? { status } : { status, note },
    );
  const listed = async (who: Who) =>
    (await call('GET', `/api/schools/${school()}/documents`, who)).json().data as DocumentSummary[];
  const periodDocuments = async (who: Who) =>
    ((await call('GET', `/api/schools/${school()}/periods`, who)).json().data as Period[]).flatMap(
      (p) => p.documents,
    );
  const save = (id: number, baseVersion: number, content: string, uid = randomUUID()) =>
    call('POST', `/api/documents/${id}/changes`, 'directeur', {
      base_version: baseVersion,
      changes: [{ op: 'upsert', uid, after: null, block: { type: 'body', content } }],
    });

  /** A concept in the school's current school year, with one paragraph. */
  const concept = async () => {
    const res = await call('POST', `/api/schools/${school()}/documents`, 'directeur', {
      name: `Jaarplan ${randomUUID().slice(0, 8)}`,
      period_id: t.ids.periods[school()]![1]!.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data as Document;
    expect(doc.status).toBe('concept');
    const uid = randomUUID();
    const saved = await save(doc.id, doc.version, '<p>Eerste tekst</p>', uid);
    expect(saved.statusCode, saved.body).toBe(200);
    return { id: doc.id, uid, version: saved.json().data.version as number };
  };

  it('hides a concept from readers until it is shared for discussion', async () => {
    const { id } = await concept();
    expect((await listed('leraar')).some((d) => d.id === id)).toBe(false);
    expect((await periodDocuments('leraar')).some((d) => d.id === id)).toBe(false);
    expect((await call('GET', `/api/documents/${id}`, 'leraar')).statusCode).toBe(404);
    expect((await call('GET', `/api/documents/${id}/changes?since=0`, 'leraar')).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/documents/${id}/export.docx`, 'leraar')).statusCode).toBe(404);
    expect((await listed('directeur')).find((d) => d.id === id)?.status).toBe('concept');

    const shared = await setStatus(id, 'ter_bespreking');
    expect(shared.statusCode, shared.body).toBe(200);
    expect((await listed('leraar')).find((d) => d.id === id)?.status).toBe('ter_bespreking');
    expect((await periodDocuments('leraar')).find((d) => d.id === id)?.status).toBe(
      'ter_bespreking',
    );
    const read = (await call('GET', `/api/documents/${id}`, 'leraar')).json().data as Document;
    expect(read).toMatchObject({ status: 'ter_bespreking', reading: 'current', adoption: null });
    expect((await setStatus(id, 'concept', undefined, 'leraar')).statusCode).toBe(403);
    expect((await setStatus(id, 'concept')).statusCode).toBe(200);
    expect((await listed('leraar')).some((d) => d.id === id)).toBe(false);
  });

  it('adopts a document: records the note, names the version and makes it read-only', async () => {
    const { id, uid, version } = await concept();
    const res = await setStatus(id, 'vastgesteld', '  Instemming MR 12 mei 2027 ');
    expect(res.statusCode, res.body).toBe(200);
    const adopted = res.json().data as Document;
    expect(adopted.status).toBe('vastgesteld');
    expect(adopted.adoption).toMatchObject({ note: 'Instemming MR 12 mei 2027', version });
    expect(adopted.adoption!.by?.name).toBeTruthy();
    expect(Date.parse(adopted.adoption!.at)).not.toBeNaN();
    const versions = (await call('GET', `/api/documents/${id}/versions`, 'directeur')).json()
      .data as DocumentVersion[];
    expect(versions[0]).toMatchObject({
      kind: 'adopted',
      version,
      note: 'Instemming MR 12 mei 2027',
    });

    const refused = await save(id, version, '<p>Nog iets</p>', uid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(DOCUMENT_ADOPTED_ERROR);
    const put = await call('PUT', `/api/documents/${id}/blocks`, 'directeur', {
      version,
      blocks: [],
    });
    expect(put.statusCode).toBe(409);
    expect(
      (await call('POST', `/api/documents/${id}/history/1/restore`, 'directeur')).statusCode,
    ).toBe(409);
    expect((await setStatus(id, 'ter_bespreking')).statusCode).toBe(422);
    expect((await setStatus(id, 'vastgesteld')).statusCode).toBe(422);
    expect((await call('GET', `/api/documents/${id}`, 'leraar')).json().data.status).toBe(
      'vastgesteld',
    );

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('subject_type', '=', 'document')
      .where('subject_id', '=', String(id))
      .where('action', '=', 'status_changed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes!)).toMatchObject({
      from: 'concept',
      to: 'vastgesteld',
      note: 'Instemming MR 12 mei 2027',
      version,
    });
  });

  it('starts a new version from an adopted document; readers keep reading the adopted text', async () => {
    const { id, uid, version } = await concept();
    expect((await setStatus(id, 'vastgesteld', null)).statusCode).toBe(200);
    const again = await setStatus(id, 'concept');
    expect(again.statusCode, again.body).toBe(200);
    const rewritten = again.json().data as Document;
    expect(rewritten.status).toBe('concept');
    // The last adoption stays: for readers, the print and the history.
    expect(rewritten.adoption?.version).toBe(version);

    const saved = await save(id, version, '<p>Nieuwe tekst</p>', uid);
    expect(saved.statusCode, saved.body).toBe(200);

    const forReader = (await call('GET', `/api/documents/${id}`, 'leraar')).json().data as Document;
    expect(forReader).toMatchObject({ status: 'vastgesteld', reading: 'adopted', version });
    expect(forReader.blocks.map((b) => b.content)).toEqual(['<p>Eerste tekst</p>']);
    expect((await listed('leraar')).find((d) => d.id === id)?.status).toBe('vastgesteld');
    expect((await periodDocuments('leraar')).find((d) => d.id === id)?.status).toBe('vastgesteld');
    expect((await call('GET', `/api/documents/${id}/changes?since=0`, 'leraar')).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/documents/${id}/export.docx`, 'leraar')).statusCode).toBe(200);

    const forManager = (await call('GET', `/api/documents/${id}`, 'directeur')).json()
      .data as Document;
    expect(forManager).toMatchObject({ status: 'concept', reading: 'current' });
    expect(forManager.blocks.map((b) => b.content)).toEqual(['<p>Nieuwe tekst</p>']);
    // The adopted version can still be opened (and printed) from the history.
    const old = (await call('GET', `/api/documents/${id}/history/${version}`, 'directeur')).json()
      .data;
    expect(old.blocks.map((b: { content: string }) => b.content)).toEqual(['<p>Eerste tekst</p>']);
  });

  it('refuses a note without adoption and a note that is too long', async () => {
    const { id } = await concept();
    expect((await setStatus(id, 'ter_bespreking', 'MR')).statusCode).toBe(422);
    expect((await setStatus(id, 'vastgesteld', 'x'.repeat(501))).statusCode).toBe(422);
  });
});
