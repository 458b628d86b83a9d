import { expect, test } from '@playwright/test';
import { ACCOUNTS, expectNoAxeViolations, paths, SEED, startSession } from './fixtures';

// SPEC §2/§9: below 1024 px the sidebar is open or closed; from 1024 px it is always shown.
test.use({ viewport: { width: 375, height: 740 } });

test('at 375 px the sidebar opens and closes with its toggle', async ({ page }) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto(paths.contacts);
  await expect(page.getByRole('heading', { level: 1, name: 'Social map' })).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Menu' });
  const manuals = page.getByRole('link', { name: 'Manuals' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(manuals).not.toBeInViewport();
  await expectNoAxeViolations(page);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(manuals).toBeInViewport();
  await expectNoAxeViolations(page);

  // Escape closes it and gives focus back to the toggle.
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(manuals).not.toBeInViewport();

  // Choosing a link closes it as well.
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await manuals.click();
  await expect(page).toHaveURL('/handleidingen');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page);
});
