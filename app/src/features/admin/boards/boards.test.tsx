import type { AdminOrganisation, ContextUser, SchoolSummary } from '@koers/contract';
import { ToastRegion, toastQueue } from '@koers/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoardPage } from './board-page';
import { BoardsTab } from './boards-tab';

interface Sent {
  method: string;
  path: string;
  search: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

const board = (id: number, name: string, authority: string | null, schools = 0) =>
  ({
    id,
    name,
    authority_number: authority,
    icon: null,
    icon_file_id: null,
    schools_count: schools,
    created_at: '2026-09-01T08:00:00.000Z',
    updated_at: '2026-09-01T08:00:00.000Z',
  }) satisfies AdminOrganisation;

const school = (id: number, name: string, brin: string, organisationId: number): SchoolSummary => ({
  id,
  name,
  brin_number: brin,
  icon: null,
  calendar: id % 2 === 0,
  organisation_id: organisationId,
});

const member = (id: number, first: string, last: string, roleId = 3): ContextUser => ({
  id,
  email: `${first.toLowerCase()}@bestuur.test`,
  first_name: first,
  last_name_prefix: null,
  last_name: last,
  role_id: roleId,
});

/**
 * The admin API as far as Besturen uses it, keeping its boards: the paged list (search on the
 * name, sort on the name), create and change with the server's checks (five digits, one board
 * per number), removal, and a board's schools and members.
 */
function fakeServer({
  schools = {},
  members = {},
  failImpact = false,
}: {
  schools?: Record<number, SchoolSummary[]>;
  members?: Record<number, ContextUser[]>;
  failImpact?: boolean;
} = {}) {
  let boards = [
    board(1, 'Stichting Openbaar Onderwijs Rivierenland', '41234', 3),
    board(2, 'Stichting Christelijk Onderwijs De Linge', '42567'),
  ];
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const invalid = (field: string, message: string) =>
    json(422, { message: 'The given data was invalid.', errors: { [field]: [message] } });
  const check = (body: Record<string, unknown>, except?: number) => {
    if ('name' in body && !String(body.name ?? '').trim())
      return invalid('name', 'The name field is required.');
    const number = body.authority_number;
    if (typeof number === 'string') {
      if (!/^\d{5}$/.test(number))
        return invalid('authority_number', 'The authority number is five digits, such as 41234.');
      const other = boards.find((b) => b.id !== except && b.authority_number === number);
      if (other)
        return invalid('authority_number', `${other.name} already has authority number ${number}.`);
    }
    return null;
  };
  const page = <T,>(rows: T[]) => ({
    data: rows,
    meta: {
      current_page: 1,
      from: rows.length ? 1 : null,
      to: rows.length || null,
      last_page: 1,
      per_page: 25,
      total: rows.length,
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path: url.pathname, search: url.searchParams, body });
      if (url.pathname === '/api/roles')
        return json(200, { data: [{ id: 3, name: 'Bestuurder', rank: 15 }] });
      if (url.pathname === '/api/admin/organisations') {
        if (method === 'POST') {
          const problem = check(body);
          if (problem) return problem;
          const created = board(10 + boards.length, String(body.name), body.authority_number);
          boards = [...boards, created];
          return json(201, { data: created });
        }
        const query = (url.searchParams.get('query') ?? '').toLowerCase();
        const order = url.searchParams.get('sort_order') === 'desc' ? -1 : 1;
        const rows = boards
          .filter((b) => b.name.toLowerCase().includes(query))
          .sort((a, b) => order * a.name.localeCompare(b.name));
        return json(200, page(rows));
      }
      const one = /^\/api\/(?:admin\/)?organisations\/(\d+)(\/\w+)?$/.exec(url.pathname);
      const found = one ? boards.find((b) => b.id === Number(one[1])) : undefined;
      if (!one || !found) return json(404, { message: 'Not Found' });
      if (one[2] === '/schools' || one[2] === '/users') {
        if (failImpact) return json(500, { message: 'Server Error' });
        const all: unknown[] =
          one[2] === '/schools' ? (schools[found.id] ?? []) : (members[found.id] ?? []);
        const perPage = Number(url.searchParams.get('per_page') ?? 25);
        const answer = page(all.slice(0, perPage));
        return json(200, { ...answer, meta: { ...answer.meta, total: all.length } });
      }
      if (method === 'PATCH') {
        const problem = check(body, found.id);
        if (problem) return problem;
        const changed = { ...found, ...body };
        boards = boards.map((b) => (b.id === found.id ? changed : b));
        return json(200, { data: changed });
      }
      if (method === 'DELETE') {
        boards = boards.filter((b) => b.id !== found.id);
        return json(204, null);
      }
      return json(200, { data: found });
    }),
  );
  return { sent, writes: () => sent.filter((s) => s.method !== 'GET') };
}

function renderAt(route: string) {
  return render(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/admin/besturen" element={<BoardsTab />} />
            <Route path="/admin/besturen/:id" element={<BoardPage />} />
          </Routes>
        </MemoryRouter>
        <ToastRegion label="Notifications" closeLabel="Close notification" />
      </IntlProvider>
    </SWRConfig>,
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

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

async function chooseAction(name: string, action: 'Edit' | 'Remove') {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

afterEach(() => {
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('admin Besturen', () => {
  it("creates a board; the server's check of the authority number shows at the field", async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAt('/admin/besturen');
    await screen.findByRole('rowheader', { name: 'Stichting Openbaar Onderwijs Rivierenland' });

    await user.click(screen.getByRole('button', { name: 'New board' }));
    const dialog = await screen.findByRole('dialog', { name: 'New board' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    await user.type(name, 'Stichting Betuwe Scholen');
    const number = within(dialog).getByRole('textbox', { name: 'Authority number' });
    expect(number).toHaveAccessibleDescription(/five digits, such as 41234/);
    await user.type(number, '4123');
    await user.click(within(dialog).getByRole('button', { name: 'Create board' }));

    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent('The authority number is five digits, such as 41234.');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveValue('4123');

    await user.clear(number);
    await user.type(number, '41234');
    await user.click(within(dialog).getByRole('button', { name: 'Create board' }));
    expect(
      await within(dialog).findByText(
        'Stichting Openbaar Onderwijs Rivierenland already has authority number 41234.',
        { selector: '.koers-error-summary__link' },
      ),
    ).toBeInTheDocument();

    await user.clear(number);
    await user.type(number, '43001');
    await user.click(within(dialog).getByRole('button', { name: 'Create board' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual(['Stichting Betuwe Scholen has been created']);
    await waitFor(() => expect(rowNames()).toContain('Stichting Betuwe Scholen'));
    expect(server.writes().map((w) => [w.method, w.body])).toEqual([
      ['POST', { name: 'Stichting Betuwe Scholen', authority_number: '4123' }],
      ['POST', { name: 'Stichting Betuwe Scholen', authority_number: '41234' }],
      ['POST', { name: 'Stichting Betuwe Scholen', authority_number: '43001' }],
    ]);
  });

  it('edits a board from its row, and the list keeps its search and sort', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAt('/admin/besturen');
    await screen.findByRole('rowheader', { name: 'Stichting Christelijk Onderwijs De Linge' });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'stichting');
    await waitFor(() => expect(server.sent.at(-1)?.search.get('query')).toBe('stichting'));

    const dialog = await chooseAction('Stichting Christelijk Onderwijs De Linge', 'Edit');
    expect(within(dialog).getByRole('heading', { name: 'Edit board' })).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Stichting Christelijk Onderwijs De Linge');
    expect(within(dialog).getByRole('textbox', { name: 'Authority number' })).toHaveValue('42567');
    await user.clear(name);
    await user.type(name, 'Stichting Christelijk Onderwijs Lingewaard');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual(['Saved']);
    await waitFor(() =>
      expect(rowNames()).toEqual([
        'Stichting Openbaar Onderwijs Rivierenland',
        'Stichting Christelijk Onderwijs Lingewaard',
      ]),
    );
    expect(server.writes().map((w) => [w.method, w.path, w.body])).toEqual([
      [
        'PATCH',
        '/api/admin/organisations/2',
        { name: 'Stichting Christelijk Onderwijs Lingewaard', authority_number: '42567' },
      ],
    ]);
    // Fetched again as it was: searched, sorted on the name descending, page 1.
    const refetch = server.sent.at(-1)!;
    expect(refetch.path).toBe('/api/admin/organisations');
    expect(Object.fromEntries(refetch.search)).toEqual({
      page: '1',
      query: 'stichting',
      sort_column: 'name',
      sort_order: 'desc',
    });
  });

  it('opens with the search and sort of the address, and keeps what changes in it', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    window.history.replaceState(
      null,
      '',
      '/admin/besturen?query=stichting&sort_column=name&sort_order=desc',
    );
    renderAt('/admin/besturen?query=stichting&sort_column=name&sort_order=desc');
    await waitFor(() =>
      expect(rowNames()).toEqual([
        'Stichting Openbaar Onderwijs Rivierenland',
        'Stichting Christelijk Onderwijs De Linge',
      ]),
    );
    expect(
      Object.fromEntries(server.sent.find((s) => s.path === '/api/admin/organisations')!.search),
    ).toEqual({
      page: '1',
      query: 'stichting',
      sort_column: 'name',
      sort_order: 'desc',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('stichting');

    // Back to the fresh sort: the address keeps only the search.
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(window.location.search).toBe('?query=stichting'));
  });

  it('names the schools and members of a board before removing it, and removes it', async () => {
    const server = fakeServer({
      schools: {
        1: [
          school(11, 'OBS De Regenboog', '12AB', 1),
          school(12, 'OBS De Vlinderhof', '14EF', 1),
          school(13, 'OBS Het Kompas', '13CD', 1),
        ],
      },
      members: {
        1: Array.from({ length: 102 }, (_, i) => member(100 + i, `Lid${i}`, 'Bestuur')),
      },
    });
    const user = userEvent.setup();
    renderAt('/admin/besturen');
    await screen.findByRole('rowheader', { name: 'Stichting Openbaar Onderwijs Rivierenland' });

    const dialog = await chooseAction('Stichting Openbaar Onderwijs Rivierenland', 'Remove');
    expect(
      within(dialog).getByText('Do you want to remove Stichting Openbaar Onderwijs Rivierenland?'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const schoolList = await within(dialog).findByRole('list', { name: 'Schools' });
    expect(
      within(schoolList)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['OBS De Regenboog', 'OBS De Vlinderhof', 'OBS Het Kompas']);
    expect(within(dialog).getByText(/Its 3 schools stay, without a board/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Its 102 members lose access to the board/),
    ).toBeInTheDocument();
    const memberItems = within(within(dialog).getByRole('list', { name: 'Members' })).getAllByRole(
      'listitem',
    );
    expect(memberItems[0]).toHaveTextContent('Lid0 Bestuur (lid0@bestuur.test)');
    // A hundred by name, the rest counted.
    expect(memberItems).toHaveLength(101);
    expect(memberItems.at(-1)).toHaveTextContent('and 2 others');
    expect(
      within(dialog).getByText(/documents, its social map and its open invitations are deleted/),
    ).toBeInTheDocument();
    expect(
      server.sent.find((s) => s.path === '/api/organisations/1/users')?.search.get('per_page'),
    ).toBe('100');

    await user.click(within(dialog).getByRole('button', { name: 'Remove board' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual(['Stichting Openbaar Onderwijs Rivierenland has been removed']);
    await waitFor(() => expect(rowNames()).toEqual(['Stichting Christelijk Onderwijs De Linge']));
    expect(screen.getByRole('button', { name: 'New board' })).toHaveFocus();
    expect(server.writes().map((w) => [w.method, w.path])).toEqual([
      ['DELETE', '/api/admin/organisations/1'],
    ]);
  });

  it('does not offer the removal when what belongs to the board cannot be looked up', async () => {
    const server = fakeServer({ failImpact: true });
    renderAt('/admin/besturen');
    await screen.findByRole('rowheader', { name: 'Stichting Christelijk Onderwijs De Linge' });
    const dialog = await chooseAction('Stichting Christelijk Onderwijs De Linge', 'Remove');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'What belongs to this board could not be loaded, so it cannot be removed now.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Remove board' })).toBeNull();
    expect(server.writes()).toEqual([]);
  });

  it("opens a board's page from the list: its details, schools and members", async () => {
    fakeServer({
      schools: { 1: [school(11, 'OBS De Regenboog', '12AB', 1)] },
      members: { 1: [member(7, 'Bea', 'Stuur')] },
    });
    const user = userEvent.setup();
    renderAt('/admin/besturen');
    await user.click(
      await screen.findByRole('link', { name: 'Stichting Openbaar Onderwijs Rivierenland' }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Stichting Openbaar Onderwijs Rivierenland',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('41234')).toBeInTheDocument();
    const schools = screen.getByRole('region', { name: 'Schools' });
    expect(
      await within(schools).findByRole('rowheader', { name: 'OBS De Regenboog' }),
    ).toBeInTheDocument();
    expect(within(schools).getByRole('cell', { name: '12AB' })).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Members' });
    const row = (await within(members).findByRole('rowheader', { name: 'Bea Stuur' })).closest(
      'tr',
    )!;
    expect(within(row).getByRole('cell', { name: 'bea@bestuur.test' })).toBeInTheDocument();
    expect(await within(row).findByRole('cell', { name: 'Bestuurder' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All boards' })).toHaveAttribute(
      'href',
      '/admin/besturen',
    );
  });

  it('edits a board on its page, and removing it goes back to the list', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAt('/admin/besturen/2');
    await screen.findByRole('heading', {
      level: 2,
      name: 'Stichting Christelijk Onderwijs De Linge',
    });
    expect(
      await screen.findByRole('cell', {
        name: 'This board has no schools. Add one under Schools.',
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit board' });
    const number = within(edit).getByRole('textbox', { name: 'Authority number' });
    await user.clear(number);
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // An emptied number is "none yet".
    expect(await screen.findByText('None yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove board' });
    expect(await within(remove).findByText('The board has no schools.')).toBeInTheDocument();
    expect(within(remove).getByText('The board has no members of its own.')).toBeInTheDocument();
    await user.click(within(remove).getByRole('button', { name: 'Remove board' }));
    expect(
      await screen.findByRole('rowheader', { name: 'Stichting Openbaar Onderwijs Rivierenland' }),
    ).toBeInTheDocument();
    expect(rowNames()).toEqual(['Stichting Openbaar Onderwijs Rivierenland']);
    expect(server.writes().map((w) => [w.method, w.path, w.body])).toEqual([
      [
        'PATCH',
        '/api/admin/organisations/2',
        { name: 'Stichting Christelijk Onderwijs De Linge', authority_number: null },
      ],
      ['DELETE', '/api/admin/organisations/2', undefined],
    ]);
    // The removed board's page is not asked for again.
    const afterDelete = server.sent.slice(server.sent.findIndex((s) => s.method === 'DELETE') + 1);
    expect(afterDelete.some((s) => s.path.startsWith('/api/admin/organisations/2'))).toBe(false);
  });

  it('says so when a board does not exist', async () => {
    fakeServer();
    renderAt('/admin/besturen/99');
    expect(await screen.findByText('This board does not exist (any more).')).toBeInTheDocument();
  });
});
