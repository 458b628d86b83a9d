import type { CalendarCategory, CalendarEvent, Period, School } from '@koers/contract';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { renderScreen, stubApi } from '@/lib/testing/render-screen';
import { regenboog } from '@/lib/testing/fixtures';
import { isoWeek, localToday } from '../utils/calendar-grid';
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
  start_date: today,
  end_date: today,
  start_time: null,
  end_time: null,
  all_day: true,
  calendar_category_id: category?.id ?? null,
  category,
  ...extra,
});
const events = [
  event(1, 'Kerstvakantie', holiday),
  event(2, 'Studiedag team', studyDay, { start_time: '08:30', end_time: '12:00', all_day: false }),
  event(3, 'Ouderavond', null, { description: 'In de aula.' }),
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

describe('CalendarPage', () => {
  it('shows the school year as one table per month, weeks from Monday with ISO week numbers', async () => {
    const fetchMock = api();
    renderScreen(<CalendarPage />);

    await screen.findByText('Kerstvakantie');
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(12);
    expect(
      within(tables[0]!).getByText(`January ${year}`, { selector: 'caption' }),
    ).toBeInTheDocument();
    const headers = within(tables[0]!)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Wk', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(tables[0]!).getAllByRole('rowheader')[0]).toHaveTextContent(
      String(isoWeek(`${year}-01-01`).week),
    );
    expect(fetchMock).toHaveBeenCalledWith(eventsUrl, expect.anything());
  });

  it('marks today and lists its events with time and category', async () => {
    api();
    renderScreen(<CalendarPage />);
    await screen.findByText('Kerstvakantie');

    const cell = todayCell();
    expect(cell.tagName).toBe('TD');
    expect(cell).toHaveTextContent('(today)');
    expect(within(cell).getByText('Studiedag team').closest('li')).toHaveTextContent('08:30–12:00');
    expect(within(cell).getByText('(Vakantie)', { exact: false })).toBeInTheDocument();
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
    expect(within(todayCell()).queryByText('Studiedag team')).toBeNull();
    expect(within(todayCell()).getByText('Kerstvakantie')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Without category' }));
    expect(within(todayCell()).queryByText('Ouderavond')).toBeNull();
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

  it('switches to a list of the days with events', async () => {
    api();
    renderScreen(<CalendarPage />);
    await screen.findByText('Kerstvakantie');
    await userEvent.click(screen.getByRole('button', { name: 'List' }));

    expect(screen.queryAllByRole('table')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const day = todayCell();
    expect(day.tagName).toBe('LI');
    expect(within(day).getByRole('heading', { level: 3 })).toHaveTextContent('(today)');
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
});
