import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  apiGet,
  currentUser,
  expectNoAxeViolations,
  SEED,
  startSession,
} from './fixtures';

interface DocumentData {
  id: number;
  version: number;
  template_id: number | null;
  blocks: { uid: string; type: string; content: unknown; board_text?: unknown }[];
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
const surface = (page: Page) => page.getByRole('textbox', { name: 'Tekst van het document' });
const saved = (page: Page) => expect(page.getByText('Alle wijzigingen opgeslagen')).toBeVisible();

/** Opens "Documentacties" beside the title and chooses `item`. */
async function documentAction(page: Page, item: string) {
  await page.getByRole('button', { name: 'Documentacties' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Turns edit mode on; resolves once the editor is there. */
async function editMode(page: Page) {
  const toggle = page.getByRole('switch', { name: 'Bewerkmodus' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await expect(surface(page)).toBeVisible();
}

/** The board member in a browser of their own, working in the board. */
async function boardBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { tokens } = await startSession(page, ACCOUNTS.bestuur, { locale: 'nl' });
  const board = (await currentUser(page.request, tokens.access_token)).organisations.find(
    (o) => o.name === SEED.rivierenland,
  )!;
  await page.evaluate((id) => {
    localStorage.setItem('context', JSON.stringify({ id, contextType: 'organisation' }));
    localStorage.setItem('contextType', 'organisation');
  }, board.id);
  return { context, page, token: tokens.access_token, boardId: board.id };
}

test('a board fixes a chapter of its template; a school plan made from it follows the board and keeps its own text', async ({
  page,
  browser,
}) => {
  test.slow();
  // Names of this journey alone: other journeys use the same demo database at the same time.
  const suffix = String(Date.now()).slice(-6);
  const templateName = `Schoolplansjabloon ${suffix}`;
  const planName = `Schoolplan ${suffix}`;

  // The board writes a template with two chapters (through the API: the editor has its own journeys).
  const board = await boardBrowser(browser);
  const headers = { authorization: `Bearer ${board.token}`, accept: 'application/json' };
  const created = await board.page.request.post(`/api/organisations/${board.boardId}/documents`, {
    headers,
    data: { name: templateName, type: 'plan' },
  });
  expect(created.status()).toBe(201);
  const template = ((await created.json()) as { data: DocumentData }).data;
  const put = await board.page.request.put(`/api/documents/${template.id}/blocks`, {
    headers,
    data: {
      version: template.version,
      blocks: [
        { type: 'h1', content: 'Visie van het bestuur' },
        { type: 'body', content: '<p>Wij staan voor openbaar onderwijs.</p>' },
        { type: 'h1', content: 'Onze school' },
        { type: 'body', content: '<p>Schrijf hier over uw school.</p>' },
      ],
    },
  });
  expect(put.status()).toBe(200);

  // The board member makes it a template with the first chapter as board text.
  await board.page.goto(`/document/${template.id}`);
  await expect(board.page.getByRole('heading', { level: 1, name: templateName })).toBeVisible();
  await documentAction(board.page, 'Sjabloon voor de scholen…');
  const dialog = board.page.getByRole('dialog', { name: `“${templateName}” als sjabloon` });
  const isTemplate = dialog.getByRole('checkbox', { name: /Een sjabloon voor de scholen/ });
  await expect(isTemplate).toBeFocused();
  await board.page.keyboard.press('Space');
  const fixed = dialog.getByRole('group', { name: /Tekst van het bestuur/ });
  await fixed.getByText('Visie van het bestuur', { exact: true }).click();
  await expect(fixed.getByRole('checkbox', { name: 'Visie van het bestuur' })).toBeChecked();
  await expect(fixed.getByRole('checkbox', { name: 'Onze school' })).not.toBeChecked();
  await expectNoAxeViolations(board.page);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    board.page.getByRole('region', { name: 'Meldingen' }).getByRole('status'),
  ).toHaveText('Sjabloon opgeslagen');

  // The director of a school of the board starts a schoolplan from it.
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog, locale: 'nl' });
  await page.goto('/');
  await sidebar(page).getByRole('button', { name: 'Nieuw document' }).click();
  const create = page.getByRole('dialog', { name: 'Nieuw document' });
  await create.getByRole('textbox', { name: /^Naam/ }).fill(planName);
  await create.getByRole('button', { name: /Soort document/ }).click();
  await page.getByRole('option', { name: /Schoolplan voor alle schooljaren/ }).click();
  await create.getByRole('button', { name: /Beginnen met/ }).click();
  await page
    .getByRole('option', {
      name: `Sjabloon van ${SEED.rivierenland}: ${templateName} (1 hoofdstuk tekst van het bestuur)`,
    })
    .click();
  await expect(create.getByRole('button', { name: /Beginnen met/ })).toHaveText(
    new RegExp(templateName),
  );
  await expectNoAxeViolations(page);
  await create.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: planName })).toBeVisible();
  const planId = Number(new URL(page.url()).pathname.split('/').pop());

  // The board's chapter reads with its label; the school's chapter is the school's own.
  const article = page.getByRole('article');
  await expect(article.getByText(/^Tekst van het bestuur · gewijzigd op/)).toHaveCount(1);
  await expect(article.getByText('Wij staan voor openbaar onderwijs.')).toBeVisible();
  await expectNoAxeViolations(page);

  // In the editor the board's text stays as it is; the school writes its own chapter.
  await editMode(page);
  await surface(page).getByText('Wij staan voor openbaar onderwijs.', { exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Niet waar!');
  await surface(page).getByText('Schrijf hier over uw school.', { exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Wij zijn een kleine school.');
  await saved(page);
  await expect(
    surface(page).getByText('Wij staan voor openbaar onderwijs.', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The board changes its chapter (in its editor); the school's plan follows.
  await board.page.reload();
  await editMode(board.page);
  await surface(board.page)
    .getByText('Wij staan voor openbaar onderwijs.', { exact: true })
    .click();
  await board.page.keyboard.press('End');
  await board.page.keyboard.type(' En voor goed personeel.');
  await saved(board.page);

  // The school's open editor gets the board's change with the next save or heartbeat; after a
  // reload the page shows it at once.
  await page.reload();
  await expect(
    page
      .getByRole('article')
      .getByText('Wij staan voor openbaar onderwijs. En voor goed personeel.'),
  ).toBeVisible();
  await expect(page.getByRole('article').getByText(/Wij zijn een kleine school\./)).toBeVisible();
  const plan = await apiGet<DocumentData>(
    page.request,
    (await page.evaluate(() => localStorage.getItem('token')))!,
    `/api/documents/${planId}`,
  );
  expect(plan.template_id).toBe(template.id);
  expect(plan.blocks.filter((b) => b.board_text).map((b) => b.content)).toEqual([
    'Visie van het bestuur',
    '<p>Wij staan voor openbaar onderwijs. En voor goed personeel.</p>',
  ]);
  await board.context.close();
});
