import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiGet, apiLogin, expectNoAxeViolations, SEED, startSession } from './fixtures';

// Instellingen → Applicatie-kiezer: a school's managers add, change, reorder and remove the
// applications its header links to, and the header follows at once. The journey makes a school
// of its own in the board, so the demo schools' headers other journeys read are not touched.

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** A 1×1 PNG: an icon as small as an icon gets. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications|Meldingen/ })
    .getByRole('listitem')
    .filter({
      hasText: text,
    });

/** Reads the toast, then closes it, as a user does who goes on with the list under it. */
async function expectToast(page: Page, text: string) {
  const item = toast(page, text);
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: /Close notification|Melding sluiten/ }).click();
  await expect(item).toHaveCount(0);
}

const list = (page: Page) =>
  page.getByRole('grid', { name: 'Linked applications, in the order of the header' });
const names = (page: Page) => list(page).locator('.koers-applications__name');
/** The header's icon buttons, by the names they read out. */
const headerButtons = (page: Page) =>
  page.getByRole('banner').getByRole('list', { name: 'Linked applications' }).getByRole('link');

async function rowAction(page: Page, name: string, action: 'Change' | 'Remove') {
  await list(page)
    .getByRole('button', { name: `${action} ${name}` })
    .click();
}

/** A school of the board for this journey alone; answers its name. */
async function ownSchool(page: Page): Promise<string> {
  const { access_token: token } = await apiLogin(page.request, ACCOUNTS.bestuur);
  const user = await apiGet<{ organisations: { id: number; name: string }[] }>(
    page.request,
    token,
    '/api/users/current',
  );
  const board = user.organisations.find((o) => o.name === SEED.rivierenland)!;
  const name = `Applicatieschool ${unique()}`;
  const created = await page.request.post(`/api/organisations/${board.id}/schools`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    data: { name, calendar: true },
  });
  expect(created.status()).toBe(201);
  return name;
}

test('a board admin links applications to a school, orders them by keyboard and by dragging, and the header follows', async ({
  page,
}) => {
  test.slow();
  const school = await ownSchool(page);
  await startSession(page, ACCOUNTS.bestuur, { school, locale: 'en' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/instellingen/applicatie-kiezer');
  await expect(page.getByText('No applications have been linked yet.')).toBeVisible();
  await expect(headerButtons(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The first one: in the chooser, with an icon; an http address is refused on its field.
  await page.getByRole('button', { name: 'Add application' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add an application' });
  await expect(dialog.getByRole('textbox', { name: /Name/ })).toBeFocused();
  await page.keyboard.type('Rekentuin');
  const address = dialog.getByRole('textbox', { name: /Web address/ });
  await address.fill('http://www.rekentuin.nl');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose an image' }).click();
  await (await chooser).setFiles({ name: 'rekentuin.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Icon of Rekentuin' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add application' }).click();
  const refusal =
    'The address must start with https://, so the application opens over a secure connection.';
  await expect(dialog.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    refusal,
  );
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await address.fill('https://www.rekentuin.nl');
  await dialog.getByRole('button', { name: 'Add application' }).click();
  await expectToast(page, 'Rekentuin added');
  await expect(names(page)).toHaveText(['Rekentuin']);
  await expect(list(page).getByRole('row', { name: 'Rekentuin' }).locator('img')).toBeVisible();

  // Two with an icon button in the header, by keyboard: name, address, type, Enter.
  for (const [name, url, type] of [
    ['Outlook', 'https://outlook.office.com/mail/', 'Icon button: Webmail'],
    ['To Do', 'https://to-do.office.com', 'Icon button: Tasks'],
  ] as const) {
    await page.getByRole('button', { name: 'Add application' }).click();
    dialog = page.getByRole('dialog', { name: 'Add an application' });
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(url);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: type }).click();
    await dialog.getByRole('button', { name: 'Add application' }).click();
    await expectToast(page, `${name} added`);
  }
  await expect(names(page)).toHaveText(['Rekentuin', 'Outlook', 'To Do']);
  await expect(headerButtons(page)).toHaveText([/Outlook/, /To Do/]);
  await page.getByRole('banner').getByRole('button', { name: 'Applications' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: /Rekentuin/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // Keyboard: into the list, to To Do's row and its move-up button; the header follows at once.
  await list(page).getByRole('row', { name: 'Rekentuin' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const moveUp = page.getByRole('button', { name: 'Move To Do up' });
  for (let i = 0; i < 6; i++) {
    if (await moveUp.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(moveUp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(names(page)).toHaveText(['Rekentuin', 'To Do', 'Outlook']);
  await expect(headerButtons(page)).toHaveText([/To Do/, /Outlook/]);
  await expect(moveUp).toBeFocused();
  await expect(page.locator('.koers-reorderable-list [role="status"]')).toHaveText(
    'To Do is now at position 2 of 3.',
  );

  // Dragging with the pointer: Outlook to the top.
  await list(page)
    .getByRole('row', { name: 'Outlook' })
    .dragTo(list(page).getByRole('row', { name: 'Rekentuin' }), {
      targetPosition: { x: 40, y: 4 },
    });
  await expect(names(page)).toHaveText(['Outlook', 'Rekentuin', 'To Do']);
  await expect(headerButtons(page)).toHaveText([/Outlook/, /To Do/]);
  // Saved: a new visit shows the same order.
  await page.reload();
  await expect(names(page)).toHaveText(['Outlook', 'Rekentuin', 'To Do']);

  // Rekentuin gets an icon button of its own, and no icon.
  await rowAction(page, 'Rekentuin', 'Change');
  dialog = page.getByRole('dialog', { name: 'Change application' });
  await dialog.getByRole('button', { name: /In the application chooser/ }).click();
  await page.getByRole('option', { name: 'Icon button: Other' }).click();
  await dialog.getByRole('button', { name: 'Remove icon' }).click();
  await expect(dialog.getByText('The icon is removed when you save.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Rekentuin saved');
  await expect(headerButtons(page)).toHaveText([/Outlook/, /Rekentuin/, /To Do/]);
  await expect(list(page).getByRole('row', { name: 'Rekentuin' }).locator('img')).toHaveCount(0);

  // Removed after a confirmation that names it; the header no longer links it.
  await rowAction(page, 'Outlook', 'Remove');
  const remove = page.getByRole('dialog', { name: 'Remove application' });
  await expect(remove).toContainText('Remove Outlook?');
  await expect(remove.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Outlook removed');
  await expect(names(page)).toHaveText(['Rekentuin', 'To Do']);
  await expect(headerButtons(page)).toHaveText([/Rekentuin/, /To Do/]);
  await expectNoAxeViolations(page);

  // On a phone: the list, its controls and the dialog.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Move To Do up' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add application' }).click();
  await expect(page.getByRole('dialog', { name: 'Add an application' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a teacher changes nothing: no settings, and the server refuses the writes', async ({
  page,
}) => {
  const { access_token: token } = await apiLogin(page.request, ACCOUNTS.leraar);
  const user = await apiGet<{ schools: { id: number; name: string }[] }>(
    page.request,
    token,
    '/api/users/current',
  );
  const regenboog = user.schools.find((s) => s.name === SEED.regenboog)!;
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const [first] = await apiGet<{ id: number }[]>(
    page.request,
    token,
    `/api/schools/${regenboog.id}/applications`,
  );
  for (const response of [
    await page.request.post(`/api/schools/${regenboog.id}/applications`, {
      headers,
      data: { name: 'Niet van mij', url: 'https://example.org' },
    }),
    await page.request.patch(`/api/applications/${first!.id}`, { headers, data: { name: 'X' } }),
    await page.request.delete(`/api/applications/${first!.id}`, { headers }),
    await page.request.put(`/api/schools/${regenboog.id}/applications/order`, {
      headers,
      data: { ids: [first!.id] },
    }),
  ])
    expect(response.status()).toBe(403);

  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto('/instellingen/applicatie-kiezer');
  await expect(page).toHaveURL('/jaarkalender');
});
