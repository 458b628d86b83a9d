import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, expectNoAxeViolations, paths, startSession } from './fixtures';

// The journey's own board, school and member: no other journey reads or changes them.
const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const BOARD = `Stichting Besturenreis ${tag}`;
const RENAMED = `Stichting Besturenreis ${tag} herzien`;
const SCHOOL = `OBS De Besturenreis ${tag}`;
const MEMBER_EMAIL = `bestuurder-${tag}@besturenreis.test`;
// Five digits of the journey's own (the seed's boards have 41234 and 42567).
const NUMBER = String(50000 + (Date.now() % 49999));

/** A call of the admin API with the super admin's token. */
async function adminApi<T>(
  page: Page,
  token: string,
  method: string,
  path: string,
  data?: unknown,
) {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  return response.status() === 204 ? (null as T) : ((await response.json()) as { data: T }).data;
}

const listSearch = (page: Page) => page.getByRole('searchbox', { name: 'Zoeken' });

async function checkBothWidths(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
}

test('a super admin creates, edits, opens and removes a board', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const { tokens } = await startSession(page, ACCOUNTS.admin, { locale: 'nl' });
  const token = tokens.access_token;

  await page.goto(paths.adminOrganisations);
  await expect(
    page.getByRole('rowheader', { name: 'Stichting Openbaar Onderwijs Rivierenland' }),
  ).toBeVisible();
  await checkBothWidths(page);

  // Create: a wrong number is refused by the server, at the field.
  await page.getByRole('button', { name: 'Nieuw bestuur' }).click();
  const create = page.getByRole('dialog', { name: 'Nieuw bestuur' });
  await expect(create.getByRole('textbox', { name: /^Naam/ })).toBeFocused();
  await create.getByRole('textbox', { name: /^Naam/ }).fill(BOARD);
  const number = create.getByRole('textbox', { name: 'Bevoegd-gezagnummer' });
  await number.fill('4123');
  await create.getByRole('button', { name: 'Bestuur aanmaken' }).click();
  const summary = create.getByRole('alert');
  await expect(summary).toContainText(
    'Het bevoegd-gezagnummer bestaat uit vijf cijfers, zoals 41234.',
  );
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await checkBothWidths(page);
  // The number of a board that exists is refused too, naming that board.
  await number.fill('41234');
  await create.getByRole('button', { name: 'Bestuur aanmaken' }).click();
  await expect(summary).toContainText(
    'Stichting Openbaar Onderwijs Rivierenland heeft al bevoegd-gezagnummer 41234.',
  );
  await number.fill(NUMBER);
  await create.getByRole('button', { name: 'Bestuur aanmaken' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText(
    `${BOARD} is aangemaakt`,
  );

  // The list finds it; editing keeps the search.
  await listSearch(page).fill(tag);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: BOARD }) });
  await expect(row).toContainText(NUMBER);
  await page.getByRole('button', { name: `Acties voor ${BOARD}` }).click();
  await page.getByRole('menuitem', { name: 'Bewerken' }).click();
  const edit = page.getByRole('dialog', { name: 'Bestuur bewerken' });
  await expect(edit.getByRole('textbox', { name: /^Naam/ })).toHaveValue(BOARD);
  await edit.getByRole('textbox', { name: /^Naam/ }).fill(RENAMED);
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText('Opgeslagen');
  await expect(page.getByRole('rowheader', { name: RENAMED })).toBeVisible();
  await expect(listSearch(page)).toHaveValue(tag);

  // Give the board a school and a member (the Scholen and Gebruikers screens' own journeys
  // cover making them there).
  const boards = await adminApi<{ id: number; name: string }[]>(
    page,
    token,
    'GET',
    `/api/admin/organisations?query=${encodeURIComponent(tag)}`,
  );
  const boardId = boards.find((b) => b.name === RENAMED)!.id;
  const school = await adminApi<{ id: number }>(page, token, 'POST', '/api/admin/schools', {
    name: SCHOOL,
    brin_number: '77ZZ',
    organisation_id: boardId,
  });
  const roles = await adminApi<{ id: number; rank: number }[]>(page, token, 'GET', '/api/roles');
  const bestuurder = roles.find((r) => r.rank >= 15)!;
  await adminApi(page, token, 'POST', '/api/admin/users', {
    email: MEMBER_EMAIL,
    first_name: 'Bo',
    last_name: `Bestuurder ${tag}`,
    organisations: [{ id: boardId, role_id: bestuurder.id }],
  });

  // Open the board: its details, schools and members.
  await page.getByRole('link', { name: RENAMED }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/besturen/${boardId}$`));
  await expect(page.getByRole('heading', { level: 2, name: RENAMED })).toBeVisible();
  const schools = page.getByRole('region', { name: 'Scholen' });
  await expect(schools.getByRole('rowheader', { name: SCHOOL })).toBeVisible();
  await expect(schools.getByRole('cell', { name: '77ZZ' })).toBeVisible();
  const members = page.getByRole('region', { name: 'Leden' });
  await expect(members.getByRole('rowheader', { name: `Bo Bestuurder ${tag}` })).toBeVisible();
  await expect(members.getByRole('cell', { name: MEMBER_EMAIL })).toBeVisible();
  await checkBothWidths(page);

  // Remove it: the confirmation names the school and the member and what happens to them.
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  const remove = page.getByRole('dialog', { name: 'Bestuur verwijderen' });
  await expect(remove.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await expect(remove).toContainText(`Wil je ${RENAMED} verwijderen?`);
  await expect(remove.getByRole('list', { name: 'Scholen' })).toHaveText(SCHOOL);
  await expect(remove).toContainText('De school blijft bestaan, zonder bestuur');
  await expect(remove.getByRole('list', { name: 'Leden' })).toContainText(
    `Bo Bestuurder ${tag} (${MEMBER_EMAIL})`,
  );
  await expect(remove).toContainText('Het lid verliest de toegang tot het bestuur');
  await checkBothWidths(page);
  await remove.getByRole('button', { name: 'Bestuur verwijderen' }).click();

  await expect(page).toHaveURL(/\/admin\/besturen$/);
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText(
    `${RENAMED} is verwijderd`,
  );
  await listSearch(page).fill(tag);
  await expect(page.getByRole('cell', { name: 'Er zijn geen besturen gevonden.' })).toBeVisible();

  // The school stayed, without a board.
  const kept = await adminApi<{ name: string; organisation: unknown }>(
    page,
    token,
    'GET',
    `/api/admin/schools/${school.id}`,
  );
  expect(kept).toMatchObject({ name: SCHOOL, organisation: null });
  await adminApi(page, token, 'DELETE', `/api/admin/schools/${school.id}`);
});
