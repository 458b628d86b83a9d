import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, expectNoAxeViolations } from './fixtures';
import { serverUrl, SSO_PORT, SSO_PROVIDER } from './servers';

// Single sign-on through a real OpenID provider (oidc-provider on loopback, server/test/oidc):
// "Inloggen met Schoolaccount" on the login page of a server configured with it signs in an
// existing user, sends an unknown address to the unknown-user page, and says so when the person
// cancels at the provider. Each journey is in its own browser, so the provider remembers no one.

test.use({ baseURL: serverUrl(SSO_PORT), locale: 'nl-NL' });

/** From Koers's login page through the provider's sign-in form, as `email`. */
async function signInAtProvider(page: Page, email: string, { cancel = false } = {}) {
  await page.goto('/authenticatie/inloggen');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen bij Koers' })).toBeVisible();
  const group = page.getByRole('group', { name: 'Inloggen via je school of bestuur' });
  const button = group.getByRole('button', { name: `Inloggen met ${SSO_PROVIDER.label}` });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByRole('heading', { name: 'Test provider' })).toBeVisible();
  if (cancel) {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the login page offers the provider above the password form, and passes axe', async ({
  page,
}) => {
  await page.goto('/authenticatie/inloggen');
  const button = page.getByRole('button', { name: `Inloggen met ${SSO_PROVIDER.label}` });
  await expect(button).toBeVisible();
  await expect(page.getByText('Of log in met je e-mailadres en wachtwoord.')).toBeVisible();
  await expectNoAxeViolations(page);
  // Keyboard: the provider's button comes before the email field.
  await button.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
});

test('an existing user signs in with the provider and lands in Koers', async ({ page }) => {
  await signInAtProvider(page, ACCOUNTS.leraar);
  // Logged in as after a password: the teacher of two schools chooses one first.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kies een school of bestuur' }),
  ).toBeVisible();
  // The ticket of the way back is not left in the address.
  expect(new URL(page.url()).hash).toBe('');
  const current = await page.evaluate(async () => {
    const response = await fetch('/api/users/current', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await response.json()) as { data: { email: string } }).data.email;
  });
  expect(current).toBe(ACCOUNTS.leraar);
});

test('an address Koers does not know is refused on the unknown-user page', async ({ page }) => {
  await signInAtProvider(page, 'onbekend@elders.test');
  await expect(page).toHaveURL(/\/authenticatie\/onbekende-gebruiker$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Account niet gevonden' }),
  ).toBeVisible();
  await expect(page.getByText('is niet bekend in Koers')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a sign-in cancelled at the provider says so on the login page', async ({ page }) => {
  await signInAtProvider(page, ACCOUNTS.leraar, { cancel: true });
  await expect(page).toHaveURL(/\/authenticatie\/inloggen\?sso_error=cancelled$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Het inloggen is afgebroken bij de aanbieder. Probeer het opnieuw, of log in met je wachtwoord.',
  );
  await expectNoAxeViolations(page);
  // The password form still works from here.
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
});
