import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, expectNoAxeViolations, SEED, startSession } from './fixtures';

interface Block {
  id: number;
  uid: string;
  type: string;
  content: unknown;
}

interface DocumentData {
  id: number;
  name: string;
  version: number;
  blocks: Block[];
}

const surface = (page: Page) => page.getByRole('textbox', { name: 'Tekst van het document' });
const toc = (page: Page) => page.getByRole('navigation', { name: 'Inhoudsopgave' });
const saved = (page: Page) => expect(page.getByText('Alle wijzigingen opgeslagen')).toBeVisible();

/**
 * A plan of the school for this journey alone (other journeys read the demo plans at the same
 * time): two chapters with a paragraph each.
 */
async function createPlan(
  request: APIRequestContext,
  token: string,
  schoolId: number,
  name: string,
): Promise<DocumentData> {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const created = await request.post(`/api/schools/${schoolId}/documents`, {
    headers,
    data: { name, type: 'plan' },
  });
  expect(created.status()).toBe(201);
  const doc = ((await created.json()) as { data: DocumentData }).data;
  const put = await request.put(`/api/documents/${doc.id}/blocks`, {
    headers,
    data: {
      version: doc.version,
      blocks: [
        { type: 'h1', content: 'Onderwijs' },
        { type: 'body', content: '<p>Wij geven goed onderwijs.</p>' },
        { type: 'h1', content: 'Personeel' },
        { type: 'body', content: '<p>Ons team groeit.</p>' },
      ],
    },
  });
  expect(put.status()).toBe(200);
  return ((await put.json()) as { data: DocumentData }).data;
}

/** Opens the document and turns edit mode on. */
async function turnOnEditMode(page: Page, id: number) {
  await page.goto(`/document/${id}`);
  const toggle = page.getByRole('switch', { name: 'Bewerkmodus' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
}

/** Opens the document in edit mode; resolves once the editor is there. */
async function openInEditMode(page: Page, id: number) {
  await turnOnEditMode(page, id);
  await expect(surface(page)).toBeVisible();
}

/** Puts the cursor at the end of the block whose text is `text`. */
async function cursorAtEndOf(page: Page, text: string) {
  await surface(page).getByText(text, { exact: true }).click();
  await page.keyboard.press('End');
}

/** Pastes `html` into the editor as a browser pastes from Word or a web page. */
async function pasteHtml(page: Page, html: string) {
  await surface(page).evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', html.replace(/<[^>]+>/g, ''));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

test('a director writes a new chapter with a list, a link, a table, a file and pasted Word text', async ({
  page,
}) => {
  test.slow();
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
    locale: 'nl',
  });
  const doc = await createPlan(page.request, tokens.access_token, context!.id, 'Editorplan');
  await openInEditMode(page, doc.id);
  await expectNoAxeViolations(page);

  // A new chapter at the end: a heading 1, then body text with a bulleted list.
  await cursorAtEndOf(page, 'Ons team groeit.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ouders');
  await page.keyboard.press('Control+Alt+1');
  await expect(toc(page).getByRole('link', { name: /3\.\s*Ouders/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ouders helpen mee bij:');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+Shift+8');
  await page.keyboard.type('de bibliotheek');
  await page.keyboard.press('Enter');
  await page.keyboard.type('het schoolreisje');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  // A link through the link dialog.
  await page.keyboard.type('Lees de ouderpagina');
  await expect(surface(page).getByText('Lees de ouderpagina', { exact: true })).toBeVisible();
  await page.keyboard.press('Shift+Home');
  // The words are selected before the link is asked for (else the dialog asks for a text).
  await expect
    .poll(() => page.evaluate(() => document.getSelection()?.toString()))
    .toBe('Lees de ouderpagina');
  await page.keyboard.press('Control+k');
  const linkDialog = page.getByRole('dialog', { name: 'Link' });
  await expect(linkDialog.getByRole('textbox', { name: /^Adres/ })).toBeVisible();
  await expect(linkDialog.getByRole('textbox', { name: 'Tekst van de link' })).toHaveCount(0);
  await linkDialog.getByRole('textbox', { name: 'Adres' }).fill('https://www.example.org/ouders');
  await linkDialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(linkDialog).toHaveCount(0);
  await expect(surface(page).getByRole('link', { name: 'Lees de ouderpagina' })).toHaveAttribute(
    'href',
    'https://www.example.org/ouders',
  );
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');

  // A table (goal / owner) with a header row.
  await page.keyboard.press('Control+Alt+t');
  const table = surface(page).getByRole('table');
  await expect(table).toBeVisible();
  await page.keyboard.type('Doel');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Eigenaar');

  // A file: a small PDF, uploaded with the file button.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Bestand invoegen/ }).click();
  await (
    await chooser
  ).setFiles({
    name: 'ouderavond.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(
    surface(page).getByRole('link', { name: 'Downloaden ouderavond.pdf' }),
  ).toBeVisible();

  // Pasted from Word: headings, lists and bold stay; styles, comments and scripts go.
  await cursorAtEndOf(page, 'Ons team groeit.');
  await page.evaluate(() => {
    (window as unknown as { pwned: number }).pwned = 0;
  });
  await pasteHtml(
    page,
    '<html><body><!--StartFragment--><h2 style="color:red">Scholing</h2>' +
      '<p class="MsoNormal"><b>Alle leraren</b> volgen <span style="font-family:Calibri">scholing</span>.</p>' +
      '<ul><li>rekenen</li><li>lezen</li></ul>' +
      '<img src="x" onerror="window.pwned=1"><script>window.pwned=2</script><!--EndFragment--></body></html>',
  );
  await expect(toc(page).getByRole('link', { name: /2\.1\.\s*Scholing/ })).toBeVisible();
  await expect(surface(page).locator('strong', { hasText: 'Alle leraren' })).toBeVisible();
  await saved(page);
  expect(await page.evaluate(() => (window as unknown as { pwned: number }).pwned)).toBe(0);
  await expect(surface(page).locator('img, script, [style]')).toHaveCount(0);

  // Move the chapter "Ouders" above "Personeel", by keyboard.
  await cursorAtEndOf(page, 'Ouders');
  await page.keyboard.press('Alt+Shift+ArrowUp');
  await expect(toc(page).getByRole('link', { name: /2\.\s*Ouders/ })).toBeVisible();
  await saved(page);
  await expectNoAxeViolations(page);

  // After a reload (read mode) everything is there, numbered in the contents.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Editorplan' })).toBeVisible();
  const entries = toc(page).getByRole('link');
  await expect(entries).toHaveText([
    /1\.\s*Onderwijs/,
    /2\.\s*Ouders/,
    /3\.\s*Personeel/,
    /3\.1\.\s*Scholing/,
  ]);
  const article = page.getByRole('article');
  await expect(article.getByRole('listitem').filter({ hasText: 'het schoolreisje' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'Lees de ouderpagina' })).toHaveAttribute(
    'href',
    'https://www.example.org/ouders',
  );
  await expect(article.getByRole('columnheader', { name: 'Doel' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'Downloaden ouderavond.pdf' })).toBeVisible();
  await expect(article.locator('strong', { hasText: 'Alle leraren' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
  ).toBeUndefined();
});

/**
 * The super admin in a browser of their own (cookies, storage, IndexedDB of their own), working
 * in the school `schoolId`.
 */
async function adminBrowser(browser: Browser, schoolId: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await startSession(page, ACCOUNTS.admin, { locale: 'nl' });
  await page.evaluate((id) => {
    localStorage.setItem('context', JSON.stringify({ id, contextType: 'school' }));
    localStorage.setItem('contextType', 'school');
  }, schoolId);
  return { context, page };
}

/** Types `text` after the text `after` of a paragraph. */
async function typeAfter(page: Page, after: string, text: string) {
  await cursorAtEndOf(page, after);
  await page.keyboard.type(text);
}

test('two people edit different chapters at once and both are saved; the same paragraph asks', async ({
  page,
  browser,
}) => {
  test.slow();
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
    locale: 'nl',
  });
  const doc = await createPlan(page.request, tokens.access_token, context!.id, 'Samenplan');
  const other = await adminBrowser(browser, context!.id);
  await openInEditMode(page, doc.id);
  await openInEditMode(other.page, doc.id);
  // The one who came second sees the first at once (the first sees them at the next heartbeat).
  await expect(other.page.getByText(/^Ook aan het bewerken: /)).toBeVisible();

  // Different chapters: both saves go through, nobody is asked anything.
  await typeAfter(page, 'Wij geven goed onderwijs.', ' Elke dag.');
  await typeAfter(other.page, 'Ons team groeit.', ' Met twee collega’s.');
  await saved(page);
  await saved(other.page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(other.page.getByRole('dialog')).toHaveCount(0);
  for (const p of [page, other.page]) {
    await p.reload();
    const article = p.getByRole('article');
    await expect(article.getByText('Wij geven goed onderwijs. Elke dag.')).toBeVisible();
    await expect(article.getByText('Ons team groeit. Met twee collega’s.')).toBeVisible();
  }

  // The same paragraph: the other edits it while offline, the director saves first; back online
  // the other's save meets the director's change and asks which version to keep.
  await openInEditMode(page, doc.id);
  await openInEditMode(other.page, doc.id);
  await other.context.setOffline(true);
  await typeAfter(other.page, 'Wij geven goed onderwijs. Elke dag.', ' Ook op vrijdag.');
  await expect(other.page.getByText(/^Niet opgeslagen —/)).toBeVisible();
  await typeAfter(page, 'Wij geven goed onderwijs. Elke dag.', ' Behalve in de vakantie.');
  await saved(page);
  await other.context.setOffline(false);
  const dialog = other.page.getByRole('dialog', {
    name: 'Iemand anders heeft dezelfde tekst gewijzigd',
  });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('Wij geven goed onderwijs. Elke dag. Behalve in de vakantie.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    dialog.getByText('Wij geven goed onderwijs. Elke dag. Ook op vrijdag.', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(other.page);
  // Taking theirs: the editor shows the director's text, and nothing more is saved over it.
  await dialog.getByRole('button', { name: 'Hun versie nemen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    surface(other.page).getByText('Wij geven goed onderwijs. Elke dag. Behalve in de vakantie.'),
  ).toBeVisible();
  await saved(other.page);
  await other.page.reload();
  await expect(
    other.page
      .getByRole('article')
      .getByText('Wij geven goed onderwijs. Elke dag. Behalve in de vakantie.'),
  ).toBeVisible();
  await other.context.close();
});

test('typing on while the network is cut loses nothing, also when the page is closed', async ({
  page,
}) => {
  test.slow();
  const { tokens, context } = await startSession(page, ACCOUNTS.directeur, {
    school: SEED.regenboog,
    locale: 'nl',
  });
  const doc = await createPlan(page.request, tokens.access_token, context!.id, 'Offlineplan');
  await openInEditMode(page, doc.id);

  // Cut mid-typing, restored: saved by itself.
  await typeAfter(page, 'Wij geven goed onderwijs.', ' Met aandacht');
  await page.context().setOffline(true);
  await page.keyboard.type(' voor ieder kind.');
  await expect(page.getByText(/^Niet opgeslagen —/)).toBeVisible();
  await page.context().setOffline(false);
  await saved(page);
  await page.reload();
  await expect(
    page.getByRole('article').getByText('Wij geven goed onderwijs. Met aandacht voor ieder kind.'),
  ).toBeVisible();

  // Cut, typed, the tab closed: the draft is kept in the browser and offered back on return.
  await openInEditMode(page, doc.id);
  await page.context().setOffline(true);
  await typeAfter(page, 'Ons team groeit.', ' Offline geschreven.');
  await expect(page.getByText(/^Niet opgeslagen —/)).toBeVisible();
  const browserContext = page.context();
  const next = await browserContext.newPage();
  // Leaving asks first (something is not saved): the page closes anyway, as a crash would.
  await page.close({ runBeforeUnload: false });
  await browserContext.setOffline(false);
  await turnOnEditMode(next, doc.id);
  const offer = next.getByText(/^Niet-opgeslagen wijzigingen van \d{1,2}:\d{2} terugzetten\?/);
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(next);
  await next.getByRole('button', { name: 'Terugzetten' }).click();
  await expect(surface(next).getByText('Ons team groeit. Offline geschreven.')).toBeVisible();
  await saved(next);
  await next.reload();
  await expect(
    next.getByRole('article').getByText('Ons team groeit. Offline geschreven.'),
  ).toBeVisible();
});
