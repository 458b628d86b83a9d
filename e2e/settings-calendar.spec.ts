import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  apiLogin,
  expectNoAxeViolations,
  SEED,
  schoolId,
  startSession,
} from './fixtures';

// Instellingen → Jaarkalender: a director (a manager) keeps the calendar's categories, and a
// manager replaces the subscription link. The categories are this journey's own, and the link
// replaced is De Vlinderhof's (the calendar journey reads De Regenboog's), so journeys beside it
// on the demo database are not touched.
const EXCURSIONS = 'Excursies (e2e)';
const TRIPS = 'Schoolreizen (e2e)';
const SETTINGS = '/instellingen/jaarkalender';

const table = (page: Page) => page.getByRole('table', { name: /categories|categorieën/i });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications|Meldingen/ });

/** Reads the toast, then closes it, as a user does who goes on with the page under it. */
async function expectToast(page: Page, text: string | RegExp, close: string) {
  const item = toastRegion(page).getByRole('listitem').filter({ hasText: text });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: close }).click();
  await expect(item).toHaveCount(0);
}

test('a director adds, recolours and removes a category by keyboard; the calendar follows', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog, locale: 'nl' });
  await page.goto(SETTINGS);
  await expect(page.getByRole('heading', { level: 2, name: 'Categorieën' })).toBeVisible();
  await expect(row(page, 'Studiedagen')).toContainText('Paars');
  await expectNoAxeViolations(page);

  // Add: the name first, then a colour by its name with the arrow keys, then the button.
  await page.getByRole('button', { name: 'Categorie toevoegen' }).click();
  const add = page.getByRole('dialog', { name: 'Categorie toevoegen' });
  const name = add.getByRole('textbox', { name: /Naam/ });
  await expect(name).toBeFocused();
  // A name the calendar has already is refused on the field, with a summary that takes focus.
  await name.fill('studiedagen');
  await page.keyboard.press('Enter');
  await expect(add.getByRole('alert')).toContainText(
    'Er is al een categorie met de naam Studiedagen.',
  );
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill(EXCURSIONS);
  await page.keyboard.press('Tab');
  const colours = add.getByRole('radiogroup', { name: /Kleur/ });
  const chosen = colours.getByRole('radio', { checked: true });
  await expect(chosen).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const picked = (await colours.getByRole('radio', { checked: true }).getAttribute('value'))!;
  const pickedName = (await colours
    .locator('.koers-swatch-picker__option[data-selected]')
    .innerText())!.trim();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(add.getByRole('button', { name: 'Categorie toevoegen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(add).toHaveCount(0);
  await expectToast(page, `Categorie “${EXCURSIONS}” toegevoegd`, 'Melding sluiten');
  await expect(row(page, EXCURSIONS)).toContainText(pickedName);
  expect(picked).toMatch(/^#[0-9A-F]{6}$/);

  // Edit: a new name and another colour (Oranje).
  await page.getByRole('button', { name: `Acties voor ${EXCURSIONS}` }).click();
  await page.getByRole('menuitem', { name: 'Bewerken' }).click();
  const edit = page.getByRole('dialog', { name: 'Categorie bewerken' });
  await edit.getByRole('textbox', { name: /Naam/ }).fill(TRIPS);
  // A click on the colour (its swatch and name) chooses it.
  await edit.locator('label').filter({ hasText: 'Oranje' }).click();
  await expect(edit.getByRole('radio', { name: 'Oranje' })).toBeChecked();
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit).toHaveCount(0);
  await expectToast(page, `Categorie “${TRIPS}” opgeslagen`, 'Melding sluiten');
  await expect(row(page, TRIPS)).toContainText('Oranje');
  await expect(row(page, EXCURSIONS)).toHaveCount(0);

  // The calendar offers it in its filter at once.
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Jaarkalender' })
    .click();
  await expect(page.getByRole('checkbox', { name: TRIPS })).toBeVisible();

  // Remove: the dialog names it and says its events stay; the safe choice has the focus.
  await page.goto(SETTINGS);
  await page.getByRole('button', { name: `Acties voor ${TRIPS}` }).click();
  await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
  const remove = page.getByRole('dialog', { name: 'Categorie verwijderen' });
  await expect(remove).toContainText(`Wil je de categorie “${TRIPS}” verwijderen?`);
  await expect(remove).toContainText('blijven in de kalender staan, zonder categorie');
  await expect(remove.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await remove.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(remove).toHaveCount(0);
  // Its row and menu are gone: the focus goes to the next thing to do.
  await expect(page.getByRole('button', { name: 'Categorie toevoegen' })).toBeFocused();
  await expect(row(page, TRIPS)).toHaveCount(0);
  await expectToast(page, `Categorie “${TRIPS}” verwijderd`, 'Melding sluiten');
});

test('at 375 px the tab and the colour picker fit and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  await page.goto(SETTINGS);
  await expect(row(page, 'Studiedagen')).toContainText('Purple');
  await expect(page.getByRole('textbox', { name: 'Subscription address (.ics)' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Add category' }).click();
  const add = page.getByRole('dialog', { name: 'Add a category' });
  await expect(add.getByRole('radiogroup', { name: /Colour/ }).getByRole('radio')).toHaveCount(10);
  await expectNoAxeViolations(page);
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toHaveCount(0);
});

test('a manager copies the subscription link and makes a new one; the old one stops working', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await startSession(page, ACCOUNTS.bestuur, { school: SEED.vlinderhof });
  await page.goto(SETTINGS);
  const field = page.getByRole('textbox', { name: 'Subscription address (.ics)' });
  await expect(field).toHaveValue(/\/calendar\.ics\?key=/);
  const oldUrl = await field.inputValue();

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expectToast(page, 'Link copied', 'Close notification');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldUrl);

  // The warning first; Cancel keeps the link.
  await page.getByRole('button', { name: 'Make a new link' }).click();
  let dialog = page.getByRole('dialog', { name: 'Make a new subscription link?' });
  await expect(dialog).toContainText('The current link stops working at once.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(field).toHaveValue(oldUrl);

  await page.getByRole('button', { name: 'Make a new link' }).click();
  dialog = page.getByRole('dialog', { name: 'Make a new subscription link?' });
  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  await expect(dialog).toHaveCount(0);
  await expectToast(page, 'New link made. The old link no longer works.', 'Close notification');
  await expect(field).not.toHaveValue(oldUrl);
  const newUrl = await field.inputValue();

  // Calendar apps fetch without a token: the old address is gone, the new one answers.
  expect((await page.request.get(oldUrl, { headers: { authorization: '' } })).status()).toBe(404);
  const fresh = await page.request.get(newUrl, { headers: { authorization: '' } });
  expect(fresh.status()).toBe(200);
  expect(fresh.headers()['content-type']).toContain('text/calendar');
});

test('a teacher gets no settings tab, and the server refuses their writes', async ({
  page,
  request,
}) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto(SETTINGS);
  // Guard 6 sends readers below manager rank home.
  await expect(page).not.toHaveURL(/\/instellingen/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  const { access_token: token } = await apiLogin(request, ACCOUNTS.leraar);
  const school = await schoolId(request, token, SEED.regenboog);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const add = await request.post(`/api/schools/${school}/calendar-categories`, {
    headers,
    data: { name: 'Niet toegestaan', color: '#1565C0' },
  });
  expect(add.status()).toBe(403);
  const rotate = await request.post(`/api/schools/${school}/calendar-feed/rotate`, { headers });
  expect(rotate.status()).toBe(403);
});
