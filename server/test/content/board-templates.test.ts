import { randomUUID } from 'node:crypto';
import type {
  Block,
  BoardTextResponse,
  Document,
  DocumentChanges,
  DocumentTemplate,
  HistoryPage,
  SavedChanges,
} from '@koers/contract';
import { BOARD_TEXT_ERROR, TEMPLATE_DOCUMENT_ID } from '@koers/contract/constants';
import { DEMO_EMAILS } from '../../src/seed/core.js';
import { bearer, describeEachDatabase, loginAs } from '../helpers.js';
import { body, h1, upsert } from './block-change-builders.js';

/** The director of Daltonschool De Zonnewijzer, a school without a board. */
const ZONNEWIJZER_DIRECTOR = 'm.bos@zonnewijzer.koers.test';

type Who = keyof typeof DEMO_EMAILS | 'zonnewijzer';

describeEachDatabase('board templates and fixed board text', (t) => {
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    for (const who of Object.keys(DEMO_EMAILS) as Array<keyof typeof DEMO_EMAILS>)
      tokens[who] = await loginAs(t.app, DEMO_EMAILS[who]);
    tokens.zonnewijzer = await loginAs(t.app, ZONNEWIJZER_DIRECTOR);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(tokens[who]), ...(payload ? { payload } : {}) });
  const load = async (id: number, who: Who = 'admin') => {
    const res = await call('GET', `/api/documents/${id}`, who);
    expect(res.statusCode).toBe(200);
    return res.json().data as Document;
  };
  const save = (id: number, who: Who, baseVersion: number, changes: object[]) =>
    call('POST', `/api/documents/${id}/changes`, who, { base_version: baseVersion, changes });
  const markTemplate = (id: number, fixed: string[], who: Who = 'bestuur', isTemplate = true) =>
    call('PUT', `/api/documents/${id}/template`, who, {
      is_template: isTemplate,
      fixed_chapters: fixed,
    });
  const createIn = (ctx: string, id: number, who: Who, payload: object) =>
    call('POST', `/api/${ctx}/${id}/documents`, who, {
      name: `Plan ${randomUUID().slice(0, 8)}`,
      ...payload,
    });
  const texts = (doc: Document) => doc.blocks.map((b) => b.content);
  const boardTexts = (doc: Document) =>
    doc.blocks.filter((b) => b.board_text).map((b) => b.content);

  /**
   * A board template: "Missie" (fixed) with two paragraphs, "Eigen keuzes" (not fixed), "Visie"
   * with one paragraph (not fixed yet). Answers its id, the uids by name and its version.
   */
  const boardTemplate = async () => {
    const res = await createIn('organisations', t.ids.organisations.rivierenland, 'bestuur', {
      type: 'plan',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    const blocks = {
      missie: h1('Missie'),
      m1: body('<p>Wij geven elk kind kansen.</p>'),
      m2: body('<p>Samen met ouders.</p>'),
      eigen: h1('Eigen keuzes'),
      e1: body('<p>Hier schrijft de school.</p>'),
      visie: h1('Visie'),
      v1: body('<p>Leren is ontdekken.</p>'),
    };
    const names = Object.keys(blocks) as Array<keyof typeof blocks>;
    const uid = Object.fromEntries(names.map((n) => [n, randomUUID()])) as Record<
      keyof typeof blocks,
      string
    >;
    const saved = await save(
      id,
      'bestuur',
      1,
      names.map((n, i) => upsert(uid[n], blocks[n], i === 0 ? null : uid[names[i - 1]!])),
    );
    expect(saved.statusCode).toBe(200);
    const marked = await markTemplate(id, [uid.missie]);
    expect(marked.statusCode).toBe(200);
    return { id, uid, version: (saved.json().data as SavedChanges).version };
  };

  /** A Regenboog document from the template; answers it as read. */
  const schoolDocument = async (templateId: number) => {
    const res = await createIn('schools', t.ids.schools.regenboog, 'directeur', {
      template_id: templateId,
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as Document;
  };

  describe('marking a template', () => {
    it('marks a board document as template with fixed chapters, and refuses what is no chapter', async () => {
      const template = await boardTemplate();
      const doc = await load(template.id, 'bestuur');
      expect(doc.is_template).toBe(true);
      expect(doc.fixed_chapters).toEqual([template.uid.missie]);

      // A paragraph, or a uid the document does not have, is no chapter.
      for (const uid of [template.uid.m1, randomUUID()]) {
        const res = await markTemplate(template.id, [uid]);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toHaveProperty('fixed_chapters');
      }
      expect((await load(template.id, 'bestuur')).fixed_chapters).toEqual([template.uid.missie]);

      // Fixed chapters are listed in the document's order.
      const both = await markTemplate(template.id, [template.uid.visie, template.uid.missie]);
      expect(both.json().data.fixed_chapters).toEqual([template.uid.missie, template.uid.visie]);
      // Without is_template nothing stays fixed.
      const off = await markTemplate(template.id, [template.uid.missie], 'bestuur', false);
      expect(off.json().data).toMatchObject({ is_template: false, fixed_chapters: [] });

      // The board's list shows it as a template.
      const list = await call(
        'GET',
        `/api/organisations/${t.ids.organisations.rivierenland}/documents`,
        'bestuur',
      );
      expect(list.json().data.find((d: { id: number }) => d.id === template.id)).toMatchObject({
        is_template: false,
      });
    });

    it('is for the managers of a board document only', async () => {
      const template = await boardTemplate();
      // A school's manager reads the board's documents but does not write them.
      expect((await markTemplate(template.id, [], 'directeur')).statusCode).toBe(403);
      const own = await createIn('schools', t.ids.schools.regenboog, 'directeur', {});
      expect((await markTemplate(own.json().data.id, [], 'directeur')).statusCode).toBe(403);
      expect((await markTemplate(TEMPLATE_DOCUMENT_ID, [], 'admin')).statusCode).toBe(403);
      expect((await markTemplate(TEMPLATE_DOCUMENT_ID, [], 'bestuur')).statusCode).toBe(404);
      // Another board's document is not there for this board.
      expect((await markTemplate(template.id, [], 'eenbestuur')).statusCode).toBe(404);
    });
  });

  describe('the templates offered', () => {
    it("offers the Koers template and the board's templates to the board and its schools", async () => {
      const template = await boardTemplate();
      const other = await createIn('organisations', t.ids.organisations.linge, 'eenbestuur', {});
      expect((await markTemplate(other.json().data.id, [], 'eenbestuur')).statusCode).toBe(200);

      const list = async (ctx: string, id: number, who: Who) => {
        const res = await call('GET', `/api/${ctx}/${id}/templates`, who);
        expect(res.statusCode).toBe(200);
        return res.json().data as DocumentTemplate[];
      };
      const school = await list('schools', t.ids.schools.regenboog, 'directeur');
      expect(school[0]).toMatchObject({
        id: TEMPLATE_DOCUMENT_ID,
        source: 'koers',
        board_name: null,
        fixed_chapters: 0,
      });
      expect(school.find((d) => d.id === template.id)).toMatchObject({
        source: 'board',
        board_name: expect.stringMatching(/Rivierenland/),
        fixed_chapters: 1,
      });
      expect(school.some((d) => d.id === other.json().data.id)).toBe(false);

      const board = await list('organisations', t.ids.organisations.rivierenland, 'bestuur');
      expect(board.map((d) => d.id)).toContain(template.id);
      expect(board[0]!.source).toBe('koers');

      // A school without a board: the Koers template only.
      const alone = await list('schools', t.ids.schools.zonnewijzer, 'zonnewijzer');
      expect(alone.map((d) => d.source)).toEqual(['koers']);
      // A teacher starts no documents.
      const leraar = await call(
        'GET',
        `/api/schools/${t.ids.schools.regenboog}/templates`,
        'leraar',
      );
      expect(leraar.statusCode).toBe(403);
    });
  });

  describe('a school document from a board template', () => {
    it("holds the fixed chapters as board text and the rest as the school's own", async () => {
      const template = await boardTemplate();
      const doc = await schoolDocument(template.id);
      expect(doc.template_id).toBe(template.id);
      expect(doc.is_template).toBe(false);
      expect(texts(doc)).toEqual(texts(await load(template.id)));
      const fixed = doc.blocks.slice(0, 3);
      for (const block of fixed)
        expect(block.board_text).toEqual({
          template_id: template.id,
          changed_at: expect.any(String),
        });
      for (const block of doc.blocks.slice(3)) expect(block.board_text).toBeNull();
      // New uids: the school's blocks are its own rows.
      const templateUids = new Set((await load(template.id)).blocks.map((b) => b.uid));
      expect(doc.blocks.some((b) => templateUids.has(b.uid!))).toBe(false);
    });

    it('starts only from a template offered to the context', async () => {
      const template = await boardTemplate();
      const plain = await createIn(
        'organisations',
        t.ids.organisations.rivierenland,
        'bestuur',
        {},
      );
      const refused = [
        // A board document that is no template.
        createIn('schools', t.ids.schools.regenboog, 'directeur', {
          template_id: plain.json().data.id,
        }),
        // A school's document.
        createIn('schools', t.ids.schools.regenboog, 'directeur', {
          template_id: (await schoolDocument(template.id)).id,
        }),
        // The template of a board the school does not belong to.
        createIn('schools', t.ids.schools.zonnewijzer, 'zonnewijzer', { template_id: template.id }),
        createIn('schools', t.ids.schools.regenboog, 'directeur', { template_id: 999_999 }),
      ];
      for (const res of await Promise.all(refused)) {
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toHaveProperty('template_id');
      }
      // The Koers template by id, as `from_template` does: a plain copy.
      const koers = await createIn('schools', t.ids.schools.zonnewijzer, 'zonnewijzer', {
        template_id: TEMPLATE_DOCUMENT_ID,
      });
      expect(koers.statusCode).toBe(201);
      expect(koers.json().data.blocks.length).toBeGreaterThan(0);
      expect(koers.json().data.blocks.every((b: Block) => !b.board_text)).toBe(true);
      // The board starts from its own template: no board text in its own document.
      const boardCopy = await createIn(
        'organisations',
        t.ids.organisations.rivierenland,
        'bestuur',
        {
          template_id: template.id,
        },
      );
      expect(boardCopy.statusCode).toBe(201);
      expect(boardCopy.json().data.blocks.every((b: Block) => !b.board_text)).toBe(true);
    });
  });

  describe('the school cannot change board text', () => {
    it('refuses writes, deletes and moves of board text (409) and saves its own blocks', async () => {
      const template = await boardTemplate();
      const doc = await schoolDocument(template.id);
      const [missie, m1, m2] = doc.blocks as [Block, Block, Block];
      const eigen = doc.blocks[3]!;
      const attempts = [
        [upsert(m1.uid!, body('<p>Onze eigen missie.</p>'))],
        [{ op: 'delete', uid: m2.uid }],
        [{ op: 'move', uid: m2.uid, after: null }],
        // One refused change refuses the whole save.
        [upsert(randomUUID(), body('<p>Nieuw</p>'), eigen.uid), { op: 'delete', uid: missie.uid }],
      ];
      for (const changes of attempts) {
        const res = await save(doc.id, 'directeur', doc.version, changes);
        expect(res.statusCode).toBe(409);
        expect(res.json() as BoardTextResponse).toEqual({
          message: expect.any(String),
          error: BOARD_TEXT_ERROR,
        });
      }
      expect((await load(doc.id)).version).toBe(doc.version);

      // Its own text anywhere, also right after board text.
      const own = randomUUID();
      const ok = await save(doc.id, 'directeur', doc.version, [
        upsert(own, body('<p>Bij ons betekent dit: buiten leren.</p>'), m1.uid),
        upsert(eigen.uid!, h1('Onze keuzes')),
      ]);
      expect(ok.statusCode).toBe(200);
      const after = await load(doc.id);
      expect(texts(after).slice(0, 5)).toEqual([
        'Missie',
        '<p>Wij geven elk kind kansen.</p>',
        '<p>Bij ons betekent dit: buiten leren.</p>',
        '<p>Samen met ouders.</p>',
        'Onze keuzes',
      ]);

      // PUT of all blocks: without a block of board text, or with it changed: 409.
      const put = (blocks: object[]) =>
        call('PUT', `/api/documents/${doc.id}/blocks`, 'directeur', {
          version: after.version,
          blocks,
        });
      const asInput = (b: Block) => ({ uid: b.uid, type: b.type, content: b.content });
      const dropped = await put(after.blocks.filter((b) => b.uid !== m2.uid).map(asInput));
      expect(dropped.statusCode).toBe(409);
      expect(dropped.json().error).toBe(BOARD_TEXT_ERROR);
      const altered = await put(
        after.blocks.map((b) =>
          b.uid === m1.uid ? { ...asInput(b), content: '<p>Anders</p>' } : asInput(b),
        ),
      );
      expect(altered.statusCode).toBe(409);
      // Its own blocks change; the board text stays board text.
      const kept = await put(after.blocks.filter((b) => b.uid !== own).map((b) => asInput(b)));
      expect(kept.statusCode).toBe(200);
      expect(boardTexts(kept.json().data)).toEqual(boardTexts(after));
    });
  });

  describe('following the board', () => {
    it("brings the board's changes into the school's document as a save by the board", async () => {
      const template = await boardTemplate();
      const doc = await schoolDocument(template.id);
      const since = doc.version;
      const copyOfM1 = doc.blocks[1]!;

      // The board rewrites a paragraph and adds one.
      const m3 = randomUUID();
      const edit = await save(template.id, 'bestuur', template.version, [
        upsert(template.uid.m1, body('<p>Wij geven elk kind alle kansen.</p>')),
        upsert(m3, body('<p>En met de wijk.</p>'), template.uid.m2),
      ]);
      expect(edit.statusCode).toBe(200);
      const synced = await load(doc.id);
      expect(synced.version).toBe(since + 1);
      expect(boardTexts(synced)).toEqual([
        'Missie',
        '<p>Wij geven elk kind alle kansen.</p>',
        '<p>Samen met ouders.</p>',
        '<p>En met de wijk.</p>',
      ]);
      expect(synced.blocks[1]!.uid).toBe(copyOfM1.uid);
      expect(synced.blocks[1]!.board_text!.changed_at > copyOfM1.board_text!.changed_at).toBe(true);

      // The school's clients catch up: the changed and the new block, with their board text.
      const changes = (
        await call('GET', `/api/documents/${doc.id}/changes?since=${since}`, 'directeur')
      ).json().data as DocumentChanges;
      expect(changes.version).toBe(since + 1);
      // The whole chapter, with when the board changed it.
      expect(changes.blocks.map((b) => b.content)).toEqual([
        'Missie',
        '<p>Wij geven elk kind alle kansen.</p>',
        '<p>Samen met ouders.</p>',
        '<p>En met de wijk.</p>',
      ]);
      expect(new Set(changes.blocks.map((b) => b.board_text?.changed_at)).size).toBe(1);
      for (const block of changes.blocks)
        expect(block.board_text).toMatchObject({ template_id: template.id });
      expect(changes.blocks[0]!.changed_by?.id).toBe(t.ids.users.bestuur);

      // The school's history shows the board member's save.
      const history = (
        await call('GET', `/api/documents/${doc.id}/history`, 'directeur')
      ).json() as HistoryPage;
      expect(history.data[0]).toMatchObject({ version: since + 1, kind: 'saved' });
      expect(history.data[0]!.author?.id).toBe(t.ids.users.bestuur);

      // The board removes a paragraph and moves another to the top of the chapter.
      const v2 = (edit.json().data as SavedChanges).version;
      const reorder = await save(template.id, 'bestuur', v2, [
        { op: 'delete', uid: template.uid.m2 },
        { op: 'move', uid: m3, after: template.uid.missie },
      ]);
      expect(reorder.statusCode).toBe(200);
      const again = await load(doc.id);
      expect(again.version).toBe(since + 2);
      expect(boardTexts(again)).toEqual([
        'Missie',
        '<p>En met de wijk.</p>',
        '<p>Wij geven elk kind alle kansen.</p>',
      ]);
      const caught = (
        await call('GET', `/api/documents/${doc.id}/changes?since=${since + 1}`, 'directeur')
      ).json().data as DocumentChanges;
      expect(caught.deleted.map((d) => d.uid)).toEqual([doc.blocks[2]!.uid]);
      expect(caught.deleted[0]!.deleted_by?.id).toBe(t.ids.users.bestuur);

      // A change outside the fixed chapters leaves the school's document alone.
      const v3 = (reorder.json().data as SavedChanges).version;
      const outside = await save(template.id, 'bestuur', v3, [
        upsert(template.uid.e1, body('<p>Anders</p>')),
      ]);
      expect(outside.statusCode).toBe(200);
      expect((await load(doc.id)).version).toBe(since + 2);
    });

    it('follows a PUT of all blocks and a restore of the template', async () => {
      const template = await boardTemplate();
      const doc = await schoolDocument(template.id);
      const current = await load(template.id);
      const put = await call('PUT', `/api/documents/${template.id}/blocks`, 'bestuur', {
        version: current.version,
        blocks: current.blocks.map((b) => ({
          uid: b.uid,
          type: b.type,
          content: b.uid === template.uid.m2 ? '<p>Samen met ouders en kinderen.</p>' : b.content,
        })),
      });
      expect(put.statusCode).toBe(200);
      expect(boardTexts(await load(doc.id))).toContain('<p>Samen met ouders en kinderen.</p>');

      const restore = await call(
        'POST',
        `/api/documents/${template.id}/history/${current.version}/restore`,
        'bestuur',
      );
      expect(restore.statusCode).toBe(200);
      const restored = await load(doc.id);
      expect(boardTexts(restored)).toContain('<p>Samen met ouders.</p>');
      expect(boardTexts(restored)).not.toContain('<p>Samen met ouders en kinderen.</p>');
    });

    it('brings in a newly fixed chapter, and leaves unfixed chapters to the school', async () => {
      const template = await boardTemplate();
      // A document made before Visie is fixed, and one that does not have its copy any more.
      const doc = await schoolDocument(template.id);
      const other = await schoolDocument(template.id);
      const visieOwn = other.blocks.slice(5);
      const dropped = await save(
        other.id,
        'directeur',
        other.version,
        visieOwn.map((b) => ({ op: 'delete', uid: b.uid })),
      );
      expect(dropped.statusCode).toBe(200);

      const fixed = await markTemplate(template.id, [template.uid.missie, template.uid.visie]);
      expect(fixed.statusCode).toBe(200);
      // The school's copy of Visie becomes board text where it is, with the board's text.
      const first = await load(doc.id);
      expect(first.version).toBe(doc.version + 1);
      expect(first.blocks.map((b) => b.uid)).toEqual(doc.blocks.map((b) => b.uid));
      expect(first.blocks.map((b) => b.board_text !== null)).toEqual([
        true,
        true,
        true,
        false,
        false,
        true,
        true,
      ]);
      // Without a copy, the chapter comes after the school's chapter that holds Missie.
      const second = await load(other.id);
      expect(texts(second)).toEqual([
        'Missie',
        '<p>Wij geven elk kind kansen.</p>',
        '<p>Samen met ouders.</p>',
        'Visie',
        '<p>Leren is ontdekken.</p>',
        'Eigen keuzes',
        '<p>Hier schrijft de school.</p>',
      ]);
      expect(boardTexts(second)).toEqual([
        'Missie',
        '<p>Wij geven elk kind kansen.</p>',
        '<p>Samen met ouders.</p>',
        'Visie',
        '<p>Leren is ontdekken.</p>',
      ]);

      // Unfixing Missie: the copies stay, as the school's own, and the school can change them.
      const since = first.version;
      const unfixed = await markTemplate(template.id, [template.uid.visie]);
      expect(unfixed.statusCode).toBe(200);
      const mine = await load(doc.id);
      expect(texts(mine)).toEqual(texts(first));
      expect(mine.blocks.slice(0, 3).every((b) => b.board_text === null)).toBe(true);
      const caught = (
        await call('GET', `/api/documents/${doc.id}/changes?since=${since}`, 'directeur')
      ).json().data as DocumentChanges;
      expect(caught.blocks.map((b) => b.board_text)).toEqual([null, null, null]);
      const edit = await save(doc.id, 'directeur', mine.version, [
        upsert(mine.blocks[1]!.uid!, body('<p>Onze missie.</p>')),
      ]);
      expect(edit.statusCode).toBe(200);
      // The board's later change of Missie no longer reaches the school.
      const board = await load(template.id);
      const change = await save(template.id, 'bestuur', board.version, [
        upsert(template.uid.m1, body('<p>Nieuwe missie.</p>')),
      ]);
      expect(change.statusCode).toBe(200);
      expect((await load(doc.id)).blocks[1]!.content).toBe('<p>Onze missie.</p>');

      // No longer a template: all board text becomes the school's.
      expect((await markTemplate(template.id, [], 'bestuur', false)).statusCode).toBe(200);
      expect((await load(other.id)).blocks.every((b) => b.board_text === null)).toBe(true);
    });

    it('leaves an adopted school document alone until a new concept is started', async () => {
      const template = await boardTemplate();
      const doc = await schoolDocument(template.id);
      const status = (status: string) =>
        call('PUT', `/api/documents/${doc.id}/status`, 'directeur', { status });
      expect((await status('vastgesteld')).statusCode).toBe(200);
      const adopted = await load(doc.id);

      const board = await load(template.id);
      const change = await save(template.id, 'bestuur', board.version, [
        upsert(template.uid.m1, body('<p>Na de vaststelling.</p>')),
      ]);
      expect(change.statusCode).toBe(200);
      const untouched = await load(doc.id);
      expect(untouched.version).toBe(adopted.version);
      expect(texts(untouched)).toEqual(texts(adopted));

      const concept = await status('concept');
      expect(concept.statusCode).toBe(200);
      expect((concept.json().data as Document).blocks[1]!.content).toBe(
        '<p>Na de vaststelling.</p>',
      );
      expect((await load(doc.id)).version).toBe(adopted.version + 1);
    });

    it("keeps the board's text when the school restores an earlier version", async () => {
      const template = await boardTemplate();
      const doc = await schoolDocument(template.id);
      const own = doc.blocks[4]!;
      const edit = await save(doc.id, 'directeur', doc.version, [
        upsert(own.uid!, body('<p>Onze tekst.</p>')),
      ]);
      expect(edit.statusCode).toBe(200);
      const board = await save(template.id, 'bestuur', template.version, [
        upsert(template.uid.m1, body('<p>Nieuw van het bestuur.</p>')),
      ]);
      expect(board.statusCode).toBe(200);

      const restore = await call(
        'POST',
        `/api/documents/${doc.id}/history/${doc.version}/restore`,
        'directeur',
      );
      expect(restore.statusCode).toBe(200);
      const restored = restore.json().data as Document;
      expect(restored.blocks[4]!.content).toBe(own.content);
      expect(restored.blocks[1]).toMatchObject({
        content: '<p>Nieuw van het bestuur.</p>',
        board_text: { template_id: template.id },
      });
    });

    it('carries board text into the next school year, where it follows the board too', async () => {
      const template = await boardTemplate();
      const period = t.ids.periods[t.ids.schools.regenboog]![0]!;
      const res = await createIn('schools', t.ids.schools.regenboog, 'directeur', {
        template_id: template.id,
        period_id: period.id,
      });
      expect(res.statusCode).toBe(201);
      const year = 2040 + Math.floor(Math.random() * 50);
      const created = await call(
        'POST',
        `/api/schools/${t.ids.schools.regenboog}/periods`,
        'directeur',
        {
          name: `Schooljaar ${year}`,
          start_at: `${year}-08-01`,
          end_at: `${year + 1}-07-31`,
          carry_documents: [res.json().data.id],
        },
      );
      expect(created.statusCode).toBe(201);
      const list = await call(
        'GET',
        `/api/schools/${t.ids.schools.regenboog}/documents`,
        'directeur',
      );
      const carried = (list.json().data as Array<{ id: number; period_id: number | null }>).find(
        (d) => d.period_id === created.json().data.id,
      )!;
      const copy = await load(carried.id);
      expect(copy.template_id).toBe(template.id);
      expect(boardTexts(copy)).toEqual(boardTexts(res.json().data as Document));

      const board = await save(template.id, 'bestuur', template.version, [
        upsert(template.uid.m2, body('<p>Ook in het nieuwe jaar.</p>')),
      ]);
      expect(board.statusCode).toBe(200);
      expect(boardTexts(await load(carried.id))).toContain('<p>Ook in het nieuwe jaar.</p>');
    });

    it('keeps the text when the board deletes its template', async () => {
      const template = await boardTemplate();
      const doc = await schoolDocument(template.id);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/documents/${template.id}`,
        headers: bearer(tokens.bestuur),
      });
      expect(res.statusCode).toBe(204);
      const after = await load(doc.id);
      expect(after.template_id).toBeNull();
      expect(texts(after)).toEqual(texts(doc));
      expect(after.blocks.every((b) => b.board_text === null)).toBe(true);
      const edit = await save(doc.id, 'directeur', after.version, [
        upsert(after.blocks[1]!.uid!, body('<p>Nu van ons.</p>')),
      ]);
      expect(edit.statusCode).toBe(200);
    });
  });
});
