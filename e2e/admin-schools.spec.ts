import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, expectNoAxeViolations, startSession } from './fixtures';

// The journey's own boards, school and people: no other journey reads or changes them.
const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const FROM = `Stichting Vertrekpunt ${tag}`;
const TO = `Stichting Aankomst ${tag}`;
const SCHOOL = `OBS De Verhuizing ${tag}`;
const RENAMED = `OBS De Verhuisde ${tag}`;
const PASSWORD = 'verhuizen-met-koers-2026';

/** A call of the API with a bearer token. */
async function api<T>(page: Page, token: string, method: string, path: string, data?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  return response.status() === 204 ? (null as T) : ((await response.json()) as { data: T }).data;
}

/** Whether `email` (logged in with PASSWORD) reaches the school: 200, or 404 when not. */
async function reach(page: Page, email: string, schoolId: number) {
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
    headers: { accept: 'application/json' },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const response = await page.request.get(`/api/schools/${schoolId}`, {
    headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' },
  });
  return response.status();
}

async function checkBothWidths(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
}

test('a super admin creates a school in a board, edits it, moves it to another board and removes it', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const { tokens } = await startSession(page, ACCOUNTS.admin, { locale: 'nl' });
  const token = tokens.access_token;
  // Two boards, each with a member of its own.
  const from = await api<{ id: number }>(page, token, 'POST', '/api/admin/organisations', {
    name: FROM,
  });
  const to = await api<{ id: number }>(page, token, 'POST', '/api/admin/organisations', {
    name: TO,
  });
  const roles = await api<{ id: number; rank: number }[]>(page, token, 'GET', '/api/roles');
  const bestuurder = roles.find((r) => r.rank >= 15)!;
  for (const [board, who] of [
    [from.id, 'vertrek'],
    [to.id, 'aankomst'],
  ] as const) {
    await api(page, token, 'POST', '/api/admin/users', {
      email: `${who}-${tag}@scholenreis.test`,
      first_name: 'Bestuurder',
      last_name: `${who} ${tag}`,
      password: PASSWORD,
      organisations: [{ id: board, role_id: bestuurder.id }],
    });
  }

  await page.goto('/admin/scholen');
  await expect(page.getByRole('rowheader', { name: 'OBS De Regenboog' })).toBeVisible();
  await checkBothWidths(page);

  // Create: in the first board, with a calendar; a wrong BRIN number is refused at the field.
  await page.getByRole('button', { name: 'Nieuwe school' }).click();
  const create = page.getByRole('dialog', { name: 'Nieuwe school' });
  await create.getByRole('textbox', { name: /^Naam/ }).fill(SCHOOL);
  const brin = create.getByRole('textbox', { name: 'BRIN-nummer' });
  await brin.fill('123A');
  await create.getByRole('button', { name: /Bestuur/ }).click();
  await page.getByRole('option', { name: FROM }).click();
  // The RAC checkbox's input is visually hidden: press its label as a user does.
  const calendar = create.getByRole('checkbox', { name: 'De school houdt een jaarkalender bij' });
  await create.locator('label', { hasText: 'De school houdt een jaarkalender bij' }).click();
  await expect(calendar).toBeChecked();
  await create.getByRole('button', { name: 'School aanmaken' }).click();
  await expect(create.getByRole('alert')).toContainText(
    'Het BRIN-nummer bestaat uit twee cijfers en twee hoofdletters, zoals 12AB.',
  );
  await expect(brin).toHaveAttribute('aria-invalid', 'true');
  await checkBothWidths(page);
  await brin.fill('88xy');
  await create.getByRole('button', { name: 'School aanmaken' }).click();
  await expect(create).toBeHidden();
  const toasts = page.getByRole('region', { name: 'Meldingen' });
  await expect(toasts).toContainText(`${SCHOOL} is aangemaakt`);

  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(tag);
  // The search has answered when only this journey's school is listed (the header row and one):
  // until then the unfiltered page may show it, and its rows are replaced when the answer comes.
  await expect(page.getByRole('rowheader')).toHaveCount(1);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: SCHOOL }) });
  await expect(row).toContainText('88XY');
  await expect(row.getByRole('link', { name: FROM })).toBeVisible();
  await expect(row).toContainText('Aan');
  const schools = await api<{ id: number; name: string }[]>(
    page,
    token,
    'GET',
    `/api/admin/schools?query=${encodeURIComponent(SCHOOL)}`,
  );
  const schoolId = schools[0]!.id;
  await api(page, token, 'POST', `/api/schools/${schoolId}/documents`, {
    name: `Schoolplan ${tag}`,
    type: 'plan',
  });
  expect(await reach(page, `vertrek-${tag}@scholenreis.test`, schoolId)).toBe(200);
  expect(await reach(page, `aankomst-${tag}@scholenreis.test`, schoolId)).toBe(404);

  // Edit: the list keeps its search.
  await page.getByRole('button', { name: `Acties voor ${SCHOOL}` }).click();
  await page.getByRole('menuitem', { name: 'Bewerken' }).click();
  const edit = page.getByRole('dialog', { name: 'School bewerken' });
  await edit.getByRole('textbox', { name: /^Naam/ }).fill(RENAMED);
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit).toBeHidden();
  await expect(toasts).toContainText('Opgeslagen');
  await expect(page.getByRole('rowheader', { name: RENAMED })).toBeVisible();

  // Move: what changes is said before anything is confirmed.
  await page.getByRole('button', { name: `Acties voor ${RENAMED}` }).click();
  await page.getByRole('menuitem', { name: 'Naar een ander bestuur verplaatsen' }).click();
  const move = page.getByRole('dialog', { name: 'School verplaatsen' });
  await move.getByRole('button', { name: /Nieuw bestuur/ }).click();
  await page.getByRole('option', { name: TO }).click();
  await expect(move).toContainText(`${RENAMED} gaat van ${FROM} naar ${TO}.`);
  await expect(move).toContainText('eigen leden van de school gaan mee');
  await expect(move).toContainText(`Het 1 lid van ${FROM} verliest de toegang tot ${RENAMED}`);
  await expect(move).toContainText(`Het 1 lid van ${TO} krijgt toegang tot ${RENAMED}`);
  await checkBothWidths(page);
  await move.getByRole('button', { name: 'School verplaatsen' }).click();
  await expect(move).toBeHidden();
  await expect(toasts).toContainText(`${RENAMED} hoort nu bij ${TO}`);
  const moved = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: RENAMED }) });
  await expect(moved.getByRole('link', { name: TO })).toBeVisible();
  // Access followed the board; the documents went along.
  expect(await reach(page, `vertrek-${tag}@scholenreis.test`, schoolId)).toBe(404);
  expect(await reach(page, `aankomst-${tag}@scholenreis.test`, schoolId)).toBe(200);

  // Remove: the confirmation names its document.
  await page.getByRole('button', { name: `Acties voor ${RENAMED}` }).click();
  await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
  const remove = page.getByRole('dialog', { name: 'School verwijderen' });
  await expect(remove.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await expect(remove.getByRole('list', { name: 'Documenten' })).toHaveText(`Schoolplan ${tag}`);
  await expect(remove).toContainText('De school heeft geen eigen leden.');
  await expect(remove).toContainText(`Leden van ${TO} houden het bestuur`);
  await checkBothWidths(page);
  await remove.getByRole('button', { name: 'School verwijderen' }).click();
  await expect(remove).toBeHidden();
  await expect(toasts).toContainText(`${RENAMED} is verwijderd`);
  await expect(page.getByRole('cell', { name: 'Er zijn geen scholen gevonden.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nieuwe school' })).toBeFocused();

  for (const board of [from.id, to.id])
    await api(page, token, 'DELETE', `/api/admin/organisations/${board}`);
});
