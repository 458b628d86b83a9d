import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/types.js';
import { bearer, demoPasswordHash, describeEachDatabase, loginAs } from '../helpers.js';
import { schoolYearEvents, tinyPdf, tinyPng } from '../../src/seed/content.js';
import { DEMO_EMAILS, type SeedIds } from '../../src/seed/core.js';
import { contrastRatio, initialsIcon } from '../../src/seed/icons.js';
import { seedIfEmpty } from '../../src/seed/index.js';
import { LocalDiskStorage } from '../../src/storage/index.js';
import { sniffMimeType } from '../../src/storage/sniff.js';

type Rgb = [number, number, number];

/** The pixels of an 8-bit RGB PNG whose rows all use filter 0 (what the seed writes). */
function decodePng(png: Buffer): {
  width: number;
  height: number;
  pixel: (x: number, y: number) => Rgb;
} {
  const chunks: Buffer[] = [];
  let width = 0;
  let height = 0;
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([...data.subarray(8, 13)]).toEqual([8, 2, 0, 0, 0]);
    }
    if (type === 'IDAT') chunks.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = 1 + width * 3;
  expect(raw.length).toBe(stride * height);
  for (let y = 0; y < height; y++) expect(raw[y * stride]).toBe(0);
  return {
    width,
    height,
    pixel: (x, y) => {
      const at = y * stride + 1 + x * 3;
      return [raw[at]!, raw[at + 1]!, raw[at + 2]!];
    },
  };
}

/** Which pixels differ from the icon's corner colour, and the colours of both. */
function foregroundOf(png: Buffer) {
  const { width, height, pixel } = decodePng(png);
  const background = pixel(0, 0);
  const mask: boolean[] = [];
  let ink: Rgb | null = null;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = pixel(x, y);
      const differs = colour.some((c, i) => c !== background[i]);
      mask.push(differs);
      if (differs) ink ??= colour;
    }
  }
  return { background, ink, mask, width, height };
}

/** The body texts of the plan documents of one context. */
async function bodyTexts(db: Kysely<Database>, type: string, id: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('blocks')
    .innerJoin('documents', 'documents.id', 'blocks.document_id')
    .select('blocks.content')
    .where('documents.documentable_type', '=', type)
    .where('documents.documentable_id', '=', id)
    .where('blocks.type', '=', 'body')
    .execute();
  return new Set(rows.map((r) => r.content));
}

describeEachDatabase('content seed', (t) => {
  it('puts the koersplan at id 1 and the template at id 2', async () => {
    const docs = await t.database.db
      .selectFrom('documents')
      .selectAll()
      .where('id', 'in', [1, 2])
      .orderBy('id')
      .execute();
    expect(docs.map((d) => [d.id, d.documentable_type, d.documentable_id, d.type])).toEqual([
      [1, 'organisation', t.ids.organisations.rivierenland, 'plan'],
      [2, 'template', null, 'plan'],
    ]);
  });

  it('gives every school a jaarplan per school year, long enough for a table of contents', async () => {
    const { db } = t.database;
    for (const [schoolId, periods] of Object.entries(t.ids.periods)) {
      const docs = await db
        .selectFrom('documents')
        .select(['id', 'period_id'])
        .where('documentable_type', '=', 'school')
        .where('documentable_id', '=', Number(schoolId))
        .where('period_id', 'is not', null)
        .execute();
      expect(docs.map((d) => d.period_id).sort()).toEqual(periods.map((p) => p.id).sort());
    }
    const anyPlan = await db
      .selectFrom('documents')
      .select('id')
      .where('documentable_type', '=', 'school')
      .where('period_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const blocks = await db
      .selectFrom('blocks')
      .selectAll()
      .where('document_id', '=', anyPlan.id)
      .execute();
    const types = new Set(blocks.map((b) => b.type));
    expect([...types].sort()).toEqual(['body', 'contact', 'file', 'h1', 'h2']);
    expect(blocks.filter((b) => b.type === 'h1').length).toBeGreaterThanOrEqual(6);
    expect(blocks.filter((b) => b.type === 'h2').length).toBeGreaterThanOrEqual(12);
  });

  it('gives every school with jaarplannen one schoolplan, spanning those years, that they refer to', async () => {
    const { db } = t.database;
    for (const [schoolId, periods] of Object.entries(t.ids.periods)) {
      const docs = await db
        .selectFrom('documents')
        .select(['id', 'name', 'type', 'period_id'])
        .where('documentable_type', '=', 'school')
        .where('documentable_id', '=', Number(schoolId))
        .orderBy('id')
        .execute();
      expect(docs.every((d) => d.type === 'plan')).toBe(true);
      const schoolplans = docs.filter((d) => d.name.startsWith('Schoolplan '));
      expect(schoolplans, `school ${schoolId}`).toHaveLength(1);
      const [schoolplan] = schoolplans;
      // Four school years, without a period of its own: the sidebar lists it in every year and
      // a period's plan document stays its jaarplan.
      expect(schoolplan!.period_id).toBeNull();
      const [from, to] = schoolplan!.name.slice('Schoolplan '.length).split('-').map(Number);
      expect(to! - from!).toBe(4);
      for (const period of periods) {
        expect(Number(period.start_at.slice(0, 4))).toBeGreaterThanOrEqual(from!);
        expect(Number(period.end_at.slice(0, 4))).toBeLessThanOrEqual(to!);
      }
      // The jaarplannen work out the schoolplan by name.
      const jaarplannen = docs.filter((d) => d.period_id !== null);
      for (const jaarplan of jaarplannen) {
        const texts = await db
          .selectFrom('blocks')
          .select('content')
          .where('document_id', '=', jaarplan.id)
          .where('type', '=', 'body')
          .execute();
        expect(texts.some((b) => b.content.includes(`schoolplan ${from}-${to}`))).toBe(true);
      }
    }
  });

  it('gives every board and every school texts of its own', async () => {
    const { db } = t.database;
    const contexts: Array<[string, string, number]> = [
      ...Object.entries(t.ids.organisations).map(([key, id]): [string, string, number] => [
        key,
        'organisation',
        id,
      ]),
      ...Object.entries(t.ids.schools).map(([key, id]): [string, string, number] => [
        key,
        'school',
        id,
      ]),
    ];
    const texts = new Map<string, Set<string>>();
    for (const [key, type, id] of contexts) {
      const own = await bodyTexts(db, type, id);
      expect(own.size, key).toBeGreaterThanOrEqual(10);
      texts.set(key, own);
    }
    for (const [a, textsOfA] of texts) {
      for (const [b, textsOfB] of texts) {
        if (a >= b) continue;
        const shared = [...textsOfA].filter((text) => textsOfB.has(text));
        expect(shared, `${a} and ${b} share body text`).toEqual([]);
      }
    }
  });

  it('links contact blocks to the social map of their context, with its details', async () => {
    const { db } = t.database;
    const linked = await db
      .selectFrom('blocks')
      .innerJoin('documents', 'documents.id', 'blocks.document_id')
      .select(['blocks.content', 'documents.documentable_type', 'documents.documentable_id'])
      .where('blocks.type', '=', 'contact')
      .execute();
    const contents = linked.map((b) => ({ ...b, content: JSON.parse(b.content) }));
    const withContact = contents.filter((b) => b.content.contact_id !== null);
    // Every school's plan names the consultant of the samenwerkingsverband; the schools with a
    // social map (and the board) link him or her.
    expect(withContact.length).toBeGreaterThanOrEqual(4);
    for (const block of withContact) {
      const contact = await db
        .selectFrom('contacts')
        .selectAll()
        .where('id', '=', block.content.contact_id)
        .executeTakeFirstOrThrow();
      expect([contact.contextable_type, contact.contextable_id]).toEqual([
        block.documentable_type,
        block.documentable_id,
      ]);
      expect(block.content).toEqual({
        name: contact.name,
        function: contact.function,
        organisation_name: contact.organisation_name,
        email: contact.email,
        phone: contact.phone,
        contact_id: contact.id,
      });
    }
    // A person outside the social map (the school's own intern begeleider) stays unlinked.
    expect(
      contents.some((b) => b.content.name === 'Ingrid Hoekstra' && b.content.contact_id === null),
    ).toBe(true);
  });

  it('fills the calendar of the current school year, the social map, manuals and applications', async () => {
    const { db } = t.database;
    const events = await db
      .selectFrom('calendar_events')
      .selectAll()
      .where('school_id', '=', t.ids.schools.regenboog)
      .execute();
    const start = t.ids.currentSchoolYearStart;
    const end = `${Number(start.slice(0, 4)) + 1}-07-31`;
    expect(events.length).toBeGreaterThanOrEqual(20);
    for (const e of events) {
      expect(e.start_date >= start && e.end_date <= `${Number(start.slice(0, 4)) + 1}-09-30`).toBe(
        true,
      );
      expect(e.end_date >= e.start_date).toBe(true);
    }
    expect(events.some((e) => e.start_date <= end && e.title.startsWith('Zomervakantie'))).toBe(
      true,
    );
    const kompasEvents = await db
      .selectFrom('calendar_events')
      .select('id')
      .where('school_id', '=', t.ids.schools.kompas)
      .execute();
    expect(kompasEvents).toEqual([]);

    const categories = await db
      .selectFrom('contact_categories')
      .select('name')
      .where('contextable_type', '=', 'school')
      .where('contextable_id', '=', t.ids.schools.regenboog)
      .execute();
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Jeugdzorg', 'GGD', 'Wijkteam', 'Leerplicht']),
    );
    const manuals = await db.selectFrom('manuals').selectAll().execute();
    expect(manuals.filter((m) => m.video_url).length).toBeGreaterThanOrEqual(1);
    // The app reads plans and shows settings as lists: no manual may promise editing them.
    for (const manual of manuals) {
      expect(`${manual.title} ${manual.description} ${manual.content}`, manual.title).not.toMatch(
        /bewerk|uitnodig|opslaan|sla op|beheren/i,
      );
    }
    const apps = await db
      .selectFrom('applications')
      .select('type')
      .where('school_id', '=', t.ids.schools.regenboog)
      .execute();
    expect(new Set(apps.map((a) => a.type))).toEqual(
      new Set(['tasks', 'webmail', 'student-tracking-system', 'other', null]),
    );
  });
});

describe('seed helpers', () => {
  it('makes real PDF and PNG files', () => {
    expect(sniffMimeType(tinyPdf('Schoolgids'))).toBe('application/pdf');
    expect(tinyPdf('Schoolgids').toString('latin1')).toMatch(/%%EOF\n$/);
    expect(sniffMimeType(tinyPng('#2564CF'))).toBe('image/png');
  });

  it('places holidays in the right weeks', () => {
    const events = schoolYearEvents(2026);
    const byTitle = (prefix: string) => events.find((e) => e.title.startsWith(prefix))!;
    expect(byTitle('Herfstvakantie')).toMatchObject({ start: '2026-10-17', end: '2026-10-25' });
    expect(byTitle('Kerstvakantie')).toMatchObject({ start: '2026-12-19', end: '2027-01-03' });
    expect(byTitle('Goede Vrijdag').start).toBe('2027-03-26');
    expect(byTitle('Hemelvaart').start).toBe('2027-05-06');
  });
});

// The demo as `pnpm start` seeds it: with file storage, so applications get their icons.
const filesDir = mkdtempSync(join(tmpdir(), 'koers-seed-files-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

describeEachDatabase(
  'content seed with file storage',
  (t) => {
    let ids: SeedIds;
    beforeAll(async () => {
      const seeded = await seedIfEmpty(t.database.db, {
        passwordHash: await demoPasswordHash(),
        storage: new LocalDiskStorage(filesDir),
      });
      if (!seeded) throw new Error('the database was not empty');
      ids = seeded;
    });

    it('serves every application an icon with its initials on its own colour', async () => {
      const token = await loginAs(t.app, DEMO_EMAILS.leraar);
      const icons = new Map<string, ReturnType<typeof foregroundOf>>();
      for (const school of [ids.schools.regenboog, ids.schools.kompas]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/schools/${school}/applications`,
          headers: bearer(token),
        });
        expect(res.statusCode).toBe(200);
        const apps = res.json().data as Array<{ name: string; icon: { url: string } | null }>;
        expect(apps.length).toBeGreaterThan(0);
        for (const app of apps) {
          expect(app.icon, app.name).not.toBeNull();
          // The URL the app puts in an <img>: signed, so no bearer header.
          const image = await t.app.inject({ method: 'GET', url: app.icon!.url });
          expect(image.statusCode, app.name).toBe(200);
          expect(image.headers['content-type']).toBe('image/png');
          expect(sniffMimeType(image.rawPayload)).toBe('image/png');
          icons.set(app.name, foregroundOf(image.rawPayload));
        }
      }
      const drawn = [...icons.entries()];
      for (const [name, icon] of drawn) {
        expect(icon.ink, name).not.toBeNull();
        // Letters, not a filled shape: far fewer ink pixels than the box around them.
        const inked = icon.mask.filter(Boolean).length;
        expect(inked, name).toBeGreaterThan(icon.width * icon.height * 0.03);
        expect(inked, name).toBeLessThan(icon.width * icon.height * 0.35);
        // Large, bold letters: at least WCAG's 3:1 for large text.
        expect(contrastRatio(icon.background, icon.ink!), name).toBeGreaterThanOrEqual(3);
      }
      // Told apart by more than colour: no two applications share the shape on their icon.
      for (const [a, iconA] of drawn) {
        for (const [b, iconB] of drawn) {
          if (a >= b) continue;
          expect(
            iconA.mask.some((ink, i) => ink !== iconB.mask[i]),
            `${a} and ${b}`,
          ).toBe(true);
        }
      }
    });

    it('stores a PDF behind every file block of the plans', async () => {
      const { db } = t.database;
      const blocks = await db
        .selectFrom('blocks')
        .select('content')
        .where('type', '=', 'file')
        .execute();
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) {
        const { file_id } = JSON.parse(block.content) as { file_id: number | null };
        expect(file_id).not.toBeNull();
        const file = await db
          .selectFrom('files')
          .select('mime_type')
          .where('id', '=', file_id!)
          .executeTakeFirstOrThrow();
        expect(file.mime_type).toBe('application/pdf');
      }
    });
  },
  { seed: false, config: { filesDir } },
);

describe('initials icons', () => {
  it('draws letters in a colour that reads on the background, dark on a light colour', () => {
    const yellow = foregroundOf(initialsIcon('BP', '#F2A900'));
    const blue = foregroundOf(initialsIcon('BP', '#0F6CBD'));
    expect(yellow.ink!.every((c) => c < 64)).toBe(true);
    expect(blue.ink).toEqual([255, 255, 255]);
    expect(yellow.mask).toEqual(blue.mask);
    expect(() => initialsIcon('B1', '#0F6CBD')).toThrow();
  });
});
