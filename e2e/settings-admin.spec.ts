import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, expectNoAxeViolations, SEED, startSession } from './fixtures';

// The settings and admin tabs show their data read-only (editing comes with the management
// screens): each tab is its own URL, opens with its data, and passes axe.

async function openTab(page: Page, tabs: string, name: string, path: string) {
  await page.getByRole('navigation', { name: tabs }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(path);
}

test('a board admin reads the settings of the board, tab by tab', async ({ page }) => {
  await startSession(page, ACCOUNTS.bestuur);
  await page.goto('/');
  await page.getByRole('option', { name: new RegExp(SEED.rivierenland) }).click();
  await expect(page).toHaveURL(/\/document\/\d+$/);
  await page.getByRole('link', { name: 'Settings' }).click();
  // /instellingen opens the algemeen tab.
  await expect(page).toHaveURL('/instellingen/algemeen');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The board's own details, in the form its admins change them with.
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(SEED.rivierenland);
  await expectNoAxeViolations(page);

  // A board has schools, no school years.
  const tabs = page.getByRole('navigation', { name: 'Settings sections' });
  await expect(tabs.getByRole('link', { name: 'School years' })).toHaveCount(0);

  await openTab(page, 'Settings sections', 'Schools', '/instellingen/scholen');
  await expect(page.getByRole('row', { name: new RegExp(SEED.vlinderhof) })).toBeVisible();
  await expectNoAxeViolations(page);

  await openTab(page, 'Settings sections', 'Users', '/instellingen/gebruikers');
  await expect(page.getByRole('row', { name: /bestuur@koers\.test/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await openTab(page, 'Settings sections', 'Social map', '/instellingen/sociale-kaart');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a director reads the settings of the school a manager uses, including its school years', async ({
  page,
}) => {
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  await page.goto('/instellingen');
  // The school's own details and members are its admins' (settingsTabs in app/src/lib/paths.ts).
  await expect(page).toHaveURL('/instellingen/applicatie-kiezer');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  for (const [name, path] of [
    ['Application chooser', '/instellingen/applicatie-kiezer'],
    ['Yearly calendar', '/instellingen/jaarkalender'],
    ['School years', '/instellingen/schooljaren'],
  ] as const) {
    await openTab(page, 'Settings sections', name, path);
    // A table, or the reorderable grid of the application chooser.
    const main = page.getByRole('main');
    await expect(main.getByRole('table').or(main.getByRole('grid')).first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('the super admin reads every board, school, user and manual', async ({ page }) => {
  await startSession(page, ACCOUNTS.admin);
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/besturen');
  await expect(page.getByRole('row', { name: new RegExp(SEED.linge) })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const [name, path, cell] of [
    ['Schools', '/admin/scholen', SEED.zonnewijzer],
    ['Users', '/admin/gebruikers', 'leraar@koers.test'],
    ['Manuals', '/admin/handleidingen', 'Aan de slag met Koers'],
  ] as const) {
    await openTab(page, 'Admin sections', name, path);
    await expect(
      page.getByRole('row', { name: new RegExp(cell.replace(/\./g, '\\.')) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
