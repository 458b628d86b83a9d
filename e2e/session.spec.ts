import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  expectNoAxeViolations,
  paths,
  readStorage,
  SEED,
  startSession,
  STORAGE_KEYS,
} from './fixtures';

test('logging out clears the stored session and lands on login', async ({ page }) => {
  const { tokens } = await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  await page.goto(paths.calendar);
  await expect(page.getByRole('heading', { level: 1, name: 'Yearly calendar' })).toBeVisible();
  expect((await readStorage(page)).contextType).toBe('school');

  await page.getByRole('button', { name: 'Marieke Jansen' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await expect(page).toHaveURL(paths.login);
  const stored = await readStorage(page);
  for (const key of STORAGE_KEYS.filter((k) => k !== 'locale')) expect(stored[key], key).toBeNull();
  // The login is revoked on the server too.
  const after = await page.request.get('/api/users/current', {
    headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
  });
  expect(after.status()).toBe(401);
  // And the pages are closed again.
  await page.goto(paths.calendar);
  await expect(page).toHaveURL(paths.login);
});

test('an expired access token is refreshed once and the page still loads', async ({ page }) => {
  const { tokens } = await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  // The server no longer knows this access token: every API call answers 401 until refreshed.
  await page.evaluate(() => localStorage.setItem('token', 'expired-or-revoked-access-token'));
  let refreshes = 0;
  let unauthorised = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/oauth/token')) refreshes += 1;
    else if (response.url().includes('/api/') && response.status() === 401) unauthorised += 1;
  });

  await page.goto(paths.contacts);
  await expect(page.getByRole('heading', { level: 1, name: 'Social map' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowgroup').last().getByRole('row')).toHaveCount(
    25,
  );
  await expect(page.getByRole('button', { name: 'Pieter Bakker' })).toBeVisible();

  expect(unauthorised).toBeGreaterThan(0);
  expect(refreshes).toBe(1);
  const stored = await readStorage(page);
  expect(stored.token).not.toBe('expired-or-revoked-access-token');
  expect(stored.token).not.toBe(tokens.access_token);
  expect(stored.refreshToken).not.toBe(tokens.refresh_token);
  // The new pair works; the rotated refresh token does not.
  const me = await page.request.get('/api/users/current', {
    headers: { authorization: `Bearer ${stored.token}`, accept: 'application/json' },
  });
  expect(me.status()).toBe(200);
});

test('a refresh token the server refuses ends the session on login', async ({ page }) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.evaluate(() => {
    localStorage.setItem('token', 'expired-or-revoked-access-token');
    localStorage.setItem('refreshToken', 'unknown-refresh-token');
  });
  await page.goto(paths.contacts);
  await expect(page).toHaveURL(paths.login);
  const stored = await readStorage(page);
  expect(stored.token).toBeNull();
  expect(stored.refreshToken).toBeNull();
});

test('switching to Dutch and back changes the texts and <html lang>, and is remembered', async ({
  page,
}) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto(paths.contacts);
  await expect(page.getByRole('heading', { level: 1, name: 'Social map' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: 'Pieter Bakker' }).click();
  await page.getByRole('menuitem', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sociale kaart' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('link', { name: 'Jaarkalender' })).toBeVisible();
  expect((await readStorage(page)).locale).toBe('nl');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sociale kaart' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('button', { name: 'Volgende' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Pieter Bakker' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Social map' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await readStorage(page)).locale).toBe('en');
});
