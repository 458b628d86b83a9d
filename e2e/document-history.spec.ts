import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { ACCOUNTS, createSchoolPlan, expectNoAxeViolations, SEED, startSession } from './fixtures';

const authHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  accept: 'application/json',
});

/** One save through the API (`POST …/changes`), as the editor makes it; resolves with its version. */
async function save(
  request: APIRequestContext,
  token: string,
  id: number,
  baseVersion: number,
  changes: object[],
): Promise<number> {
  const response = await request.post(`/api/documents/${id}/changes`, {
    headers: authHeaders(token),
    data: { base_version: baseVersion, changes },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { version: number } }).data.version;
}

const body = (content: string) => ({ type: 'body', content });

const versionsSection = (page: Page) => page.getByRole('region', { name: 'Versies' });
const changesSection = (page: Page) => page.getByRole('region', { name: 'Wijzigingen' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Meldingen' });

test('a director names a version, compares it with later text word by word and restores it', async ({
  page,
}) => {
  // Many steps on a busy machine, each waiting for what the director sees.
  test.slow();
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
    locale: 'nl',
  });
  const token = tokens.access_token;

  // A plan of this journey alone (others read the demo plans at the same time), with a heading
  // and two paragraphs.
  const name = `Leesplan ${randomUUID().slice(0, 8)}`;
  const doc = await createSchoolPlan(page.request, token, context!.id, name);
  const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
  const first = await save(page.request, token, doc.id, doc.version, [
    { op: 'upsert', uid: a, after: null, block: { type: 'h1', content: 'Doelen' } },
    { op: 'upsert', uid: b, after: a, block: body('<p>Wij oefenen lezen elke dag.</p>') },
    { op: 'upsert', uid: c, after: b, block: body('<p>Rekenen met sommen.</p>') },
  ]);

  // The history, opened by its address.
  await page.goto(`/document/${doc.id}/geschiedenis`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Geschiedenis van ${name}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug naar het document' })).toHaveAttribute(
    'href',
    `/document/${doc.id}`,
  );
  await expect(
    versionsSection(page).getByText('Nog geen enkele versie heeft een naam.'),
  ).toBeVisible();
  await expect(changesSection(page).getByRole('listitem').first()).toContainText('Huidige versie');
  await expectNoAxeViolations(page);

  // Naming the current version: without a name the server refuses, on the field.
  await versionsSection(page).getByRole('button', { name: 'Versie bewaren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Versie bewaren' });
  const field = dialog.getByRole('textbox', { name: /Naam van de versie/ });
  await expect(field).toBeFocused();
  await dialog.getByRole('button', { name: 'Versie bewaren' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('Concept voor MR');
  await dialog.getByRole('button', { name: 'Versie bewaren' }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText('Versie “Concept voor MR” bewaard');
  await expect(
    versionsSection(page).getByRole('heading', { level: 3, name: 'Concept voor MR' }),
  ).toBeVisible();

  // Two paragraphs change afterwards (two saves, as two sittings of writing would).
  const second = await save(page.request, token, doc.id, first, [
    { op: 'upsert', uid: b, block: body('<p>Wij oefenen begrijpend lezen elke week.</p>') },
  ]);
  const third = await save(page.request, token, doc.id, second, [
    { op: 'upsert', uid: c, block: body('<p>Rekenen met <strong>sommen</strong> en tafels.</p>') },
  ]);

  // The history read anew shows the latest version as the current one.
  await page.goto(`/document/${doc.id}/geschiedenis`);
  await expect(
    changesSection(page).getByRole('listitem').first().getByText(`Versie ${third}`, {
      exact: false,
    }),
  ).toBeVisible();

  // The named version compared with the current one, chosen by keyboard: "Tot" starts at the
  // current version, "Van" gets the named one.
  await expect(
    versionsSection(page).getByRole('link', {
      name: 'Vergelijken met huidige versie (“Concept voor MR”)',
    }),
  ).toHaveAttribute('href', `/document/${doc.id}/geschiedenis?van=${first}&tot=${third}`);
  const picker = page.getByRole('form', { name: 'Twee versies vergelijken' });
  await expect(picker.getByRole('button', { name: /Tot$/ })).toContainText(`Versie ${third},`);
  const from = picker.getByRole('button', { name: /Van$/ });
  await from.focus();
  await page.keyboard.press('Enter');
  const options = page.getByRole('listbox');
  await expect(options).toBeVisible();
  await page.keyboard.press('Home');
  await expect(options.getByRole('option').first()).toBeFocused();
  await expect(options.getByRole('option').first()).toContainText('Concept voor MR');
  await page.keyboard.press('Enter');
  await expect(options).toBeHidden();
  await expect(from).toContainText('Concept voor MR');
  await picker.getByRole('button', { name: 'Vergelijken' }).press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`/document/${doc.id}/geschiedenis\\?van=${first}&tot=${third}$`),
  );
  await expect(
    page.getByText(`Wijzigingen van “Concept voor MR” tot de huidige versie (${third})`),
  ).toBeFocused();
  await expect(
    page.getByText('2 gewijzigd, 0 toegevoegd, 0 verwijderd, 0 verplaatst'),
  ).toBeVisible();
  const changed = page.locator('.koers-history-diff__block[data-change="changed"]');
  await expect(changed).toHaveCount(2);
  await expect(changed.nth(0).getByText('Gewijzigd', { exact: true })).toBeVisible();
  await expect(changed.nth(0).locator('ins')).toHaveText([
    'ingevoegd: begrijpend',
    'ingevoegd: week',
  ]);
  await expect(changed.nth(0).locator('del')).toHaveText(['verwijderd: dag']);
  await expect(changed.nth(1).locator('ins')).toHaveText(['ingevoegd: en tafels']);
  // Inserted words are underlined, deleted ones struck through: not told by colour alone.
  await expect(changed.nth(0).locator('ins').first()).toHaveCSS(
    'text-decoration-line',
    'underline',
  );
  await expect(changed.nth(0).locator('del').first()).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Doelen' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The named version, opened and restored: the document has its text again.
  await page.getByRole('link', { name: 'Terug naar geschiedenis' }).click();
  await versionsSection(page).getByRole('link', { name: 'Bekijken “Concept voor MR”' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^Versie ${first} van `) }),
  ).toBeFocused();
  await expect(page.getByText('Wij oefenen lezen elke dag.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Deze versie terugzetten' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deze versie terugzetten?' });
  await expect(confirm).toContainText('Er gaat niets verloren');
  await expect(confirm.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  const restored = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/documents/${doc.id}/history/${first}/restore`) &&
      response.request().method() === 'POST',
  );
  await confirm.getByRole('button', { name: 'Terugzetten' }).click();
  expect((await restored).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/document/${doc.id}$`));
  await expect(toasts(page)).toContainText('Versie teruggezet');
  await expect(page.getByText('Wij oefenen lezen elke dag.')).toBeVisible();
  await expect(page.getByText('Rekenen met sommen.')).toBeVisible();
  await expect(page.getByText('begrijpend', { exact: false })).toHaveCount(0);

  // The restore is itself in the history, on top: nothing was lost.
  await page.goto(`/document/${doc.id}/geschiedenis`);
  const newest = changesSection(page).getByRole('listitem').first();
  await expect(newest).toContainText('Teruggezet');
  await expect(newest).toContainText('Huidige versie');
});
