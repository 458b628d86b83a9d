import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, expectNoAxeViolations, paths, SEED, startSession } from './fixtures';

// Instellingen by rank (settingsTabs in app/src/lib/paths.ts): a manager is offered the tabs a
// manager may use, in the sidebar and the tab bar, and each of them works against the real
// server; an admin's tab opened by its URL is not found, before the API is asked.

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Settings sections' });

/** Every API answer of 403 while the page is used: a tab a user is offered never meets one. */
function collectForbidden(page: Page): string[] {
  const forbidden: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 403) {
      forbidden.push(response.url());
    }
  });
  return forbidden;
}

test('a director is offered the manager’s tabs, and each opens without a 403', async ({ page }) => {
  const forbidden = collectForbidden(page);
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  await page.goto(paths.calendar);
  const settings = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
    name: 'Settings',
  });
  await expect(settings).toHaveAttribute('href', '/instellingen/applicatie-kiezer');
  await settings.click();
  await expect(page).toHaveURL('/instellingen/applicatie-kiezer');
  await expect(tabBar(page).getByRole('link')).toHaveText([
    'Application chooser',
    'Yearly calendar',
    'School years',
    'Social map',
  ]);

  for (const [name, path] of [
    ['Application chooser', '/instellingen/applicatie-kiezer'],
    ['Yearly calendar', '/instellingen/jaarkalender'],
    ['School years', '/instellingen/schooljaren'],
    ['Social map', '/instellingen/sociale-kaart'],
  ] as const) {
    await tabBar(page).getByRole('link', { name }).click();
    await expect(page).toHaveURL(path);
    await expect(tabBar(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    // A table, or the reorderable grid of the application chooser.
    const main = page.getByRole('main');
    await expect(main.getByRole('table').or(main.getByRole('grid')).first()).toBeVisible();
    await expect(page.getByText('This could not be loaded.')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  expect(forbidden).toEqual([]);
});

test('a director who types an admin’s tab gets the 404 page, not a 403 from the API', async ({
  page,
}) => {
  const forbidden = collectForbidden(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/schools\/\d+\/users/.test(request.url())) asked.push(request.url());
  });
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  for (const path of ['/instellingen/gebruikers', '/instellingen/algemeen']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(path);
  }
  await expectNoAxeViolations(page);
  expect(asked).toEqual([]);
  expect(forbidden).toEqual([]);
});

test('a board admin in a school is offered every tab, the members among them', async ({ page }) => {
  const forbidden = collectForbidden(page);
  await startSession(page, ACCOUNTS.bestuur, { school: SEED.regenboog });
  await page.goto(paths.calendar);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(paths.settingsGlobal);
  await expect(tabBar(page).getByRole('link')).toHaveText([
    'General',
    'Application chooser',
    'Yearly calendar',
    'School years',
    'Users',
    'Social map',
    'Activity log',
  ]);
  await tabBar(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL('/instellingen/gebruikers');
  await expect(page.getByRole('row', { name: /directeur@koers\.test/ })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(forbidden).toEqual([]);
});

test('a teacher has no Instellingen, and a tab’s URL leads home', async ({ page }) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto('/instellingen/sociale-kaart');
  await expect(page).toHaveURL(paths.calendar);
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }),
  ).toHaveCount(0);
});
