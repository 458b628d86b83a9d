import { randomUUID } from 'node:crypto';
import type {
  BlockConflictResponse,
  ChangedBlock,
  Document,
  DocumentChanges,
  SavedChanges,
  UpsertBlockChange,
} from '@koers/contract';
import { BLOCK_CONFLICT_ERROR, DOCUMENT_LIMITS } from '@koers/contract/constants';
import { INSERT_CHUNK } from '../../src/repositories/documents.js';
import { displayName } from '../../src/repositories/users.js';
import { DEMO_EMAILS } from '../../src/seed/core.js';
import { bearer, describeEachDatabase, loginAs } from '../helpers.js';
import { body, h1, upsert } from './block-change-builders.js';

type Who = keyof typeof DEMO_EMAILS;

/** The document version a successful save answered. */
const versionOf = (res: { json: () => unknown }) =>
  (res.json() as { data: SavedChanges }).data.version;

describeEachDatabase('document changes (block-level saving)', (t) => {
  const tokens = {} as Record<Who, string>;
  const names = {} as Record<Who, string>;

  beforeAll(async () => {
    for (const who of Object.keys(DEMO_EMAILS) as Who[]) {
      tokens[who] = await loginAs(t.app, DEMO_EMAILS[who]);
      const user = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', DEMO_EMAILS[who])
        .executeTakeFirstOrThrow();
      names[who] = displayName(user);
    }
  });

  const save = (id: number, who: Who | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/documents/${id}/changes`,
      headers: who ? bearer(tokens[who]) : {},
      payload,
    });
  const load = async (id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/documents/${id}`,
        headers: bearer(tokens.admin),
      })
    ).json().data as Document;
  const changesSince = (id: number, since: number, who: Who = 'directeur') =>
    t.app.inject({
      method: 'GET',
      url: `/api/documents/${id}/changes?since=${since}`,
      headers: bearer(tokens[who]),
    });
  const newDocument = async (who: Who = 'directeur') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/schools/${t.ids.schools.regenboog}/documents`,
      headers: bearer(tokens[who]),
      payload: { name: `Wijzigingen ${randomUUID().slice(0, 8)}` },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  /** A new document with these blocks in this order, saved by the directeur in one save. */
  const withBlocks = async (blocks: Array<UpsertBlockChange['block']>) => {
    const id = await newDocument();
    const uids = blocks.map(() => randomUUID());
    const res = await save(id, 'directeur', {
      base_version: 1,
      changes: blocks.map((block, i) => upsert(uids[i]!, block, i === 0 ? null : uids[i - 1])),
    });
    expect(res.statusCode).toBe(200);
    return { id, uids, version: versionOf(res) };
  };
  /** A document with blocks A, B, C (h1, body, body), saved by the directeur. */
  const abc = async () => {
    const { id, uids, version } = await withBlocks([
      h1('Doelen'),
      body('<p>Lezen</p>'),
      body('<p>Rekenen</p>'),
    ]);
    const [a, b, c] = uids as [string, string, string];
    return { id, a, b, c, version };
  };
  /** Stores `count` blocks straight into a new document (version 1), as an import would. */
  const filledDocument = async (
    count: number,
    block: (i: number) => { type: 'h1' | 'body'; content: string },
  ) => {
    const id = await newDocument();
    const rows = Array.from({ length: count }, (_, i) => {
      const { type, content } = block(i);
      return {
        document_id: id,
        uid: randomUUID(),
        position: i,
        type,
        level: type === 'h1' ? 1 : null,
        content,
      };
    });
    for (let i = 0; i < rows.length; i += INSERT_CHUNK)
      await t.database.db
        .insertInto('blocks')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .execute();
    return { id, uids: rows.map((row) => row.uid) };
  };
  const putBlocks = (id: number, who: Who, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/documents/${id}/blocks`,
      headers: bearer(tokens[who]),
      payload,
    });
  const order = async (id: number) => (await load(id)).blocks.map((b) => b.uid);
  const contentOf = async (id: number, uid: string) =>
    (await load(id)).blocks.find((b) => b.uid === uid)?.content;

  describe('saving', () => {
    it('creates blocks in place and answers them with their uid, id and neighbour', async () => {
      const id = await newDocument();
      const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
      const res = await save(id, 'directeur', {
        base_version: 1,
        changes: [
          upsert(a, h1('Doelen'), null),
          upsert(c, body('<p>Rekenen</p>'), a),
          // Between A and C.
          upsert(b, body('<p>Lezen</p>'), a),
        ],
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data as SavedChanges;
      expect(data.version).toBe(2);
      expect(data.blocks).toEqual([]);
      expect(data.deleted).toEqual([]);
      expect(data.saved.map((s) => [s.uid, s.after, s.version])).toEqual([
        [a, null, 2],
        [b, a, 2],
        [c, b, 2],
      ]);
      expect(data.saved[0]).toMatchObject({
        type: 'h1',
        level: 1,
        content: 'Doelen',
        changed_by: { name: names.directeur },
      });
      const doc = await load(id);
      expect(doc.version).toBe(2);
      expect(doc.blocks.map((x) => [x.uid, x.position])).toEqual([
        [a, 0],
        [b, 1],
        [c, 2],
      ]);
      expect(doc.blocks.map((x) => x.id)).toEqual(data.saved.map((s) => s.id));
    });

    it('upserts, deletes and moves in one save, one version up, with one audit row', async () => {
      const { id, a, b, c, version } = await abc();
      const d = randomUUID();
      const res = await save(id, 'directeur', {
        base_version: version,
        changes: [
          upsert(b, body('<p>Begrijpend lezen</p>')),
          { op: 'delete', uid: c },
          { op: 'move', uid: a, after: b },
          upsert(d, h1('Inleiding'), null),
        ],
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data as SavedChanges;
      expect(data.version).toBe(version + 1);
      expect(data.saved.map((s) => [s.uid, s.after])).toEqual([
        [d, null],
        [b, d],
        [a, b],
      ]);
      expect(await order(id)).toEqual([d, b, a]);
      expect(await contentOf(id, b)).toBe('<p>Begrijpend lezen</p>');
      expect((await load(id)).version).toBe(version + 1);

      const rows = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('subject_type', '=', 'document')
        .where('subject_id', '=', String(id))
        .orderBy('id')
        .execute();
      // created, the first save, this save: one row per save.
      expect(rows.map((r) => r.action)).toEqual(['created', 'updated', 'updated']);
      const last = rows.at(-1)!;
      expect(last.user_id).toBe(t.ids.users.directeur);
      expect(last.context_type).toBe('school');
      expect(last.context_id).toBe(t.ids.schools.regenboog);
      expect(Date.parse(last.created_at)).toBeGreaterThan(Date.now() - 60_000);
      const changes = JSON.parse(last.changes!) as Record<string, unknown>;
      expect(changes).toMatchObject({ version: version + 1, base_version: version });
      expect([...(changes.upserted as string[])].sort()).toEqual([b, d].sort());
      expect(changes.deleted).toEqual([c]);
      expect(changes.moved).toEqual([a]);
    });

    it('sanitizes body HTML with the rich-text allow-list and keeps headings as plain text', async () => {
      const { id, a, b, version } = await abc();
      const res = await save(id, 'directeur', {
        base_version: version,
        changes: [
          upsert(
            b,
            body(
              '<p onclick="steal()">Lezen <img src=x onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">link</a> <strong>goed</strong></p>',
            ),
          ),
          upsert(a, h1('Doelen <b>&</b> ambities')),
        ],
      });
      expect(res.statusCode).toBe(200);
      const saved = (res.json().data as SavedChanges).saved;
      const bodyBlock = saved.find((s) => s.uid === b)!;
      expect(bodyBlock.content).toBe('<p>Lezen <a>link</a> <strong>goed</strong></p>');
      expect(await contentOf(id, b)).toBe(bodyBlock.content);
      expect(await contentOf(id, a)).toBe('Doelen <b>&</b> ambities');
    });

    it('answers the whole state of file and contact blocks it saved', async () => {
      const id = await newDocument();
      const { id: fileId } = await t.database.db
        .insertInto('files')
        .values({
          user_id: t.ids.users.directeur,
          name: 'Profiel.pdf',
          mime_type: 'application/pdf',
          size: 1,
          storage_key: `changes-${randomUUID()}`,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const contact = await t.database.db
        .selectFrom('contacts')
        .select('id')
        .where('contextable_type', '=', 'school')
        .where('contextable_id', '=', t.ids.schools.regenboog)
        .executeTakeFirstOrThrow();
      const [f, c] = [randomUUID(), randomUUID()];
      const res = await save(id, 'directeur', {
        base_version: 1,
        changes: [
          upsert(f, { type: 'file', content: { name: 'Profiel', file_id: fileId } }, null),
          upsert(c, { type: 'contact', content: { name: 'Ingrid', contact_id: contact.id } }, f),
        ],
      });
      expect(res.statusCode).toBe(200);
      const [file, person] = (res.json().data as SavedChanges).saved;
      expect(file!.content).toMatchObject({
        name: 'Profiel',
        file_id: fileId,
        url: expect.stringMatching(new RegExp(`^/api/files/${fileId}\\?expires=`)),
      });
      expect(person!.content).toMatchObject({
        name: 'Ingrid',
        contact_id: contact.id,
        email: null,
      });
    });
  });

  describe('who may save', () => {
    it('lets the context’s managers and super admins save; readers get 403, outsiders 404, anonymous 401', async () => {
      const { id, version } = await abc();
      const change = () => ({
        base_version: version,
        changes: [upsert(randomUUID(), body('<p>Aanvulling</p>'), null)],
      });
      const refused = await save(id, 'leraar', change());
      expect(refused.statusCode).toBe(403);
      expect(Object.keys(refused.json())).toEqual(['message']);
      expect((await save(id, 'eenschool', change())).statusCode).toBe(404);
      expect((await save(id, 'eenbestuur', change())).statusCode).toBe(404);
      const anonymous = await save(id, null, change());
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
      expect((await load(id)).version).toBe(version);
      for (const who of ['directeur', 'bestuur', 'admin'] as const)
        expect((await save(id, who, change())).statusCode, who).toBe(200);
    });

    it('keeps the template to super admins and board documents to the board', async () => {
      const template = await load(2);
      const change = (base: number) => ({
        base_version: base,
        changes: [upsert(randomUUID(), h1('Bijlagen'), null)],
      });
      for (const who of ['directeur', 'bestuur', 'leraar'] as const)
        expect((await save(2, who, change(template.version))).statusCode, who).toBe(404);
      expect((await save(2, 'admin', change(template.version))).statusCode).toBe(200);

      // Organisation document 1: its schools' managers may read it, not save it.
      const board = await load(1);
      expect((await save(1, 'directeur', change(board.version))).statusCode).toBe(403);
      expect((await save(1, 'leraar', change(board.version))).statusCode).toBe(404);
      expect((await save(1, 'bestuur', change(board.version))).statusCode).toBe(200);
    });
  });

  describe('two writers', () => {
    it('merges saves of different blocks from an older base and hands over the other’s changes', async () => {
      const { id, a, b, c, version } = await abc();
      // The directeur edits A and deletes C; the board member, still on `version`, edits B.
      const first = await save(id, 'directeur', {
        base_version: version,
        changes: [upsert(a, h1('Onze doelen')), { op: 'delete', uid: c }],
      });
      expect(first.statusCode).toBe(200);
      const e = randomUUID();
      const second = await save(id, 'bestuur', {
        base_version: version,
        changes: [upsert(b, body('<p>Lezen en schrijven</p>')), upsert(e, body('<p>Nieuw</p>'), b)],
      });
      expect(second.statusCode).toBe(200);
      const data = second.json().data as SavedChanges;
      expect(data.version).toBe(version + 2);
      expect(data.saved.map((s) => [s.uid, s.after])).toEqual([
        [b, a],
        [e, b],
      ]);
      expect(data.blocks).toHaveLength(1);
      expect(data.blocks[0]).toMatchObject({
        uid: a,
        content: 'Onze doelen',
        after: null,
        version: version + 1,
        changed_by: { id: t.ids.users.directeur, name: names.directeur },
      });
      expect(Date.parse(data.blocks[0]!.changed_at!)).toBeGreaterThan(Date.now() - 60_000);
      expect(data.deleted).toEqual([
        {
          uid: c,
          version: version + 1,
          deleted_by: { id: t.ids.users.directeur, name: names.directeur },
          deleted_at: expect.any(String),
        },
      ]);
      expect(await order(id)).toEqual([a, b, e]);
      expect(await contentOf(id, a)).toBe('Onze doelen');
      expect(await contentOf(id, b)).toBe('<p>Lezen en schrijven</p>');
    });

    it('answers 409 with the other writer’s block when both changed it, and applies nothing', async () => {
      const { id, a, b, version } = await abc();
      const first = await save(id, 'directeur', {
        base_version: version,
        changes: [upsert(b, body('<p>Tekst van de directeur</p>'))],
      });
      expect(first.statusCode).toBe(200);
      const extra = randomUUID();
      const mine = {
        base_version: version,
        changes: [
          upsert(b, body('<p>Tekst van het bestuur</p>')),
          upsert(extra, body('<p>Erbij</p>'), a),
        ],
      };
      const res = await save(id, 'bestuur', mine);
      expect(res.statusCode).toBe(409);
      const conflict = res.json() as BlockConflictResponse;
      expect(conflict.error).toBe(BLOCK_CONFLICT_ERROR);
      expect(conflict.message).toMatch(/Someone else changed the same part/);
      expect(conflict.data.version).toBe(version + 1);
      expect(conflict.data.conflicts).toEqual([
        {
          uid: b,
          change: 'upsert',
          deleted: null,
          theirs: expect.objectContaining({
            uid: b,
            type: 'body',
            content: '<p>Tekst van de directeur</p>',
            after: a,
            version: version + 1,
            changed_by: { id: t.ids.users.directeur, name: names.directeur },
            changed_at: expect.any(String),
          }),
        },
      ]);
      // Nothing of the refused save: not the edit, not the new block, not a version.
      const doc = await load(id);
      expect(doc.version).toBe(version + 1);
      expect(doc.blocks.find((x) => x.uid === b)!.content).toBe('<p>Tekst van de directeur</p>');
      expect(doc.blocks.some((x) => x.uid === extra)).toBe(false);

      // "Keep mine": the same save, with the version of theirs it overrules.
      const kept = await save(id, 'bestuur', {
        ...mine,
        overwrite: [{ uid: b, version: version + 1 }],
      });
      expect(kept.statusCode).toBe(200);
      expect(versionOf(kept)).toBe(version + 2);
      expect(await contentOf(id, b)).toBe('<p>Tekst van het bestuur</p>');
      expect(await order(id)).toContain(extra);
    });

    it('serializes racing saves: different blocks all land, the same block once', async () => {
      const {
        id,
        uids,
        version: base,
      } = await withBlocks(Array.from({ length: 6 }, (_, i) => body(`<p>${i}</p>`)));
      const writers = ['directeur', 'bestuur', 'admin', 'directeur', 'bestuur', 'admin'] as const;
      const apart = await Promise.all(
        writers.map((who, i) =>
          save(id, who, {
            base_version: base,
            changes: [upsert(uids[i]!, body(`<p>${who} ${i}</p>`))],
          }),
        ),
      );
      expect(apart.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const versions = apart.map(versionOf).sort((x, y) => x - y);
      expect(versions).toEqual([1, 2, 3, 4, 5, 6].map((n) => base + n));
      expect((await load(id)).blocks.map((b) => b.content)).toEqual(
        writers.map((who, i) => `<p>${who} ${i}</p>`),
      );

      const same = await Promise.all(
        writers.map((who, i) =>
          save(id, who, {
            base_version: base + 6,
            changes: [upsert(uids[0]!, body(`<p>Eerste ${i}</p>`))],
          }),
        ),
      );
      expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const winner = same.findIndex((r) => r.statusCode === 200);
      expect(await contentOf(id, uids[0]!)).toBe(`<p>Eerste ${winner}</p>`);
      expect((await load(id)).version).toBe(base + 7);
    });

    it('does not let an overwrite overrule a change it has not seen', async () => {
      const { id, b, version } = await abc();
      await save(id, 'directeur', {
        base_version: version,
        changes: [upsert(b, body('<p>1</p>'))],
      });
      await save(id, 'admin', {
        base_version: version + 1,
        changes: [upsert(b, body('<p>2</p>'))],
      });
      const res = await save(id, 'bestuur', {
        base_version: version,
        changes: [upsert(b, body('<p>3</p>'))],
        // Saw the directeur's version only.
        overwrite: [{ uid: b, version: version + 1 }],
      });
      expect(res.statusCode).toBe(409);
      const { conflicts } = (res.json() as BlockConflictResponse).data;
      expect(conflicts[0]!.theirs).toMatchObject({ content: '<p>2</p>', version: version + 2 });
      expect(await contentOf(id, b)).toBe('<p>2</p>');
    });

    it('reports an edit of a block someone else deleted as a conflict, and brings it back on overwrite', async () => {
      const { id, a, b, c, version } = await abc();
      expect(
        (
          await save(id, 'directeur', {
            base_version: version,
            changes: [{ op: 'delete', uid: b }],
          })
        ).statusCode,
      ).toBe(200);
      const mine = { base_version: version, changes: [upsert(b, body('<p>Nog steeds nodig</p>'))] };
      const res = await save(id, 'bestuur', mine);
      expect(res.statusCode).toBe(409);
      expect((res.json() as BlockConflictResponse).data.conflicts).toEqual([
        {
          uid: b,
          change: 'upsert',
          theirs: null,
          deleted: {
            uid: b,
            version: version + 1,
            deleted_by: { id: t.ids.users.directeur, name: names.directeur },
            deleted_at: expect.any(String),
          },
        },
      ]);
      expect(await order(id)).toEqual([a, c]);

      const back = await save(id, 'bestuur', {
        ...mine,
        overwrite: [{ uid: b, version: version + 1 }],
      });
      expect(back.statusCode).toBe(200);
      // Where it was: between A and C.
      expect(await order(id)).toEqual([a, b, c]);
      expect(await contentOf(id, b)).toBe('<p>Nog steeds nodig</p>');
    });

    it('reports a delete of a block someone else edited, and takes deleting a deleted block as done', async () => {
      const { id, a, b, c, version } = await abc();
      await save(id, 'directeur', {
        base_version: version,
        changes: [upsert(a, h1('Gewijzigd')), { op: 'delete', uid: c }],
      });
      const res = await save(id, 'bestuur', {
        base_version: version,
        changes: [{ op: 'delete', uid: a }],
      });
      expect(res.statusCode).toBe(409);
      expect((res.json() as BlockConflictResponse).data.conflicts).toEqual([
        expect.objectContaining({
          uid: a,
          change: 'delete',
          theirs: expect.objectContaining({ content: 'Gewijzigd' }),
        }),
      ]);
      const both = await save(id, 'bestuur', {
        base_version: version,
        changes: [
          { op: 'delete', uid: c },
          { op: 'move', uid: b, after: null },
        ],
      });
      expect(both.statusCode).toBe(200);
      expect(await order(id)).toEqual([b, a]);
    });

    it('places a block after one that someone else deleted where that block was', async () => {
      const { id, a, b, c, version } = await abc();
      await save(id, 'directeur', { base_version: version, changes: [{ op: 'delete', uid: b }] });
      const n = randomUUID();
      const res = await save(id, 'bestuur', {
        base_version: version,
        changes: [upsert(n, body('<p>Na lezen</p>'), b)],
      });
      expect(res.statusCode).toBe(200);
      expect((res.json().data as SavedChanges).saved[0]!.after).toBe(a);
      expect(await order(id)).toEqual([a, n, c]);
    });

    it('counts a block as changed by a PUT only when the PUT changed or moved it', async () => {
      const { id, a, b, c, version } = await abc();
      const doc = await load(id);
      const put = await putBlocks(id, 'directeur', {
        version: doc.version,
        blocks: doc.blocks.map((x) => (x.uid === c ? { ...x, content: '<p>Rekenen!</p>' } : x)),
      });
      expect(put.statusCode).toBe(200);
      expect((put.json().data as Document).blocks.map((x) => x.uid)).toEqual([a, b, c]);
      // B was sent back unchanged: editing it from the older version merges.
      const merged = await save(id, 'bestuur', {
        base_version: version,
        changes: [upsert(b, body('<p>Lezen!</p>'))],
      });
      expect(merged.statusCode).toBe(200);
      expect((merged.json().data as SavedChanges).blocks.map((x) => x.uid)).toEqual([c]);
      const clash = await save(id, 'bestuur', {
        base_version: version,
        changes: [upsert(c, body('<p>Ook rekenen</p>'))],
      });
      expect(clash.statusCode).toBe(409);
    });
  });

  describe('catching up', () => {
    it('lists blocks changed and deleted after a version, in document order with their neighbour', async () => {
      const { id, a, b, c, version } = await abc();
      const d = randomUUID();
      await save(id, 'directeur', {
        base_version: version,
        changes: [upsert(d, body('<p>D</p>'), a), { op: 'delete', uid: c }],
      });
      await save(id, 'bestuur', {
        base_version: version + 1,
        changes: [upsert(b, body('<p>B2</p>'))],
      });
      // Shared for discussion: readers follow it (a concept they would not see).
      const shared = await t.app.inject({
        method: 'PUT',
        url: `/api/documents/${id}/status`,
        headers: bearer(tokens.directeur),
        payload: { status: 'ter_bespreking' },
      });
      expect(shared.statusCode).toBe(200);
      const res = await changesSince(id, version, 'leraar');
      expect(res.statusCode).toBe(200);
      const data = res.json().data as DocumentChanges;
      expect(data.version).toBe(version + 2);
      expect(data.blocks.map((x: ChangedBlock) => [x.uid, x.after, x.version])).toEqual([
        [d, a, version + 1],
        [b, d, version + 2],
      ]);
      expect(data.deleted.map((x) => x.uid)).toEqual([c]);
      expect((await changesSince(id, version + 2)).json().data).toEqual({
        version: version + 2,
        blocks: [],
        deleted: [],
      });
      const everything = (await changesSince(id, 0)).json().data as DocumentChanges;
      expect(everything.blocks.map((x) => x.uid)).toEqual([a, d, b]);
      expect((await changesSince(id, version, 'eenschool')).statusCode).toBe(404);
      const bad = await changesSince(id, -1);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty('since');
    });
  });

  describe('limits and validation', () => {
    it('answers 422 with field errors and saves nothing', async () => {
      const { id, a, version } = await abc();
      const cases: Array<[object, string]> = [
        [{ base_version: version, changes: [] }, 'changes'],
        [
          {
            base_version: version,
            changes: Array.from({ length: DOCUMENT_LIMITS.changes + 1 }, () => ({
              op: 'delete',
              uid: a,
            })),
          },
          'changes',
        ],
        [
          {
            base_version: version,
            changes: [upsert(a, h1('x'.repeat(DOCUMENT_LIMITS.heading + 1)))],
          },
          'changes.0.block.content',
        ],
        [{ base_version: version, changes: [upsert('nope', h1('x'), null)] }, 'changes.0.uid'],
        [
          { base_version: version, changes: [upsert(randomUUID().toUpperCase(), h1('x'), null)] },
          'changes.0.uid',
        ],
        [
          { base_version: version, changes: [upsert(randomUUID(), h1('Zwevend'))] },
          'changes.0.after',
        ],
        [
          { base_version: version, changes: [upsert(randomUUID(), h1('x'), randomUUID())] },
          'changes.0.after',
        ],
        [{ base_version: version, changes: [{ op: 'move', uid: a, after: a }] }, 'changes.0.after'],
        [
          { base_version: version, changes: [{ op: 'delete', uid: randomUUID() }] },
          'changes.0.uid',
        ],
        [{ base_version: version + 5, changes: [upsert(a, h1('x'))] }, 'base_version'],
        [{ changes: [upsert(a, h1('x'))] }, 'base_version'],
        [
          {
            base_version: version,
            changes: [
              upsert(a, h1('ok')),
              upsert(
                randomUUID(),
                { type: 'file', content: { name: 'Van een ander', file_id: 987654 } },
                a,
              ),
            ],
          },
          'changes.1.block.content.file_id',
        ],
      ];
      for (const [payload, field] of cases) {
        const res = await save(id, 'directeur', payload);
        expect(res.statusCode, field).toBe(422);
        expect(Object.keys(res.json().errors), JSON.stringify(payload).slice(0, 120)).toContain(
          field,
        );
      }
      expect((await load(id)).version).toBe(version);
    });

    it('only links contacts of the document’s own context', async () => {
      const { id, a, version } = await abc();
      const elsewhere = await t.database.db
        .selectFrom('contacts')
        .select('id')
        .where('contextable_type', '=', 'school')
        .where('contextable_id', '=', t.ids.schools.zonnewijzer)
        .executeTakeFirst();
      const foreign =
        elsewhere ??
        (await t.database.db
          .insertInto('contacts')
          .values({
            contextable_type: 'school',
            contextable_id: t.ids.schools.zonnewijzer,
            name: 'Elders',
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow());
      const res = await save(id, 'directeur', {
        base_version: version,
        changes: [
          upsert(
            randomUUID(),
            { type: 'contact', content: { name: 'Elders', contact_id: foreign.id } },
            a,
          ),
        ],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty(['changes.0.block.content.contact_id']);
    });

    it('holds a document to DOCUMENT_LIMITS.blocks, and PUT to the same limit', async () => {
      const { id, uids } = await filledDocument(DOCUMENT_LIMITS.blocks, (i) => body(`<p>${i}</p>`));
      const res = await save(id, 'directeur', {
        base_version: 1,
        changes: [upsert(randomUUID(), body('<p>Eén te veel</p>'), null)],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        changes: [`A document may not have more than ${DOCUMENT_LIMITS.blocks} blocks.`],
      });
      // Replacing one block is fine at the limit.
      const swap = await save(id, 'directeur', {
        base_version: 1,
        changes: [{ op: 'delete', uid: uids[0]! }, upsert(randomUUID(), body('<p>0</p>'), null)],
      });
      expect(swap.statusCode).toBe(200);

      const put = await putBlocks(id, 'directeur', {
        version: 2,
        blocks: Array.from({ length: DOCUMENT_LIMITS.blocks + 1 }, () => h1('x')),
      });
      expect(put.statusCode).toBe(422);
      expect(put.json().errors).toHaveProperty('blocks');
    });
  });

  describe('a 5,000-block document', () => {
    let id: number;
    let doc: Document;
    beforeAll(async () => {
      ({ id } = await filledDocument(5_000, (i) =>
        i % 25 === 0
          ? h1(`Hoofdstuk ${i / 25 + 1}`)
          : body(
              `<p>Wij werken aan goed onderwijs voor ieder kind. Onderdeel ${i} beschrijft de doelen, de aanpak en hoe we de resultaten volgen.</p>`,
            ),
      ));
      doc = await load(id);
    });

    it('saves a one-word change with a request and an answer under 10 KB', async () => {
      expect(doc.blocks).toHaveLength(5_000);
      const target = doc.blocks[2_345]!;
      const payload = {
        base_version: doc.version,
        changes: [
          upsert(target.uid!, body((target.content as string).replace('goed', 'uitstekend'))),
        ],
      };
      expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThan(10 * 1024);
      const res = await save(id, 'directeur', payload);
      expect(res.statusCode).toBe(200);
      expect(Buffer.byteLength(res.body)).toBeLessThan(10 * 1024);
      expect((res.json().data as SavedChanges).saved[0]!.after).toBe(doc.blocks[2_344]!.uid);
      doc = await load(id);
      expect(doc.blocks[2_345]!.content).toMatch(/uitstekend onderwijs/);
    });

    it('keeps the order through many inserts at one spot (renumbering when the gap runs out)', async () => {
      const before = doc.blocks[1_000]!.uid!;
      const afterIt = doc.blocks[1_001]!.uid!;
      const inserted: string[] = [];
      let version = doc.version;
      let previous = before;
      // Typing paragraph after paragraph: each new block goes right after the last new one.
      for (let i = 0; i < 45; i++) {
        const uid = randomUUID();
        const res = await save(id, 'directeur', {
          base_version: version,
          changes: [upsert(uid, body(`<p>Nieuw ${i}</p>`), previous)],
        });
        expect(res.statusCode).toBe(200);
        version = versionOf(res);
        inserted.push(uid);
        previous = uid;
      }
      // And a few at the very same place, each pushing the others down.
      for (let i = 0; i < 5; i++) {
        const uid = randomUUID();
        const res = await save(id, 'directeur', {
          base_version: version,
          changes: [upsert(uid, body(`<p>Vooraan ${i}</p>`), before)],
        });
        version = versionOf(res);
        inserted.unshift(uid);
      }
      const now = await load(id);
      const at = now.blocks.findIndex((b) => b.uid === before);
      expect(now.blocks.slice(at, at + inserted.length + 2).map((b) => b.uid)).toEqual([
        before,
        ...inserted,
        afterIt,
      ]);
      expect(now.blocks).toHaveLength(5_050);
      expect(now.blocks[0]!.uid).toBe(doc.blocks[0]!.uid);
      expect(now.blocks.at(-1)!.uid).toBe(doc.blocks.at(-1)!.uid);
      // The gap after `before` ran out on the way, so the document was renumbered 0, 1, 2, …:
      // the last block, stored at 4999 before, moved up by the blocks inserted until then.
      const last = await t.database.db
        .selectFrom('blocks')
        .select('position')
        .where('uid', '=', now.blocks.at(-1)!.uid!)
        .executeTakeFirstOrThrow();
      expect(last.position).toBeGreaterThan(5_000);
    });
  });

  it('is secured in the OpenAPI document', async () => {
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      security: unknown;
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(openapi.security).toEqual([{ bearer: [] }]);
    for (const [path, method] of [
      ['/api/documents/{id}/changes', 'post'],
      ['/api/documents/{id}/changes', 'get'],
      ['/api/documents/{id}/presence', 'put'],
      ['/api/documents/{id}/presence', 'delete'],
    ] as const) {
      const operation = openapi.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.security, `${method} ${path}`).toBeUndefined();
    }
  });
});
