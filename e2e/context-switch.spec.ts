import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  currentSchoolYear,
  expectNoAxeViolations,
  expectShell,
  paths,
  readStorage,
  SEED,
  startSession,
} from './fixtures';

// SPEC §2 'Wisselen van omgeving': the modal for users with more than one choice, the
// change-school-organisation screen for super admins; choosing goes home, where the context
// redirect rule applies (calendar → the selected school year's plan → first plan document →
// settings.global).

/** Presses Tab until the element matching `name` has focus (keyboard only, no clicks). */
async function tabTo(page: Page, role: 'button' | 'link', name: RegExp | string, max = 25) {
  const target = page.getByRole(role, { name });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${role} ${String(name)}`);
}

// The sidebar's brand button: the context's name plus a hidden ", Switch environment".
const switchName = (name: string) => new RegExp(`^${name}\\s*, Switch environment$`);
const switchButton = (page: Page, name: string) =>
  page.getByRole('button', { name: switchName(name) });

test('a teacher switches school in the modal with the keyboard only', async ({ page }) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto('/');
  await expect(page).toHaveURL(paths.calendar);
  await expectShell(page);

  await tabTo(page, 'button', switchName(SEED.regenboog));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Switch environment' });
  await expect(dialog).toBeVisible();
  // The teacher belongs to two schools and to no board.
  await expect(dialog.getByText('No boards were found.')).toBeVisible();
  await expect(dialog.getByRole('option', { name: new RegExp(SEED.regenboog) })).toBeVisible();
  await expect(dialog.getByRole('option', { name: new RegExp(SEED.kompas) })).toBeVisible();
  await expectNoAxeViolations(page);

  // Escape closes the modal without changing anything.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(paths.calendar);

  await switchButton(page, SEED.regenboog).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // Focus starts on the dialog: Tab past the 'Close modal' button into the list (onto the
  // current school), then the arrow key moves to Het Kompas.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close modal' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('option', { name: new RegExp(SEED.regenboog) })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const kompas = dialog.getByRole('option', { name: new RegExp(SEED.kompas) });
  await expect(kompas).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  // Het Kompas has no calendar: home goes to the jaarplan of the school year of today.
  await expect(page).toHaveURL(/\/document\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Jaarplan ${currentSchoolYear()}` }),
  ).toBeVisible();
  await expect(switchButton(page, SEED.kompas)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Yearly calendar' })).toHaveCount(0);
  const stored = await readStorage(page);
  expect(stored.contextType).toBe('school');
  expect(JSON.parse(stored.context ?? 'null')).toMatchObject({ contextType: 'school' });
  await expectNoAxeViolations(page);
});

test('a board member chooses the board, then switches to one of its schools', async ({ page }) => {
  await startSession(page, ACCOUNTS.bestuur);
  await page.goto('/');
  // No context yet: the context guard asks for one.
  await expect(page).toHaveURL(paths.chooser);
  await page.getByRole('option', { name: new RegExp(SEED.rivierenland) }).click();

  // A board has no calendar: its first plan document.
  await expect(page).toHaveURL(/\/document\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Koersplan/ })).toBeVisible();
  expect((await readStorage(page)).contextType).toBe('organisation');
  await expectNoAxeViolations(page);

  await switchButton(page, SEED.rivierenland).click();
  const dialog = page.getByRole('dialog', { name: 'Switch environment' });
  await expect(dialog).toBeVisible();
  for (const school of [SEED.regenboog, SEED.kompas, SEED.vlinderhof]) {
    await expect(dialog.getByRole('option', { name: new RegExp(school) })).toBeVisible();
  }
  await dialog.getByRole('option', { name: new RegExp(SEED.vlinderhof) }).click();
  await expect(dialog).toBeHidden();
  // De Vlinderhof keeps a calendar.
  await expect(page).toHaveURL(paths.calendar);
  await expect(switchButton(page, SEED.vlinderhof)).toBeVisible();
  expect((await readStorage(page)).contextType).toBe('school');
  // The board's admin rank carries over to its schools: Instellingen is offered.
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the super admin switches on the change-school-organisation screen, not in a modal', async ({
  page,
}) => {
  await startSession(page, ACCOUNTS.admin);
  await page.goto(paths.chooser);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a school or board' }),
  ).toBeVisible();
  // Every school and board, also those the admin is no member of.
  await expect(page.getByRole('option', { name: new RegExp(SEED.linge) })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('option', { name: new RegExp(SEED.zonnewijzer) }).click();
  await expect(page).toHaveURL(paths.calendar);
  await expect(switchButton(page, SEED.zonnewijzer)).toBeVisible();
  await expectNoAxeViolations(page);

  // The sidebar's switch takes the admin back to the screen instead of opening the modal.
  await switchButton(page, SEED.zonnewijzer).click();
  await expect(page).toHaveURL(paths.chooser);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
