import type { CalendarCategory } from '@koers/contract';
import { CALENDAR_COLOURS } from '@koers/contract/constants';
import { ToastRegion, toastQueue } from '@koers/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { renderScreen } from '@/lib/testing/render-screen';
import { CalendarSettingsTab } from './calendar-settings-tab';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

const feedUrl = (key: string) => `https://koers.example.nl/api/schools/3/calendar.ics?key=${key}`;
const palette = new Set<string>(CALENDAR_COLOURS.map((c) => c.color));

/**
 * A school's calendar categories and feed as the server keeps them: list, add and change (unique
 * names, palette colours only), remove, and a new feed key, with the server's 422 bodies.
 */
function fakeServer(initial: CalendarCategory[], { feedFails = false } = {}) {
  let categories = initial.map((c) => ({ ...c }));
  let key = 'abc';
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const invalid = (errors: Record<string, string[]>) =>
    json(422, { message: 'The given data was invalid.', errors });
  const check = (body: { name?: string; color?: string }, except?: number) => {
    const errors: Record<string, string[]> = {};
    const name = body.name?.trim();
    if (name !== undefined) {
      if (!name) errors.name = ['The name field is required.'];
      const other = categories.find(
        (c) => c.id !== except && c.name.toLowerCase() === name.toLowerCase(),
      );
      if (other) errors.name = [`There is already a category called ${other.name}.`];
    }
    if (body.color !== undefined && !palette.has(body.color)) {
      errors.color = ['Choose one of the offered colours.'];
    }
    return Object.keys(errors).length > 0 ? invalid(errors) : null;
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: url.pathname + url.search, body });
    if (url.pathname === '/api/schools/3/calendar-categories') {
      if (method === 'GET') return json(200, { data: categories });
      const refused = check(body);
      if (refused) return refused;
      const created = {
        id: Math.max(0, ...categories.map((c) => c.id)) + 1,
        name: String(body.name).trim(),
        color: String(body.color),
      };
      categories = [...categories, created];
      return json(201, { data: created });
    }
    if (url.pathname === '/api/schools/3/calendar-feed') {
      if (feedFails) return json(500, { message: 'Server Error' });
      return json(200, { data: { url: feedUrl(key) } });
    }
    if (url.pathname === '/api/schools/3/calendar-feed/rotate' && method === 'POST') {
      key = 'def';
      return json(200, { data: { url: feedUrl(key) } });
    }
    if (url.pathname === '/api/schools/3/calendar-events') return json(200, { data: [] });
    const match = /^\/api\/calendar-categories\/(\d+)$/.exec(url.pathname);
    const category = match ? categories.find((c) => c.id === Number(match[1])) : undefined;
    if (!category) return json(404, { message: 'Not Found' });
    if (method === 'PATCH') {
      const refused = check(body, category.id);
      if (refused) return refused;
      const updated = { ...category, ...body, name: String(body.name ?? category.name).trim() };
      categories = categories.map((c) => (c.id === category.id ? updated : c));
      return json(200, { data: updated });
    }
    if (method === 'DELETE') {
      categories = categories.filter((c) => c.id !== category.id);
      return json(204, null);
    }
    return json(405, { message: 'Method Not Allowed' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { writes: () => sent.filter((s) => s.method !== 'GET'), sent };
}

const seeded: CalendarCategory[] = [
  { id: 1, name: 'Vakanties', color: '#2E7D32' },
  { id: 2, name: 'Studiedagen', color: '#6A1B9A' },
  // From before the palette: shown as it is, named by its code.
  { id: 3, name: 'Sport', color: '#FFEB3B' },
];

function renderTab() {
  return renderScreen(
    <>
      <CalendarSettingsTab schoolId={3} />
      <ToastRegion label="Notifications" closeLabel="Close notification" />
    </>,
  );
}

/** The titles of the toasts on screen, oldest first. */
async function toasts() {
  const region = screen.getByRole('region', { name: 'Notifications' });
  const list = await within(region).findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.koers-toast__title')?.textContent);
}

/** Each category's row: its name and the name of its colour. */
const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].slice(0, 2).map((cell) => cell.textContent));

async function chooseAction(name: string, action: 'Edit' | 'Remove') {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  updateSession({ token: 'token', context: { id: 3, contextType: 'school' } });
});

afterEach(() => {
  // @ts-expect-error jsdom has none of its own: one test gives it one.
  delete Element.prototype.scrollIntoView;
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('settings tab Jaarkalender', () => {
  it('lists the categories with the name and pattern of their colour', async () => {
    fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: 'Vakanties' });
    expect(rows()).toEqual([
      ['Vakanties', 'Green'],
      ['Studiedagen', 'Purple'],
      ['Sport', '#FFEB3B'],
    ]);
    const patterns = [...document.querySelectorAll('tbody .koers-swatch')].map((s) =>
      s.getAttribute('data-pattern'),
    );
    expect(patterns).toEqual(['solid', 'grid', 'solid']);
  });

  it('adds a category by keyboard: a name and a colour by its name, then the list and a toast', async () => {
    const server = fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: 'Vakanties' });
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveFocus();
    await userEvent.type(name, 'Ouders');
    // The first colour no category has yet is chosen to start with.
    const colours = within(dialog).getByRole('radiogroup', { name: /Colour/ });
    expect(within(colours).getByRole('radio', { name: 'Teal' })).toBeChecked();
    await userEvent.tab();
    expect(within(colours).getByRole('radio', { name: 'Teal' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(colours).getByRole('radio', { name: 'Blue' })).toBeChecked();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/schools/3/calendar-categories',
        body: { name: 'Ouders', color: '#1565C0' },
      },
    ]);
    expect(await screen.findByRole('rowheader', { name: 'Ouders' })).toBeVisible();
    expect(rows().at(-1)).toEqual(['Ouders', 'Blue']);
    expect(await toasts()).toEqual(['Category “Ouders” added']);
  });

  it("puts the server's refusals on the name and the colour, with a summary that takes the focus", async () => {
    const server = fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: 'Sport' });
    // A category from before the palette has no colour in it chosen: saving it says so.
    const dialog = await chooseAction('Sport', 'Edit');
    expect(dialog).toHaveAccessibleName('Edit category');
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Sport');
    await userEvent.clear(name);
    await userEvent.type(name, 'studiedagen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const summary = await within(dialog).findByRole('alert');
    await waitFor(() => expect(within(summary).getByRole('heading')).toHaveFocus());
    expect(summary).toHaveTextContent('There is already a category called Studiedagen.');
    expect(summary).toHaveTextContent('Choose one of the offered colours.');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    const colours = within(dialog).getByRole('radiogroup', { name: /Colour/ });
    expect(colours).toHaveAccessibleDescription(
      expect.stringContaining('Choose one of the offered colours.'),
    );
    // The summary's link to the colour lands on a colour (jsdom does not scroll).
    Element.prototype.scrollIntoView = () => undefined;
    await userEvent.click(within(summary).getByRole('link', { name: /offered colours/ }));
    expect(within(colours).getByRole('radio', { name: 'Green' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await userEvent.clear(name);
    await userEvent.type(name, 'Sportdag');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('rowheader', { name: 'Sportdag' })).toBeVisible();
    expect(server.writes().at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/calendar-categories/3',
      body: { name: 'Sportdag', color: '#00796B' },
    });
    expect(rows()[2]).toEqual(['Sportdag', 'Teal']);
    expect(await toasts()).toEqual(['Category “Sportdag” saved']);
  });

  it('recolours a category from its row, starting from its colour', async () => {
    const server = fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: 'Vakanties' });
    const dialog = await chooseAction('Vakanties', 'Edit');
    const colours = within(dialog).getByRole('radiogroup', { name: /Colour/ });
    expect(within(colours).getByRole('radio', { name: 'Green' })).toBeChecked();
    await userEvent.click(within(colours).getByRole('radio', { name: 'Orange' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rows()[0]).toEqual(['Vakanties', 'Orange']));
    expect(server.writes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/calendar-categories/1',
        body: { name: 'Vakanties', color: '#C43E00' },
      },
    ]);
    expect(await toasts()).toEqual(['Category “Vakanties” saved']);
  });

  it('removes a category after asking, naming it and saying its events stay', async () => {
    const server = fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: 'Studiedagen' });
    const dialog = await chooseAction('Studiedagen', 'Remove');
    expect(within(dialog).getByText('Remove the category “Studiedagen”?')).toBeVisible();
    expect(
      within(dialog).getByText('Its events stay in the calendar, without a category.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Studiedagen' })).toBeNull(),
    );
    expect(server.writes()).toEqual([
      { method: 'DELETE', path: '/api/calendar-categories/2', body: undefined },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add category' })).toHaveFocus());
    expect(await toasts()).toEqual(['Category “Studiedagen” removed']);
  });

  it('copies the subscription link, and makes a new one only after a warning', async () => {
    const server = fakeServer(seeded);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderTab();
    const field = await screen.findByRole('textbox', { name: 'Subscription address (.ics)' });
    expect(field).toHaveValue(feedUrl('abc'));
    expect(field).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(feedUrl('abc'));
    expect(await toasts()).toEqual(['Link copied']);

    await userEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Make a new subscription link?' });
    expect(dialog).toHaveTextContent('The current link stops working at once.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([]);
    expect(field).toHaveValue(feedUrl('abc'));

    await userEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    dialog = await screen.findByRole('dialog', { name: 'Make a new subscription link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Subscription address (.ics)' })).toHaveValue(
        feedUrl('def'),
      ),
    );
    expect(server.writes()).toEqual([
      { method: 'POST', path: '/api/schools/3/calendar-feed/rotate', body: undefined },
    ]);
    expect((await toasts()).at(-1)).toBe('New link made. The old link no longer works.');
  });

  it('says so when there are no categories yet or the link cannot be loaded', async () => {
    fakeServer([], { feedFails: true });
    renderTab();
    expect(
      await within(screen.getByRole('table')).findByText('There are no calendar categories yet.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add category' })).toBeEnabled();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The subscription link could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
