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

test('at 375 px the drawer closes when a context chosen in the modal opens its page', async ({
  page,
}) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto(paths.contacts);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // While the drawer covers it, the page is out of reach (inert).
  await expect(page.locator('main').locator('xpath=..')).toHaveAttribute('inert', '');
  await page
    .getByRole('button', { name: new RegExp(`^${SEED.regenboog}\\s*, Switch environment$`) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Switch environment' });
  await dialog.getByRole('option', { name: new RegExp(SEED.kompas) }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/document\/\d+$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('main').locator('xpath=..')).not.toHaveAttribute('inert', '');
  await expectNoAxeViolations(page);
});

test('at 375 px no screen of a school admin scrolls sideways', async ({ page }) => {
  test.slow();
  // The board's admin: every settings tab of the school, the members' wide table among them.
  await startSession(page, ACCOUNTS.bestuur, { school: SEED.regenboog });
  await page.goto('/instellingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // Every screen of the main menu (the school's and the board's documents among them, with a
  // contact's long e-mail address) and every settings tab (wide tables).
  const links = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((anchors) => [
        ...new Set(
          anchors.map((a) => a.getAttribute('href') ?? '').filter((h) => h.startsWith('/')),
        ),
      ]);
  const screens = [
    ...(await links('nav[aria-label="Main menu"] a')),
    ...(await links('a[href^="/instellingen/"]')),
  ];
  expect(screens).toEqual(expect.arrayContaining(['/sociale-kaart', '/instellingen/gebruikers']));
  const wide: string[] = [];
  for (const path of screens) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) wide.push(`${path}: ${width} px`);
  }
  expect(wide).toEqual([]);
});

test('at 375 px the sticky header keeps to one row, also on a document', async ({ page }) => {
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  const header = page.locator('header').first();
  const rowsOf = async () => {
    // The header's controls, by the row they sit on: a new row starts more than 24 px lower.
    const tops = await header.evaluate((element) =>
      Array.from(element.querySelectorAll('button, a, input, label'))
        .map((item) => item.getBoundingClientRect())
        .filter((box) => box.width > 2 && box.height > 2)
        .map((box) => box.top)
        .sort((a, b) => a - b),
    );
    return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 24).length;
  };
  await page.goto(paths.calendar);
  await expect(page.getByRole('heading', { level: 1, name: 'Yearly calendar' })).toBeVisible();
  // Menu button, the school's name and "more" (the applications and the user menu are in it).
  await expect(header.getByRole('button', { name: 'More' })).toBeVisible();
  expect(await rowsOf()).toBe(1);

  const plan = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
    name: /Jaarplan/,
  });
  await page.getByRole('button', { name: 'Menu' }).click();
  await plan.first().click();
  await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeVisible();
  // The search button joins the row; edit mode is in "more".
  await expect(header.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  expect(await rowsOf()).toBe(1);
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
  await expectNoAxeViolations(page);
});
