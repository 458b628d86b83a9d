import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  apiGet,
  currentSchoolYear,
  expectNoAxeViolations,
  SEED,
  startSession,
} from './fixtures';

interface Period {
  id: number;
  name: string;
  start_at: string;
  end_at: string;
  documents: { id: number; name: string; type: string }[];
}

interface DocumentData {
  id: number;
  name: string;
  type: string;
  documentable_type: string;
  documentable_id: number;
  period_id: number | null;
}

/** The school's current school year (the one the sidebar shows a manager by default). */
async function currentPeriod(page: Page, token: string, schoolId: number) {
  const periods = await apiGet<Period[]>(page.request, token, `/api/schools/${schoolId}/periods`);
  const period = periods.find((p) => p.name.endsWith(currentSchoolYear()));
  if (!period) throw new Error(`the seed has no school year ${currentSchoolYear()}`);
  return period;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

/** Opens "Documentacties" beside the title and chooses `item`. */
async function documentAction(page: Page, item: string) {
  await page.getByRole('button', { name: 'Documentacties' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

// The names are the journey's own: no other journey's link or heading (say 'Jaarplan 2026-2027')
// matches them, also while this one runs beside it on the same demo database.
const year = currentSchoolYear();
const NAME = `Actieplan ${year}`;
const RENAMED = `Actieplan ${year} herzien`;

test('a director creates a jaarplan for this school year, renames it and deletes it', async ({
  page,
}) => {
  // Many steps on a busy machine, each waiting for what the director sees.
  test.slow();
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
    locale: 'nl',
  });
  const period = await currentPeriod(page, tokens.access_token, context!.id);

  // Home of a school with a calendar is the calendar (SPEC §2); the sidebar offers a new document.
  await page.goto('/');
  await expect(page).toHaveURL(/\/jaarkalender$/);
  const create = sidebar(page).getByRole('button', { name: 'Nieuw document' });
  await create.click();

  const dialog = page.getByRole('dialog', { name: 'Nieuw document' });
  await expect(dialog).toBeVisible();
  const name = dialog.getByRole('textbox', { name: /^Naam/ });
  await expect(name).toBeFocused();
  // A jaarplan of the school year the sidebar shows, until the director chooses otherwise.
  await expect(dialog.getByRole('button', { name: /Soort document/ })).toHaveText(
    /Jaarplan voor één schooljaar/,
  );
  await expect(dialog.getByRole('button', { name: /Schooljaar/ })).toHaveText(
    new RegExp(period.name),
  );
  await expectNoAxeViolations(page);

  // Without a name the server refuses (422): on the field, in a summary that takes the focus.
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  const summary = dialog.getByRole('heading', { name: 'Er is een probleem' });
  await expect(summary).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await name.fill(NAME);
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();

  // The new document opens, and the sidebar lists it as the page shown.
  await expect(page).toHaveURL(/\/document\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(sidebar(page).getByRole('link', { name: NAME })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const created = await apiGet<DocumentData>(
    page.request,
    tokens.access_token,
    `/api/documents/${id}`,
  );
  expect(created).toMatchObject({
    name: NAME,
    type: 'plan',
    documentable_type: 'school',
    documentable_id: context!.id,
    period_id: period.id,
  });

  // Rename, from the document's actions.
  await documentAction(page, 'Naam wijzigen');
  const rename = page.getByRole('dialog', { name: 'Naam van document wijzigen' });
  const newName = rename.getByRole('textbox', { name: /^Naam/ });
  await expect(newName).toHaveValue(NAME);
  await expectNoAxeViolations(page);
  await newName.fill(RENAMED);
  await rename.getByRole('button', { name: 'Opslaan' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: RENAMED })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: RENAMED })).toBeVisible();
  await expect(page).toHaveTitle(`${RENAMED} – Koers`);

  // Delete, after a confirmation that names the document; then home, without it in the list.
  await documentAction(page, 'Verwijderen');
  const confirm = page.getByRole('dialog', { name: 'Document verwijderen' });
  await expect(confirm).toContainText(`Weet je zeker dat je ‘${RENAMED}’ wilt verwijderen?`);
  await expect(confirm.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page).toHaveURL(/\/jaarkalender$/);
  await expect(sidebar(page).getByRole('link', { name: /^Actieplan / })).toHaveCount(0);
  const gone = await page.request.get(`/api/documents/${id}`, {
    headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
  });
  expect(gone.status()).toBe(404);
});

test('only managers get the controls; the server refuses a teacher regardless', async ({
  page,
  browser,
}) => {
  test.slow();
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
    locale: 'nl',
  });
  const plan = (await currentPeriod(page, tokens.access_token, context!.id)).documents.find(
    (d) => d.type === 'plan',
  );
  if (!plan) throw new Error('the current school year has no plan');

  // The director, on this school year's plan: both controls.
  await page.goto(`/document/${plan.id}`);
  await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Documentacties' })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Nieuw document' })).toBeVisible();

  // A teacher of the same school, on the same plan: no new document, and of the document's
  // actions only the Word download, which every reader has.
  const teacherContext = await browser.newContext();
  try {
    const teacher = await teacherContext.newPage();
    const { tokens: teacherTokens } = await startSession(teacher, ACCOUNTS.leraar, {
      school: SEED.regenboog,
      locale: 'nl',
    });
    await teacher.goto(`/document/${plan.id}`);
    await expect(teacher.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
    // The sidebar has listed the school's plans: it is done deciding what it shows.
    await expect(sidebar(teacher).getByRole('link', { name: plan.name })).toBeVisible();
    await expect(sidebar(teacher).getByRole('link', { name: 'Sociale kaart' })).toBeVisible();
    await expect(sidebar(teacher).getByRole('button', { name: 'Nieuw document' })).toHaveCount(0);
    await teacher.getByRole('button', { name: 'Documentacties' }).click();
    await expect(teacher.getByRole('menuitem')).toHaveText([
      'Afdrukken of opslaan als pdf',
      'Download als Word (.docx)',
    ]);
    await teacher.keyboard.press('Escape');
    await expect(teacher.getByRole('menu')).toHaveCount(0);

    // What the controls would send, sent anyway: 403, and the plan is unchanged.
    const headers = {
      authorization: `Bearer ${teacherTokens.access_token}`,
      accept: 'application/json',
    };
    const post = await teacher.request.post(`/api/schools/${context!.id}/documents`, {
      headers,
      data: { name: 'Jaarplan van de leraar', type: 'plan' },
    });
    expect(post.status()).toBe(403);
    const patch = await teacher.request.patch(`/api/documents/${plan.id}`, {
      headers,
      data: { name: 'Hernoemd door de leraar' },
    });
    expect(patch.status()).toBe(403);
    const del = await teacher.request.delete(`/api/documents/${plan.id}`, { headers });
    expect(del.status()).toBe(403);
  } finally {
    await teacherContext.close();
  }
  const after = await apiGet<DocumentData>(
    page.request,
    tokens.access_token,
    `/api/documents/${plan.id}`,
  );
  expect(after.name).toBe(plan.name);
});
