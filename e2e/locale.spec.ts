import { expect, test } from '@playwright/test';
import { paths } from './fixtures';

// A first visit (nothing stored) opens in the browser's language when Koers offers it, otherwise
// in the configured default, which Koers ships as Dutch (DEFAULT_LOCALE, docs/decisions: a first
// visit follows the browser). A language chosen in the app is kept. The demo servers of the
// journeys leave DEFAULT_LOCALE unset, so they run with the shipped default.

test.describe('a Dutch browser', () => {
  test.use({ locale: 'nl-NL' });

  test('opens Koers in Dutch', async ({ page }) => {
    await page.goto(paths.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen bij Koers' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByLabel('E-mailadres')).toBeVisible();
    // Following the browser is no choice of the user's: nothing is stored.
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBeNull();
  });

  test('keeps English once it has been chosen', async ({ page }) => {
    await page.goto('/api/health');
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.goto(paths.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to Koers' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('opens Koers in English', async ({ page }) => {
    await page.goto(paths.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to Koers' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('a browser in a language Koers does not offer', () => {
  test.use({ locale: 'de-DE' });

  test('opens Koers in the shipped default, Dutch', async ({ page }) => {
    await page.goto(paths.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen bij Koers' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    // The page says so before the app runs: the server wrote the default into its configuration.
    const config = await page.locator('#koers-config').textContent();
    expect(JSON.parse(config ?? '{}')).toMatchObject({ defaultLocale: 'nl' });
  });
});
