import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ACCOUNTS, apiGet, currentSchoolYear, SEED, startSession } from './fixtures';

interface Period {
  name: string;
  documents: { id: number; name: string; type: string }[];
}

interface Block {
  uid: string;
  type: string;
  content: unknown;
}

interface DocumentData {
  id: number;
  name: string;
  version: number;
  blocks: Block[];
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The paragraphs of document.xml: their style and text. */
function paragraphs(xml: string): { style: string | null; text: string }[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([p]) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(p)?.[1] ?? null,
    text: [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''),
  }));
}

// The journey's own table, so no other journey's text matches it.
const TABLE =
  '<table><thead><tr><th>Maand</th><th>Mijlpaal Word-export</th></tr></thead>' +
  '<tbody><tr><td>Oktober</td><td>Teamscholing lezen</td></tr>' +
  '<tr><td>Maart</td><td>Tussenevaluatie</td></tr></tbody></table>';

test('a director downloads the jaarplan as a Word file with its numbered headings and a table', async ({
  page,
}) => {
  test.slow();
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
    locale: 'nl',
  });
  const token = tokens.access_token;
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const periods = await apiGet<Period[]>(
    page.request,
    token,
    `/api/schools/${context!.id}/periods`,
  );
  const period = periods.find((p) => p.name.endsWith(currentSchoolYear()));
  const planRef = period?.documents.find((d) => d.type === 'plan');
  if (!planRef) throw new Error(`no jaarplan for ${currentSchoolYear()}`);
  const plan = await apiGet<DocumentData>(page.request, token, `/api/documents/${planRef.id}`);

  // A table at the end of the plan (the seed's plans have none), taken out again afterwards.
  const uid = randomUUID();
  const added = await page.request.post(`/api/documents/${plan.id}/changes`, {
    headers,
    data: {
      base_version: plan.version,
      changes: [
        {
          op: 'upsert',
          uid,
          after: plan.blocks.at(-1)!.uid,
          block: { type: 'body', content: TABLE },
        },
      ],
    },
  });
  expect(added.status()).toBe(200);
  const version = ((await added.json()) as { data: { version: number } }).data.version;

  try {
    await page.goto(`/document/${plan.id}`);
    await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Teamscholing lezen' })).toBeVisible();

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Documentacties' }).click();
    await page.getByRole('menuitem', { name: 'Download als Word (.docx)' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(`${plan.name}.docx`);
    const parts = unzipSync(readFileSync(await download.path()));
    expect(strFromU8(parts['[Content_Types].xml']!)).toContain(DOCX.replace('.document', ''));
    const xml = strFromU8(parts['word/document.xml']!);
    const ps = paragraphs(xml);

    // The title page names the school and the plan.
    expect(ps.slice(0, 3).map((p) => p.text)).toEqual([
      SEED.regenboog,
      SEED.rivierenland,
      plan.name,
    ]);
    // Every h1 and h2 of the plan, numbered as on screen, in Word's heading styles.
    let h1 = 0;
    let h2 = 0;
    const expected = plan.blocks
      .filter((b) => b.type === 'h1' || b.type === 'h2')
      .map((b) => {
        if (b.type === 'h1') {
          h1 += 1;
          h2 = 0;
          return ['Heading1', `${h1}. ${String(b.content)}`];
        }
        h2 += 1;
        return ['Heading2', `${h1}.${h2}. ${String(b.content)}`];
      });
    expect(expected.length).toBeGreaterThan(10);
    expect(
      ps
        .filter((p) => p.style === 'Heading1' || p.style === 'Heading2')
        .map((p) => [p.style, p.text]),
    ).toEqual(expected);
    // The screen numbers the same headings.
    await expect(page.getByRole('heading', { name: expected[1]![1]!, exact: true })).toBeVisible();

    // The table, its header row repeated on every page.
    const rows = [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map(([r]) => r);
    expect(rows.map((r) => paragraphs(r).map((p) => p.text))).toEqual([
      ['Maand', 'Mijlpaal Word-export'],
      ['Oktober', 'Teamscholing lezen'],
      ['Maart', 'Tussenevaluatie'],
    ]);
    expect(rows[0]).toContain('<w:tblHeader/>');
  } finally {
    const removed = await page.request.post(`/api/documents/${plan.id}/changes`, {
      headers,
      data: { base_version: version, changes: [{ op: 'delete', uid }] },
    });
    expect(removed.status()).toBe(200);
  }
});
