import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

test('the API reports a healthy database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});

test('unknown API paths answer JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
});

test('a logged-out visitor lands on the login page, which has no axe violations', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/authenticatie\/inloggen/);
  await expect(page.getByRole('button', { name: /log in|inloggen/i })).toBeVisible();
  await expectNoAxeViolations(page);
});
