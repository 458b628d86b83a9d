import { describeEachDatabase } from '../helpers.js';
import { schoolYearEvents, tinyPdf, tinyPng } from '../../src/seed/content.js';
import { sniffMimeType } from '../../src/storage/sniff.js';

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

  it('gives every school a plan per school year, long enough for a table of contents', async () => {
    const { db } = t.database;
    for (const [schoolId, periods] of Object.entries(t.ids.periods)) {
      const docs = await db
        .selectFrom('documents')
        .select(['id', 'period_id'])
        .where('documentable_type', '=', 'school')
        .where('documentable_id', '=', Number(schoolId))
        .execute();
      expect(docs.map((d) => d.period_id).sort()).toEqual(periods.map((p) => p.id).sort());
    }
    const anyPlan = await db
      .selectFrom('documents')
      .select('id')
      .where('documentable_type', '=', 'school')
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
