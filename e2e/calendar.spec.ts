import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
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

// The journeys add their own events to De Regenboog's calendar (through the API, as a manager
// would) and remove them afterwards, so they do not depend on the seed's titles.

interface ApiEvent {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
  category: { id: number; name: string } | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const at = (date: string) => new Date(`${date}T00:00:00Z`);
const addDays = (date: string, days: number) =>
  new Date(at(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);

// Today in the browser's time zone, which is the runner's: the calendar opens at its month.
const today = isoDate(new Date());
const monthPrefix = today.slice(0, 8);
// Thursday on or after the 8th (at most the 14th) to the Tuesday after (at most the 19th): in
// this month, and across the end of a week.
const eighth = `${monthPrefix}08`;
const campStart = addDays(eighth, (4 - at(eighth).getUTCDay() + 7) % 7);
const campEnd = addDays(campStart, 5);
// The Monday of that week, for a one-day event with one long word.
const longWordDay = addDays(campStart, -3);

const CAMP = 'Schoolkamp groep 8';
const LONG_WORD = 'Ouderbetrokkenheidsbijeenkomst';

const monthTitle = (date: string, locale: 'en' | 'nl') =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    at(date),
  );

/** A date text as a pattern that does not care which spaces (thin, narrow) the ICU uses. */
const loosely = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*'));

async function managerApi(request: APIRequestContext) {
  const { access_token: token } = await apiLogin(request, ACCOUNTS.directeur);
  const school = await schoolId(request, token, SEED.regenboog);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  return { token, school, headers };
}

let created: number[] = [];

test.beforeEach(async ({ request }) => {
  const { token, school, headers } = await managerApi(request);
  const [category] = await apiGet<{ id: number; name: string }[]>(
    request,
    token,
    `/api/schools/${school}/calendar-categories`,
  );
  const add = async (data: Record<string, unknown>) => {
    const response = await request.post(`/api/schools/${school}/calendar-events`, {
      headers,
      data,
    });
    expect(response.status()).toBe(201);
    created.push(((await response.json()) as { data: ApiEvent }).data.id);
  };
  await add({
    title: CAMP,
    start_date: campStart,
    end_date: campEnd,
    calendar_category_id: category!.id,
    description: 'Vertrek om 8.30 uur vanaf het schoolplein.',
  });
  await add({ title: LONG_WORD, start_date: longWordDay, start_time: '19:30', end_time: '21:00' });
});

test.afterEach(async ({ request }) => {
  const { headers } = await managerApi(request);
  for (const id of created) await request.delete(`/api/calendar-events/${id}`, { headers });
  created = [];
});

/** The bars of an event in the month view: named by the title, then "," and the dates. */
const eventButtons = (scope: Locator, title: string) =>
  scope.getByRole('button', { name: new RegExp(`${title}\\s?, `) });

test('the calendar opens at this month with today marked, filters by category and offers the .ics feed', async ({
  page,
}) => {
  const session = await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  await page.goto(paths.calendar);
  await expect(page.getByRole('heading', { level: 1, name: 'Yearly calendar' })).toBeVisible();

  // This month, not the school year's first: its heading names the month shown.
  const heading = page.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(monthTitle(today, 'en'));
  const month = page.getByRole('region', { name: monthTitle(today, 'en') });
  const marked = month.locator('[aria-current="date"]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText('(today)');
  await expectNoAxeViolations(page);

  // Another month (the next, or in July, the school year's last month, the previous one); Today
  // returns to this month.
  const july = today.slice(5, 7) === '07';
  await page.getByRole('button', { name: july ? 'Previous month' : 'Next month' }).click();
  const other = addDays(`${monthPrefix}01`, july ? -1 : 31);
  await expect(heading).toHaveText(monthTitle(other, 'en'));
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(heading).toHaveText(monthTitle(today, 'en'));

  // The category filter hides and shows the events of a category.
  const camp = eventButtons(month, CAMP);
  await expect(camp.first()).toBeVisible();
  const [category] = await apiGet<{ id: number; name: string }[]>(
    page.request,
    session.tokens.access_token,
    `/api/schools/${session.context!.id}/calendar-categories`,
  );
  const box = page.getByRole('checkbox', { name: category!.name });
  await expect(box).toBeChecked();
  // The RAC checkbox's input is visually hidden: press its label as a user does.
  await page.locator('label', { hasText: category!.name }).click();
  await expect(box).not.toBeChecked();
  await expect(camp).toHaveCount(0);
  await expect(eventButtons(month, LONG_WORD)).toBeVisible();
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(camp.first()).toBeVisible();

  // The subscription: a webcal: link and the plain address, which answers an iCalendar feed.
  const subscribe = page.getByRole('link', { name: 'Subscribe in your calendar app' });
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/.+\/calendar\.ics\?key=/);
  const address = await page.getByLabel('Calendar address (.ics)').inputValue();
  expect(address).toMatch(/^http:\/\/.+\/api\/schools\/\d+\/calendar\.ics\?key=/);
  // The feed needs no bearer token: calendar apps only have the address.
  const feed = await page.request.get(address, { headers: { authorization: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${CAMP}`);
  // A wrong key does not give the calendar away.
  const wrong = await page.request.get(address.replace(/key=[^&]+/, 'key=wrong'));
  expect(wrong.status()).not.toBe(200);
});

test('an event of several days is one bar per week row and one item in the list', async ({
  page,
}) => {
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  await page.goto(paths.calendar);
  const month = page.getByRole('region', { name: monthTitle(today, 'en') });

  // Thursday to Tuesday: one bar over the rest of its first week, one over the next two days.
  const bars = eventButtons(month, CAMP);
  await expect(bars).toHaveCount(2);
  const days = month.locator('.koers-calendar__day');
  const dayWidth = (await days.first().boundingBox())!.width;
  const [first, second] = [(await bars.nth(0).boundingBox())!, (await bars.nth(1).boundingBox())!];
  expect(first.width).toBeGreaterThan(3.5 * dayWidth);
  expect(second.width).toBeGreaterThan(1.5 * dayWidth);
  expect(second.width).toBeLessThan(2.5 * dayWidth);
  expect(second.y).toBeGreaterThan(first.y);

  await page.getByRole('button', { name: 'List' }).click();
  // In the list the dates come first, then the title and the category.
  const item = page
    .getByRole('region', { name: monthTitle(today, 'en') })
    .getByRole('button', { name: new RegExp(CAMP) });
  await expect(item).toHaveCount(1);
  const range = new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).formatRange(at(campStart), at(campEnd));
  await expect(item).toContainText(loosely(range));
  await expectNoAxeViolations(page);
});

test('titles wrap between words, in Dutch, never inside a word', async ({ page }) => {
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  await page.goto(paths.calendar);
  const month = page.getByRole('region', { name: monthTitle(today, 'en') });
  await expect(eventButtons(month, LONG_WORD)).toBeVisible();

  const titles = month.locator('.koers-calendar__event-title');
  expect(await titles.count()).toBeGreaterThan(1);
  const layouts = await titles.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      // Each word's boxes: more than one line top means the word was broken. (Chromium here has
      // no hyphenation dictionary, so hyphens: auto splits nothing and every word stays whole.)
      const text = element.firstChild!;
      const brokenWords: string[] = [];
      // A line may end after a hyphen the title has ("MR-vergadering"): count its parts.
      const words = /[^\s-]+/g;
      let match: RegExpExecArray | null;
      while ((match = words.exec(text.textContent ?? '')) !== null) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        if (tops.size > 1) brokenWords.push(match[0]);
      }
      return {
        brokenWords,
        lang: element.closest('[lang]')?.getAttribute('lang'),
        hyphens: style.hyphens,
        overflowWrap: style.overflowWrap,
        wordBreak: style.wordBreak,
      };
    }),
  );
  expect(layouts.flatMap((layout) => layout.brokenWords)).toEqual([]);
  for (const layout of layouts) {
    expect(layout).toEqual({
      brokenWords: [],
      lang: 'nl',
      hyphens: 'auto',
      overflowWrap: 'normal',
      wordBreak: 'normal',
    });
  }
});

test('an event opens its detail by click and by keyboard, in English and in Dutch', async ({
  page,
}) => {
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog });
  await page.goto(paths.calendar);
  const month = page.getByRole('region', { name: monthTitle(today, 'en') });

  const bar = eventButtons(month, CAMP).first();
  await bar.click();
  const dialog = page.getByRole('dialog', { name: CAMP });
  await expect(dialog).toBeVisible();
  const longRange = new Intl.DateTimeFormat('en', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(at(campStart), at(campEnd));
  await expect(dialog.getByRole('definition').first()).toContainText(loosely(longRange));
  await expect(dialog).toContainText('Category');
  await expect(dialog).toContainText('Vertrek om 8.30 uur vanaf het schoolplein.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(bar).toBeFocused();

  // Keyboard: Enter on the focused event opens it, Escape closes it and the focus comes back.
  const timed = eventButtons(month, LONG_WORD);
  await timed.focus();
  await page.keyboard.press('Enter');
  const timedDialog = page.getByRole('dialog', { name: LONG_WORD });
  await expect(timedDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(timedDialog).toHaveCount(0);
  await expect(timed).toBeFocused();
  await page.keyboard.press('Space');
  await expect(timedDialog).toBeVisible();
  await page.keyboard.press('Escape');

  // In Dutch.
  await startSession(page, ACCOUNTS.directeur, { school: SEED.regenboog, locale: 'nl' });
  await page.goto(paths.calendar);
  await expect(page.getByRole('heading', { level: 1, name: 'Jaarkalender' })).toBeVisible();
  const maand = page.getByRole('region', { name: monthTitle(today, 'nl') });
  await eventButtons(maand, CAMP).first().click();
  const dialoog = page.getByRole('dialog', { name: CAMP });
  await expect(dialoog).toContainText('Wanneer');
  await expect(dialoog).toContainText('Categorie');
  await expect(dialoog).toContainText('Omschrijving');
  await expect(dialoog.getByRole('button', { name: 'Sluiten' })).toBeVisible();
  await expectNoAxeViolations(page);
});
