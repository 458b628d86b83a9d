import { randomUUID } from 'node:crypto';
import type {
  BlockChange,
  Document,
  DocumentAtVersion,
  DocumentComparison,
  DocumentVersion,
  HistoryPage,
  SavedChanges,
} from '@koers/contract';
import { DEMO_EMAILS } from '../../src/seed/core.js';
import { historySize } from '../../src/repositories/document-history.js';
import { MIN_GAP } from '../../src/repositories/block-changes.js';
import { bearer, describeEachDatabase, loginAs } from '../helpers.js';
import { body, h1, upsert } from './block-change-builders.js';

type Who = keyof typeof DEMO_EMAILS;

describeEachDatabase('document history, versions and restore', (t) => {
  const tokens = {} as Record<Who, string>;

  beforeAll(async () => {
    for (const who of Object.keys(DEMO_EMAILS) as Who[])
      tokens[who] = await loginAs(t.app, DEMO_EMAILS[who]);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(tokens[who]), ...(payload ? { payload } : {}) });
  const newDocument = async () => {
    const res = await call(
      'POST',
      `/api/schools/${t.ids.schools.regenboog}/documents`,
      'directeur',
      {
        name: `Geschiedenis ${randomUUID().slice(0, 8)}`,
      },
    );
    expect(res.statusCode).toBe(201);
    return res.json().data as Document;
  };
  const save = async (
    id: number,
    baseVersion: number,
    changes: BlockChange[],
    who: Who = 'directeur',
  ) => {
    const res = await call('POST', `/api/documents/${id}/changes`, who, {
      base_version: baseVersion,
      changes,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as SavedChanges).version;
  };
  const current = async (id: number) =>
    (await call('GET', `/api/documents/${id}`, 'directeur')).json().data as Document;
  const at = async (id: number, version: number) => {
    const res = await call('GET', `/api/documents/${id}/history/${version}`, 'directeur');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as DocumentAtVersion;
  };
  const compare = async (id: number, from: number, to: number) => {
    const res = await call(
      'GET',
      `/api/documents/${id}/compare?from=${from}&to=${to}`,
      'directeur',
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as DocumentComparison;
  };
  const restore = async (id: number, version: number) => {
    const res = await call('POST', `/api/documents/${id}/history/${version}/restore`, 'directeur');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Document;
  };
  const texts = (doc: { blocks: Array<{ uid?: string; content: unknown }> }) =>
    doc.blocks.map((b) => `${b.uid}:${typeof b.content === 'string' ? b.content : 'object'}`);

  /** A document with blocks A, B, C saved by the directeur in one save. */
  const abc = async () => {
    const doc = await newDocument();
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const version = await save(doc.id, doc.version, [
      upsert(a, h1('Doelen'), null),
      upsert(b, body('<p>Wij oefenen lezen elke dag.</p>'), a),
      upsert(c, body('<p>Rekenen met sommen.</p>'), b),
    ]);
    return { id: doc.id, a, b, c, version };
  };

  it('saves a named version, compares two changed paragraphs word by word and restores it', async () => {
    const { id, b, c, version } = await abc();
    const named = await call('POST', `/api/documents/${id}/versions`, 'directeur', {
      name: '  Concept voor MR ',
    });
    expect(named.statusCode, named.body).toBe(201);
    const namedVersion = named.json().data as DocumentVersion;
    expect(namedVersion).toMatchObject({ version, name: 'Concept voor MR', kind: 'named' });
    expect(namedVersion.author?.name).toBeTruthy();

    const v2 = await save(id, version, [
      upsert(b, body('<p>Wij oefenen begrijpend lezen elke week.</p>')),
    ]);
    const v3 = await save(id, v2, [
      upsert(c, body('<p>Rekenen met <strong>sommen</strong> en tafels.</p>')),
    ]);

    const diff = await compare(id, version, v3);
    expect(diff.counts).toEqual({ added: 0, removed: 0, changed: 2, moved: 0 });
    const changedB = diff.blocks.find((block) => block.uid === b)!;
    expect(changedB.change).toBe('changed');
    expect(changedB.before).toBe('<p>Wij oefenen lezen elke dag.</p>');
    const words = (op: string) =>
      changedB
        .words!.filter((w) => w.op === op)
        .map((w) => w.text.trim())
        .join('|');
    expect(words('added')).toBe('begrijpend|week');
    expect(words('removed')).toBe('dag');
    // Markup is not a word: only the text of the third block changed.
    const changedC = diff.blocks.find((block) => block.uid === c)!;
    expect(changedC.words!.filter((w) => w.op === 'added').map((w) => w.text.trim())).toEqual([
      'en tafels',
    ]);

    const versions = (await call('GET', `/api/documents/${id}/versions`, 'directeur')).json()
      .data as DocumentVersion[];
    expect(versions.map((v) => v.name)).toEqual(['Concept voor MR']);

    const before = texts(await at(id, version));
    const restored = await restore(id, version);
    expect(restored.version).toBe(v3 + 1);
    expect(texts(restored)).toEqual(before);
    // Nothing is thrown away: the changed text is still in the history.
    expect(texts(await at(id, v3))).toContain(
      `${b}:<p>Wij oefenen begrijpend lezen elke week.</p>`,
    );

    const history = (
      await call('GET', `/api/documents/${id}/history`, 'directeur')
    ).json() as HistoryPage;
    expect(history.data[0]).toMatchObject({ kind: 'restored', version: v3 + 1, saves: 1 });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('subject_type', '=', 'document')
      .where('subject_id', '=', String(id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('restored');
    expect(JSON.parse(audit.changes!)).toMatchObject({
      version: v3 + 1,
      restored_version: version,
    });
  });

  it('groups saves into entries per person and stretch of work', async () => {
    const { id, a, b, version } = await abc();
    const v2 = await save(id, version, [upsert(a, h1('Doelen 2027'))]);
    const v3 = await save(id, v2, [upsert(a, h1('Doelen 2027-2028'))]);
    const v4 = await save(id, v3, [upsert(b, body('<p>Door de bestuurder.</p>'))], 'admin');
    const v5 = await save(id, v4, [upsert(a, h1('Onze doelen'))]);
    const history = (
      await call('GET', `/api/documents/${id}/history`, 'directeur')
    ).json() as HistoryPage;
    expect(history.next_before).toBeNull();
    expect(history.data.map((e) => [e.version, e.first_version, e.saves, e.kind])).toEqual([
      [v5, v5, 1, 'saved'],
      [v4, v4, 1, 'saved'],
      [v3, version, 3, 'saved'],
      [1, 1, 1, 'created'],
    ]);
    expect(history.data[1]!.author?.name).not.toBe(history.data[0]!.author?.name);

    // An entry spans at most DOCUMENT_HISTORY.entryMinutes: an older save starts another.
    await t.database.db
      .updateTable('document_saves')
      .set({ saved_at: '2020-01-01T08:00:00.000Z' })
      .where('document_id', '=', id)
      .where('version', '=', version)
      .execute();
    const split = (
      await call('GET', `/api/documents/${id}/history`, 'directeur')
    ).json() as HistoryPage;
    expect(split.data.map((e) => [e.version, e.first_version])).toEqual([
      [v5, v5],
      [v4, v4],
      [v3, v2],
      [version, version],
      [1, 1],
    ]);
  });

  it('compares added, removed and moved blocks in the newer order', async () => {
    const { id, a, b, c, version } = await abc();
    const d = randomUUID();
    const v2 = await save(id, version, [
      { op: 'delete', uid: a },
      { op: 'move', uid: c, after: null },
      upsert(d, body('<p>Nieuw</p>'), b),
    ]);
    const diff = await compare(id, version, v2);
    expect(diff.blocks.map((block) => [block.uid, block.change])).toEqual([
      [a, 'removed'],
      [c, 'same'],
      [b, 'same'],
      [d, 'added'],
    ]);
    // C before B: one of the two changed its place (either is a shortest explanation).
    expect(diff.blocks.filter((block) => block.moved).map((block) => block.uid)).toHaveLength(1);
    expect(diff.counts).toEqual({ added: 1, removed: 1, changed: 0, moved: 1 });
    // And back: the block that was removed is added again, in its old place.
    const back = await restore(id, version);
    expect(back.blocks.map((block) => block.uid)).toEqual([a, b, c]);
  });

  it('rebuilds every earlier version exactly, through moves, deletions and renumbering', async () => {
    const doc = await newDocument();
    let version = doc.version;
    const snapshots = new Map<number, string[]>([[version, []]]);
    let uids: string[] = [];
    // A deterministic pseudo-random walk (no flaky seeds): inserts, edits, moves, deletes.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let step = 0; step < 40; step++) {
      const kind = uids.length < 3 ? 0 : next(4);
      const changes: BlockChange[] = [];
      if (kind === 0) {
        const uid = randomUUID();
        const after = uids.length === 0 ? null : uids[next(uids.length)]!;
        changes.push(upsert(uid, body(`<p>Blok ${step}</p>`), after));
      } else if (kind === 1) {
        changes.push(upsert(uids[next(uids.length)]!, body(`<p>Gewijzigd ${step}</p>`)));
      } else if (kind === 2) {
        const uid = uids[next(uids.length)]!;
        const rest = uids.filter((u) => u !== uid);
        changes.push({ op: 'move', uid, after: next(2) === 0 ? null : rest[next(rest.length)]! });
      } else {
        changes.push({ op: 'delete', uid: uids[next(uids.length)]! });
      }
      version = await save(doc.id, version, changes);
      const now = await current(doc.id);
      uids = now.blocks.map((b) => b.uid!);
      snapshots.set(version, texts(now));
    }
    // Thirty inserts at one spot use up the gap between two blocks: the document is renumbered.
    const first = uids[0]!;
    for (let i = 0; i < Math.ceil(Math.log2(1 / MIN_GAP)) + 2; i++) {
      version = await save(doc.id, version, [
        upsert(randomUUID(), body(`<p>Tussen ${i}</p>`), first),
      ]);
      snapshots.set(version, texts(await current(doc.id)));
    }
    for (const [v, expected] of snapshots)
      expect(texts(await at(doc.id, v)), `version ${v}`).toEqual(expected);

    // Restoring any of them gives exactly that version.
    for (const v of [3, 20, 41]) {
      const restored = await restore(doc.id, v);
      expect(texts(restored), `restore ${v}`).toEqual(snapshots.get(v));
    }
  });

  it('records a whole-document write (PUT …/blocks) and a carried-over copy', async () => {
    const { id, a, version } = await abc();
    const doc = await current(id);
    const res = await call('PUT', `/api/documents/${id}/blocks`, 'directeur', {
      version,
      blocks: [
        { uid: randomUUID(), type: 'h1', content: 'Bovenaan' },
        ...doc.blocks.map((b) => ({ uid: b.uid, type: b.type, content: b.content })),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const written = res.json().data as Document;
    expect(texts(await at(id, written.version))).toEqual(texts(written));
    expect(texts(await at(id, version))).toEqual(texts(doc));
    expect((await at(id, version)).blocks[0]!.uid).toBe(a);
  });

  it('keeps history small: one-block saves store one row each', async () => {
    const doc = await newDocument();
    const uids = Array.from({ length: 300 }, () => randomUUID());
    let version = await save(
      doc.id,
      doc.version,
      uids.map((uid, i) => upsert(uid, body(`<p>Alinea ${i}</p>`), i === 0 ? null : uids[i - 1])),
    );
    const startSize = await historySize(t.database.db, doc.id);
    for (let i = 0; i < 20; i++)
      version = await save(doc.id, version, [upsert(uids[i * 7]!, body(`<p>Versie ${i}</p>`))]);
    const size = await historySize(t.database.db, doc.id);
    expect(size.revisions - startSize.revisions).toBe(20);
    expect(size.saves - startSize.saves).toBe(20);
  });

  it('is for the managers of the document: readers get 403, others 404, unknown versions 404', async () => {
    const { id, version } = await abc();
    for (const url of [
      `/api/documents/${id}/history`,
      `/api/documents/${id}/versions`,
      `/api/documents/${id}/history/${version}`,
      `/api/documents/${id}/compare?from=1&to=${version}`,
    ]) {
      expect((await call('GET', url, 'leraar')).statusCode, url).toBe(403);
      expect((await call('GET', url, 'eenbestuur')).statusCode, url).toBe(404);
    }
    expect(
      (await call('POST', `/api/documents/${id}/history/1/restore`, 'leraar')).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/documents/${id}/versions`, 'leraar', { name: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/documents/${id}/history/${version + 5}`, 'directeur')).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/documents/${id}/versions`, 'directeur', { name: '   ' }))
        .statusCode,
    ).toBe(422);
  });
});
