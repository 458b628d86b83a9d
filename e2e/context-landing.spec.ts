import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  apiGet,
  currentSchoolYear,
  expectNoAxeViolations,
  readStorage,
  schoolId,
  schoolPlans,
  SEED,
  startSession,
} from './fixtures';

// Where a school opens (the plan of the selected school year), which context a document is shown
// in (its own), who gets the admin layout (super admins only), and the school's name beside its
// icon in the sidebar and the switch.

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const switchButton = (page: Page, name: string) =>
  mainMenu(page).getByRole('button', { name: new RegExp(`^${name}\\s*, Switch environment$`) });

/** The school year after `year` ('2026-2027' → '2027-2028'). */
const nextYear = (year: string) => {
  const start = Number(year.slice(0, 4)) + 1;
  return `${start}-${start + 1}`;
};

test('a board admin lands in a school on the plan of the year the selector shows', async ({
  page,
}) => {
  const thisYear = currentSchoolYear();
  await startSession(page, ACCOUNTS.bestuur);
  await page.goto('/');
  await page.getByRole('option', { name: new RegExp(SEED.kompas) }).click();

  // Het Kompas has no calendar: the jaarplan of this school year, not the schoolplan.
  await expect(page.getByRole('heading', { level: 1, name: `Jaarplan ${thisYear}` })).toBeVisible();
  const year = mainMenu(page).getByRole('button', { name: /School year/ });
  await expect(year).toContainText(`Schooljaar ${thisYear}`);
  await expectNoAxeViolations(page);

  // Another year: its jaarplan opens, and the choice is kept for the next landing.
  await year.click();
  await page.getByRole('option', { name: `Schooljaar ${nextYear(thisYear)}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Jaarplan ${nextYear(thisYear)}` }),
  ).toBeVisible();

  await switchButton(page, SEED.kompas).click();
  const dialog = page.getByRole('dialog', { name: 'Switch environment' });
  await dialog.getByRole('option', { name: new RegExp(SEED.regenboog) }).click();
  await expect(switchButton(page, SEED.regenboog)).toBeVisible();
  await switchButton(page, SEED.regenboog).click();
  await dialog.getByRole('option', { name: new RegExp(SEED.kompas) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Jaarplan ${nextYear(thisYear)}` }),
  ).toBeVisible();
  await expect(year).toContainText(`Schooljaar ${nextYear(thisYear)}`);
});

test('a link to another school’s document opens it under that school, not the current one', async ({
  page,
}) => {
  const session = await startSession(page, ACCOUNTS.leraar, { school: SEED.kompas });
  const token = session.tokens.access_token;
  const regenboog = await schoolId(page.request, token, SEED.regenboog);
  const plan = (await schoolPlans(page.request, token, regenboog)).find(
    (d) => d.name === `Jaarplan ${currentSchoolYear()}`,
  );
  expect(plan).toBeDefined();

  await page.goto(`/document/${plan!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: plan!.name })).toBeVisible();
  await expect(page).toHaveURL(`/document/${plan!.id}`);
  // The shell names the document's own school; the context moved there.
  await expect(switchButton(page, SEED.regenboog)).toBeVisible();
  await expect(mainMenu(page).getByText(SEED.kompas)).toHaveCount(0);
  await expect(mainMenu(page).getByRole('link', { name: 'Yearly calendar' })).toBeVisible();
  expect(JSON.parse((await readStorage(page)).context ?? 'null')).toEqual({
    id: regenboog,
    contextType: 'school',
  });
  await expectNoAxeViolations(page);
});

test('?from=admin gives a teacher the normal layout, never the admin sidebar', async ({ page }) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto('/document/2?from=admin');
  // The template is the super admins': for a teacher it does not exist.
  await expect(page.getByRole('heading', { level: 1, name: 'Document not found' })).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

// A 1×1 PNG: the server knows an icon by its bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a school with an icon keeps its name readable beside it, in the sidebar and the switch', async ({
  page,
}) => {
  const session = await startSession(page, ACCOUNTS.bestuur, { school: SEED.vlinderhof });
  const headers = { authorization: `Bearer ${session.tokens.access_token}` };
  const upload = await page.request.post('/api/files?purpose=icon', {
    headers,
    multipart: { file: { name: 'vlinderhof.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status()).toBe(201);
  const { data: file } = (await upload.json()) as { data: { id: number } };
  const patched = await page.request.patch(`/api/schools/${session.context!.id}`, {
    headers,
    data: { icon_file_id: file.id },
  });
  expect(patched.status()).toBe(200);
  const school = await apiGet<{ icon: { url: string } | null }>(
    page.request,
    session.tokens.access_token,
    `/api/schools/${session.context!.id}`,
  );
  expect(school.icon).not.toBeNull();

  await page.goto('/jaarkalender');
  const brand = switchButton(page, SEED.vlinderhof);
  await expect(brand).toBeVisible();
  await expect(brand.getByText(SEED.vlinderhof)).toBeVisible();
  await expect(brand.locator('img')).toBeVisible();
  const icon = (await brand.locator('img').boundingBox())!;
  const name = (await brand.getByText(SEED.vlinderhof).boundingBox())!;
  expect(icon.x + icon.width).toBeLessThanOrEqual(name.x);
  await expectNoAxeViolations(page);

  await brand.click();
  const option = page
    .getByRole('dialog', { name: 'Switch environment' })
    .getByRole('option', { name: new RegExp(SEED.vlinderhof) });
  await expect(option.getByText(SEED.vlinderhof)).toBeVisible();
  await expect(option.locator('img')).toBeVisible();
  await expectNoAxeViolations(page);
});
