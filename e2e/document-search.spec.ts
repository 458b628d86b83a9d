import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, apiGet, expectNoAxeViolations, paths, SEED, startSession } from './fixtures';

interface Period {
  start_at: string;
  end_at: string;
  documents: { id: number; name: string; type: string }[];
}

/** The leraar's session in De Regenboog and the plan of the current school year. */
async function openPlan(page: Page) {
  const { tokens, context } = await startSession(page, ACCOUNTS.leraar, {
    school: SEED.regenboog,
  });
  const periods = await apiGet<Period[]>(
    page.request,
    tokens.access_token,
    `/api/schools/${context!.id}/periods`,
  );
  const today = new Date().toISOString().slice(0, 10);
  const current = periods.find((p) => p.start_at <= today && today <= p.end_at);
  const plan = current?.documents.find((d) => d.type === 'plan');
  if (!plan) throw new Error('the seed has no plan for the current school year');
  return plan;
}

/** Distance from the top of the window to the element (px). */
const topOf = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top);

test('the header search gives one result per block with its number of matches, marked in the result and in the text', async ({
  page,
}) => {
  const plan = await openPlan(page);
  await page.goto(paths.document(plan.id));
  await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();

  const search = page.getByRole('combobox', { name: 'Search in this document' });
  await search.fill('lezen');
  // The results (while searching, the list holds only the text saying so).
  const options = page.getByRole('listbox').getByRole('option', { name: /\d+ match/ });
  await expect(options.first()).toBeVisible();
  // One result per block that holds the text, not one per occurrence: the goal on reading names
  // it twice and is one result saying so.
  const blocksWithText = await page
    .locator('.koers-document-block')
    .evaluateAll(
      (blocks) => blocks.filter((b) => b.textContent?.toLowerCase().includes('lezen')).length,
    );
  await expect(options).toHaveCount(blocksWithText);
  const twice = options.filter({ hasText: '2 matches' }).filter({ hasText: 'voor lezen (nu 58%)' });
  await expect(twice).toHaveCount(1);
  // The searched text is marked in the result.
  await expect(twice.locator('mark').first()).toHaveText(/^lezen$/i);
  await expectNoAxeViolations(page);

  // Chosen: the block is highlighted with both matches marked, and its anchor is in the URL.
  await twice.click();
  const block = page.locator('[data-type="body"][data-highlighted]');
  await expect(block).toHaveCount(1);
  await expect(block.locator('mark')).toHaveText([/^lezen$/i, /^lezen$/i]);
  const id = await block.getAttribute('id');
  expect(id).toMatch(/^block-\d+$/);
  await expect(page).toHaveURL(new RegExp(`/document/${plan.id}#${id}$`));
  await expect(block).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a match that runs through formatting is marked without breaking the text', async ({
  page,
}) => {
  const plan = await openPlan(page);
  await page.goto(paths.document(plan.id));
  const search = page.getByRole('combobox', { name: 'Search in this document' });
  // "<strong>Onze missie:</strong> elk kind …": the match starts in bold and ends outside it.
  await search.fill('missie: elk');
  const option = page.getByRole('listbox').getByRole('option', { name: /missie: elk kind/ });
  await expect(option).toContainText('1 match');
  await option.click();
  const block = page.locator('[data-type="body"][data-highlighted]');
  // One mark inside the bold text and one after it: the bold text stays bold, and the first
  // mark is the match's anchor the search scrolled to.
  await expect(block.locator('strong > mark')).toHaveText('missie:');
  await expect(block.locator('mark')).toHaveText(['missie:', / ?elk/]);
  await expect(block.locator('strong')).toHaveText('Onze missie:');
  await expect(block.locator('mark').first()).toHaveAttribute(
    'id',
    `${await block.getAttribute('id')}-1`,
  );
  await expect(block.locator('mark').first()).toBeInViewport();
});

test('a section chosen in the table of contents is in the URL, and that link opens at the section', async ({
  page,
}) => {
  const plan = await openPlan(page);
  await page.goto(paths.document(plan.id));
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  await toc.getByRole('link', { name: '2.2. Kernwaarden' }).click();
  const heading = page.getByRole('heading', { level: 3, name: '2.2. Kernwaarden' });
  const id = await heading.getAttribute('id');
  await expect(page).toHaveURL(new RegExp(`/document/${plan.id}#${id}$`));
  await expect(heading).toBeFocused();
  const link = page.url();

  // The shared link, opened in a new tab: the section is at the top once the document is in.
  const other = await page.context().newPage();
  await other.goto(link);
  const there = other.getByRole('heading', { level: 3, name: '2.2. Kernwaarden' });
  await expect(there).toBeInViewport();
  const top = await topOf(there);
  expect(top).toBeGreaterThan(40);
  expect(top).toBeLessThan(250);
  await expectNoAxeViolations(other);

  // Reached inside the app (as Back and Forward do): the document loads after the navigation
  // has ended, and the page still goes to the section.
  await other.goto(paths.contacts);
  await expect(other.getByRole('heading', { level: 1, name: 'Social map' })).toBeVisible();
  const documentLoaded = other.waitForResponse(
    (r) => r.url().endsWith(`/api/documents/${plan.id}`) && r.ok(),
  );
  await other.evaluate((url) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: 'shared', idx: index + 1 }, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, link);
  await documentLoaded;
  await expect(there).toBeInViewport();
  expect(await topOf(there)).toBeLessThan(250);
  expect(await topOf(there)).toBeGreaterThan(40);
});
