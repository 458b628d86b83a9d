import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, apiGet, expectNoAxeViolations, SEED, startSession } from './fixtures';

interface Period {
  start_at: string;
  end_at: string;
  documents: { id: number; name: string; type: string }[];
}

interface Application {
  name: string;
  type: string | null;
}

/** The director of De Regenboog on the plan of the current school year; what the header shows. */
async function openPlan(page: Page) {
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
  });
  const get = <T>(path: string) => apiGet<T>(page.request, tokens.access_token, path);
  const periods = await get<Period[]>(`/api/schools/${context!.id}/periods`);
  const applications = await get<Application[]>(`/api/schools/${context!.id}/applications`);
  const user = await get<{ first_name: string; last_name: string }>('/api/users/current');
  const today = new Date().toISOString().slice(0, 10);
  const plan = periods
    .find((p) => p.start_at <= today && today <= p.end_at)
    ?.documents.find((d) => d.type === 'plan');
  if (!plan) throw new Error('the seed has no plan for the current school year');
  await page.goto(`/document/${plan.id}`);
  await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
  return { plan, applications, userName: `${user.first_name} ${user.last_name}` };
}

/** The header's controls, by the row they sit on: a new row starts more than 24 px lower. */
async function rowsOf(header: Locator) {
  const tops = await header.evaluate((element) =>
    Array.from(element.querySelectorAll('button, a, input, label, p'))
      .map((item) => item.getBoundingClientRect())
      .filter((box) => box.width > 2 && box.height > 2)
      .map((box) => box.top)
      .sort((a, b) => a - b),
  );
  return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 24).length;
}

test.describe('at 375 × 667 (a phone)', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the header is one row: menu, the school, search and more; the text gets the screen', async ({
    page,
  }) => {
    await openPlan(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'More' })).toBeVisible();
    expect(await rowsOf(header)).toBe(1);
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(header.getByText(SEED.regenboog)).toBeVisible();
    await expect(header.getByRole('button', { name: 'Search', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Edit mode, the applications and the user menu wait in "more".
    await expect(header.getByRole('switch')).toHaveCount(0);
    await expect(header.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Search in this document' })).toBeHidden();

    // Reading a section: from under the sticky header to the bottom of the screen is text.
    await page
      .getByRole('navigation', { name: 'Table of contents' })
      .getByRole('link', { name: '2. Onze school' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: '2. Onze school' })).toBeFocused();
    const reading = await page.evaluate(() => {
      const below = document.querySelector('header')!.getBoundingClientRect().bottom;
      const text = document.querySelector('article')!.getBoundingClientRect();
      return Math.min(text.bottom, window.innerHeight) - Math.max(text.top, below);
    });
    expect(reading).toBeGreaterThanOrEqual(480);
    await expectNoAxeViolations(page);
  });

  test('the search opens in the row from its button, and "more" holds edit mode, the applications and the user menu', async ({
    page,
  }) => {
    const { applications, userName } = await openPlan(page);
    const header = page.getByRole('banner');

    const searchButton = header.getByRole('button', { name: 'Search', exact: true });
    await searchButton.click();
    await expect(searchButton).toHaveAttribute('aria-expanded', 'true');
    const field = page.getByRole('combobox', { name: 'Search in this document' });
    await expect(field).toBeFocused();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    await field.fill('kernwaarden');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /2\.2\. Kernwaarden/ })
      .first()
      .click();
    await expect(page.locator('[data-highlighted] mark').first()).toBeInViewport();
    // Closed with its button: the row shows the school again, focus is back on the button.
    await searchButton.click();
    await expect(field).toBeHidden();
    await expect(searchButton).toBeFocused();
    await expect(header.getByText(SEED.regenboog)).toBeVisible();

    // "More", from the keyboard: the next stop after the search button.
    const more = header.getByRole('button', { name: 'More' });
    await page.keyboard.press('Tab');
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    const edit = menu.getByRole('menuitemcheckbox', { name: 'Edit mode' });
    await expect(edit).toBeFocused();
    await expect(edit).toHaveAttribute('aria-checked', 'false');
    for (const app of applications) {
      await expect(
        menu.getByRole('menuitem', { name: `${app.name} (opens in a new tab)` }),
      ).toHaveAttribute('target', '_blank');
    }
    const own = menu.getByRole('group', { name: userName });
    await expect(own.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'You are currently in edit mode' }),
    ).toBeVisible();
    await expect(more).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(edit).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    expect(await rowsOf(header)).toBe(1);
  });
});

test('at 1280 px the header is as it was: search field, edit switch, applications, user menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { applications, userName } = await openPlan(page);
  const header = page.getByRole('banner');
  await expect(page.getByRole('combobox', { name: 'Search in this document' })).toBeVisible();
  await expect(header.getByRole('switch', { name: 'Edit mode' })).toBeVisible();
  await expect(
    header.getByRole('list', { name: 'Linked applications' }).getByRole('link'),
  ).toHaveCount(applications.filter((a) => a.type).length);
  await expect(header.getByRole('button', { name: userName })).toBeVisible();
  await expect(header.getByRole('button', { name: 'More' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
  await expect(header.getByText(SEED.regenboog)).toHaveCount(0);
  expect(await rowsOf(header)).toBe(1);
});
