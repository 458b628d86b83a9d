import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  expectNoAxeViolations,
  expectShell,
  paths,
  readStorage,
  SEED,
  startSession,
  STORAGE_KEYS,
} from './fixtures';
import { serverUrl, SHORT_TOKEN_PORT, SHORT_TOKEN_TTL_SECONDS } from './servers';

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
  // The selected school year is part of the session too.
  expect(await page.evaluate(() => localStorage.getItem('period'))).toBeNull();
  await expectNoAxeViolations(page);
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
  await expectNoAxeViolations(page);
  // The new pair works.
  const me = await page.request.get('/api/users/current', {
    headers: { authorization: `Bearer ${stored.token}`, accept: 'application/json' },
  });
  expect(me.status()).toBe(200);
});

test('when the access token has expired, the requests that got a 401 share one refresh and are retried', async ({
  browser,
}) => {
  test.setTimeout(60_000); // it waits twice for a token to expire
  // The second demo server hands out access tokens that live a few seconds.
  const context = await browser.newContext({ baseURL: serverUrl(SHORT_TOKEN_PORT) });
  const page = await context.newPage();
  const { tokens } = await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto(paths.contacts);
  await expect(page.getByRole('heading', { level: 1, name: 'Social map' })).toBeVisible();
  await expectShell(page);

  const refreshes: number[] = [];
  const unauthorised: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/oauth/token') refreshes.push(response.status());
    else if (url.pathname.startsWith('/api/') && response.status() === 401) {
      unauthorised.push(url.pathname);
    }
  });
  await page.waitForTimeout((SHORT_TOKEN_TTL_SECONDS + 1) * 1000);

  // A reload loads the user and the school at the same time: both answer 401 first.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Social map' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowgroup').last().getByRole('row')).toHaveCount(
    25,
  );
  await expect(page.getByRole('button', { name: 'Pieter Bakker' })).toBeVisible();
  expect(unauthorised.length).toBeGreaterThanOrEqual(2);
  expect(refreshes).toEqual([200]);
  const stored = await readStorage(page);
  expect(stored.token).not.toBe(tokens.access_token);
  expect(stored.refreshToken).not.toBe(tokens.refresh_token);
  await expectNoAxeViolations(page);

  // Expired again: a navigation inside the app refreshes once more and shows its data.
  await page.waitForTimeout((SHORT_TOKEN_TTL_SECONDS + 1) * 1000);
  await page.getByRole('link', { name: 'Manuals' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Aan de slag met Koers' }),
  ).toBeVisible();
  expect(refreshes).toEqual([200, 200]);
  await expectNoAxeViolations(page);
  await context.close();
});

test('a refresh token the server refuses ends the session on login', async ({ page }) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.evaluate(() => {
    localStorage.setItem('token', 'expired-or-revoked-access-token');
    localStorage.setItem('refreshToken', 'unknown-refresh-token');
  });
  await page.goto(paths.contacts);
  await expect(page).toHaveURL(paths.login);
  await expect(page.getByText('Your session has ended. Log in again to continue.')).toBeVisible();
  const stored = await readStorage(page);
  expect(stored.token).toBeNull();
  expect(stored.refreshToken).toBeNull();
  await expectNoAxeViolations(page);
});

test('switching to Dutch and back changes the texts and <html lang>, and is remembered', async ({
  page,
}) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto(paths.contacts);
  await expect(page.getByRole('heading', { level: 1, name: 'Social map' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);

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
  await expectNoAxeViolations(page);
});

test('a visitor switches the login page to Dutch and back; the footer keeps its Dutch links', async ({
  page,
}) => {
  await page.goto(paths.login);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Koers' })).toBeVisible();
  const footerLinks = page.getByRole('contentinfo').getByRole('link');
  await expect(footerLinks).toHaveCount(4);
  // The link texts without the translated "(opens in a new tab)" hint.
  const linkLabels = async () => (await footerLinks.allInnerTexts()).map((t) => t.split('\n')[0]);
  const labels = await linkLabels();
  expect(labels).toEqual([
    'Certificeringen',
    'Algemene voorwaarden',
    'Klachtenprocedure',
    'Privacyverklaring',
  ]);
  for (const link of await footerLinks.all())
    await expect(link).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen bij Koers' })).toBeVisible();
  // The switch keeps the focus: the same button now offers the other language.
  await expect(page.getByRole('button', { name: 'English' })).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('nl');
  // SPEC §1: the four footer links have Dutch labels in either language.
  expect(await linkLabels()).toEqual(labels);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Koers' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
