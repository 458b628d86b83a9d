import type { CalendarCategory, CalendarEvent, Period } from '@koers/contract';
import { ToastRegion, toastQueue } from '@koers/ui';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPageEditState, setPageEditing } from '@/lib/page-edit-store';
import { resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { currentUser, regenboog } from '@/lib/testing/fixtures';
import { renderScreen } from '@/lib/testing/render-screen';
import { addDays, isoWeekday, localToday } from '../utils/calendar-grid';
import CalendarPage from './calendar-page';

// The school year is built around the real today, so "today" is always inside it.
const today = localToday();
const year = Number(today.slice(0, 4));
const period: Period = {
  id: 1,
  name: `Schooljaar ${year}`,
  start_at: `${year}-01-01`,
  // Past December too, so there is always a next month.
  end_at: `${year + 1}-06-30`,
  documents: [],
};
const holiday: CalendarCategory = { id: 1, name: 'Vakanties', color: '#2E7D32' };
const parents: CalendarCategory = { id: 2, name: 'Ouders', color: '#1565C0' };
// A day in today's month other than today (the 10th, or the 20th when today is the 10th).
const otherDay = `${today.slice(0, 8)}${today.endsWith('-10') ? '20' : '10'}`;

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The school's events as the server keeps them: list, add, change (with its 422s), remove. */
function fakeServer(initial: CalendarEvent[]) {
  let events = initial.map((e) => ({ ...e }));
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const store = (id: number, body: Record<string, unknown>, base?: CalendarEvent) => {
    const merged = { ...base, ...body } as CalendarEvent & { all_day?: boolean };
    if (body.all_day === false && !merged.start_time) {
      return json(422, {
        message: 'The given data was invalid.',
        errors: { start_time: ['The start time field is required.'] },
      });
    }
    const categoryId = merged.calendar_category_id ?? null;
    const event: CalendarEvent = {
      id,
      title: merged.title,
      description: merged.description ?? null,
      location: merged.location ?? null,
      start_date: merged.start_date,
      end_date: merged.end_date ?? merged.start_date,
      start_time: merged.start_time ?? null,
      end_time: merged.end_time ?? null,
      all_day: !merged.start_time,
      calendar_category_id: categoryId,
      category: [holiday, parents].find((c) => c.id === categoryId) ?? null,
      recurrence: merged.recurrence ?? null,
      recurrence_until: merged.recurrence ? (merged.recurrence_until ?? null) : null,
    };
    events = [...events.filter((e) => e.id !== id), event];
    return json(base ? 200 : 201, { data: event });
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/schools/3/periods') return json(200, { data: [period] });
    if (url.pathname === '/api/schools/3/calendar-categories') {
      return json(200, { data: [holiday, parents] });
    }
    if (url.pathname === '/api/schools/3/calendar-feed') {
      return json(200, { data: { url: 'https://koers.example.nl/api/schools/3/calendar.ics' } });
    }
    if (url.pathname === '/api/schools/3/calendar-events') {
      if (method === 'GET') return json(200, { data: events });
      return store(Math.max(0, ...events.map((e) => e.id)) + 1, body);
    }
    const match = /^\/api\/calendar-events\/(\d+)$/.exec(url.pathname);
    const event = match ? events.find((e) => e.id === Number(match[1])) : undefined;
    if (!event) return json(404, { message: 'Not Found' });
    if (method === 'PATCH') return store(event.id, body, event);
    if (method === 'DELETE') {
      events = events.filter((e) => e.id !== event.id);
      return json(204, null);
    }
    return json(405, { message: 'Method Not Allowed' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { writes: () => sent.filter((s) => s.method !== 'GET') };
}

const meeting: CalendarEvent = {
  id: 7,
  title: 'Informatieavond',
  description: null,
  location: 'Aula',
  start_date: otherDay,
  end_date: otherDay,
  start_time: '19:30',
  end_time: '21:00',
  all_day: false,
  calendar_category_id: parents.id,
  category: parents,
  recurrence: null,
  recurrence_until: null,
};

async function renderEditing() {
  renderScreen(
    <>
      <CalendarPage />
      <ToastRegion label="Notifications" closeLabel="Close notification" />
    </>,
  );
  await screen.findByRole('heading', { level: 2 });
  await waitFor(() => expect(getPageEditState().canEdit).toBe(true));
  act(() => setPageEditing(true));
  return screen.findByRole('button', { name: 'Add event' });
}

/** The titles of the toasts on screen, oldest first. */
async function toasts() {
  const region = screen.getByRole('region', { name: 'Notifications' });
  const list = await within(region).findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.koers-toast__title')?.textContent);
}

const dayName = (day: string) =>
  new Intl.DateTimeFormat('en', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

beforeEach(() => {
  updateSession({
    token: 'token',
    context: { id: 3, contextType: 'school' },
    school: regenboog(),
    user: currentUser({ schools: [regenboog({ access: { role_id: 2 } })] }),
    roles: [{ id: 2, name: 'Directeur', rank: 10 }],
    rolesStatus: 'loaded',
  });
  // The grid, not the phone's list.
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as never;
});

afterEach(() => {
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
  // @ts-expect-error jsdom has no matchMedia of its own.
  delete window.matchMedia;
});

describe('CalendarPage in edit mode', () => {
  it('offers no day buttons in read mode, and each day of the year one in edit mode', async () => {
    fakeServer([meeting]);
    renderScreen(<CalendarPage />);
    await screen.findByText('Informatieavond');
    expect(screen.queryByRole('button', { name: /^Add an event on/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add event' })).toBeNull();
    await waitFor(() => expect(getPageEditState().canEdit).toBe(true));
    act(() => setPageEditing(true));
    expect(
      await screen.findByRole('button', { name: `Add an event on ${dayName(otherDay)}` }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: `Add an event on ${dayName(today)} (today)` }),
    ).toBeVisible();
  });

  it('adds a whole-day event on the day chosen by keyboard; the month shows it at once', async () => {
    const server = fakeServer([meeting]);
    await renderEditing();
    const dayButton = screen.getByRole('button', { name: `Add an event on ${dayName(otherDay)}` });
    dayButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add an event' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    expect(title).toHaveFocus();
    expect(within(dialog).getByRole('checkbox', { name: 'All day' })).toBeChecked();
    expect(within(dialog).queryByRole('group', { name: /Start time/ })).toBeNull();
    await userEvent.type(title, 'Sportdag');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Location/ }), 'Sportpark');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add event' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/schools/3/calendar-events',
        body: {
          title: 'Sportdag',
          start_date: otherDay,
          end_date: otherDay,
          all_day: true,
          start_time: null,
          end_time: null,
          calendar_category_id: null,
          location: 'Sportpark',
          description: null,
          recurrence: null,
          recurrence_until: null,
        },
      },
    ]);
    expect(await screen.findByRole('button', { name: /^Sportdag/ })).toBeVisible();
    expect(await toasts()).toEqual(['Event “Sportdag” added']);
    // The dialog gives the focus back to the day it was opened from.
    expect(dayButton).toHaveFocus();
  });

  it('refuses "not all day" without a start time on that field, then saves a timed event', async () => {
    const server = fakeServer([]);
    const add = await renderEditing();
    await userEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add an event' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Ouderavond');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'All day' }));
    const start = within(dialog).getByRole('group', { name: /Start time/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add event' }));

    const summary = await within(dialog).findByRole('alert');
    await waitFor(() => expect(within(summary).getByRole('heading')).toHaveFocus());
    expect(summary).toHaveTextContent('The start time field is required.');
    expect(within(start).getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(
      expect.stringContaining('The start time field is required.'),
    );

    await userEvent.click(within(start).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('1930');
    const end = within(dialog).getByRole('group', { name: /End time/ });
    await userEvent.click(within(end).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('2100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes().at(-1)).toMatchObject({
      method: 'POST',
      body: { title: 'Ouderavond', all_day: false, start_time: '19:30', end_time: '21:00' },
    });
    expect(await screen.findByRole('button', { name: /Ouderavond/ })).toBeVisible();
  });

  it('opens an event in its form: title, times, category and location kept, a change saved', async () => {
    const server = fakeServer([meeting]);
    await renderEditing();
    await userEvent.click(screen.getByRole('button', { name: /Informatieavond/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Informatieavond');
    expect(within(dialog).getByRole('checkbox', { name: 'All day' })).not.toBeChecked();
    const [hour, minute] = within(
      within(dialog).getByRole('group', { name: /Start time/ }),
    ).getAllByRole('spinbutton');
    expect(hour).toHaveTextContent('19');
    expect(minute).toHaveTextContent('30');
    expect(within(dialog).getByRole('textbox', { name: /Location/ })).toHaveValue('Aula');
    expect(within(dialog).getByRole('button', { name: /Category/ })).toHaveTextContent('Ouders');
    await userEvent.clear(title);
    await userEvent.type(title, 'Informatieavond groep 8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/calendar-events/7',
        body: {
          title: 'Informatieavond groep 8',
          start_date: otherDay,
          end_date: otherDay,
          all_day: false,
          start_time: '19:30',
          end_time: '21:00',
          calendar_category_id: parents.id,
          location: 'Aula',
          description: null,
          recurrence: null,
          recurrence_until: null,
        },
      },
    ]);
    expect(await screen.findByRole('button', { name: /Informatieavond groep 8/ })).toBeVisible();
    expect(await toasts()).toEqual(['Event “Informatieavond groep 8” saved']);
  });

  it('removes an event after asking, naming it and its date; the focus goes to adding', async () => {
    const server = fakeServer([meeting]);
    const add = await renderEditing();
    await userEvent.click(screen.getByRole('button', { name: /Informatieavond/ }));
    const form = await screen.findByRole('dialog', { name: 'Edit event' });
    await userEvent.click(within(form).getByRole('button', { name: 'Remove event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove event' });
    expect(dialog).toHaveTextContent(/Remove “Informatieavond” \(.+\)\?/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Informatieavond/ })).toBeNull(),
    );
    expect(server.writes()).toEqual([
      { method: 'DELETE', path: '/api/calendar-events/7', body: undefined },
    ]);
    await waitFor(() => expect(add).toHaveFocus());
    expect(await toasts()).toEqual(['Event “Informatieavond” removed']);
  });

  it('adds an event of several days: the day chosen is its first, its last typed by keyboard', async () => {
    const server = fakeServer([]);
    await renderEditing();
    await userEvent.click(
      screen.getByRole('button', { name: `Add an event on ${dayName(otherDay)}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add an event' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Kamp');
    const dates = within(dialog).getByRole('group', { name: /Dates/ });
    const endDay = within(dates)
      .getAllByRole('spinbutton')
      .find((s) => /^day, End Date/.test(s.getAttribute('aria-label') ?? ''))!;
    const last = addDays(otherDay, 2);
    await userEvent.click(endDay);
    await userEvent.keyboard(last.slice(8));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes().at(-1)!.body).toMatchObject({
      title: 'Kamp',
      start_date: otherDay,
      end_date: last,
      all_day: true,
    });
    // Bars over its three days (one per week row it falls in).
    const bars = await screen.findAllByRole('button', { name: /^Kamp/ });
    const days = bars.map((bar) =>
      Number(/span (\d+)/.exec(bar.closest('li')!.style.gridColumn)?.[1]),
    );
    expect(days.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('repeats an event: the choices name its first day, each repetition shows, one opens them all', async () => {
    const server = fakeServer([]);
    await renderEditing();
    // The month's first Monday.
    const first = `${today.slice(0, 8)}01`;
    const firstMonday = addDays(first, (8 - isoWeekday(first)) % 7);
    await userEvent.click(
      screen.getByRole('button', {
        name: new RegExp(`^Add an event on ${dayName(firstMonday)}( \\(today\\))?$`),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add an event' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Studiedag');
    await userEvent.click(within(dialog).getByRole('button', { name: /Repeat/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      expect.arrayContaining([
        'Does not repeat',
        'Every week on Monday',
        'Every month on the first Monday',
      ]),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Every month on the first Monday' }));
    expect(within(dialog).getByRole('group', { name: /Repeat until/ })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes().at(-1)!.body).toMatchObject({
      title: 'Studiedag',
      start_date: firstMonday,
      recurrence: 'monthly_weekday',
      recurrence_until: null,
    });

    // Next month shows its own first Monday; opening that repetition opens the event itself.
    await userEvent.click(screen.getByRole('button', { name: /Next month/ }));
    const repetition = await screen.findByRole('button', { name: /^Studiedag/ });
    await userEvent.click(repetition);
    const form = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(form).toHaveTextContent('This event repeats: changes apply to every repetition.');
    expect(within(form).getByRole('group', { name: /Dates/ })).toHaveTextContent(
      String(Number(firstMonday.slice(8))),
    );
  });
});
