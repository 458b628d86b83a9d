import { expect, test } from '@playwright/test';
import {
  createUser,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  expectShell,
  logInWithForm,
  openUserMenuItem,
} from './fixtures';

// Mijn account, as a new user finds it: they change their name, language and password, see the
// two browsers they are logged in with, and end the other one, which is logged out on its next
// call. A user of its own: other journeys log in with the demo accounts at the same time.

const tag = Date.now().toString(36);
const EMAIL = `mijn-account-${tag}@koers.test`;
const NEW_PASSWORD = `een-nieuw-wachtwoord-${tag}`;

test('a user changes their name, language and password, and ends another session', async ({
  page,
  browser,
}) => {
  await createUser(page, EMAIL, 'Mila', `Account ${tag}`);
  // Logged in with the form, in two browsers.
  await page.goto('/');
  await logInWithForm(page, EMAIL);
  await expectShell(page);
  const other = await (await browser.newContext()).newPage();
  await other.goto('/');
  await logInWithForm(other, EMAIL);
  await expectShell(other);

  await openUserMenuItem(page, /Mila Account/, 'My account');
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Where you are logged in' });
  const list = sessions.getByRole('list', { name: 'Active sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const mine = list.getByRole('listitem').filter({ hasText: 'This session' });
  await expect(mine).toContainText('127.0.0.1');
  // This session ends by logging out: only the other one has a button.
  await expect(list.getByRole('button', { name: /^End session:/ })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The other browser's session ends; its next call takes it to the login page.
  await list.getByRole('button', { name: /^End session:/ }).click();
  const end = page.getByRole('dialog', { name: 'End session' });
  await expect(end).toContainText('That browser is logged out at its next action.');
  await end.getByRole('button', { name: 'End session' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await other.reload();
  await expect(other.getByRole('button', { name: 'Log in' })).toBeVisible();

  // A new name: the header says it at once.
  const details = page.getByRole('region', { name: 'Your details' });
  await details.getByRole('textbox', { name: /^First name/ }).fill('Milou');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: /Milou Account/ })).toBeVisible();

  // Dutch: Koers switches to it on saving.
  await details.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('option', { name: 'Nederlands' }).click();
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();

  // A new password, with the current one; the old one no longer logs in.
  const password = page.getByRole('region', { name: 'Wachtwoord' });
  await password.getByLabel('Huidig wachtwoord', { exact: true }).fill('niet-het-wachtwoord');
  await password.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Herhaal het nieuwe wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  // Refused, and nothing typed is lost.
  await expect(password.getByRole('alert')).toBeVisible();
  await expect(password.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveValue(NEW_PASSWORD);
  await password.getByLabel('Huidig wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await password.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(password.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveValue('');

  const wrong = await page.request.post('/api/auth/login', {
    data: { email: EMAIL, password: DEMO_PASSWORD },
    headers: { accept: 'application/json' },
  });
  expect(wrong.status()).toBe(422);
  const right = await page.request.post('/api/auth/login', {
    data: { email: EMAIL, password: NEW_PASSWORD },
    headers: { accept: 'application/json' },
  });
  expect(right.status()).toBe(200);
  // The language is the account's now: its mails come in Dutch.
  const me = await page.request.get('/api/users/current', {
    headers: { authorization: `Bearer ${(await right.json()).access_token}` },
  });
  expect((await me.json()).data).toMatchObject({ first_name: 'Milou', locale: 'nl' });
});
