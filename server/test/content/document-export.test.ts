import { bearer, describeEachDatabase, loginAs } from '../helpers.js';
import { DEMO_EMAILS } from '../../src/seed/core.js';
import { hyperlinks, openDocx, paragraphs } from '../docx-parts.js';

type Who = keyof typeof DEMO_EMAILS;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describeEachDatabase('document export to Word', (t) => {
  const tokens = {} as Record<Who, string>;
  let docId: number;

  const download = (id: number, who: Who, locale = 'nl') =>
    t.app.inject({
      method: 'GET',
      url: `/api/documents/${id}/export.docx`,
      headers: bearer(tokens[who], locale),
    });

  beforeAll(async () => {
    for (const who of Object.keys(DEMO_EMAILS) as Who[])
      tokens[who] = await loginAs(t.app, DEMO_EMAILS[who]);
    const { id: fileId } = await t.database.db
      .insertInto('files')
      .values({
        user_id: t.ids.users.directeur,
        name: 'Begroting.pdf',
        mime_type: 'application/pdf',
        size: 1,
        storage_key: `export-${Date.now()}`,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/schools/${t.ids.schools.regenboog}/documents`,
      headers: bearer(tokens.directeur),
      payload: { name: 'Jaarplan "concept" 2026/2027 – één' },
    });
    docId = created.json().data.id;
    // Shared for discussion, so the team's readers may download it (a new document is a concept).
    const shared = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${docId}/status`,
      headers: bearer(tokens.directeur),
      payload: { status: 'ter_bespreking' },
    });
    expect(shared.statusCode).toBe(200);
    const written = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${docId}/blocks`,
      headers: bearer(tokens.directeur),
      payload: {
        version: 1,
        blocks: [
          { type: 'h1', content: 'Onderwijs' },
          { type: 'h2', content: 'Lezen' },
          {
            type: 'body',
            content:
              '<p>We volgen de <a href="https://www.slo.nl/kerndoelen">kerndoelen</a> en <strong>toetsen</strong> twee keer per jaar.</p>' +
              '<ul><li>Begrijpend lezen<ul><li>Groep 4 en 5</li></ul></li><li>Technisch lezen</li></ul>' +
              '<ol><li>Analyse</li><li>Plan</li></ol>',
          },
          { type: 'h2', content: 'Planning' },
          {
            type: 'body',
            content:
              '<table><thead><tr><th>Maand</th><th>Activiteit</th></tr></thead><tbody><tr><td>September</td><td>Startgesprekken</td></tr><tr><td>Juni</td><td>Evaluatie</td></tr></tbody></table>',
          },
          { type: 'file', content: { name: 'Begroting 2026-2027.pdf', file_id: fileId } },
          {
            type: 'contact',
            content: {
              name: 'Ingrid Hoekstra',
              function: 'Intern begeleider',
              email: 'ib@regenboog.test',
            },
          },
          { type: 'h1', content: 'Personeel' },
        ],
      },
    });
    expect(written.statusCode).toBe(200);
  });

  it('answers a Word file named after the document, not to be cached', async () => {
    const res = await download(docId, 'directeur');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Jaarplan concept 2026 2027 _ __n.docx"; filename*=UTF-8\'\'Jaarplan%20concept%202026%202027%20%E2%80%93%20%C3%A9%C3%A9n.docx',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    // A ZIP archive (OOXML).
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('holds the title page, numbered Word headings, lists, the table with its header row and the links', async () => {
    const parts = await openDocx((await download(docId, 'leraar')).rawPayload);
    const xml = parts['word/document.xml']!;
    const rels = parts['word/_rels/document.xml.rels']!;
    const ps = paragraphs(xml);
    expect(ps.slice(0, 4).map((p) => p.text)).toEqual([
      'OBS De Regenboog',
      'Stichting Openbaar Onderwijs Rivierenland',
      'Jaarplan "concept" 2026/2027 – één',
      expect.stringMatching(/^Laatst gewijzigd op \d{1,2} \w+ \d{4}$/),
    ]);
    expect(
      ps.filter((p) => /^Heading[12]$/.test(p.style ?? '')).map((p) => [p.style, p.text]),
    ).toEqual([
      ['Heading1', '1. Onderwijs'],
      ['Heading2', '1.1. Lezen'],
      ['Heading2', '1.2. Planning'],
      ['Heading1', '2. Personeel'],
    ]);
    const level = (text: string) =>
      /<w:ilvl w:val="(\d)"\/>/.exec(ps.find((p) => p.text === text)!.xml)?.[1];
    expect(['Begrijpend lezen', 'Groep 4 en 5', 'Technisch lezen', 'Analyse'].map(level)).toEqual([
      '0',
      '1',
      '0',
      '0',
    ]);
    const rows = [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map(([r]) => r);
    expect(rows.map((r) => paragraphs(r).map((p) => p.text))).toEqual([
      ['Maand', 'Activiteit'],
      ['September', 'Startgesprekken'],
      ['Juni', 'Evaluatie'],
    ]);
    expect(rows.map((r) => r.includes('<w:tblHeader/>'))).toEqual([true, false, false]);
    expect(hyperlinks(xml, rels).map((l) => l.href)).toEqual([
      'https://www.slo.nl/kerndoelen',
      // The attachment opens at its place in the plan (the test app's APP_URL).
      `http://koers.test/document/${docId}#block-${(await blockIdOf('file'))!}`,
      'mailto:ib@regenboog.test',
    ]);
    expect(ps.find((p) => p.style === 'Attachment')!.text).toBe('Bijlage: Begroting 2026-2027.pdf');
    expect(ps.filter((p) => p.style === 'Contact').map((p) => p.text)).toEqual([
      'Ingrid Hoekstra',
      'Intern begeleider',
      'E-mail: ib@regenboog.test',
    ]);
    const footer = Object.entries(parts).find(([path]) => /^word\/footer\d*\.xml$/.test(path))![1];
    expect(footer).toContain('Jaarplan &quot;concept&quot; 2026/2027 – één — pagina ');
  });

  async function blockIdOf(type: string): Promise<number | undefined> {
    const row = await t.database.db
      .selectFrom('blocks')
      .select('id')
      .where('document_id', '=', docId)
      .where('type', '=', type)
      .executeTakeFirst();
    return row?.id;
  }

  it('speaks English around the text for an English request', async () => {
    const parts = await openDocx((await download(docId, 'leraar', 'en')).rawPayload);
    const ps = paragraphs(parts['word/document.xml']!);
    expect(ps.map((p) => p.text)).toContain('Attachment: Begroting 2026-2027.pdf');
    expect(ps[3]!.text).toMatch(/^Last changed on \d{1,2} \w+ \d{4}$/);
  });

  it('exports a seeded jaarplan with its school year, and a board plan for the board’s school managers', async () => {
    const plan = await t.database.db
      .selectFrom('documents')
      .innerJoin('periods', 'periods.id', 'documents.period_id')
      .select(['documents.id', 'periods.name'])
      .where('documentable_type', '=', 'school')
      .where('documentable_id', '=', t.ids.schools.regenboog)
      .orderBy('documents.id')
      .executeTakeFirstOrThrow();
    const parts = await openDocx((await download(plan.id, 'leraar')).rawPayload);
    expect(paragraphs(parts['word/document.xml']!).map((p) => p.text)).toContain(
      `Schooljaar ${plan.name}`,
    );

    const boardPlan = await t.database.db
      .selectFrom('documents')
      .select('id')
      .where('documentable_type', '=', 'organisation')
      .where('documentable_id', '=', t.ids.organisations.rivierenland)
      .executeTakeFirstOrThrow();
    const board = await download(boardPlan.id, 'directeur');
    expect(board.statusCode).toBe(200);
    const boardPs = paragraphs((await openDocx(board.rawPayload))['word/document.xml']!);
    expect(boardPs[0]!.text).toBe('Stichting Openbaar Onderwijs Rivierenland');
    // Only the board: a board's plan has no board above it.
    expect(boardPs[1]!.style).toBe('Title');
  });

  it('is a 404 for who may not read the document, and a 401 without a token', async () => {
    expect((await download(docId, 'eenschool')).statusCode).toBe(404);
    expect((await download(999_999, 'admin')).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${docId}/export.docx`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
