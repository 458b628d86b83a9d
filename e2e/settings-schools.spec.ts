import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  apiLogin,
  expectNoAxeViolations,
  SEED,
  schoolId,
  startSession,
} from './fixtures';

// Scholen: a board's admin adds a school (the server checks its BRIN number), changes it, and
// removes it after reading what goes with it. The school is the journey's own; the seeded
// schools other journeys read are only looked at.

const PATH = '/instellingen/scholen';
const toast = (page: Page) => page.getByRole('region', { name: 'Meldingen' });

/** A logged-in board admin with the board Rivierenland as context, as the switch leaves it. */
async function boardSession(page: Page) {
  const { tokens } = await startSession(page, ACCOUNTS.bestuur, { locale: 'nl' });
  const auth = { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' };
  const user = (await (await page.request.get('/api/users/current', { headers: auth })).json())
    .data as { organisations: { id: number; name: string }[] };
  const board = user.organisations.find((o) => o.name === SEED.rivierenland)!;
  await page.evaluate((id) => {
    localStorage.setItem('context', JSON.stringify({ id, contextType: 'organisation' }));
    localStorage.setItem('contextType', 'organisation');
  }, board.id);
  return { auth, token: tokens.access_token };
}

for (const width of [1280, 375]) {
  test(`a board's admin adds, changes and removes a school at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const { auth, token } = await boardSession(page);
    const name = `OBS De Brug ${width}`;
    const brin = width === 1280 ? '81AA' : '82AA';

    await page.goto(PATH);
    const table = page.getByRole('table', { name: 'Scholen van dit bestuur' });
    await expect(table.getByRole('rowheader', { name: SEED.regenboog })).toBeVisible();
    await expectNoAxeViolations(page);

    // Add: a BRIN number that is not one is refused on its field, the summary takes the focus.
    await page.getByRole('button', { name: 'School toevoegen' }).click();
    const add = page.getByRole('dialog', { name: 'School toevoegen' });
    await expect(add.getByRole('textbox', { name: /^Naam/ })).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('81aa');
    await page.keyboard.press('Tab');
    await expect(
      add.getByRole('checkbox', { name: 'Deze school houdt een jaarkalender bij' }),
    ).toBeFocused();
    await page.keyboard.press('Space');
    await add.getByRole('button', { name: 'Opslaan' }).click();
    const summary = add.getByRole('alert');
    await expect(summary.getByRole('heading')).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(
      'Het BRIN-nummer bestaat uit twee cijfers en twee hoofdletters, zoals 12AB.',
    );
    await expectNoAxeViolations(page);
    await summary.getByRole('link').click();
    const brinField = add.getByRole('textbox', { name: /^BRIN-nummer/ });
    await expect(brinField).toBeFocused();
    await brinField.fill(brin);
    await add.getByRole('button', { name: 'Opslaan' }).press('Enter');
    await expect(add).toBeHidden();
    await expect(toast(page)).toContainText(`${name} is toegevoegd.`);

    // Found by the list's search, where it stays while it is changed.
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill(name);
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(brin);
    await expect(row).toContainText('Aan');
    await page.getByRole('button', { name: `Acties voor ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Wijzigen' }).click();
    const edit = page.getByRole('dialog', { name: 'School wijzigen' });
    await expect(edit).toContainText(
      `BRIN-nummer${brin}Alleen een beheerder van Koers kan het BRIN-nummer wijzigen.`,
    );
    const calendar = edit.getByRole('checkbox', { name: 'Deze school houdt een jaarkalender bij' });
    await expect(calendar).toBeChecked();
    await calendar.focus();
    await page.keyboard.press('Space');
    await expect(calendar).not.toBeChecked();
    await edit.getByRole('button', { name: 'Opslaan' }).click();
    await expect(edit).toBeHidden();
    await expect(toast(page)).toContainText(`${name} is opgeslagen.`);
    await expect(row).toContainText('Uit');
    await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue(name);

    // Things of its own, made through the API as its people would.
    const id = await schoolId(page.request, token, name);
    const period = await page.request.post(`/api/schools/${id}/periods`, {
      headers: auth,
      data: { name: 'Schooljaar 2040-2041', start_at: '2040-08-01', end_at: '2041-07-31' },
    });
    const periodId = ((await period.json()) as { data: { id: number } }).data.id;
    for (const [path, data] of [
      ['documents', { name: 'Jaarplan 2040-2041', type: 'plan', period_id: periodId }],
      ['contacts', { name: 'Wijkagent' }],
    ] as const) {
      expect(
        (await page.request.post(`/api/schools/${id}/${path}`, { headers: auth, data })).status(),
      ).toBe(201);
    }

    await page.getByRole('button', { name: `Acties voor ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
    const remove = page.getByRole('dialog', { name: 'School verwijderen' });
    await expect(remove).toContainText(`Weet je zeker dat je ‘${name}’ wilt verwijderen?`);
    await expect(remove.getByRole('listitem')).toHaveText([
      '1 document',
      '1 contact van de sociale kaart',
      '1 schooljaar',
    ]);
    await expect(remove.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await expectNoAxeViolations(page);
    await remove.getByRole('button', { name: 'School verwijderen' }).click();
    await expect(remove).toBeHidden();
    await expect(toast(page)).toContainText(`${name} is verwijderd.`);
    await expect(table.getByRole('rowheader', { name })).toHaveCount(0);
    expect((await page.request.get(`/api/schools/${id}`, { headers: auth })).status()).toBe(404);
  });
}

test('a director cannot remove their school, and is not offered the schools tab', async ({
  page,
}) => {
  const { access_token } = await apiLogin(page.request, ACCOUNTS.directeur);
  const id = await schoolId(page.request, access_token, SEED.regenboog);
  const refused = await page.request.delete(`/api/schools/${id}`, {
    headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' },
  });
  expect(refused.status()).toBe(403);
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog, locale: 'nl' });
  await page.goto('/instellingen/applicatie-kiezer');
  await expect(
    page.getByRole('navigation', { name: 'Onderdelen van de instellingen' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scholen' })).toHaveCount(0);
});
