import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, expectNoAxeViolations, paths, SEED, startSession } from './fixtures';

// The journey's own manual: no other journey reads or changes it. The seed's manuals keep their
// order among themselves (only this one moves), so the reading journeys see them as before.
const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const TITLE = `Werken met de jaarplanning ${tag}`;
const RENAMED = `Werken met de jaarplanning ${tag} (herzien)`;
const YOUTUBE_ID = 'M7lc1UVf-VE';
const ADMIN_MANUALS = '/admin/handleidingen';
/** The seed's last manual: the journey's manual is moved above it. */
const LAST_SEEDED = 'Koppelingen en instellingen';

async function checkBothWidths(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
}

/** The provider's player is stood in for: the journey needs no internet. */
async function standInForPlayers(page: Page) {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
  );
}

test('a super admin writes, orders, changes and removes a manual that readers see with its video', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await startSession(page, ACCOUNTS.admin, { locale: 'nl' });
  await page.goto(ADMIN_MANUALS);
  await expect(page.getByRole('rowheader', { name: 'Aan de slag met Koers' })).toBeVisible();
  await checkBothWidths(page);

  // A new manual: a video from another site is refused before anything is sent, with the
  // rule in the message.
  await page.getByRole('button', { name: 'Nieuwe handleiding' }).click();
  await expect(page.getByRole('heading', { name: 'Nieuwe handleiding' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Titel/ }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Omschrijving' }).fill('Zo plan je het schooljaar.');
  const video = page.getByRole('textbox', { name: 'Video (YouTube of Vimeo)' });
  await video.fill('https://video.example.org/uitleg.mp4');
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/admin/manuals')) posted += 1;
  });
  await page.getByRole('button', { name: 'Handleiding aanmaken' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Geef het adres van een video op YouTube of Vimeo',
  );
  await expect(video).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(0);
  await checkBothWidths(page);

  // The address of the video's page is taken; the text is written with the keyboard: from the
  // video field, Tab reaches the toolbar and then the text.
  await video.fill(`https://www.youtube.com/watch?v=${YOUTUBE_ID}`);
  await video.focus();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('toolbar', { name: 'Opmaak' }).getByRole('button').first(),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  const surface = page.getByRole('textbox', { name: 'Tekst van de handleiding' });
  await expect(surface).toBeFocused();
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Eerst dit');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' en dan de stappen:');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+Shift+8');
  await page.keyboard.type('De kalender openen');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Een activiteit toevoegen');
  await expect(surface.locator('strong')).toHaveText('Eerst dit');
  await expect(surface.getByRole('listitem')).toHaveCount(2);
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/admin/manuals'),
  );
  await page.getByRole('button', { name: 'Handleiding aanmaken' }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/\/admin\/handleidingen\/\d+$/);
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText(
    `${TITLE} is aangemaakt`,
  );
  // Stored as the player without cookies.
  await expect(video).toHaveValue(`https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`);
  await checkBothWidths(page);

  // Order: the new manual came last; one move up puts it before the seed's last one.
  await page.getByRole('link', { name: 'Alle handleidingen' }).click();
  await expect(page.getByRole('rowheader', { name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Volgorde wijzigen' }).click();
  const order = page.getByRole('dialog', { name: 'Volgorde van de handleidingen' });
  // Keyboard: to the manual's row, then right to its move-up button.
  await order.getByRole('row', { name: TITLE }).focus();
  const up = order.getByRole('button', { name: `${TITLE} omhoog` });
  for (let i = 0; i < 6; i++) {
    if (await up.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(up).toBeFocused();
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith('/api/admin/manuals/order'),
  );
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(order.getByRole('row')).toHaveText([
    /^Aan de slag met Koers/,
    /^Plannen lezen/,
    /^De jaarkalender/,
    /^De sociale kaart/,
    new RegExp(`^${TITLE}`),
    new RegExp(`^${LAST_SEEDED}`),
  ]);
  await expect(up).toBeFocused();
  await checkBothWidths(page);
  await order.getByRole('button', { name: 'Klaar' }).click();
  await expect(order).toBeHidden();

  // A reader finds it on /handleidingen, before the seed's last manual, with its text and a
  // YouTube player without cookies, loaded only when asked for.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await standInForPlayers(reader);
  await startSession(reader, ACCOUNTS.eenschool, { school: SEED.zonnewijzer, locale: 'nl' });
  await reader.goto(paths.manuals);
  const contents = reader.getByRole('navigation', { name: 'Inhoud' });
  await expect(contents.getByRole('link', { name: TITLE })).toBeVisible();
  const titles = await contents.getByRole('link').allTextContents();
  expect(titles.indexOf(TITLE)).toBe(titles.indexOf(LAST_SEEDED) - 1);
  const article = reader.getByRole('article', { name: TITLE });
  await expect(article.locator('strong')).toHaveText('Eerst dit');
  await expect(article.getByRole('listitem')).toHaveText([
    'De kalender openen',
    'Een activiteit toevoegen',
  ]);
  await expect(article.locator('iframe')).toHaveCount(0);
  await checkBothWidths(reader);
  await article.getByRole('button', { name: `Speel de video “${TITLE}” af` }).click();
  const player = article.locator(`iframe[title="Video: ${TITLE}"]`);
  await expect(player).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1`,
  );
  await expect(player).toBeFocused();

  // Edit from a searched list: leaving with a change asks first; saving keeps it, readers see
  // the new title, and the list comes back with its search.
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(tag);
  await expect(page.getByRole('rowheader')).toHaveText([TITLE]);
  await page.getByRole('link', { name: TITLE }).click();
  const title = page.getByRole('textbox', { name: /^Titel/ });
  await expect(title).toHaveValue(TITLE);
  await title.fill(RENAMED);
  await page.getByRole('link', { name: 'Alle handleidingen' }).click();
  const leave = page.getByRole('dialog', { name: 'Weggaan zonder op te slaan?' });
  await expect(leave.getByRole('button', { name: 'Blijven' })).toBeFocused();
  await leave.getByRole('button', { name: 'Blijven' }).click();
  await expect(leave).toBeHidden();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText('Opgeslagen');
  await reader.reload();
  await expect(reader.getByRole('article', { name: RENAMED })).toBeVisible();

  // Remove: the confirmation names the manual; the list keeps its search.
  await page.getByRole('link', { name: 'Alle handleidingen' }).click();
  await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue(tag);
  await expect(page.getByRole('rowheader')).toHaveText([RENAMED]);
  await page.getByRole('button', { name: `Acties voor ${RENAMED}` }).click();
  await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
  const remove = page.getByRole('dialog', { name: 'Handleiding verwijderen' });
  await expect(remove).toContainText(`Wil je de handleiding “${RENAMED}” verwijderen?`);
  await expect(remove.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await checkBothWidths(page);
  await remove.getByRole('button', { name: 'Handleiding verwijderen' }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText(
    `${RENAMED} is verwijderd`,
  );
  await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue(tag);
  await expect(
    page.getByRole('cell', { name: 'Er zijn geen handleidingen gevonden.' }),
  ).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole('article', { name: 'Aan de slag met Koers' })).toBeVisible();
  await expect(reader.getByRole('article', { name: RENAMED })).toHaveCount(0);
  await readerContext.close();
});
