import { expect, test } from '@playwright/test';
import { ACCOUNTS, expectNoAxeViolations, paths, SEED, startSession } from './fixtures';

// The header's edit/read toggle on a content page (the year calendar): offered to the school's
// managers only, with the edit-mode banner, and over when the page is left.

const BANNER = 'You are currently in edit mode';

test('a manager turns on edit mode on the calendar by keyboard; leaving the page ends it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  await page.goto(paths.calendar);
  await expect(page.getByRole('heading', { level: 1, name: 'Yearly calendar' })).toBeVisible();

  const toggle = page.getByRole('banner').getByRole('switch', { name: 'Edit mode' });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  await expectNoAxeViolations(page);

  // Another page (the social map, through the sidebar): edit mode is over there.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Social map' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Social map' })).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);

  // Back on the calendar it starts in read mode again.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Yearly calendar' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yearly calendar' })).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText(BANNER)).toHaveCount(0);
});

test('at 375 px the manager finds edit mode in the header menu, with the banner', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  await page.goto(paths.calendar);
  await expect(page.getByRole('heading', { level: 1, name: 'Yearly calendar' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'More' }).click();
  const edit = page.getByRole('menuitemcheckbox', { name: 'Edit mode' });
  await expect(edit).not.toBeChecked();
  await edit.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a teacher has no edit toggle on the calendar', async ({ page }) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto(paths.calendar);
  await expect(page.getByRole('heading', { level: 1, name: 'Yearly calendar' })).toBeVisible();
  // The page has loaded its events (or said it has none) before we look for the toggle.
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByText(BANNER)).toHaveCount(0);
});
