import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, apiGet, expectNoAxeViolations, SEED, startSession } from './fixtures';

// Instellingen → Sociale kaart: a director (a manager) keeps the categories of the social map.
// The names are this journey's own, so journeys beside it on the demo database are not touched.
const SPORT = 'Sport en bewegen (e2e)';
const DOCTORS = 'Huisartsen (e2e)';
const RENAMED = 'Huisartsenpraktijken (e2e)';
const TRAINERS = ['Trainer Ilse (e2e)', 'Trainer Bas (e2e)'];

interface Category {
  id: number;
  name: string;
  contact_count: number;
}
interface Contact {
  id: number;
  name: string;
  category: { id: number; name: string } | null;
}

const auth = (token: string) => ({
  authorization: `Bearer ${token}`,
  accept: 'application/json',
});

async function post(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(path, { headers: auth(token), data });
  expect(response.status(), `POST ${path}`).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

const table = (page: Page) => page.getByRole('table', { name: 'Categorieën van de sociale kaart' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Meldingen' }).getByRole('listitem').filter({ hasText: text });

/** Reads the toast, then closes it, as a user does who goes on with the list under it. */
async function expectToast(page: Page, text: string) {
  const item = toast(page, text);
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Melding sluiten' }).click();
  await expect(item).toHaveCount(0);
}

async function rowAction(page: Page, name: string, action: 'Naam wijzigen' | 'Verwijderen') {
  await page.getByRole('button', { name: `Acties voor ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a director adds, renames and removes categories; contacts of a removed one go where chosen', async ({
  page,
}) => {
  test.slow();
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
    locale: 'nl',
  });
  const token = tokens.access_token;
  const school = context!.id;
  // A category in use: two contacts filed under it.
  const sport = await post(page.request, token, `/api/schools/${school}/contact-categories`, {
    name: SPORT,
  });
  for (const name of TRAINERS) {
    await post(page.request, token, `/api/schools/${school}/contacts`, {
      name,
      contact_category_id: sport,
    });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/instellingen/sociale-kaart');
  await expect(row(page, SPORT)).toContainText('2');
  await expect(row(page, 'GGD')).toBeVisible();
  await expectNoAxeViolations(page);

  // Add: the dialog starts in the name; a name the map has already is refused on the field.
  await page.getByRole('button', { name: 'Categorie toevoegen' }).click();
  const add = page.getByRole('dialog', { name: 'Categorie toevoegen' });
  const name = add.getByRole('textbox', { name: /^Naam/ });
  await expect(name).toBeFocused();
  await name.fill('ggd');
  await name.press('Enter');
  await expect(add.getByRole('heading', { name: 'Er is een probleem' })).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(
    add.getByRole('link', { name: 'Er is al een categorie met de naam GGD.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await name.fill(DOCTORS);
  await add.getByRole('button', { name: 'Categorie toevoegen' }).click();
  await expect(add).toBeHidden();
  await expectToast(page, `Categorie “${DOCTORS}” toegevoegd`);
  // Last in the list, without contacts, without a reload.
  await expect(table(page).getByRole('row').last()).toContainText(DOCTORS);
  await expect(row(page, DOCTORS)).toContainText('0');

  // Rename, by keyboard only: the row's menu, the dialog, Enter to save.
  await page.getByRole('button', { name: `Acties voor ${DOCTORS}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Naam wijzigen' })).toBeFocused();
  await page.keyboard.press('Enter');
  const rename = page.getByRole('dialog', { name: 'Categorie hernoemen' });
  const newName = rename.getByRole('textbox', { name: /^Naam/ });
  await expect(newName).toBeFocused();
  await expect(newName).toHaveValue(DOCTORS);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(RENAMED);
  await page.keyboard.press('Enter');
  await expect(rename).toBeHidden();
  await expectToast(page, `Opgeslagen: de categorie heet nu “${RENAMED}”`);
  await expect(row(page, RENAMED)).toBeVisible();
  await expect(table(page).getByRole('rowheader', { name: DOCTORS, exact: true })).toHaveCount(0);

  // Remove the category in use: first without a choice (refused, on the choice), then moving
  // its contacts to the renamed category.
  await rowAction(page, SPORT, 'Verwijderen');
  const remove = page.getByRole('dialog', { name: 'Categorie verwijderen' });
  await expect(remove).toContainText(`Wil je de categorie “${SPORT}” verwijderen?`);
  await expect(remove).toContainText(`In “${SPORT}” staan 2 contacten.`);
  await expect(remove.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await remove.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(remove.getByRole('heading', { name: 'Er is een probleem' })).toBeFocused();
  const choice = remove.getByRole('button', { name: /De 2 contacten verplaatsen naar/ });
  await expect(choice).toHaveAccessibleDescription(/Kies of ze naar een andere categorie gaan/);
  await expectNoAxeViolations(page);
  await choice.click();
  await page.getByRole('option', { name: RENAMED }).click();
  await remove.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(remove).toBeHidden();
  // Its row and menu are gone: the focus is on the next thing to do.
  await expect(page.getByRole('button', { name: 'Categorie toevoegen' })).toBeFocused();
  await expect(row(page, SPORT)).toHaveCount(0);
  await expect(row(page, RENAMED)).toContainText('2');
  await expectToast(page, `Categorie “${SPORT}” verwijderd`);

  let categories = await apiGet<Category[]>(
    page.request,
    token,
    `/api/schools/${school}/contact-categories`,
  );
  const renamed = categories.find((c) => c.name === RENAMED)!;
  expect(categories.some((c) => c.id === sport)).toBe(false);
  // This journey's own contacts: journeys beside it add "(e2e)" contacts to the school too.
  const trainers = (
    await apiGet<Contact[]>(
      page.request,
      token,
      `/api/schools/${school}/contacts?query=${encodeURIComponent('(e2e)')}`,
    )
  ).filter((c) => TRAINERS.includes(c.name));
  expect(trainers.map((c) => c.category)).toEqual([
    { id: renamed.id, name: RENAMED },
    { id: renamed.id, name: RENAMED },
  ]);

  // At 375 px: the list and the dialog fit and stay accessible. Then remove the renamed
  // category too, leaving its contacts without one.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row(page, RENAMED)).toBeVisible();
  await expectNoAxeViolations(page);
  await rowAction(page, RENAMED, 'Verwijderen');
  await expect(remove).toBeVisible();
  await expectNoAxeViolations(page);
  await remove.getByRole('button', { name: /De 2 contacten verplaatsen naar/ }).click();
  await page
    .getByRole('option', { name: 'Geen categorie (ze blijven op de sociale kaart)' })
    .click();
  await remove.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(remove).toBeHidden();
  await expect(row(page, RENAMED)).toHaveCount(0);

  categories = await apiGet<Category[]>(
    page.request,
    token,
    `/api/schools/${school}/contact-categories`,
  );
  expect(categories.some((c) => [SPORT, DOCTORS, RENAMED].includes(c.name))).toBe(false);
  // The contacts are still on the social map, without a category.
  await page.goto('/sociale-kaart');
  await page.getByRole('searchbox', { name: 'Contactpersonen zoeken' }).fill('Trainer');
  for (const trainer of TRAINERS) {
    await expect(page.getByRole('rowheader', { name: trainer })).toBeVisible();
  }
});

test('a teacher is not offered the tab, and the server refuses category changes', async ({
  page,
}) => {
  const { tokens, context } = await startSession(page, ACCOUNTS.leraar, {
    school: SEED.regenboog,
    locale: 'nl',
  });
  const headers = auth(tokens.access_token);
  const categories = await apiGet<Category[]>(
    page.request,
    tokens.access_token,
    `/api/schools/${context!.id}/contact-categories`,
  );
  const ggd = categories.find((c) => c.name === 'GGD')!;
  const create = await page.request.post(`/api/schools/${context!.id}/contact-categories`, {
    headers,
    data: { name: 'Van de leraar' },
  });
  expect(create.status()).toBe(403);
  const rename = await page.request.patch(`/api/contact-categories/${ggd.id}`, {
    headers,
    data: { name: 'Hernoemd door de leraar' },
  });
  expect(rename.status()).toBe(403);
  const remove = await page.request.delete(`/api/contact-categories/${ggd.id}?contacts=clear`, {
    headers,
  });
  expect(remove.status()).toBe(403);

  // Readers below rank 10 are sent home by the guard: no tab, no controls.
  await page.goto('/instellingen/sociale-kaart');
  await expect(page).not.toHaveURL(/\/instellingen/);
  await expect(page.getByRole('button', { name: 'Categorie toevoegen' })).toHaveCount(0);
});
