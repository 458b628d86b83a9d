import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { chooseSearched, expectNoAxeViolations } from './fixtures';
import { databaseFile, FRESH_PORT, serverUrl } from './servers';

// A new installation as its first administrator meets it: no demo data (SEED=false), the first
// super admin made with the README's command, then the first board and schools, a colleague with
// a role, and the activity log that shows each of those steps under the administrator's name.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = { email: 'beheer@nieuwe-stichting.test', password: 'koers-eerste-beheerder-2026' };
const BOARD = 'Stichting Nieuw Begin';
const SCHOOLS = ['OBS De Eerste Steen', 'CBS Het Fundament'];
const COLLEAGUE = { first: 'Fleur', last: 'Bakker', email: 'fleur@nieuwe-stichting.test' };

test.use({ baseURL: serverUrl(FRESH_PORT) });

async function checkBothWidths(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
}

test('the first super admin of an empty installation sets it up and finds each step in the log', async ({
  page,
}) => {
  test.slow();
  // The README's command, on this server's database.
  execFileSync(
    process.execPath,
    ['server/dist/cli/create-admin.js', '--email', ADMIN.email, '--password', ADMIN.password],
    {
      cwd: root,
      env: { ...process.env, SEED: 'false', DATABASE_URL: `file:${databaseFile(FRESH_PORT)}` },
      stdio: 'pipe',
    },
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/authenticatie/inloggen');
  await page.evaluate(() => localStorage.setItem('locale', 'nl'));
  await page.reload();
  await page.getByLabel('E-mailadres').fill(ADMIN.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();

  // Nothing yet: the boards list says so.
  await expect(page).toHaveURL('/admin/besturen');
  await expect(page.getByRole('rowheader')).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Er zijn geen besturen gevonden.' })).toBeVisible();
  await checkBothWidths(page);

  // The first board.
  await page.getByRole('button', { name: 'Nieuw bestuur' }).click();
  const board = page.getByRole('dialog', { name: 'Nieuw bestuur' });
  await board.getByRole('textbox', { name: /^Naam/ }).fill(BOARD);
  await board.getByRole('textbox', { name: 'Bevoegd-gezagnummer' }).fill('70123');
  await board.getByRole('button', { name: 'Bestuur aanmaken' }).click();
  await expect(board).toBeHidden();
  await expect(page.getByRole('rowheader', { name: BOARD })).toBeVisible();

  // Its two schools.
  await page.goto('/admin/scholen');
  for (const [i, school] of SCHOOLS.entries()) {
    await page.getByRole('button', { name: 'Nieuwe school' }).click();
    const create = page.getByRole('dialog', { name: 'Nieuwe school' });
    await create.getByRole('textbox', { name: /^Naam/ }).fill(school);
    await create.getByRole('textbox', { name: 'BRIN-nummer' }).fill(`7${i}NB`);
    await create.getByRole('button', { name: /Bestuur/ }).click();
    await page.getByRole('option', { name: BOARD }).click();
    await create.getByRole('button', { name: 'School aanmaken' }).click();
    await expect(create).toBeHidden();
    await expect(page.getByRole('rowheader', { name: school })).toBeVisible();
  }
  await checkBothWidths(page);

  // A colleague, director of the first school (no mail server: the invitation waits in the
  // outbox, as the README says).
  await page.goto('/admin/gebruikers');
  await page.getByRole('button', { name: 'Nieuwe gebruiker' }).click();
  const user = page.getByRole('dialog', { name: 'Nieuwe gebruiker' });
  await user.getByRole('textbox', { name: /^Voornaam/ }).fill(COLLEAGUE.first);
  await user.getByRole('textbox', { name: /^Achternaam/ }).fill(COLLEAGUE.last);
  await user.getByRole('textbox', { name: /^E-mailadres/ }).fill(COLLEAGUE.email);
  const membership = user.getByRole('combobox', { name: /Bestuur of school/ });
  await chooseSearched(membership, 'De Eerste', SCHOOLS[0]!);
  await user.getByRole('button', { name: /Rol$/ }).click();
  await page.getByRole('option', { name: /^Directeur/ }).click();
  await user.getByRole('button', { name: 'Gebruiker aanmaken' }).click();
  await expect(user).toBeHidden();
  await expect(page.getByRole('cell', { name: COLLEAGUE.email })).toBeVisible();

  // The log: each step, under the administrator's name.
  await page.goto('/admin/logboek');
  const person = page.getByRole('combobox', { name: 'Persoon' });
  // Named by the installer's defaults (server/src/cli/create-admin.ts).
  await chooseSearched(person, 'beheer', 'Beheerder Koers');
  for (const step of [
    `maakte het bestuur ${BOARD} aan`,
    `maakte de school ${SCHOOLS[0]} aan`,
    `maakte de school ${SCHOOLS[1]} aan`,
    `voegde de gebruiker ${COLLEAGUE.first} ${COLLEAGUE.last} toe aan ${SCHOOLS[0]} als Directeur`,
  ])
    await expect(page.getByRole('rowheader', { name: new RegExp(step) })).toBeVisible();
  await checkBothWidths(page);
});
