import { expect, test } from '@playwright/test';
import { ACCOUNTS, expectNoAxeViolations, paths, SEED, startSession } from './fixtures';

test('the social map: 25 contacts a page, paging, and a debounced search', async ({ page }) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto(paths.contacts);
  await expect(page.getByRole('heading', { level: 1, name: 'Social map' })).toBeVisible();

  const table = page.getByRole('table');
  const rows = table.getByRole('rowgroup').last().getByRole('row');
  await expect(rows).toHaveCount(25);
  // The seed's 30 contacts, give or take one that a parallel journey adds and removes again.
  const firstPage = page.getByText(/^1–25 of 3\d$/);
  await expect(firstPage).toBeVisible();
  // On a laptop screen (1280 px, the sidebar open) every column is in view, without scrolling.
  expect(page.viewportSize()?.width).toBe(1280);
  const overflow = await table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow).toBe(0);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toBeVisible();
  await expectNoAxeViolations(page);

  await pages.getByRole('button', { name: 'Next' }).click();
  const secondPage = page.getByText(/^26–3\d of 3\d$/);
  await expect(secondPage).toBeVisible();
  const [, last] = /^26–(\d+)/.exec((await secondPage.textContent()) ?? '') ?? [];
  await expect(rows).toHaveCount(Number(last) - 25);
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(firstPage).toBeVisible();

  // Search (SPEC §5: reloads 500 ms after typing stops; back to page 1).
  const search = page.getByRole('searchbox', { name: 'Search contacts' });
  await search.fill('dyslexie');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Rik de Jong');
  // One page of results: no pagination bar (SPEC §5: only when last_page > 1).
  await expect(pages).toHaveCount(0);
  await expectNoAxeViolations(page);

  await search.fill('niemand-heet-zo');
  await expect(
    table.getByRole('cell', { name: 'No contacts on the social map match “niemand-heet-zo”.' }),
  ).toBeVisible();
  await search.fill('');
  await expect(rows).toHaveCount(25);
});

test('the manuals: every manual with a contents list; a video manual has a player', async ({
  page,
}) => {
  await startSession(page, ACCOUNTS.eenschool, { school: SEED.zonnewijzer });
  await page.goto(paths.manuals);
  await expect(page.getByRole('heading', { level: 1, name: 'Manuals' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  // The seed's five manuals (a journey may add one of its own meanwhile).
  for (const title of [
    'Aan de slag met Koers',
    'Plannen lezen en doorzoeken',
    'De jaarkalender',
    'De sociale kaart',
    'Koppelingen en instellingen',
  ]) {
    await expect(contents.getByRole('link', { name: title })).toBeVisible();
  }
  const first = page.getByRole('article', { name: 'Aan de slag met Koers' });
  await expect(first).toBeVisible();
  await expectNoAxeViolations(page);
  // The video is Vimeo's do-not-track player, loaded only when asked for (the provider is
  // stood in for: the journey needs no internet).
  await page.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
  );
  await expect(first.locator('iframe')).toHaveCount(0);
  await first.getByRole('button', { name: 'Play the video “Aan de slag met Koers”' }).click();
  const player = first.locator('iframe[title="Video: Aan de slag met Koers"]');
  await expect(player).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/\d+\?dnt=1/);
  await expect(player).toBeFocused();

  // The contents list jumps to a manual.
  await contents.getByRole('link', { name: 'De sociale kaart' }).click();
  await expect(page).toHaveURL(/#handleiding-\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'De sociale kaart' })).toBeInViewport();
  // Focus moved there: the next Tab continues in that manual, not at the top of the page.
  await expect(page.getByRole('article', { name: 'De sociale kaart' })).toBeFocused();
});

test('koppelingen and the application chooser: the school’s applications open in a new tab', async ({
  page,
}) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto(paths.links);
  await expect(page.getByRole('heading', { level: 1, name: 'Linked applications' })).toBeVisible();
  for (const group of ['Webmail', 'Student tracking system', 'Application chooser']) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  const outlook = page.getByRole('main').getByRole('link', { name: /Outlook/ });
  await expect(outlook).toHaveAttribute('target', '_blank');
  await expect(outlook).toHaveAttribute('rel', /noopener/);
  await expectNoAxeViolations(page);

  // The header: typed applications as icon links, the untyped ones in the chooser grid.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Outlook/ })).toHaveAttribute('target', '_blank');
  await header.getByRole('button', { name: 'Applications' }).click();
  const chooser = page.getByRole('dialog');
  await expect(chooser.getByRole('link', { name: /Gynzy/ })).toBeVisible();
  await expect(chooser.getByRole('link', { name: /Outlook/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
});
