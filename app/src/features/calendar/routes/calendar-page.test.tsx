import type { CalendarCategory, CalendarEvent, Period, School } from '@koers/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { renderScreen, stubApi } from '@/lib/testing/render-screen';
import { currentUser, regenboog } from '@/lib/testing/fixtures';
import { getPageEditState } from '@/lib/page-edit-store';
import { addDays, isoWeek, isoWeekday, localToday } from '../utils/calendar-grid';
import CalendarPage from './calendar-page';

// The school year is built around the real today, so "today" is always inside it.
const today = localToday();
const year = Number(today.slice(0, 4));
const period: Period = {
  id: 1,
  name: `Schooljaar ${year}`,
  start_at: `${year}-01-01`,
  end_at: `${year}-12-31`,
  documents: [],
};
const school: School = regenboog();
const holiday: CalendarCategory = { id: 1, name: 'Vakantie', color: '#2e7d32' };
const studyDay: CalendarCategory = { id: 2, name: 'Studiedag', color: '#c62828' };
const event = (
  id: number,
  title: string,
  category: CalendarCategory | null,
  extra: Partial<CalendarEvent> = {},
): CalendarEvent => ({
  id,
  title,
  description: null,
  location: null,
  start_date: today,
  end_date: today,
  start_time: null,
  end_time: null,
  all_day: true,
  calendar_category_id: category?.id ?? null,
  category,
  recurrence: null,
  recurrence_until: null,
  ...extra,
});
// A week of camp from a Thursday to the Tuesday after, inside today's month (the Thursday on or
// after the 8th is at most the 14th, so the Tuesday is at most the 19th): it crosses a week.
const monthPrefix = today.slice(0, 8);
const campStart = addDays(`${monthPrefix}08`, (4 - isoWeekday(`${monthPrefix}08`) + 7) % 7);
const campEnd = addDays(campStart, 5);
const events = [
  event(1, 'Kerstvakantie', holiday),
  event(2, 'Studiedag team', studyDay, { start_time: '08:30', end_time: '12:00', all_day: false }),
  event(3, 'Ouderavond', null, { description: 'In de aula.\nKoffie vanaf 19.00 uur.' }),
  event(4, 'Schoolkamp groep 8', holiday, { start_date: campStart, end_date: campEnd }),
];
const eventsUrl = `/api/schools/3/calendar-events?from=${year}-01-01&to=${year}-12-31`;

function api(overrides: Record<string, Parameters<typeof stubApi>[0][string]> = {}) {
  return stubApi({
    '/api/schools/3/periods': { body: { data: [period] } },
    [eventsUrl]: { body: { data: events } },
    '/api/schools/3/calendar-categories': { body: { data: [holiday, studyDay] } },
    '/api/schools/3/calendar-feed': {
      body: { data: { url: 'https://koers.example.nl/api/schools/3/calendar.ics?key=abc' } },
    },
    ...overrides,
  });
}

beforeEach(() => {
  updateSession({ token: 'token', context: { id: 3, contextType: 'school' }, school });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

function todayCell() {
  return document.querySelector('[aria-current="date"]') as HTMLElement;
}

const monthName = (date: string) =>
  new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The month shown: the region named by the month's heading. */
function shownMonth() {
  const heading = screen.getByRole('heading', { level: 2 });
  return {
    name: heading.textContent,
    region: screen.getByRole('region', { name: heading.textContent! }),
  };
}

describe('CalendarPage', () => {
  it("opens at today's month, weeks from Monday with ISO week numbers", async () => {
    const fetchMock = api();
    renderScreen(<CalendarPage />);

    await screen.findByText('Kerstvakantie');
    const { name, region } = shownMonth();
    expect(name).toBe(monthName(today));
    expect(within(region).getByText(/\(today\)/)).toBeInTheDocument();
    // Only this month: not the school year's first month too (unless today is in it).
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(
      within(region).getByText(`Week ${isoWeek(`${monthPrefix}01`).week}`),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(eventsUrl, expect.anything());
  });

  it("opens at the school year's first month when today is not in it, and pages by month", async () => {
    const past: Period = {
      ...period,
      start_at: `${year - 2}-08-01`,
      end_at: `${year - 1}-07-31`,
    };
    const pastUrl = `/api/schools/3/calendar-events?from=${year - 2}-08-01&to=${year - 1}-07-31`;
    api({
      '/api/schools/3/periods': { body: { data: [past] } },
      [pastUrl]: { body: { data: [] } },
    });
    renderScreen(<CalendarPage />);

    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      `August ${year - 2}`,
    );
    // The year starts here: going back stays, without losing the focus.
    const previous = screen.getByRole('button', { name: /Previous month/ });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    act(() => previous.focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`August ${year - 2}`);
    expect(previous).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: /Next month/ }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`September ${year - 2}`);
    // Today is not in this year: no way back to a today it does not have.
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
  });

  it('draws an event of several days as one bar per week row, not one per day', async () => {
    api();
    renderScreen(<CalendarPage />);
    await screen.findByText('Kerstvakantie');

    // Thursday to Tuesday: the rest of one week and the start of the next.
    const bars = screen.getAllByRole('button', { name: /^Schoolkamp groep 8/ });
    expect(bars).toHaveLength(2);
    expect(bars[0]!.parentElement).toHaveStyle({ gridColumn: '4 / span 4' });
    expect(bars[0]).toHaveAttribute('data-continues-after');
    expect(bars[1]!.parentElement).toHaveStyle({ gridColumn: '1 / span 2' });
    expect(bars[1]).toHaveAttribute('data-continues-before');
    // Each bar says the whole range, as the locale writes it.
    const range = new Intl.DateTimeFormat('en', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).formatRange(new Date(`${campStart}T00:00:00Z`), new Date(`${campEnd}T00:00:00Z`));
    expect(bars[0]).toHaveAccessibleName(`Schoolkamp groep 8, ${range}, Vakantie`);
  });

  it('marks today, with the time and category of its events', async () => {
    api();
    renderScreen(<CalendarPage />);
    await screen.findByText('Kerstvakantie');

    const cell = todayCell();
    expect(cell).toHaveTextContent('(today)');
    const time = (hours: number, minutes: number) => new Date(Date.UTC(2026, 0, 1, hours, minutes));
    const format = new Intl.DateTimeFormat('en', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    const study = screen.getByRole('button', { name: /Studiedag team/ });
    // The bar shows the start time; its name says the whole time range.
    expect(study.querySelector('.koers-calendar__bar-time')).toHaveTextContent(
      format.format(time(8, 30)).replace(/\s+/g, ' '),
    );
    // Its category's swatch leads it, with the palette colour's pattern (red: checks).
    expect(study.firstElementChild).toHaveAttribute('data-pattern', 'checker');
    expect(study.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(study).toHaveAccessibleName(
      expect.stringContaining(format.formatRange(time(8, 30), time(12, 0))),
    );
    expect(study).toHaveAccessibleName(expect.stringMatching(/, Studiedag$/));
  });

  it("marks the school's texts as Dutch, so they hyphenate by Dutch rules", async () => {
    api();
    renderScreen(<CalendarPage />);
    const title = await screen.findByText('Kerstvakantie');
    expect(title.closest('[lang]')).toHaveAttribute('lang', 'nl');
    expect(title).toHaveClass('koers-calendar__event-title');
  });

  it('hides the events of a category when its box is unticked with the keyboard', async () => {
    api();
    renderScreen(<CalendarPage />);
    await screen.findByText('Kerstvakantie');

    const studyBox = screen.getByRole('checkbox', { name: 'Studiedag' });
    expect(studyBox).toBeChecked();
    act(() => studyBox.focus());
    await userEvent.keyboard(' ');
    expect(studyBox).not.toBeChecked();
    expect(screen.queryByText('Studiedag team')).toBeNull();
    expect(screen.getByText('Kerstvakantie')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Without category' }));
    expect(screen.queryByText('Ouderavond')).toBeNull();
  });

  it('offers the .ics feed as a webcal subscription and as an address to copy', async () => {
    api();
    renderScreen(<CalendarPage />);
    const link = await screen.findByRole('link', { name: 'Subscribe in your calendar app' });
    expect(link).toHaveAttribute(
      'href',
      'webcal://koers.example.nl/api/schools/3/calendar.ics?key=abc',
    );
    expect(screen.getByLabelText('Calendar address (.ics)')).toHaveValue(
      'https://koers.example.nl/api/schools/3/calendar.ics?key=abc',
    );
  });

  it("switches to a list of the month's events, each event once with its dates", async () => {
    api();
    renderScreen(<CalendarPage />);
    await screen.findByText('Kerstvakantie');
    await userEvent.click(screen.getByRole('button', { name: 'List' }));

    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const { region } = shownMonth();
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(events.length);
    const camp = within(region).getAllByRole('button', { name: /Schoolkamp groep 8/ });
    expect(camp).toHaveLength(1);
    const range = new Intl.DateTimeFormat('en', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).formatRange(new Date(`${campStart}T00:00:00Z`), new Date(`${campEnd}T00:00:00Z`));
    expect(camp[0]).toHaveTextContent(range.replace(/\s+/g, ' '));
  });

  it('opens the detail of an event by click, in a dialog that gives the focus back', async () => {
    api();
    renderScreen(<CalendarPage />);
    await screen.findByText('Kerstvakantie');

    const bar = screen.getByRole('button', { name: /^Ouderavond/ });
    expect(bar).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(bar);
    const dialog = await screen.findByRole('dialog', { name: 'Ouderavond' });
    const longDate = new Intl.DateTimeFormat('en', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${today}T00:00:00Z`));
    expect(within(dialog).getByText('When').nextElementSibling).toHaveTextContent(
      `${longDate} (all day)`,
    );
    expect(within(dialog).getByText('Description').nextElementSibling).toHaveTextContent(
      'In de aula. Koffie vanaf 19.00 uur.',
    );
    expect(within(dialog).queryByText('Category')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(bar).toHaveFocus());
  });

  it('opens the detail with Enter and with Space, and Escape closes it', async () => {
    api();
    // A keyboard of its own: no key state carried over from another test.
    const user = userEvent.setup();
    renderScreen(<CalendarPage />);
    await screen.findByText('Kerstvakantie');

    const bar = screen.getAllByRole('button', { name: /^Schoolkamp groep 8/ })[0]!;
    act(() => bar.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Schoolkamp groep 8' });
    expect(within(dialog).getByText('Category').nextElementSibling).toHaveTextContent('Vakantie');
    // react-aria moves focus into the dialog after it opens; Escape is heard from there.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bar).toHaveFocus());

    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Schoolkamp groep 8' })).toBeInTheDocument();
  });

  it('says so when the year has no events, and shows an error when they cannot load', async () => {
    api({ [eventsUrl]: { body: { data: [] } } });
    renderScreen(<CalendarPage />);
    expect(await screen.findByText('There are no events in this school year.')).toBeInTheDocument();
    cleanup();

    api({ [eventsUrl]: { status: 500, body: { message: 'Server Error' } } });
    renderScreen(<CalendarPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar could not be loaded.');
  });

  it('tells a school without a calendar that it has none, without loading events', () => {
    updateSession({ school: { ...school, calendar: false } });
    const fetchMock = api();
    renderScreen(<CalendarPage />);
    expect(
      screen.getByRole('heading', { name: 'This school does not keep a yearly calendar.' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(eventsUrl, expect.anything());
  });

  it('tells a board that its schools keep the calendars, not that it is a school', () => {
    updateSession({ context: { id: 9, contextType: 'organisation' }, school: null });
    api();
    renderScreen(<CalendarPage />);
    expect(
      screen.getByRole('heading', {
        name: 'A board has no yearly calendar: each of its schools keeps its own.',
      }),
    ).toBeInTheDocument();
  });

  it("offers its school's managers the header's edit mode while shown, and no one else", async () => {
    const roles = [
      { id: 1, name: 'Leraar', rank: 1 },
      { id: 2, name: 'Directeur', rank: 10 },
    ];
    updateSession({
      user: currentUser({ schools: [regenboog({ access: { role_id: 1 } })] }),
      roles,
      rolesStatus: 'loaded',
    });
    api();
    renderScreen(<CalendarPage />);
    await screen.findByText('Kerstvakantie');
    expect(getPageEditState()).toMatchObject({ page: 'calendar:school:3', canEdit: false });
    cleanup();
    expect(getPageEditState().page).toBeNull();

    updateSession({ user: currentUser({ schools: [regenboog({ access: { role_id: 2 } })] }) });
    api();
    renderScreen(<CalendarPage />);
    await screen.findByText('Kerstvakantie');
    expect(getPageEditState()).toMatchObject({ page: 'calendar:school:3', canEdit: true });
    cleanup();
    expect(getPageEditState().page).toBeNull();
  });
});
