import type { OrganisationSchool, SchoolContents } from '@koers/contract';
import { ToastRegion, toastQueue } from '@koers/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { currentUser } from '@/lib/testing/fixtures';
import { renderScreen } from '@/lib/testing/render-screen';
import SettingsSchools from '../routes/settings-schools';

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

const row = (
  id: number,
  name: string,
  brin: string | null,
  calendar = true,
): OrganisationSchool => ({
  id,
  name,
  brin_number: brin,
  icon: null,
  calendar,
  organisation_id: 1,
  access: null,
});

/**
 * A board's schools as the server keeps them: the paged list (search on name, sorted by name),
 * add and change (the BRIN checked and unique), the contents of a school, and its removal.
 */
function fakeServer(initial: OrganisationSchool[], contents: Record<number, SchoolContents>) {
  let schools = [...initial];
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const brinError = (brin: unknown, except?: number) => {
    if (brin === null || brin === undefined) return null;
    if (!/^\d{2}[A-Z]{2}$/.test(String(brin))) {
      return 'The BRIN number is two digits followed by two capital letters, such as 12AB.';
    }
    return schools.some((s) => s.id !== except && s.brin_number === brin)
      ? `Another school already has the BRIN number ${String(brin)}.`
      : null;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path: url.pathname, search: url.search, body });
      if (url.pathname === '/api/users/current') return json(200, { data: currentUser() });
      if (url.pathname === '/api/organisations/1') return json(200, { data: {} });
      if (url.pathname === '/api/organisations/1/schools') {
        if (method === 'GET') {
          const query = (url.searchParams.get('query') ?? '').toLowerCase();
          const page = Number(url.searchParams.get('page') ?? 1);
          const found = schools
            .filter((s) => s.name.toLowerCase().includes(query))
            .sort((a, b) => a.name.localeCompare(b.name));
          const data = found.slice((page - 1) * 2, page * 2);
          return json(200, {
            data,
            meta: {
              current_page: page,
              from: data.length ? (page - 1) * 2 + 1 : null,
              to: data.length ? (page - 1) * 2 + data.length : null,
              last_page: Math.max(1, Math.ceil(found.length / 2)),
              per_page: 2,
              total: found.length,
            },
          });
        }
        const error = brinError(body.brin_number);
        if (error) return json(422, { message: error, errors: { brin_number: [error] } });
        const created = row(100 + schools.length, body.name, body.brin_number, body.calendar);
        schools = [...schools, created];
        return json(201, { data: created });
      }
      const match = /^\/api\/schools\/(\d+)(\/contents)?$/.exec(url.pathname);
      const school = match ? schools.find((s) => s.id === Number(match[1])) : undefined;
      if (!school) return json(404, { message: 'Not Found' });
      if (match![2]) return json(200, { data: contents[school.id] });
      if (method === 'PATCH') {
        const changed = { ...school, ...body };
        schools = schools.map((s) => (s.id === school.id ? changed : s));
        return json(200, { data: changed });
      }
      if (method === 'DELETE') {
        schools = schools.filter((s) => s.id !== school.id);
        return json(204, null);
      }
      return json(405, { message: 'Method Not Allowed' });
    }),
  );
  return { writes: () => sent.filter((s) => s.method !== 'GET'), sent };
}

const seeded = [
  row(3, 'OBS De Regenboog', '12AB'),
  row(4, 'OBS Het Kompas', '13CD', false),
  row(5, 'OBS De Vlinderhof', '14EF'),
];
const none: SchoolContents = {
  documents: 0,
  calendar_events: 0,
  contacts: 0,
  periods: 0,
  members: 0,
};

function renderTab() {
  return renderScreen(
    <>
      <SettingsSchools />
      <ToastRegion label="Notifications" closeLabel="Close notification" />
    </>,
  );
}

const toastTitles = async () => {
  const region = screen.getByRole('region', { name: 'Notifications' });
  await within(region).findByRole('list');
  return [...region.querySelectorAll('.koers-toast__title')].map((t) => t.textContent);
};

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

async function chooseAction(name: string, action: 'Change' | 'Remove') {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  updateSession({
    token: 't',
    user: currentUser(),
    context: { id: 1, contextType: 'organisation' },
  });
});

afterEach(() => {
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('settings tab Scholen', () => {
  it('adds a school after the server refused its BRIN number, on that field', async () => {
    const server = fakeServer(seeded, {});
    renderTab();
    await screen.findByRole('rowheader', { name: 'OBS De Regenboog' });
    await userEvent.click(screen.getByRole('button', { name: 'Add school' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add school' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'OBS De Brug');
    const brin = within(dialog).getByRole('textbox', { name: /^BRIN number/ });
    await userEvent.type(brin, '12AB');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /yearly calendar/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const summary = await within(dialog).findByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: 'Another school already has the BRIN number 12AB.',
      }),
    ).toHaveAttribute('href', '#school-brin');
    expect(brin).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(brin);
    await userEvent.type(brin, '21AA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toastTitles()).toEqual(['OBS De Brug has been added.']);
    expect(server.writes().at(-1)).toMatchObject({
      method: 'POST',
      body: { name: 'OBS De Brug', brin_number: '21AA', calendar: true },
    });
    // The user's memberships are read again: the context switch offers the new school.
    expect(server.sent.some((s) => s.path === '/api/users/current')).toBe(true);
  });

  it('changes a school and stays on the page it was on; the BRIN number is read-only', async () => {
    const server = fakeServer(seeded, {});
    renderTab();
    await screen.findByRole('rowheader', { name: 'OBS De Regenboog' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('rowheader', { name: 'OBS Het Kompas' });
    const dialog = await chooseAction('OBS Het Kompas', 'Change');
    expect(within(dialog).queryByRole('textbox', { name: /BRIN/ })).toBeNull();
    expect(dialog).toHaveTextContent('13CD');
    expect(dialog).toHaveTextContent('Only a Koers administrator can change the BRIN number.');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'OBS Het Kompas Tiel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes().at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/schools/4',
      search: '',
      body: { name: 'OBS Het Kompas Tiel', calendar: false },
    });
    // Still page 2, now with the new name.
    expect(await screen.findByRole('rowheader', { name: 'OBS Het Kompas Tiel' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('names and counts what goes with a school before removing it', async () => {
    const server = fakeServer(seeded, {
      3: { documents: 3, calendar_events: 12, contacts: 1, periods: 3, members: 5 },
      5: none,
    });
    renderTab();
    await screen.findByRole('rowheader', { name: 'OBS De Regenboog' });
    const dialog = await chooseAction('OBS De Regenboog', 'Remove');
    expect(dialog).toHaveTextContent('Are you sure you want to remove ‘OBS De Regenboog’?');
    const list = await within(dialog).findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '3 documents',
      '12 events in the yearly calendar',
      '1 contact of the social map',
      '3 school years',
      'the memberships of 5 people (their accounts stay)',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove school' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toastTitles()).toEqual(['OBS De Regenboog has been removed.']);
    expect(server.writes().at(-1)).toMatchObject({ method: 'DELETE', path: '/api/schools/3' });
    await waitFor(() => expect(names()).toEqual(['OBS De Vlinderhof', 'OBS Het Kompas']));

    const empty = await chooseAction('OBS De Vlinderhof', 'Remove');
    expect(
      await within(empty).findByText(
        'The school has no documents, calendar, contacts, school years or members.',
      ),
    ).toBeVisible();
  });
});
