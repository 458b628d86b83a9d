import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  apiLogin,
  expectNoAxeViolations,
  SEED,
  schoolId,
  startSession,
} from './fixtures';

// Schooljaren: a director (rank 10) adds a school year with the date fields (keyboard only),
// carrying the jaarplan of the year before into it, is told on the right date when it overlaps
// another year, renames it, and removes it with the documents that are in it. The years are the journey's own: the year after the seed's
// last one, which no other journey reads.

interface Period {
  id: number;
  name: string;
  start_at: string;
  end_at: string;
  documents: Array<{ id: number; name: string; type: string }>;
}

const PATH = '/instellingen/schooljaren';

/** The dates of the range field as the Dutch segments show them (d-m-jjjj). */
async function shownDates(dialog: Locator) {
  const segments = await dialog.getByRole('spinbutton').allTextContents();
  return [segments.slice(0, 3).join('-'), segments.slice(3, 6).join('-')];
}

async function openAction(page: Page, name: string, action: 'Wijzigen' | 'Verwijderen') {
  await page.getByRole('button', { name: `Acties voor ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const toast = (page: Page) => page.getByRole('region', { name: 'Meldingen' });

for (const width of [1280, 375]) {
  test(`a director adds, renames and removes a school year at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const { tokens } = await startSession(page, ACCOUNTS.directeur, {
      school: SEED.regenboog,
      locale: 'nl',
    });
    const school = await schoolId(page.request, tokens.access_token, SEED.regenboog);
    const auth = { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' };
    const seeded = (await (
      await page.request.get(`/api/schools/${school}/periods`, { headers: auth })
    ).json()) as { data: Period[] };
    const last = seeded.data.at(-1)!;
    // The tests of this file run one after the other; the first removes its year again, the
    // second adds the one after it, with the year before made here through the API.
    const from = Number(last.end_at.slice(0, 4)) + (width === 1280 ? 0 : 1);
    const name = `Schooljaar ${from}-${from + 1}`;
    if (width === 375) {
      await page.request.post(`/api/schools/${school}/periods`, {
        headers: auth,
        data: {
          name: `Schooljaar ${from - 1}-${from}`,
          start_at: `${from - 1}-08-01`,
          end_at: `${from}-07-31`,
        },
      });
    }

    await page.goto(PATH);
    const table = page.getByRole('table', { name: 'Schooljaren' });
    await expect(table.getByRole('rowheader', { name: new RegExp(last.name) })).toBeVisible();
    await expectNoAxeViolations(page);

    // Add: the dialog suggests the year after the last one; keyboard only from here.
    await page.getByRole('button', { name: 'Nieuw schooljaar' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nieuw schooljaar' });
    const nameField = dialog.getByRole('textbox', { name: /^Naam/ });
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveValue(name);
    expect(await shownDates(dialog)).toEqual([`1-8-${from}`, `31-7-${from + 1}`]);
    // The documents of the year before may come along; its jaarplan is ticked already.
    const before = width === 1280 ? last : undefined;
    const carried = (before?.documents ?? []).filter((d) => d.type === 'plan');
    const carriedNames = carried.map((d) =>
      d.name.replace(`${from - 1}-${from}`, `${from}-${from + 1}`),
    );
    if (before && before.documents.length > 0) {
      const carry = dialog.getByRole('group', { name: `Documenten van ${before.name} meenemen` });
      for (const doc of before.documents) {
        const box = carry.getByRole('checkbox', { name: doc.name });
        if (doc.type === 'plan') await expect(box).toBeChecked();
        else await expect(box).not.toBeChecked();
      }
    } else {
      await expect(dialog.getByRole('group', { name: /meenemen$/ })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);

    // Start it in July: it overlaps the year before, and the start date says so.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('spinbutton', { name: /^dag, Startdatum/ })).toBeFocused();
    await page.keyboard.type(`3107${from}`);
    expect((await shownDates(dialog))[0]).toBe(`31-7-${from}`);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    const summary = dialog.getByRole('alert');
    await expect(summary.getByRole('heading')).toBeFocused();
    const overlap = new RegExp(`^Dit schooljaar overlapt met Schooljaar ${from - 1}-${from}`);
    await expect(summary.getByRole('link', { name: overlap })).toBeVisible();
    await expect(dialog.locator('.koers-field__error')).toHaveText(overlap);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('spinbutton', { name: /^dag, Startdatum/ })).toBeFocused();

    // An end before the start: told on the end date.
    await page.keyboard.type(`0108${from}`);
    await dialog.getByRole('spinbutton', { name: /^dag, Einddatum/ }).focus();
    await page.keyboard.type(`3107${from}`);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(summary.getByRole('link')).toHaveText(
      'De einddatum moet na de startdatum liggen.',
    );
    await summary.getByRole('link').click();
    await expect(dialog.getByRole('spinbutton', { name: /^dag, Einddatum/ })).toBeFocused();
    await page.keyboard.type(`3107${from + 1}`);
    await dialog.getByRole('button', { name: 'Opslaan' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(toast(page)).toContainText(`${name} is toegevoegd.`);
    await expect(table.getByRole('rowheader', { name })).toBeVisible();
    // The carried jaarplan is the new year's, under the new year's name.
    for (const carriedName of carriedNames)
      await expect(
        table.getByRole('row', { name: new RegExp(name) }).getByRole('link', { name: carriedName }),
      ).toBeVisible();

    // Rename it.
    await openAction(page, name, 'Wijzigen');
    const edit = page.getByRole('dialog', { name: 'Schooljaar wijzigen' });
    const renamed = `${name} (proef)`;
    await edit.getByRole('textbox', { name: /^Naam/ }).fill(renamed);
    await edit.getByRole('button', { name: 'Opslaan' }).click();
    await expect(edit).toBeHidden();
    await expect(toast(page)).toContainText(`${renamed} is opgeslagen.`);
    await expect(table.getByRole('rowheader', { name: renamed })).toBeVisible();

    // A jaarplan in it (made through the API, as another manager would), then remove the year.
    const years = (await (
      await page.request.get(`/api/schools/${school}/periods`, { headers: auth })
    ).json()) as { data: Period[] };
    const period = years.data.find((p) => p.name === renamed)!;
    const plan = await page.request.post(`/api/schools/${school}/documents`, {
      headers: auth,
      data: { name: `Jaarplan ${from} proef`, type: 'plan', period_id: period.id },
    });
    expect(plan.status()).toBe(201);
    const planId = ((await plan.json()) as { data: { id: number } }).data.id;
    await page.reload();
    await openAction(page, renamed, 'Verwijderen');
    const remove = page.getByRole('dialog', { name: 'Schooljaar verwijderen' });
    await expect(remove).toContainText(`Weet je zeker dat je ‘${renamed}’ wilt verwijderen?`);
    const inYear = [...carriedNames, `Jaarplan ${from} proef`];
    await expect(remove).toContainText(
      inYear.length === 1
        ? `Er hoort één document bij: Jaarplan ${from} proef.`
        : `Er horen ${inYear.length} documenten bij`,
    );
    for (const docName of inYear) await expect(remove).toContainText(docName);
    await expect(remove.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await expectNoAxeViolations(page);

    // Without a choice the server asks for one, on the choice.
    await remove.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(remove.getByRole('alert')).toContainText('Bij dit schooljaar horen documenten');
    await remove.getByRole('button', { name: /Wat gebeurt er met de documenten/ }).click();
    await page.getByRole('option', { name: 'Verwijder ze met het schooljaar' }).click();
    await remove.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(remove).toBeHidden();
    await expect(toast(page)).toContainText(`${renamed} is verwijderd.`);
    await expect(table.getByRole('rowheader', { name: renamed })).toHaveCount(0);
    const gone = await page.request.get(`/api/documents/${planId}`, { headers: auth });
    expect(gone.status()).toBe(404);
  });
}

test('a teacher is not offered the school years, and the server refuses their writes', async ({
  page,
}) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog, locale: 'nl' });
  await page.goto(PATH);
  // Guard 6: below rank 10 the settings lead home.
  await expect(page).not.toHaveURL(PATH);
  await expect(page.getByRole('button', { name: 'Nieuw schooljaar' })).toHaveCount(0);
  const { access_token } = await apiLogin(page.request, ACCOUNTS.leraar);
  const school = await schoolId(page.request, access_token, SEED.regenboog);
  const write = await page.request.post(`/api/schools/${school}/periods`, {
    headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' },
    data: { name: 'Niet toegestaan', start_at: '2090-08-01', end_at: '2091-07-31' },
  });
  expect(write.status()).toBe(403);
});
