import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  apiGet,
  apiLogin,
  currentUser,
  expectNoAxeViolations,
  latestMail,
  linkInMail,
  paths,
  readStorage,
  SEED,
} from './fixtures';

// SPEC §2 auth screens on the real endpoints: accept an invitation from the mailed link, then
// forgot password and change password from the mailed reset link. A new account is used, so the
// demo accounts the other journeys log in with keep their password.

test('a new colleague accepts an invitation, later resets the password and logs in with it', async ({
  page,
}) => {
  const email = `nieuw-${Date.now()}@koers.test`;
  const board = await apiLogin(page.request, ACCOUNTS.bestuur);
  const boardUser = await currentUser(page.request, board.access_token);
  const rivierenland = boardUser.organisations.find((o) => o.name === SEED.rivierenland);
  expect(rivierenland).toBeDefined();
  const roles = await apiGet<{ id: number; rank: number }[]>(
    page.request,
    board.access_token,
    '/api/roles',
  );
  const lowest = [...roles].sort((a, b) => a.rank - b.rank)[0]!;
  const invited = await page.request.post(`/api/organisations/${rivierenland!.id}/invites`, {
    data: { email, role_id: lowest.id },
    headers: { authorization: `Bearer ${board.access_token}`, accept: 'application/json' },
  });
  expect(invited.status()).toBe(201);

  // The invitation mail links to the accept screen.
  const invitePath = linkInMail(await latestMail(email));
  expect(invitePath).toMatch(/^\/uitnodigingen\/[\w-]+\/accepteren$/);
  await page.goto(invitePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Accept invitation' })).toBeVisible();
  await expect(page.getByText(`join ${SEED.rivierenland}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // A clear error for a password the server refuses, next to the field and in the summary.
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill('Nieuwenhuis');
  await page.getByLabel('Password', { exact: true }).fill('kort');
  await page.getByLabel('Repeat the password').fill('kort');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoAxeViolations(page);

  const firstPassword = 'eerste-wachtwoord-2026';
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByLabel('Repeat the password').fill(firstPassword);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  // Logged in as the new user: a board with schools is not chosen automatically.
  await expect(page).toHaveURL(paths.chooser);
  await expect(page.getByRole('option', { name: new RegExp(SEED.rivierenland) })).toBeVisible();
  expect((await readStorage(page)).token).toBeTruthy();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(paths.login);

  // Forgot password: the same answer whether or not the address is known.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(paths.forgotPassword);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  // The page's own confirmation (the notifications region has a status of its own).
  const sent = page.getByRole('main').getByRole('status');
  await expect(sent).toContainText(`If there is a Koers account for ${email}`);
  // The form it replaced had focus: focus moves to the confirmation.
  await expect(sent).toBeFocused();
  await expectNoAxeViolations(page);

  // The mailed link opens the change-password screen with its token and address.
  const resetPath = linkInMail(await latestMail(email));
  expect(resetPath.startsWith(`${paths.changePassword}?`)).toBe(true);
  await page.goto(resetPath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);

  // Two different passwords: the server's message is shown.
  const newPassword = 'tweede-wachtwoord-2026';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  // Changed and logged in with the new password.
  await expect(page).toHaveURL(paths.chooser);
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: newPassword },
    headers: { accept: 'application/json' },
  });
  expect(login.status()).toBe(200);
  const old = await page.request.post('/api/auth/login', {
    data: { email, password: firstPassword },
    headers: { accept: 'application/json' },
  });
  expect(old.status()).toBe(422);
});

test('a reset link without its token says so and offers a new one', async ({ page }) => {
  await page.goto(paths.changePassword);
  await expect(page.getByText('This link is incomplete.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(paths.forgotPassword);
});

test('an invitation that does not exist says so', async ({ page }) => {
  await page.goto('/uitnodigingen/bestaat-niet/accepteren');
  await expect(page.getByRole('heading', { level: 1, name: 'Accept invitation' })).toBeVisible();
  await expect(page.getByText('This invitation does not exist')).toBeVisible();
  await expectNoAxeViolations(page);
});
