import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  apiGet,
  apiLogin,
  expectNoAxeViolations,
  paths,
  SEED,
  schoolId,
  startSession,
} from './fixtures';

// The year calendar in edit mode: a director adds, changes and removes events in place, and the
// month, the list and the .ics feed follow. The events are this journey's own (titles with
// "(e2e)"), removed again at the end, so journeys beside it on the demo database are not touched.

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const today = isoDate(new Date());
// A day in this month that is not today: the 21st, or the 22nd when today is the 21st; its
// week's Thursday at the latest for the two-day version below.
const chosenDay = `${today.slice(0, 8)}${today.endsWith('-21') ? '22' : '21'}`;
const nextDay = `${chosenDay.slice(0, 8)}${pad(Number(chosenDay.slice(8)) + 1)}`;
const dayName = (day: string, locale: 'en' | 'nl') =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
const basic = (day: string) => day.replaceAll('-', '');

const READING = 'Voorleesochtend (e2e)';
const READING_2 = 'Voorleesdagen (e2e)';
const PHONE = 'Excursie Naturalis (e2e)';
const STUDY = 'Studiedag team (e2e)';

async function directorApi(request: APIRequestContext) {
  const { access_token: token } = await apiLogin(request, ACCOUNTS.directeur);
  const school = await schoolId(request, token, SEED.regenboog);
  return {
    token,
    school,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  };
}

/** The VEVENT of this journey's event in the school's .ics feed, or null. */
async function feedEvent(request: APIRequestContext, title: string) {
  const { token, school } = await directorApi(request);
  const { url } = await apiGet<{ url: string }>(
    request,
    token,
    `/api/schools/${school}/calendar-feed`,
  );
  const ics = (await (await request.get(url, { headers: { authorization: '' } })).text()).replace(
    /\r\n /g,
    '',
  );
  return (
    ics
      .split('BEGIN:VEVENT')
      .slice(1)
      .find((e) => e.includes(`SUMMARY:${title.replace(/[,;]/g, '\\$&')}`)) ?? null
  );
}

test.afterEach(async ({ request }) => {
  // Whatever a failed run left behind goes.
  const { school, headers, token } = await directorApi(request);
  const events = await apiGet<{ id: number; title: string }[]>(
    request,
    token,
    `/api/schools/${school}/calendar-events`,
  );
  for (const event of events.filter((e) => e.title.endsWith('(e2e)'))) {
    await request.delete(`/api/calendar-events/${event.id}`, { headers });
  }
});

async function turnOnEditMode(page: Page, label: string) {
  const toggle = page.getByRole('banner').getByRole('switch', { name: label });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
}

test('a director adds a timed event on a chosen day, makes it two days, then removes it; the feed follows', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog, locale: 'nl' });
  await page.goto(paths.calendar);
  await expect(page.getByRole('heading', { level: 1, name: 'Jaarkalender' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Activiteit toevoegen op/ })).toHaveCount(0);
  await turnOnEditMode(page, 'Bewerkmodus');
  await expectNoAxeViolations(page);

  // Choose the day by keyboard: Tab reaches it, Enter opens the form on it.
  const day = page.getByRole('button', {
    name: `Activiteit toevoegen op ${dayName(chosenDay, 'nl')}`,
  });
  await day.focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Activiteit toevoegen' });
  await expect(add.getByRole('textbox', { name: /Titel/ })).toBeFocused();
  await page.keyboard.type(READING);
  // Clicking the label switches the box, as a mouse user does.
  await add.getByText('Hele dag', { exact: true }).click();
  await expect(add.getByRole('checkbox', { name: 'Hele dag' })).not.toBeChecked();
  const start = add.getByRole('group', { name: /Begintijd/ });
  await start.getByRole('spinbutton').first().click();
  await page.keyboard.type('0830');
  const end = add.getByRole('group', { name: /Eindtijd/ });
  await end.getByRole('spinbutton').first().click();
  await page.keyboard.type('1000');
  await add.getByRole('button', { name: /Categorie/ }).click();
  await page.getByRole('option', { name: 'Ouders' }).click();
  await add.getByRole('textbox', { name: /Locatie/ }).fill('Bibliotheek');
  await expectNoAxeViolations(page);
  await add.getByRole('button', { name: 'Activiteit toevoegen' }).click();
  await expect(add).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Meldingen' })
      .getByRole('listitem')
      .filter({ hasText: `Activiteit “${READING}” toegevoegd` }),
  ).toBeVisible();
  const bar = page.getByRole('button', { name: new RegExp(READING.replace(/[()]/g, '\\$&')) });
  await expect(bar).toBeVisible();
  // The subscription feed has it at once, at its local time.
  await expect
    .poll(async () => feedEvent(page.request, READING))
    .toContain(`DTSTART;TZID=Europe/Amsterdam:${basic(chosenDay)}T083000`);
  expect(await feedEvent(page.request, READING)).toContain('LOCATION:Bibliotheek');

  // Open it: the form keeps what it has; a new title and a second day.
  await bar.click();
  const edit = page.getByRole('dialog', { name: 'Activiteit bewerken' });
  await expect(edit.getByRole('textbox', { name: /Titel/ })).toHaveValue(READING);
  await expect(edit.getByRole('checkbox', { name: 'Hele dag' })).not.toBeChecked();
  await edit.getByRole('textbox', { name: /Titel/ }).fill(READING_2);
  await edit.getByText('Hele dag', { exact: true }).click();
  await expect(edit.getByRole('checkbox', { name: 'Hele dag' })).toBeChecked();
  // nl: day, month, year of the start, then of the end: the end's day is the fourth.
  await edit
    .getByRole('group', { name: /Datums/ })
    .getByRole('spinbutton')
    .nth(3)
    .click();
  await page.keyboard.type(nextDay.slice(8));
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: new RegExp(READING_2.replace(/[()]/g, '\\$&')) }).first(),
  ).toBeVisible();
  await expect
    .poll(async () => feedEvent(page.request, READING_2))
    .toContain(
      `DTEND;VALUE=DATE:${basic(nextDay.slice(0, 8) + pad(Number(nextDay.slice(8)) + 1))}`,
    );
  expect(await feedEvent(page.request, READING)).toBeNull();

  // The list view shows it once, with both days.
  await page.getByRole('button', { name: 'Lijst' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: READING_2 })).toHaveCount(1);

  // Remove: the form's removal asks first, naming it; then it is gone everywhere.
  await page.getByRole('button', { name: new RegExp(READING_2.replace(/[()]/g, '\\$&')) }).click();
  await page
    .getByRole('dialog', { name: 'Activiteit bewerken' })
    .getByRole('button', { name: 'Activiteit verwijderen' })
    .click();
  const remove = page.getByRole('dialog', { name: 'Activiteit verwijderen' });
  await expect(remove).toContainText(`Wil je “${READING_2}”`);
  await expect(remove.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await expectNoAxeViolations(page);
  await remove.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(remove).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: READING_2 })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Activiteit toevoegen' })).toBeFocused();
  await expect.poll(async () => feedEvent(page.request, READING_2)).toBeNull();
});

test('a director makes a study day repeat every first Monday; the next month and the feed show it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  await page.goto(paths.calendar);
  await expect(page.getByRole('heading', { level: 1, name: 'Yearly calendar' })).toBeVisible();
  await turnOnEditMode(page, 'Edit mode');

  const first = `${today.slice(0, 8)}01`;
  const firstWeekday = new Date(`${first}T00:00:00Z`).getUTCDay();
  const firstMonday = `${today.slice(0, 8)}${pad(1 + ((8 - firstWeekday) % 7))}`;
  await page
    .getByRole('button', {
      name: new RegExp(`^Add an event on ${dayName(firstMonday, 'en')}( \\(today\\))?$`),
    })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add an event' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill(STUDY);
  await dialog.getByRole('button', { name: /Repeat/ }).click();
  await page.getByRole('option', { name: 'Every month on the first Monday' }).click();
  await expect(dialog.getByRole('group', { name: /Repeat until/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog).toHaveCount(0);

  // The feed says it with an RRULE; the calendar draws it next month too (when the school year
  // goes on).
  await expect
    .poll(async () => feedEvent(page.request, STUDY))
    .toContain('RRULE:FREQ=MONTHLY;BYDAY=1MO');
  const next = page.getByRole('button', { name: 'Next month' });
  if ((await next.getAttribute('aria-disabled')) !== 'true') {
    await next.click();
    const bar = page.getByRole('button', {
      name: new RegExp(`^${STUDY.replace(/[()]/g, '\\$&')}`),
    });
    await expect(bar).toBeVisible();
    // A repetition opens the event itself, and says its changes are for every repetition.
    await bar.click();
    const form = page.getByRole('dialog', { name: 'Edit event' });
    await expect(form).toContainText('This event repeats: changes apply to every repetition.');
    await form.getByRole('button', { name: 'Remove event' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove event' });
    await expect(remove).toContainText('All its repetitions disappear with it.');
    await remove.getByRole('button', { name: 'Remove' }).click();
    await expect(remove).toHaveCount(0);
    await expect(bar).toHaveCount(0);
    await expect.poll(async () => feedEvent(page.request, STUDY)).toBeNull();
  }
});

test('at 375 px a director adds an event from the list view, by keyboard, axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  await page.goto(paths.calendar);
  await expect(page.getByRole('heading', { level: 1, name: 'Yearly calendar' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Edit mode' }).press('Enter');
  const add = page.getByRole('button', { name: 'Add event' });
  await expect(add).toBeVisible();
  await expectNoAxeViolations(page);

  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add an event' });
  await expect(dialog.getByRole('textbox', { name: /Title/ })).toBeFocused();
  await page.keyboard.type(PHONE);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await dialog.getByRole('button', { name: 'Add event' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  // The phone's list shows this month's events: today's new one among them.
  await expect(page.getByRole('listitem').filter({ hasText: PHONE })).toHaveCount(1);
});

test('a teacher sees no edit controls on the calendar, and the server refuses their writes', async ({
  page,
  request,
}) => {
  await startSession(page, ACCOUNTS.leraar, { school: SEED.regenboog });
  await page.goto(paths.calendar);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add event' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add an event on/ })).toHaveCount(0);

  const { access_token: token } = await apiLogin(request, ACCOUNTS.leraar);
  const school = await schoolId(request, token, SEED.regenboog);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const created = await request.post(`/api/schools/${school}/calendar-events`, {
    headers,
    data: { title: 'Niet toegestaan (e2e)', start_date: today },
  });
  expect(created.status()).toBe(403);
  const [some] = await apiGet<{ id: number }[]>(
    request,
    token,
    `/api/schools/${school}/calendar-events`,
  );
  expect(
    (
      await request.patch(`/api/calendar-events/${some!.id}`, { headers, data: { title: 'x' } })
    ).status(),
  ).toBe(403);
  expect((await request.delete(`/api/calendar-events/${some!.id}`, { headers })).status()).toBe(
    403,
  );
});
