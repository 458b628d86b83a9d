import { expect, test } from '@playwright/test';
import { ACCOUNTS, expectNoAxeViolations, paths, SEED, startSession } from './fixtures';

// SPEC §2 route guards and the 404 page.

test('a logged-out visitor is sent to login from every page that needs a user', async ({
  page,
}) => {
  for (const path of [paths.calendar, paths.contacts, '/document/1', '/instellingen', '/admin']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(paths.login);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Koers' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('any other path shows the 404 page', async ({ page }) => {
  await page.goto('/bestaat-niet/echt-niet');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL('/bestaat-niet/echt-niet');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  // Home needs a user: a visitor ends on login.
  await expect(page).toHaveURL(paths.login);
});

test('a teacher cannot open Instellingen: sent home, which is the calendar', async ({ page }) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto('/instellingen');
  await expect(page).toHaveURL(paths.calendar);
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Yearly calendar' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(paths.settingsGlobal);
  await expect(page).toHaveURL(paths.calendar);
});

test('a non-admin cannot open /admin: sent to the change-school-organisation screen', async ({
  page,
}) => {
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  await page.goto('/admin');
  await expect(page).toHaveURL(paths.chooser);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a school or board' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(paths.adminOrganisations);
  await expect(page).toHaveURL(paths.chooser);
  await expect(page.getByRole('menuitem', { name: 'Admin environment' })).toHaveCount(0);

  // The director is a manager: Instellingen opens on the first tab a manager may use.
  await page.goto('/instellingen');
  await expect(page).toHaveURL('/instellingen/applicatie-kiezer');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
