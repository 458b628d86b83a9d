import { expect, test, type Locator } from '@playwright/test';
import { ACCOUNTS, createSchoolPlan, paths, SEED, startSession } from './fixtures';

/** Distance from the top of the window to the element (px). */
const topOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top);

const CHAPTERS = 60;

/**
 * A long plan (600 blocks): the page opens with its first blocks and adds the rest right after;
 * blocks far out of view are laid out only as they come near. What a reader relies on still
 * holds: a link to a section far down opens there, the table of contents lands on a heading
 * 100 px below the top, the last paragraph is in the page for find in page, and the search
 * finds and shows it.
 */
test('a long plan opens at a linked section far down, and its contents and search land where they say', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
    locale: 'en',
  });
  const plan = await createSchoolPlan(
    page.request,
    tokens.access_token,
    context!.id,
    `Lang plan ${Date.now()}`,
  );
  const blocks = [];
  for (let c = 1; c <= CHAPTERS; c++) {
    blocks.push({ type: 'h1', content: `Hoofdstuk ${c}` });
    for (let p = 1; p <= 9; p++)
      blocks.push({
        type: 'body',
        content: `<p>Alinea ${p} van hoofdstuk ${c}: de leerlingen lezen elke dag samen in kleine groepen${
          p === 9 && c === CHAPTERS ? ', en dit is de laatste alinea' : ''
        }.</p>`,
      });
  }
  const put = await page.request.put(`/api/documents/${plan.id}/blocks`, {
    headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
    data: { version: plan.version, blocks },
  });
  expect(put.status()).toBe(200);
  const saved = (await put.json()) as { data: { blocks: { id: number; content: string }[] } };
  const heading = (c: number) => saved.data.blocks.find((b) => b.content === `Hoofdstuk ${c}`)!;

  // A link to chapter 50 opens there: its heading 100 px below the top.
  await page.goto(`${paths.document(plan.id)}#block-${heading(50).id}`);
  const chapter50 = page.getByRole('heading', { level: 2, name: '50. Hoofdstuk 50', exact: true });
  await expect(chapter50).toBeVisible();
  await expect.poll(() => topOf(chapter50)).toBeCloseTo(100, 0);
  // Blocks far from the view are left to lazy rendering; all of them are in the page.
  await expect(page.locator('.koers-document-blocks')).toHaveAttribute('data-lazy-offscreen');
  await expect(page.getByText('en dit is de laatste alinea')).toBeAttached();

  // The table of contents: from chapter 50 back to chapter 3, and on to the last one.
  const contents = page.getByRole('navigation', { name: 'Contents' });
  for (const c of [3, CHAPTERS]) {
    await contents.getByRole('link', { name: `${c}. Hoofdstuk ${c}`, exact: true }).click();
    const target = page.getByRole('heading', {
      level: 2,
      name: `${c}. Hoofdstuk ${c}`,
      exact: true,
    });
    await expect(target).toBeFocused();
    // The last chapter cannot scroll to the top of a page that ends below it.
    if (c !== CHAPTERS) await expect.poll(() => topOf(target)).toBeCloseTo(100, 0);
    else await expect(target).toBeInViewport();
  }

  // The search finds the last paragraph and brings it into view, marked.
  await page.evaluate(() => window.scrollTo(0, 0));
  const search = page.getByRole('combobox', { name: 'Search in this document' });
  await search.fill('laatste alinea');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /1 match/ })
    .click();
  const last = page.locator('[data-type="body"][data-highlighted]');
  await expect(last).toBeInViewport();
  await expect(last.locator('mark')).toHaveText(['laatste alinea']);
});
