import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import type { Document, SavedChanges } from '@koers/contract';
import type { App } from '../../src/app.js';
import type { DocumentRow } from '../../src/db/types.js';
import { loadConfig } from '../../src/lib/config.js';
import { isNotModified, negotiateEncoding, ResponseCache } from '../../src/lib/response-cache.js';
import { documentETagger, type DocumentView } from '../../src/routes/documents/read.js';
import { DEMO_EMAILS } from '../../src/seed/core.js';
import { SIGNED_URL_WINDOW_SECONDS } from '../../src/storage/signing.js';
import { bearer, buildTestApp, describeEachDatabase, loginAs } from '../helpers.js';
import { body, h1, upsert } from './block-change-builders.js';

type Who = keyof typeof DEMO_EMAILS;

/** The answer's body as the caller reads it, whatever its content encoding. */
const plainBody = (res: LightMyRequestResponse): Buffer => {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  expect(encoding).toBeUndefined();
  return raw;
};

describeEachDatabase('document ETags and the cache of document answers', (t) => {
  const tokens = {} as Record<Who, string>;
  /** The same server without the answer cache: every answer serialized and compressed anew. */
  let uncached: App;

  beforeAll(async () => {
    for (const who of Object.keys(DEMO_EMAILS) as Who[])
      tokens[who] = await loginAs(t.app, DEMO_EMAILS[who]);
    uncached = await buildTestApp(t.database, { responseCacheBytes: 0 });
    await uncached.ready();
  });
  afterAll(async () => {
    await uncached?.close();
  });

  const read = (id: number, who: Who, headers: Record<string, string> = {}, app = t.app) =>
    app.inject({
      method: 'GET',
      url: `/api/documents/${id}`,
      headers: { ...bearer(tokens[who]), ...headers },
    });
  const etagOf = async (id: number, who: Who) => {
    const res = await read(id, who);
    expect(res.statusCode).toBe(200);
    return res.headers.etag as string;
  };
  const call = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who: Who,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(tokens[who]), ...(payload ? { payload } : {}) });
  const save = (id: number, who: Who, baseVersion: number, changes: object[]) =>
    call('POST', `/api/documents/${id}/changes`, who, { base_version: baseVersion, changes });

  /** A new Regenboog document with a heading and two paragraphs; answers its id and uids. */
  const newDocument = async (status: 'concept' | 'ter_bespreking' = 'ter_bespreking') => {
    const created = await call(
      'POST',
      `/api/schools/${t.ids.schools.regenboog}/documents`,
      'directeur',
      {
        name: `Jaarplan ${randomUUID().slice(0, 8)}`,
        type: 'plan',
      },
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const uids = [randomUUID(), randomUUID(), randomUUID()] as const;
    const saved = await save(id, 'directeur', 1, [
      upsert(uids[0], h1('Inleiding'), null),
      upsert(uids[1], body('<p>Wij werken aan één doel: ideeën van leerlingen.</p>'), uids[0]),
      upsert(uids[2], body('<p>De coördinator evalueert in juni.</p>'), uids[1]),
    ]);
    expect(saved.statusCode).toBe(200);
    if (status !== 'concept') {
      const moved = await call('PUT', `/api/documents/${id}/status`, 'directeur', { status });
      expect(moved.statusCode).toBe(200);
    }
    return { id, uids, version: (saved.json().data as SavedChanges).version };
  };

  /** A seeded Regenboog jaarplan: it holds file blocks (signed URLs) and contacts. */
  const seededJaarplan = async () => {
    const row = await t.database.db
      .selectFrom('documents')
      .innerJoin('blocks', 'blocks.document_id', 'documents.id')
      .select('documents.id')
      .where('documents.documentable_type', '=', 'school')
      .where('documents.documentable_id', '=', t.ids.schools.regenboog)
      .where('documents.status', '!=', 'concept')
      .where('blocks.type', '=', 'file')
      .orderBy('documents.id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  describe('conditional reads', () => {
    it('answers a weak ETag with private, no-cache; refusals stay no-store and carry none', async () => {
      const { id } = await newDocument();
      const res = await read(id, 'leraar');
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toMatch(/^W\/"\d+-[\w-]+"$/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      // The same state, the same ETag.
      expect(await etagOf(id, 'leraar')).toBe(res.headers.etag);

      const outsider = await read(id, 'eenschool');
      expect(outsider.statusCode).toBe(404);
      expect(outsider.headers.etag).toBeUndefined();
      expect(outsider.headers['cache-control']).toBe('no-store');
      // A 304 is never an answer to someone who may not read the document.
      const probing = await read(id, 'eenschool', { 'if-none-match': res.headers.etag as string });
      expect(probing.statusCode).toBe(404);
    });

    it('answers 304 without a body to If-None-Match naming the current ETag', async () => {
      const { id } = await newDocument();
      const etag = await etagOf(id, 'leraar');
      for (const ifNoneMatch of [
        etag,
        etag.replace(/^W\//, ''),
        `"something-else", ${etag}`,
        '*',
      ]) {
        const res = await read(id, 'leraar', {
          'if-none-match': ifNoneMatch,
          'accept-encoding': 'br, gzip',
        });
        expect(res.statusCode).toBe(304);
        expect(res.rawPayload.length).toBe(0);
        expect(res.headers.etag).toBe(etag);
        expect(res.headers['cache-control']).toBe('private, no-cache');
        expect(res.headers['content-encoding']).toBeUndefined();
      }
      const stale = await read(id, 'leraar', { 'if-none-match': 'W/"1-stale"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.headers.etag).toBe(etag);
    });

    it('gives a save a new ETag, and the old one a 200 with the new text', async () => {
      const { id, uids, version } = await newDocument();
      const before = await etagOf(id, 'leraar');
      const edit = await save(id, 'directeur', version, [
        upsert(uids[1], body('<p>Wij werken aan één doel, samen met de ouders.</p>')),
      ]);
      expect(edit.statusCode).toBe(200);
      const res = await read(id, 'leraar', { 'if-none-match': before });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).not.toBe(before);
      const doc = res.json().data as Document;
      expect(doc.version).toBe(version + 1);
      expect(doc.blocks[1]!.content).toBe('<p>Wij werken aan één doel, samen met de ouders.</p>');
      expect(
        (await read(id, 'leraar', { 'if-none-match': res.headers.etag as string })).statusCode,
      ).toBe(304);
    });

    it('gives a rename, an adoption and the adopter’s new name a new ETag', async () => {
      const { id } = await newDocument();
      const seen = new Set([await etagOf(id, 'leraar')]);
      const renamed = await call('PATCH', `/api/documents/${id}`, 'directeur', {
        name: 'Jaarplan De Regenboog',
      });
      expect(renamed.statusCode).toBe(200);
      seen.add(await etagOf(id, 'leraar'));
      const adopted = await call('PUT', `/api/documents/${id}/status`, 'directeur', {
        status: 'vastgesteld',
        note: 'Instemming MR',
      });
      expect(adopted.statusCode).toBe(200);
      seen.add(await etagOf(id, 'leraar'));
      expect(seen.size).toBe(3);

      // The answer names who adopted it: their new name is a new answer, without a new version.
      const rename = (first_name: string) =>
        call('PATCH', '/api/users/current', 'directeur', { first_name });
      expect((await rename('Mariëtte')).statusCode).toBe(200);
      const res = await read(id, 'leraar', { 'if-none-match': [...seen].at(-1)! });
      expect(res.statusCode).toBe(200);
      expect((res.json().data as Document).adoption!.by!.name).toMatch(/^Mariëtte /);
      expect((await rename('Marieke')).statusCode).toBe(200);
    });

    it('gives each permission level its own ETag, and a reader never the writer’s answer', async () => {
      const { id } = await newDocument();
      const reader = await etagOf(id, 'leraar');
      const writer = await etagOf(id, 'directeur');
      expect(writer).not.toBe(reader);
      expect(await etagOf(id, 'bestuur')).toBe(writer);
      expect((await read(id, 'directeur', { 'if-none-match': reader })).statusCode).toBe(200);
      expect((await read(id, 'leraar', { 'if-none-match': writer })).statusCode).toBe(200);

      // While a new concept of an adopted document is written, the managers read it and readers
      // the adopted text: answers that differ, each from its own cache entry.
      const { id: rewritten, uids } = await newDocument();
      const status = (s: string) =>
        call('PUT', `/api/documents/${rewritten}/status`, 'directeur', { status: s });
      expect((await status('vastgesteld')).statusCode).toBe(200);
      expect((await status('concept')).statusCode).toBe(200);
      const current = (await read(rewritten, 'directeur')).json().data as Document;
      const edit = await save(rewritten, 'directeur', current.version, [
        upsert(uids[1], body('<p>Een nieuw concept.</p>')),
      ]);
      expect(edit.statusCode).toBe(200);
      for (let round = 0; round < 2; round++) {
        const manager = await read(rewritten, 'directeur', { 'accept-encoding': 'br' });
        const teacher = await read(rewritten, 'leraar', { 'accept-encoding': 'br' });
        expect(JSON.parse(plainBody(manager).toString()).data).toMatchObject({
          reading: 'current',
          status: 'concept',
        });
        const adoptedText = JSON.parse(plainBody(teacher).toString()).data as Document;
        expect(adoptedText).toMatchObject({ reading: 'adopted', status: 'vastgesteld' });
        expect(adoptedText.blocks[1]!.content).toBe(
          '<p>Wij werken aan één doel: ideeën van leerlingen.</p>',
        );
        expect(teacher.headers.etag).not.toBe(manager.headers.etag);
      }
    });
  });

  describe('board text', () => {
    /** A board template with a fixed chapter, and a Regenboog document started from it. */
    const boardTemplateAndSchoolDocument = async () => {
      const created = await call(
        'POST',
        `/api/organisations/${t.ids.organisations.rivierenland}/documents`,
        'bestuur',
        { name: `Sjabloon ${randomUUID().slice(0, 8)}`, type: 'plan' },
      );
      expect(created.statusCode).toBe(201);
      const template = created.json().data.id as number;
      const missie = randomUUID();
      const m1 = randomUUID();
      const saved = await save(template, 'bestuur', 1, [
        upsert(missie, h1('Missie'), null),
        upsert(m1, body('<p>Wij geven elk kind kansen.</p>'), missie),
      ]);
      expect(saved.statusCode).toBe(200);
      const marked = await call('PUT', `/api/documents/${template}/template`, 'bestuur', {
        is_template: true,
        fixed_chapters: [missie],
      });
      expect(marked.statusCode).toBe(200);
      const school = await call(
        'POST',
        `/api/schools/${t.ids.schools.regenboog}/documents`,
        'directeur',
        {
          name: `Schoolplan ${randomUUID().slice(0, 8)}`,
          template_id: template,
        },
      );
      expect(school.statusCode).toBe(201);
      return {
        template,
        templateVersion: (saved.json().data as SavedChanges).version,
        m1,
        school: school.json().data.id as number,
      };
    };

    it('gives a school document a new ETag when the board changes its fixed text', async () => {
      const { template, templateVersion, m1, school } = await boardTemplateAndSchoolDocument();
      // A concept: its managers read it.
      const before = await etagOf(school, 'directeur');
      const templateBefore = await etagOf(template, 'bestuur');
      const edit = await save(template, 'bestuur', templateVersion, [
        upsert(m1, body('<p>Wij geven elk kind alle kansen.</p>')),
      ]);
      expect(edit.statusCode).toBe(200);
      const res = await read(school, 'directeur', { 'if-none-match': before });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).not.toBe(before);
      const doc = res.json().data as Document;
      expect(doc.blocks.filter((b) => b.board_text).map((b) => b.content)).toEqual([
        'Missie',
        '<p>Wij geven elk kind alle kansen.</p>',
      ]);
      expect(await etagOf(template, 'bestuur')).not.toBe(templateBefore);
    });

    it('gives a board template a new ETag when its fixed chapters change', async () => {
      const { template } = await boardTemplateAndSchoolDocument();
      const before = await etagOf(template, 'bestuur');
      const unfixed = await call('PUT', `/api/documents/${template}/template`, 'bestuur', {
        is_template: true,
        fixed_chapters: [],
      });
      expect(unfixed.statusCode).toBe(200);
      const res = await read(template, 'bestuur', { 'if-none-match': before });
      expect(res.statusCode).toBe(200);
      expect((res.json().data as Document).fixed_chapters).toEqual([]);
    });

    it('gives an adopted school document a new ETag when its template is deleted', async () => {
      const { template, school } = await boardTemplateAndSchoolDocument();
      expect(
        (
          await call('PUT', `/api/documents/${school}/status`, 'directeur', {
            status: 'vastgesteld',
          })
        ).statusCode,
      ).toBe(200);
      const before = await read(school, 'leraar');
      expect((before.json().data as Document).blocks.some((b) => b.board_text)).toBe(true);
      // The school's copy becomes its own text without a new version (it is adopted).
      expect((await call('DELETE', `/api/documents/${template}`, 'bestuur')).statusCode).toBe(204);
      const res = await read(school, 'leraar', { 'if-none-match': before.headers.etag as string });
      expect(res.statusCode).toBe(200);
      const doc = res.json().data as Document;
      expect(doc.version).toBe((before.json().data as Document).version);
      expect(doc.template_id).toBeNull();
      expect(doc.blocks.every((b) => b.board_text === null)).toBe(true);
    });
  });

  describe('the cache of answers', () => {
    it('answers the bytes of an uncached serialization, plain, brotli and gzip', async () => {
      const id = await seededJaarplan();
      for (const who of ['leraar', 'directeur'] as const) {
        for (const encoding of [undefined, 'br', 'gzip', 'gzip, deflate, br']) {
          const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
          // The second read comes from the cache; both must be what the uncached server says.
          let reference = await read(id, who, headers, uncached);
          const first = await read(id, who, headers);
          const second = await read(id, who, headers);
          if (first.headers.etag !== reference.headers.etag)
            // The hour of the signed URLs turned in between: read the reference again.
            reference = await read(id, who, headers, uncached);
          for (const res of [first, second]) {
            expect(res.statusCode).toBe(200);
            expect(res.headers.etag).toBe(reference.headers.etag);
            expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
            expect(res.headers['content-encoding']).toBe(reference.headers['content-encoding']);
            expect(plainBody(res).equals(plainBody(reference))).toBe(true);
          }
          const doc = JSON.parse(plainBody(second).toString()).data as Document;
          expect(doc.blocks.some((b) => b.type === 'file' && typeof b.content === 'object')).toBe(
            true,
          );
        }
      }
    });

    it('is keyed by the ETag: a new version is read anew, the same version from memory', async () => {
      const { id, uids, version } = await newDocument();
      const first = await read(id, 'leraar', { 'accept-encoding': 'br' });
      // A change behind the API's back, without a new version: the cached answer stays (which is
      // why every write of blocks raises the version), the uncached server reads it.
      await t.database.db
        .updateTable('blocks')
        .set({ content: '<p>Buiten de API om.</p>' })
        .where('document_id', '=', id)
        .where('uid', '=', uids[2])
        .execute();
      const cached = await read(id, 'leraar', { 'accept-encoding': 'br' });
      expect(cached.headers.etag).toBe(first.headers.etag);
      expect(plainBody(cached).equals(plainBody(first))).toBe(true);
      const fresh = (await read(id, 'leraar', {}, uncached)).json().data as Document;
      expect(fresh.blocks[2]!.content).toBe('<p>Buiten de API om.</p>');

      const edit = await save(id, 'directeur', version, [
        upsert(uids[1], body('<p>Een nieuwe versie.</p>')),
      ]);
      expect(edit.statusCode).toBe(200);
      const after = JSON.parse(
        plainBody(await read(id, 'leraar', { 'accept-encoding': 'br' })).toString(),
      ).data as Document;
      expect(after.blocks.map((b) => b.content)).toEqual([
        'Inleiding',
        '<p>Een nieuwe versie.</p>',
        '<p>Buiten de API om.</p>',
      ]);
    });

    it('answers correctly with a cache too small to keep a document', async () => {
      const small = await buildTestApp(t.database, { responseCacheBytes: 2048 });
      try {
        const id = await seededJaarplan();
        for (let i = 0; i < 2; i++) {
          const res = await read(id, 'leraar', { 'accept-encoding': 'br' }, small);
          const reference = await read(id, 'leraar', { 'accept-encoding': 'br' }, uncached);
          expect(res.statusCode).toBe(200);
          expect(res.headers.etag).toBe(reference.headers.etag);
          expect(plainBody(res).equals(plainBody(reference))).toBe(true);
        }
      } finally {
        await small.close();
      }
    });
  });
});

describe('document ETags', () => {
  const doc = {
    id: 7,
    version: 3,
    updated_at: '2026-11-27T10:00:00.000Z',
    name: 'Jaarplan',
  } as unknown as DocumentRow;
  const view = (over: Partial<DocumentView> = {}): DocumentView => ({
    doc,
    extras: { adoption: null, fixedChapters: [] },
    reading: 'current',
    writer: false,
    now: Date.UTC(2026, 10, 27, 10, 0, 0),
    ...over,
  });
  const etag = documentETagger('secret');

  it('changes with the window of the signed file URLs, not within it', () => {
    const window = SIGNED_URL_WINDOW_SECONDS * 1000;
    const start = Date.UTC(2026, 10, 27, 10, 0, 0);
    expect(etag(view({ now: start }))).toBe(etag(view({ now: start + window - 1 })));
    expect(etag(view({ now: start + window }))).not.toBe(etag(view({ now: start })));
  });

  it('changes with every part of the answer and of the caller’s view', () => {
    const base = etag(view());
    for (const other of [
      view({ doc: { ...doc, version: 4 } }),
      view({ doc: { ...doc, name: 'Jaarplan 2026' } }),
      view({ doc: { ...doc, template_id: null } as DocumentRow }),
      view({ extras: { adoption: null, fixedChapters: ['a'] } }),
      view({ reading: 'adopted' }),
      view({ writer: true }),
    ])
      expect(etag(other)).not.toBe(base);
    // Signed URLs depend on the secret.
    expect(documentETagger('another secret')(view())).not.toBe(base);
    expect(base).toMatch(/^W\/"3-[\w-]{27}"$/);
  });

  it('matches If-None-Match by weak comparison', () => {
    expect(isNotModified('W/"3-abc"', 'W/"3-abc"')).toBe(true);
    expect(isNotModified('"3-abc"', 'W/"3-abc"')).toBe(true);
    expect(isNotModified('"x", W/"3-abc"', 'W/"3-abc"')).toBe(true);
    expect(isNotModified('*', 'W/"3-abc"')).toBe(true);
    expect(isNotModified('W/"3-abd"', 'W/"3-abc"')).toBe(false);
    expect(isNotModified(undefined, 'W/"3-abc"')).toBe(false);
  });
});

describe('the response cache', () => {
  const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

  it('stays within its bytes, dropping the least recently used', () => {
    const cache = new ResponseCache(1000);
    cache.set('a', bytes(200));
    cache.set('b', bytes(200));
    cache.set('c', bytes(200));
    expect(cache.get('a')).toBeDefined();
    cache.set('d', bytes(200));
    cache.set('e', bytes(200));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    // b was the least recently used.
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd', 'e'].every((key) => cache.get(key) !== undefined)).toBe(true);
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, bytes(100 + i));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size).toBeGreaterThan(0);
    // A value larger than a quarter of the cache is not kept.
    cache.set('big', bytes(300));
    expect(cache.get('big')).toBeUndefined();
    // Replacing a key counts its bytes once.
    const before = cache.bytes;
    const last = 'k99';
    cache.set(last, bytes(199, 2));
    expect(cache.bytes).toBe(before);
    expect(cache.get(last)![0]).toBe(2);
  });

  it('builds a value once for callers at the same moment, and keeps nothing when off', async () => {
    const cache = new ResponseCache(10_000);
    let builds = 0;
    const build = async () => {
      builds++;
      await Promise.resolve();
      return bytes(10);
    };
    await Promise.all([cache.getOrBuild('x', build), cache.getOrBuild('x', build)]);
    await cache.getOrBuild('x', build);
    expect(builds).toBe(1);

    const off = new ResponseCache(0);
    builds = 0;
    await Promise.all([off.getOrBuild('x', build), off.getOrBuild('x', build)]);
    expect(builds).toBe(2);
    expect(off.size).toBe(0);
    // Without a cache the plain body goes out, for @fastify/compress to compress.
    expect((await off.body('k', 'br', async () => bytes(5000))).encoding).toBe('identity');
  });

  it('compresses what is worth it, in the encoding the caller prefers', async () => {
    const cache = new ResponseCache(1_000_000);
    const json = Buffer.from(JSON.stringify({ data: 'één ideeën '.repeat(500) }));
    const br = await cache.body('k', 'br', async () => json);
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(json)).toBe(true);
    const gz = await cache.body('k', 'gzip', async () => json);
    expect(gunzipSync(gz.body).equals(json)).toBe(true);
    expect((await cache.body('small', 'br', async () => bytes(100))).encoding).toBe('identity');

    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });

  it('is 64 MB unless RESPONSE_CACHE_MB says otherwise, 0 switching it off', () => {
    const base = { SIGNING_SECRET: 'test-secret' };
    expect(loadConfig(base).responseCacheBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ ...base, RESPONSE_CACHE_MB: '0' }).responseCacheBytes).toBe(0);
    expect(loadConfig({ ...base, RESPONSE_CACHE_MB: '8' }).responseCacheBytes).toBe(
      8 * 1024 * 1024,
    );
  });
});
