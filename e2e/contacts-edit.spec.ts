import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, apiGet, expectNoAxeViolations, paths, SEED, startSession } from './fixtures';

// The social map in edit mode: a director (a manager) adds, changes and removes contacts in
// place; the server checks e-mail, phone and website; a contact that a document's contact block
// shows is removed only after the dialog has named that document. Names are this journey's own.
const NEW = 'Wijkagent Ravi Bakker (e2e)';
const IN_DOCUMENT = 'Intern begeleider Noor (e2e)';
const DOCUMENT = 'Zorgdossier sociale kaart (e2e)';

interface Contact {
  id: number;
  name: string;
  function: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  notes: string | null;
  category: { id: number; name: string } | null;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'application/json' });

async function created<T>(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(path, { headers: auth(token), data });
  expect(response.status(), `POST ${path}`).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

const toggle = (page: Page) =>
  page.getByRole('banner').getByRole('switch', { name: 'Bewerkmodus' });
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Meldingen' }).getByRole('listitem').filter({ hasText: text });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Contactpersonen zoeken' });

/** Reads the toast, then closes it, as a user does who goes on with the list under it. */
async function expectToast(page: Page, text: string) {
  const item = toast(page, text);
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Melding sluiten' }).click();
  await expect(item).toHaveCount(0);
}

async function rowAction(page: Page, name: string, action: 'Wijzigen' | 'Verwijderen') {
  await page.getByRole('button', { name: `Acties voor ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a director adds and changes contacts in edit mode; the list keeps its page, search and sort', async ({
  page,
}) => {
  test.slow();
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
    locale: 'nl',
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(paths.contacts);
  await expect(page.getByRole('heading', { level: 1, name: 'Sociale kaart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact toevoegen' })).toHaveCount(0);

  // Edit mode by keyboard, from the header.
  await toggle(page).focus();
  await page.keyboard.press('Space');
  await expect(toggle(page)).toBeChecked();
  await expect(
    page.getByRole('status').filter({ hasText: 'Je zit momenteel in bewerkmodus' }),
  ).toBeVisible();

  // Sorted by name (ascending, as it opens; then descending), on page 2.
  await expect(page.getByRole('columnheader', { name: 'Naam' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByRole('button', { name: 'Naam' }).click();
  await expect(page.getByRole('columnheader', { name: 'Naam' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const firstOnPage = (await page.getByRole('rowheader').first().textContent())!.trim();
  await expectNoAxeViolations(page);

  // Change the first contact of page 2: its function. The list stays on page 2, sorted.
  await rowAction(page, firstOnPage, 'Wijzigen');
  const change = page.getByRole('dialog', { name: 'Contact wijzigen' });
  await expect(change.getByRole('textbox', { name: /^Naam/ })).toHaveValue(firstOnPage);
  await expectNoAxeViolations(page);
  const fn = change.getByRole('textbox', { name: /^Functie/ });
  await fn.fill('Functie gewijzigd (e2e)');
  await change.getByRole('button', { name: 'Opslaan' }).click();
  await expect(change).toBeHidden();
  await expectToast(page, `Opgeslagen: ${firstOnPage}`);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: firstOnPage, exact: true }) });
  await expect(row.getByRole('cell').first()).toHaveText('Functie gewijzigd (e2e)');
  await expect(page.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('columnheader', { name: 'Naam' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // Search, then add a contact: first with a phone number, e-mail and website the server
  // refuses, each on its own field; then corrected.
  await search(page).fill('(e2e)');
  await expect(page.getByRole('rowheader', { name: firstOnPage })).toBeVisible();
  await page.getByRole('button', { name: 'Contact toevoegen' }).click();
  const add = page.getByRole('dialog', { name: 'Contact toevoegen' });
  const field = (name: RegExp) => add.getByRole('textbox', { name });
  await expect(field(/^Naam/)).toBeFocused();
  await field(/^Naam/).fill(NEW);
  await field(/^Functie/).fill('Wijkagent');
  await field(/^Organisatie/).fill('Politie Gelderland-Zuid');
  await field(/^Telefoon/).fill('bel het bureau');
  await field(/^E-mailadres/).fill('ravi@');
  await field(/^Website/).fill('ftp://politie');
  await add.getByRole('button', { name: /Categorie/ }).click();
  await page.getByRole('option', { name: 'Gemeente' }).click();
  await add.getByRole('button', { name: 'Contact toevoegen' }).click();
  await expect(add.getByRole('heading', { name: 'Er is een probleem' })).toBeFocused();
  for (const [name, message] of [
    [/^Telefoon/, 'Het formaat van telefoonnummer is ongeldig.'],
    [/^E-mailadres/, 'Het veld e-mailadres moet een geldig e-mailadres zijn.'],
    [/^Website/, 'Het formaat van website is ongeldig.'],
  ] as const) {
    await expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(name)).toHaveAccessibleDescription(new RegExp(message));
  }
  await expect(field(/^Naam/)).not.toHaveAttribute('aria-invalid');
  await expectNoAxeViolations(page);
  // The summary's link takes the keyboard user to the field.
  await add.getByRole('link', { name: 'Het formaat van telefoonnummer is ongeldig.' }).click();
  await expect(field(/^Telefoon/)).toBeFocused();
  await field(/^Telefoon/).fill('0344 612 345');
  await field(/^E-mailadres/).fill('ravi.bakker@politie.koers.test');
  await field(/^Website/).fill('www.politie.nl');
  await field(/^Notities/).fill('Spreekuur op dinsdag in de teamkamer.');
  await add.getByRole('button', { name: 'Contact toevoegen' }).click();
  await expect(add).toBeHidden();
  await expectToast(page, `${NEW} is toegevoegd aan de sociale kaart`);
  // Shown at once in the searched list, without a reload.
  const added = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: NEW }) });
  await expect(added).toContainText('Politie Gelderland-Zuid');
  await expect(added).toContainText('Gemeente');
  await expect(search(page)).toHaveValue('(e2e)');
  await added.locator('summary', { hasText: 'Notities' }).click();
  await expect(added.getByText('Spreekuur op dinsdag in de teamkamer.')).toBeVisible();

  const stored = (
    await apiGet<Contact[]>(
      page.request,
      tokens.access_token,
      `/api/schools/${context!.id}/contacts?query=${encodeURIComponent(NEW)}`,
    )
  )[0]!;
  expect(stored).toMatchObject({
    name: NEW,
    phone: '0344 612 345',
    email: 'ravi.bakker@politie.koers.test',
    website: 'https://www.politie.nl',
    category: { name: 'Gemeente' },
  });

  // At 375 px: the list in edit mode and the dialog.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: `Acties voor ${NEW}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await rowAction(page, NEW, 'Wijzigen');
  await expect(page.getByRole('dialog', { name: 'Contact wijzigen' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('removing a contact that a document shows names that document first; the document keeps it', async ({
  page,
}) => {
  test.slow();
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
    locale: 'nl',
  });
  const token = tokens.access_token;
  const details = {
    name: IN_DOCUMENT,
    function: 'Intern begeleider',
    organisation_name: 'OBS De Regenboog',
    phone: '0344 612 399',
    email: 'noor@regenboog.koers.test',
  };
  const contact = await created<Contact>(
    page.request,
    token,
    `/api/schools/${context!.id}/contacts`,
    details,
  );
  // A document of the school (not a plan, so no sidebar shows it) whose contact block names it.
  const document = await created<{ id: number; version: number }>(
    page.request,
    token,
    `/api/schools/${context!.id}/documents`,
    { name: DOCUMENT, type: 'zorgdossier' },
  );
  const put = await page.request.put(`/api/documents/${document.id}/blocks`, {
    headers: auth(token),
    data: {
      version: document.version,
      blocks: [
        { type: 'h1', content: 'Wie helpt' },
        { type: 'contact', content: { ...details, contact_id: contact.id } },
      ],
    },
  });
  expect(put.status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(paths.contacts);
  await toggle(page).focus();
  await page.keyboard.press('Space');
  await expect(toggle(page)).toBeChecked();
  await search(page).fill(IN_DOCUMENT);
  await expect(page.getByRole('rowheader', { name: IN_DOCUMENT })).toBeVisible();

  // Keyboard: the row's menu, Verwijderen.
  await page.getByRole('button', { name: `Acties voor ${IN_DOCUMENT}` }).focus();
  await page.keyboard.press('Enter');
  // The menu is open on its first item (after the trigger's implementation took over), then down.
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Verwijderen' })).toBeFocused();
  await page.keyboard.press('Enter');
  const remove = page.getByRole('dialog', { name: 'Contact verwijderen' });
  await expect(remove).toContainText(`Wil je “${IN_DOCUMENT}” van de sociale kaart verwijderen?`);
  await expect(remove).toContainText(`“${IN_DOCUMENT}” staat in het contactblok van dit document:`);
  await expect(remove.getByRole('listitem')).toHaveText([DOCUMENT]);
  await expect(remove).toContainText('Die documenten houden de gegevens die ze nu tonen');
  await expect(remove.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await expectNoAxeViolations(page);
  await remove.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByRole('button', { name: 'Contact toevoegen' })).toBeFocused();
  await expect(page.getByRole('rowheader', { name: IN_DOCUMENT })).toHaveCount(0);
  await expectToast(page, `${IN_DOCUMENT} is van de sociale kaart verwijderd`);

  // The document still shows the contact's details.
  await page.goto(paths.document(document.id));
  await expect(page.getByRole('heading', { level: 1, name: DOCUMENT })).toBeVisible();
  await expect(page.getByText(IN_DOCUMENT)).toBeVisible();
  await expect(page.getByText('0344 612 399')).toBeVisible();
});

test('a teacher gets no edit mode on the social map, and the server refuses contact changes', async ({
  page,
}) => {
  const { tokens, context } = await startSession(page, ACCOUNTS.leraar, {
    school: SEED.regenboog,
    locale: 'nl',
  });
  await page.goto(paths.contacts);
  await expect(page.getByRole('heading', { level: 1, name: 'Sociale kaart' })).toBeVisible();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Contact toevoegen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Acties voor/ })).toHaveCount(0);

  const headers = auth(tokens.access_token);
  const [first] = await apiGet<Contact[]>(
    page.request,
    tokens.access_token,
    `/api/schools/${context!.id}/contacts`,
  );
  const post = await page.request.post(`/api/schools/${context!.id}/contacts`, {
    headers,
    data: { name: 'Van de leraar' },
  });
  expect(post.status()).toBe(403);
  const patch = await page.request.patch(`/api/contacts/${first!.id}`, {
    headers,
    data: { phone: '0344 000 000' },
  });
  expect(patch.status()).toBe(403);
  const usage = await page.request.get(`/api/contacts/${first!.id}/documents`, { headers });
  expect(usage.status()).toBe(403);
  const del = await page.request.delete(`/api/contacts/${first!.id}?documents=keep`, { headers });
  expect(del.status()).toBe(403);
});
