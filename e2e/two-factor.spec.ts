import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  createUser,
  expectNoAxeViolations,
  expectShell,
  logInWithForm,
  openUserMenuItem,
} from './fixtures';

// Two-step verification as a user sets it up: scan (here: read the key), confirm a code, keep the
// recovery codes; then every login asks for a code of the app, or once for each recovery code.

const tag = Date.now().toString(36);
const EMAIL = `tweestaps-${tag}@koers.test`;
const NAME = /Tom Tweestaps/;

/** A code of the app, `steps` time steps of 30 s from now (each code is taken once). */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * axe from the top of the page: set-up grows the page and scrolls the password fields under the
 * sticky header, where axe reads their buttons as obscured targets until the page scrolls back.
 */
async function axeFromTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
}

async function logOut(page: Page) {
  await openUserMenuItem(page, NAME, 'Log out');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
}

test('a user turns on two-step verification and logs in with a code, and once with a recovery code', async ({
  page,
}) => {
  await createUser(page, EMAIL, 'Tom', `Tweestaps ${tag}`);
  await page.goto('/');
  await logInWithForm(page, EMAIL);
  await expectShell(page);
  await openUserMenuItem(page, NAME, 'My account');
  const section = page.getByRole('region', { name: 'Two-step verification' });
  await section.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  await axeFromTop(page);
  // The key as a person would type it into the app.
  const secret = (await section.locator('code').first().textContent())!.replace(/\s/g, '');
  await section
    .getByRole('textbox', { name: /^Code from your app/ })
    .fill(await codeAt(secret, -1));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const panel = section.getByRole('group', { name: 'Your recovery codes' });
  await expect(panel.getByRole('listitem')).toHaveCount(10);
  const codes = await panel.getByRole('listitem').allTextContents();
  await axeFromTop(page);
  await panel.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section).toContainText('10 recovery codes are left.');

  // The password alone no longer logs in: the code of the app comes next.
  await logOut(page);
  await logInWithForm(page, EMAIL);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Two-step verification' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Code' }).fill(await codeAt(secret, 0));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectShell(page);

  // Without the phone: a recovery code, once.
  await logOut(page);
  await logInWithForm(page, EMAIL);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectShell(page);
  await logOut(page);
  await logInWithForm(page, EMAIL);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This recovery code is not right, or has been used.',
  );
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
});
