import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  chooseSearched,
  apiGet,
  apiLogin,
  currentUser,
  expectNoAxeViolations,
  SEED,
  schoolId,
  startSession,
} from './fixtures';

// The activity log (Logboek): a board's admins read what happened in their board and its
// schools, never elsewhere; the super admin reads everything. Each journey writes its own
// entries (documents with a unique name) and finds them again by person, kind and search.

async function checkBothWidths(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
}

/** A plan document made through the API by `email` in a school; answers its name. */
async function newDocument(page: Page, email: string, school: string, name: string) {
  const { access_token } = await apiLogin(page.request, email);
  // The super admin belongs to no school: they find it in the admin's list.
  const id =
    email === ACCOUNTS.admin
      ? (
          await apiGet<{ id: number; name: string }[]>(
            page.request,
            access_token,
            `/api/admin/schools?query=${encodeURIComponent(school)}`,
          )
        ).find((s) => s.name === school)!.id
      : await schoolId(page.request, access_token, school);
  const response = await page.request.post(`/api/schools/${id}/documents`, {
    data: { name, type: 'plan' },
    headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' },
  });
  expect(response.status(), `create ${name}`).toBe(201);
  return name;
}

const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

/** Chooses a person in the log's person filter by typing part of the name. */
async function choosePerson(page: Page, typed: string, name: string) {
  const person = page.getByRole('combobox', { name: 'Persoon' });
  await chooseSearched(person, typed, name);
}

test('a board admin finds who changed what in the board’s schools, and exports it', async ({
  page,
}) => {
  test.slow();
  const mine = await newDocument(page, ACCOUNTS.bestuur, SEED.regenboog, unique('Logboekplan'));
  // In a school outside the board: never in the board's log.
  const elsewhere = await newDocument(
    page,
    ACCOUNTS.admin,
    SEED.zonnewijzer,
    unique('Zonnewijzerplan'),
  );

  const { tokens } = await startSession(page, ACCOUNTS.bestuur, { locale: 'nl' });
  const board = (await currentUser(page.request, tokens.access_token)).organisations.find(
    (o) => o.name === SEED.rivierenland,
  )!;
  await page.evaluate((id) => {
    localStorage.setItem('context', JSON.stringify({ id, contextType: 'organisation' }));
    localStorage.setItem('contextType', 'organisation');
  }, board.id);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/instellingen');
  await page
    .getByRole('navigation', { name: 'Onderdelen van de instellingen' })
    .getByRole('link', { name: 'Logboek' })
    .click();
  await expect(page).toHaveURL('/instellingen/logboek');

  // The newest entry first, worded in Dutch, with the school it happened in.
  const row = page.getByRole('row', { name: new RegExp(mine) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('rowheader')).toHaveText(
    `Henk van den Berg maakte het document ${mine} aan`,
  );
  await expect(row.getByRole('cell', { name: SEED.regenboog })).toBeVisible();
  await checkBothWidths(page);

  // Filters: the person and the kind of change; then a search narrows to this one entry.
  await choosePerson(page, 'henk', 'Henk van den Berg');
  await page.getByRole('button', { name: /Soort wijziging/ }).click();
  await page.getByRole('option', { name: 'Aangemaakt', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(mine);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('rowheader')).toHaveText(
    `Henk van den Berg maakte het document ${mine} aan`,
  );
  await checkBothWidths(page);

  // The export holds what the list shows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporteren als CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^logboek-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    'Datum en tijd,Tijdstip (UTC),Persoon,E-mailadres,Wat,Soort wijziging,Soort object,Object,School of bestuur',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(
    `,Henk van den Berg,bestuur@koers.test,Henk van den Berg maakte het document ${mine} aan,Aangemaakt,Document,${mine},${SEED.regenboog}`,
  );
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByRole('status')).toHaveText(
    'Het CSV-bestand is gedownload.',
  );

  // Another board's school is not in this log, whoever searches for it.
  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(page.getByRole('combobox', { name: 'Persoon' })).toHaveValue('');
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(elsewhere);
  await expect(
    page.getByText(`Er is niets vastgelegd dat past bij “${elsewhere}”.`).first(),
  ).toBeVisible();
});

test('the super admin reads the whole installation’s log, filtered by person', async ({ page }) => {
  test.slow();
  const theirs = await newDocument(
    page,
    ACCOUNTS.directeur,
    SEED.regenboog,
    unique('Directieplan'),
  );
  const mine = await newDocument(page, ACCOUNTS.admin, SEED.zonnewijzer, unique('Beheerplan'));
  await startSession(page, ACCOUNTS.admin, { locale: 'nl' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Onderdelen van de admin-omgeving' })
    .getByRole('link', { name: 'Logboek' })
    .click();
  await expect(page).toHaveURL('/admin/logboek');
  await expect(page.getByRole('row', { name: new RegExp(theirs) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(mine) })).toBeVisible();
  await checkBothWidths(page);

  // Only the director's: the super admin's own document goes, the director's stays.
  await choosePerson(page, 'jans', 'Marieke Jansen');
  await expect(page.getByRole('row', { name: new RegExp(mine) })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(theirs) })).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(theirs) }).getByRole('rowheader'),
  ).toHaveText(`Marieke Jansen maakte het document ${theirs} aan`);
  // Sign-ins are account events: "Account" where a school would be.
  await page.getByRole('button', { name: /Soort wijziging/ }).click();
  await page.getByRole('option', { name: 'Ingelogd', exact: true }).click();
  await expect(page.getByRole('row').nth(1).getByRole('cell', { name: 'Account' })).toBeVisible();
  await checkBothWidths(page);
});
