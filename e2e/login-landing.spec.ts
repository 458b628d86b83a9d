import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  apiLogin,
  currentUser,
  expectNoAxeViolations,
  expectShell,
  logInWithForm,
  paths,
  readStorage,
  SEED,
  startSession,
} from './fixtures';

// SPEC §2: where the login form sends each demo account (guest-only guard with the automatic
// context for single memberships, then the context redirect rule; super admins to the admin area).

async function openLogin(page: Page) {
  await page.goto(paths.login);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Koers' })).toBeVisible();
}

test('the login page and its unknown-user variant pass axe', async ({ page }) => {
  await openLogin(page);
  await expectNoAxeViolations(page);

  await page.goto(paths.unknownUser);
  await expect(page.getByRole('heading', { level: 1, name: 'Account not found' })).toBeVisible();
  await expect(page.getByText('is not known in Koers')).toBeVisible();
  // The variant is still a working login form.
  await expect(page.getByLabel('Email address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a wrong password keeps the visitor on the login page with an error', async ({ page }) => {
  await openLogin(page);
  await page.getByLabel('Email address').fill(ACCOUNTS.leraar);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(paths.login);
  expect((await readStorage(page)).token).toBeNull();
  await expectNoAxeViolations(page);
});

test('the super admin lands on the besturen tab of the admin area', async ({ page }) => {
  await openLogin(page);
  await logInWithForm(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(paths.adminOrganisations);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin environment' })).toBeVisible();
  await expect(page.getByRole('main').getByText(SEED.rivierenland)).toBeVisible();
  const stored = await readStorage(page);
  expect(stored.token).toBeTruthy();
  expect(stored.refreshToken).toBeTruthy();
  await expectNoAxeViolations(page);
});

test('the director (one school, with a calendar) gets that school and lands on its calendar', async ({
  page,
}) => {
  await openLogin(page);
  await logInWithForm(page, ACCOUNTS.directeur);
  await expect(page).toHaveURL(paths.calendar);
  await expect(page.getByRole('heading', { level: 1, name: 'Yearly calendar' })).toBeVisible();
  await expectShell(page);
  await expect(page.getByText(SEED.regenboog).first()).toBeVisible();
  const stored = await readStorage(page);
  expect(stored.contextType).toBe('school');
  expect(JSON.parse(stored.context ?? 'null')).toMatchObject({ contextType: 'school' });
  await expectNoAxeViolations(page);
});

test('a user of one school without a board also gets it automatically', async ({ page }) => {
  await openLogin(page);
  await logInWithForm(page, ACCOUNTS.eenschool);
  await expect(page).toHaveURL(paths.calendar);
  await expect(page.getByText(SEED.zonnewijzer).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a user of one board without schools lands on its first plan document', async ({ page }) => {
  const tokens = await apiLogin(page.request, ACCOUNTS.eenbestuur);
  const user = await currentUser(page.request, tokens.access_token);
  const board = user.organisations.find((o) => o.name === SEED.linge);
  expect(board).toBeDefined();

  await openLogin(page);
  await logInWithForm(page, ACCOUNTS.eenbestuur);
  await expect(page).toHaveURL(/\/document\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Strategisch beleidsplan' }),
  ).toBeVisible();
  const stored = await readStorage(page);
  expect(JSON.parse(stored.context ?? 'null')).toEqual({
    id: board?.id,
    contextType: 'organisation',
  });
  await expectNoAxeViolations(page);
});

for (const [account, why] of [
  ['leraar', 'two schools'],
  ['bestuur', 'a board that has schools'],
] as const) {
  test(`a user with ${why} has no automatic context and is asked to choose`, async ({ page }) => {
    await openLogin(page);
    await logInWithForm(page, ACCOUNTS[account]);
    await expect(page).toHaveURL(paths.chooser);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a school or board' }),
    ).toBeVisible();
    expect((await readStorage(page)).context).toBeNull();
    await expectNoAxeViolations(page);
  });
}

test('a logged-in user who opens the login page is sent on (guest-only guard)', async ({
  page,
}) => {
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  await page.goto(paths.login);
  await expect(page).toHaveURL(paths.calendar);
  await expect(page.getByRole('heading', { level: 1, name: 'Yearly calendar' })).toBeVisible();
  await expectNoAxeViolations(page);

  await startSession(page, ACCOUNTS.admin);
  await page.goto(paths.unknownUser);
  await expect(page).toHaveURL(paths.adminOrganisations);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin environment' })).toBeVisible();
  await expectNoAxeViolations(page);
});
