import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiGet, paths, SEED, startSession } from './fixtures';

interface Period {
  start_at: string;
  end_at: string;
  documents: { id: number; name: string; type: string }[];
}

test.use({ viewport: { width: 1280, height: 800 } });

test('printing a document leaves out header, sidebar, toggles and menus, and prints the text with its numbered headings', async ({
  page,
}) => {
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
  });
  const periods = await apiGet<Period[]>(
    page.request,
    tokens.access_token,
    `/api/schools/${context!.id}/periods`,
  );
  const today = new Date().toISOString().slice(0, 10);
  const plan = periods
    .find((p) => p.start_at <= today && today <= p.end_at)
    ?.documents.find((d) => d.type === 'plan');
  if (!plan) throw new Error('the seed has no plan for the current school year');
  await page.goto(paths.document(plan.id));
  await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
  const header = page.getByRole('banner');
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  const editSwitch = page.getByRole('switch', { name: 'Edit mode' });
  await expect(header).toBeVisible();
  await expect(editSwitch).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(header).toBeHidden();
  await expect(sidebar).toBeHidden();
  await expect(editSwitch).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Search in this document' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Marieke Jansen' })).toBeHidden();
  await expect(toc).toBeHidden();
  // The text, with the numbers of its headings.
  await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. Inleiding' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '2.2. Kernwaarden' })).toBeVisible();
  await expect(page.getByText('Onze kernwaarden geven richting')).toBeVisible();
  // The text takes the width of the paper: no empty sidebar column before it.
  expect((await page.getByRole('main').boundingBox())!.x).toBeLessThan(24);

  // Chromium prints it (headless): a PDF of more than one page.
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThan(1);

  // Back on the screen, all is there again.
  await page.emulateMedia({ media: 'screen' });
  await expect(header).toBeVisible();
  await expect(toc).toBeVisible();
});

test('printing a list page leaves out the shell too', async ({ page }) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto(paths.contacts);
  await expect(page.getByRole('heading', { level: 1, name: 'Social map' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Social map' })).toBeVisible();
});
