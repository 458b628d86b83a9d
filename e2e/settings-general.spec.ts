import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNTS, apiLogin, expectNoAxeViolations, SEED, startSession } from './fixtures';

// Algemeen: a board's admin sets up one of its schools: its name, an icon (a wrong one is told
// why, a large one is stored scaled down to fit), the yearly calendar off, the icon removed
// again; the BRIN number is shown, not edited. The school is the journey's own, made for it
// through the API, so no other journey sees its name change.

// pngjs is the server's own (icon resizing); the journey borrows it to make and read images.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const { PNG } = createRequire(join(repoRoot, 'server', 'package.json'))('pngjs') as {
  PNG: {
    new (options: { width: number; height: number }): { data: Buffer };
    sync: {
      write: (png: { data: Buffer }) => Buffer;
      read: (data: Buffer) => { width: number; height: number };
    };
  };
};

/** A wide PNG logo: blue, 1200 × 400 pixels. */
function wideLogo(): Buffer {
  const png = new PNG({ width: 1200, height: 400 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([37, 100, 207, 255], i);
  return PNG.sync.write(png);
}

// The sidebar is a closed drawer on a phone: it is read by its parts, not by what shows.
const sidebarName = (page: Page) => page.locator('.koers-sidebar__brand-name');
const sidebarIcon = (page: Page) => page.locator('.koers-sidebar__brand-icon');
const calendarLink = (page: Page) =>
  page.locator('.koers-sidebar a', { hasText: /^Jaarkalender$/ });
const toast = (page: Page) => page.getByRole('region', { name: 'Meldingen' });

for (const width of [1280, 375]) {
  test(`a board's admin sets a school's name, icon and calendar at ${width} px`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const board = await apiLogin(page.request, ACCOUNTS.bestuur);
    const auth = { authorization: `Bearer ${board.access_token}`, accept: 'application/json' };
    const user = (await (await page.request.get('/api/users/current', { headers: auth })).json())
      .data as { organisations: { id: number; name: string }[] };
    const rivierenland = user.organisations.find((o) => o.name === SEED.rivierenland)!;
    const name = `OBS Algemeen ${width}`;
    const brin = width === 1280 ? '71AA' : '72AA';
    const created = await page.request.post(`/api/organisations/${rivierenland.id}/schools`, {
      headers: auth,
      data: { name, brin_number: brin, calendar: true },
    });
    expect(created.status()).toBe(201);

    await startSession(page, ACCOUNTS.bestuur, { school: name, locale: 'nl' });
    await page.goto('/instellingen/algemeen');
    const nameField = page.getByRole('textbox', { name: /^Naam/ });
    await expect(nameField).toHaveValue(name);
    await expect(page.getByRole('main')).toContainText(
      `BRIN-nummer${brin}Alleen een beheerder van Koers kan dit nummer wijzigen.`,
    );
    await expect(page.getByRole('textbox', { name: /BRIN/ })).toHaveCount(0);
    await expect(calendarLink(page)).toHaveCount(1);
    await expectNoAxeViolations(page);

    // An image over 2 MB is told with its size before anything is sent.
    const icon = page.getByRole('group', { name: 'Pictogram' });
    const input = icon.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([wideLogo(), Buffer.alloc(3 * 1024 * 1024)]),
    });
    await expect(icon.getByRole('alert')).toHaveText(
      /^Deze afbeelding is 3(,\d)? MB; een pictogram mag hoogstens 2 MB zijn\./,
    );
    await expectNoAxeViolations(page);

    // A wide logo: uploaded, previewed whole.
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: wideLogo() });
    const preview = icon.getByRole('img', { name: `Pictogram van ${name}` });
    await expect(preview).toBeVisible();
    await expect(icon).toContainText('Het nieuwe pictogram wordt gebruikt als je opslaat.');

    // Keyboard only: the name, the calendar off, save.
    const renamed = `${name} (Tiel)`;
    await nameField.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' (Tiel)');
    const calendar = page.getByRole('checkbox', { name: 'Deze school houdt een jaarkalender bij' });
    await calendar.focus();
    await page.keyboard.press('Space');
    await expect(calendar).not.toBeChecked();
    await page.getByRole('button', { name: 'Opslaan' }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Opgeslagen');

    // The sidebar follows at once: the new name, the icon, no calendar link.
    await expect(sidebarName(page)).toHaveText(renamed);
    await expect(sidebarIcon(page)).toHaveCount(1);
    await expect(calendarLink(page)).toHaveCount(0);
    // The server stored the logo scaled down to fit 512 px, whole: 512 × 171.
    const stored = await page.request.get((await preview.getAttribute('src'))!);
    const { width: w, height: h } = PNG.sync.read(await stored.body());
    expect([w, h]).toEqual([512, 171]);

    // Remove the icon again.
    await icon.getByRole('button', { name: 'Pictogram verwijderen' }).click();
    await expect(icon).toContainText('Geen pictogram');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(sidebarIcon(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The server keeps the BRIN number for super admins, whatever the page sends.
    const refused = await page.request.patch(`/api/schools/${(await created.json()).data.id}`, {
      headers: { ...auth, 'accept-language': 'nl' },
      data: { brin_number: width === 1280 ? '73AA' : '74AA' },
    });
    expect(refused.status()).toBe(403);
  });
}
