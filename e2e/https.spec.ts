import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  expectNoAxeViolations,
  expectShell,
  logInWithForm,
  paths,
  SEED,
} from './fixtures';
import { HTTPS_PORT, serverUrl } from './servers';

// The server with TLS_CERT and TLS_KEY (server/README.md, HTTPS), as a school reaches Koers.
test.use({ baseURL: serverUrl(HTTPS_PORT), ignoreHTTPSErrors: true });

test('over HTTPS the app and its API calls come over HTTP/2, and a director logs in to the calendar', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/authenticatie\/inloggen$/);
  await logInWithForm(page, ACCOUNTS.directeur);
  await expect(page).toHaveURL(paths.calendar);
  await expectShell(page);
  await expect(page.getByText(SEED.regenboog).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Yearly calendar' })).toBeVisible();

  // Every file and API answer of the visit came over HTTP/2 (a cached one reports no protocol).
  const entries = await page.evaluate(() =>
    [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ].map((entry) => ({
      url: entry.name,
      protocol: (entry as PerformanceResourceTiming).nextHopProtocol,
    })),
  );
  expect(entries.length).toBeGreaterThan(5);
  for (const { url, protocol } of entries) {
    if (protocol !== '') expect(protocol, url).toBe('h2');
  }
  expect(entries.filter(({ url }) => url.includes('/api/'))).not.toHaveLength(0);
  await expectNoAxeViolations(page);
});
