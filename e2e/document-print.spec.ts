import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  ACCOUNTS,
  apiGet,
  createSchoolPlan,
  expectNoAxeViolations,
  SEED,
  startSession,
} from './fixtures';

// A long plan printed from its print view to PDF (Chromium's own printing, as "Save as PDF"),
// read back page by page: the contents' page numbers are the pages the headings are on, every
// page but the cover has its footer, and a table cut by a page break repeats its header row.

const authHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  accept: 'application/json',
});

interface Change {
  op: 'upsert';
  uid: string;
  after: string | null;
  block: { type: 'h1' | 'h2' | 'body'; content: string };
}

const CHAPTERS = [
  'Visie en missie',
  'Onderwijs en leren',
  'Taal en lezen',
  'Rekenen en wiskunde',
  'Burgerschap',
  'Zorg en begeleiding',
  'Personeel en scholing',
  'Kwaliteit en verantwoording',
];
const SECTIONS = ['Waar we staan', 'Wat we willen bereiken', 'Hoe we het aanpakken'];
/** Paragraphs of each section: with the cover and the contents about 40 A4 pages. */
const PARAGRAPHS = [6, 6, 4];
const TABLE_ROWS = 70;

const WORDS =
  'leerlingen leren elke dag samen in de klas met aandacht voor taal rekenen en burgerschap terwijl leraren hun lessen voorbereiden evalueren en verbeteren zodat iedereen groeit naar vermogen binnen een veilige en uitdagende omgeving'.split(
    ' ',
  );

/** A paragraph of about 600 characters, different per chapter, section and place. */
function paragraph(seed: number): string {
  const words: string[] = [];
  for (let i = 0; words.join(' ').length < 600; i++) {
    words.push(WORDS[(seed * 7 + i * 3 + Math.floor(i / 11)) % WORDS.length]!);
  }
  const text = words.join(' ');
  return `<p>${text[0]!.toUpperCase()}${text.slice(1)}.</p>`;
}

function table(): string {
  const rows = Array.from(
    { length: TABLE_ROWS },
    (_, i) =>
      `<tr><td>Tabelrij ${i + 1}</td><td>Team onderbouw</td><td>Periode ${(i % 4) + 1}</td></tr>`,
  ).join('');
  return `<table><thead><tr><th>Actiepunt</th><th>Eigenaar</th><th>Wanneer</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The plan's blocks as `POST …/changes` takes them, each after the one before. */
function planChanges(): Change[] {
  const changes: Change[] = [];
  let after: string | null = null;
  const add = (type: Change['block']['type'], content: string) => {
    const uid = randomUUID();
    changes.push({ op: 'upsert', uid, after, block: { type, content } });
    after = uid;
  };
  CHAPTERS.forEach((chapter, c) => {
    add('h1', chapter);
    add('body', paragraph(c * 100));
    SECTIONS.forEach((section, s) => {
      add('h2', section);
      const paragraphs = Array.from({ length: PARAGRAPHS[s]! }, (_, p) =>
        paragraph(c * 100 + s * 10 + p),
      );
      // One table in the middle of the plan, long enough to be cut by a page break.
      if (c === 3 && s === 1) paragraphs.splice(2, 0, table());
      add('body', paragraphs.join(''));
    });
  });
  return changes;
}

/**
 * A name of this journey's own, in digits: the PDF's text comes back through pdf.js, which gives a
 * ligature of the font ("ff", "fi" in a hex tag) as a word of its own.
 */
const ownName = (prefix: string) => `${prefix} ${randomInt(10_000_000, 100_000_000)}`;

async function createPlan(request: APIRequestContext, token: string, schoolId: number) {
  const name = ownName('Jaarplan');
  const doc = await createSchoolPlan(request, token, schoolId, name);
  const saved = await request.post(`/api/documents/${doc.id}/changes`, {
    headers: authHeaders(token),
    data: { base_version: doc.version, changes: planChanges() },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { id: doc.id, name };
}

/** The text of every page of a PDF, as lines (top to bottom, items of a line left to right). */
async function pdfLines(pdf: Buffer): Promise<string[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true }).promise;
  const pages: string[][] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    const items = content.items
      .filter((item) => 'str' in item && item.str.trim() !== '')
      .map((item) => {
        const { str, transform } = item as { str: string; transform: number[] };
        return { str, x: transform[4]!, y: transform[5]! };
      })
      .sort((a, b) => b.y - a.y || a.x - b.x);
    const lines: { y: number; parts: { str: string; x: number }[] }[] = [];
    for (const item of items) {
      const line = lines.find((l) => Math.abs(l.y - item.y) < 2);
      if (line) line.parts.push(item);
      else lines.push({ y: item.y, parts: [item] });
    }
    pages.push(
      lines.map((line) =>
        line.parts
          .sort((a, b) => a.x - b.x)
          .map((part) => part.str)
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    );
  }
  await document.destroy();
  return pages;
}

test('a 40-page plan prints to PDF with its cover, the page numbers of its contents and its footers', async ({
  page,
}) => {
  // Laying out and printing 40 pages on a busy machine.
  test.slow();
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
    locale: 'nl',
  });
  const token = tokens.access_token;
  const school = await apiGet<{ name: string; organisation: { name: string } | null }>(
    page.request,
    token,
    `/api/schools/${context!.id}`,
  );
  const plan = await createPlan(page.request, token, context!.id);

  await page.goto(`/document/${plan.id}/afdrukken`);
  await expect(page.getByRole('link', { name: 'Terug naar het document' })).toHaveAttribute(
    'href',
    `/document/${plan.id}`,
  );
  // Paged.js says when it has laid out every page.
  await expect(page.locator('[data-print-ready="true"]')).toBeAttached({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: 'Afdrukken' })).toBeEnabled();
  const laidOut = await page.locator('.pagedjs_page').count();
  await expect(page.getByRole('status').filter({ hasText: 'klaar om af te drukken' })).toHaveText(
    `${laidOut} pagina's klaar om af te drukken.`,
  );
  await expectNoAxeViolations(page);

  // The contents as the screen numbers them (entries and headings share the numbering).
  const entries = await page
    .getByRole('navigation', { name: 'Inhoudsopgave' })
    .getByRole('link')
    .allTextContents();
  expect(entries).toHaveLength(CHAPTERS.length * (1 + SECTIONS.length));
  expect(entries.slice(0, 2)).toEqual(['1. Visie en missie', '1.1. Waar we staan']);

  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  await test.info().attach('plan.pdf', { body: pdf, contentType: 'application/pdf' });
  const pages = await pdfLines(pdf);
  // Every laid-out page is one sheet of paper: nothing of the screen around them printed.
  expect(pages).toHaveLength(laidOut);
  expect(pages.length).toBeGreaterThanOrEqual(34);
  expect(pages.length).toBeLessThanOrEqual(46);

  // The cover: the school, its board, the plan's name and its status; no footer.
  const cover = pages[0]!.join('\n');
  expect(cover).toContain(SEED.regenboog);
  if (school.organisation) expect(cover).toContain(school.organisation.name);
  expect(cover).toContain(plan.name);
  expect(cover).toContain('Status: Concept');
  expect(cover).not.toContain('pagina');

  // Every other page ends with "<name> — pagina N van M".
  pages.slice(1).forEach((lines, index) => {
    expect(lines, `page ${index + 2}`).toContain(
      `${plan.name} — pagina ${index + 2} van ${pages.length}`,
    );
  });

  // Each entry's page number is the page its heading first appears on, and the heading is
  // not the last line of that page (a heading is kept with the text under it).
  const footer = (n: number) => `${plan.name} — pagina ${n} van ${pages.length}`;
  for (const entry of entries) {
    const tocLine = pages
      .flat()
      .map((line) => new RegExp(`^${escape(entry)} (\\d+)$`).exec(line))
      .find(Boolean);
    expect(tocLine, `contents line of "${entry}"`).toBeTruthy();
    const printedPage = Number(tocLine![1]);
    const index = pages.findIndex((lines) => lines.includes(entry));
    expect(index, `page of "${entry}"`).toBeGreaterThan(0);
    expect(printedPage, `page number of "${entry}"`).toBe(index + 1);
    const text = pages[index]!.filter((line) => line !== footer(index + 1));
    expect(text.at(-1), `"${entry}" alone at the foot of page ${index + 1}`).not.toBe(entry);
  }

  // The table goes on over more than one page, with its header row on each.
  const tablePages = pages.filter((lines) => lines.some((line) => line.startsWith('Tabelrij ')));
  expect(tablePages.length).toBeGreaterThan(1);
  for (const lines of tablePages) expect(lines).toContain('Actiepunt Eigenaar Wanneer');
  const rows = tablePages.flat().filter((line) => line.startsWith('Tabelrij '));
  expect(rows).toHaveLength(TABLE_ROWS);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the adopted version prints from the history in English while a new one is written; leaving the view takes its page styles along', async ({
  page,
  browser,
}) => {
  test.slow();
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
    locale: 'en',
  });
  const token = tokens.access_token;
  const name = ownName('Leesplan');
  const doc = await createSchoolPlan(page.request, token, context!.id, name);
  const [a, b] = [randomUUID(), randomUUID()];
  const saved = await page.request.post(`/api/documents/${doc.id}/changes`, {
    headers: authHeaders(token),
    data: {
      base_version: doc.version,
      changes: [
        { op: 'upsert', uid: a, after: null, block: { type: 'h1', content: 'Doelen' } },
        { op: 'upsert', uid: b, after: a, block: { type: 'body', content: paragraph(1) } },
      ],
    },
  });
  expect(saved.status()).toBe(200);
  // Adopted, then a new version started: the adopted text is a version of the history.
  for (const status of ['vastgesteld', 'concept']) {
    const changed = await page.request.put(`/api/documents/${doc.id}/status`, {
      headers: authHeaders(token),
      data: { status },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  const current = await apiGet<{ adoption: { version: number } }>(
    page.request,
    token,
    `/api/documents/${doc.id}`,
  );

  await page.goto(`/document/${doc.id}/afdrukken?versie=${current.adoption.version}`);
  await expect(page.locator('[data-print-ready="true"]')).toBeAttached({ timeout: 60_000 });
  const cover = page.getByRole('region', { name });
  await expect(cover).toContainText('Status: Adopted');
  await expect(cover).toContainText(`Version ${current.adoption.version} of`);
  await expect(page.getByRole('navigation', { name: 'Contents' })).toContainText('1. Doelen');
  const pages = await pdfLines(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
  expect(pages.length).toBeGreaterThanOrEqual(3);
  expect(pages.at(-1)).toContain(`${name} — page ${pages.length} of ${pages.length}`);
  await expectNoAxeViolations(page);

  // Back at the document, Paged.js's page rules are gone: printing it is the page's own again.
  await page.getByRole('link', { name: 'Back to the document' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('style[data-pagedjs-inserted-styles]')).toHaveCount(0);
  await expect(page.locator('.pagedjs_pages')).toHaveCount(0);

  // A reader may not read the history: the version does not exist for them.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await startSession(reader, ACCOUNTS.leraar, { school: SEED.regenboog, locale: 'en' });
  await reader.goto(`/document/${doc.id}/afdrukken?versie=${current.adoption.version}`);
  await expect(reader.getByRole('heading', { level: 1, name: 'Document not found' })).toBeVisible();
  await readerContext.close();
});
