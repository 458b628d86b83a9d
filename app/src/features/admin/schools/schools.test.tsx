import type { AdminOrganisation, AdminSchool, ContextUser, DocumentSummary } from '@koers/contract';
import { ToastRegion, toastQueue } from '@koers/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchoolsTab } from './schools-tab';

interface Sent {
  method: string;
  path: string;
  search: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

const board = (id: number, name: string, authority: string): AdminOrganisation => ({
  id,
  name,
  authority_number: authority,
  icon: null,
  icon_file_id: null,
  schools_count: 0,
  created_at: '2026-09-01T08:00:00.000Z',
  updated_at: '2026-09-01T08:00:00.000Z',
});

const BOARDS = [
  board(1, 'Stichting Openbaar Onderwijs Rivierenland', '41234'),
  board(2, 'Stichting Christelijk Onderwijs De Linge', '42567'),
];

const school = (
  id: number,
  name: string,
  brin: string | null,
  organisationId: number | null,
  calendar = false,
): AdminSchool => ({
  id,
  name,
  brin_number: brin,
  icon: null,
  icon_file_id: null,
  calendar,
  organisation_id: organisationId,
  organisation:
    organisationId === null
      ? null
      : { id: organisationId, name: BOARDS.find((b) => b.id === organisationId)!.name },
  created_at: '2026-09-01T08:00:00.000Z',
  updated_at: '2026-09-01T08:00:00.000Z',
});

const member = (id: number, first: string, last: string): ContextUser => ({
  id,
  email: `${first.toLowerCase()}@school.test`,
  first_name: first,
  last_name_prefix: null,
  last_name: last,
  role_id: 1,
});

const document = (id: number, name: string): DocumentSummary => ({
  id,
  name,
  type: 'plan',
  documentable_type: 'school',
  documentable_id: 11,
  period_id: null,
  status: 'ter_bespreking',
  adopted_at: null,
  is_template: false,
});

/**
 * The admin API as far as Scholen uses it: the paged school list (search on the name), every
 * board a page at a time, create and change with the server's BRIN check, removal, a school's
 * documents and members and how many members each board has.
 */
function fakeServer({
  boardMembers = { 1: 4, 2: 7 },
  documents = {},
  members = {},
}: {
  boardMembers?: Record<number, number>;
  documents?: Record<number, DocumentSummary[]>;
  members?: Record<number, ContextUser[]>;
} = {}) {
  let schools = [
    school(11, 'OBS De Regenboog', '12AB', 1, true),
    school(12, 'Daltonschool De Zonnewijzer', '15GH', null, true),
  ];
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const page = <T,>(rows: T[], total = rows.length) => ({
    data: rows,
    meta: {
      current_page: 1,
      from: rows.length ? 1 : null,
      to: rows.length || null,
      last_page: 1,
      per_page: 25,
      total,
    },
  });
  const brinProblem = (body: Record<string, unknown>) =>
    typeof body.brin_number === 'string' && !/^\d{2}[A-Z]{2}$/.test(body.brin_number)
      ? json(422, {
          message: 'The given data was invalid.',
          errors: {
            brin_number: [
              'The BRIN number is two digits followed by two capital letters, such as 12AB.',
            ],
          },
        })
      : null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path: url.pathname, search: url.searchParams, body });
      if (url.pathname === '/api/admin/organisations') return json(200, page(BOARDS));
      const boardUsers = /^\/api\/organisations\/(\d+)\/users$/.exec(url.pathname);
      if (boardUsers) {
        return json(200, page([], boardMembers[Number(boardUsers[1])] ?? 0));
      }
      if (url.pathname === '/api/admin/schools') {
        if (method === 'POST') {
          const problem = brinProblem(body);
          if (problem) return problem;
          const created = school(
            20 + schools.length,
            String(body.name),
            body.brin_number,
            body.organisation_id,
            body.calendar,
          );
          schools = [...schools, created];
          return json(201, { data: created });
        }
        const query = (url.searchParams.get('query') ?? '').toLowerCase();
        return json(
          200,
          page(
            schools
              .filter((s) => s.name.toLowerCase().includes(query))
              .sort((a, b) => a.name.localeCompare(b.name)),
          ),
        );
      }
      const one = /^\/api\/(?:admin\/)?schools\/(\d+)(\/\w+)?$/.exec(url.pathname);
      const found = one ? schools.find((s) => s.id === Number(one[1])) : undefined;
      if (!one || !found) return json(404, { message: 'Not Found' });
      if (one[2] === '/documents') return json(200, { data: documents[found.id] ?? [] });
      if (one[2] === '/users') {
        const all = members[found.id] ?? [];
        return json(200, page(all.slice(0, 100), all.length));
      }
      if (method === 'PATCH') {
        const problem = brinProblem(body);
        if (problem) return problem;
        const changed = school(
          found.id,
          body.name ?? found.name,
          body.brin_number === undefined ? found.brin_number : body.brin_number,
          body.organisation_id === undefined ? found.organisation_id : body.organisation_id,
          body.calendar ?? found.calendar,
        );
        schools = schools.map((s) => (s.id === found.id ? changed : s));
        return json(200, { data: changed });
      }
      if (method === 'DELETE') {
        schools = schools.filter((s) => s.id !== found.id);
        return json(204, null);
      }
      return json(200, { data: found });
    }),
  );
  return { sent, writes: () => sent.filter((s) => s.method !== 'GET') };
}

function renderTab() {
  return render(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <MemoryRouter initialEntries={['/admin/scholen']}>
          <Routes>
            <Route path="/admin/scholen" element={<SchoolsTab />} />
          </Routes>
        </MemoryRouter>
        <ToastRegion label="Notifications" closeLabel="Close notification" />
      </IntlProvider>
    </SWRConfig>,
  );
}

async function toasts() {
  const region = screen.getByRole('region', { name: 'Notifications' });
  const list = await within(region).findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.koers-toast__title')?.textContent);
}

/** A row's cells as text: name, BRIN, board, calendar. */
const row = (name: string) =>
  [...screen.getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('th, td')]
    .slice(0, 4)
    .map((cell) => cell.textContent);

async function chooseAction(name: string, action: 'Edit' | 'Move to another board' | 'Remove') {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

/** Opens a Select by its label and picks an option. */
async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin Scholen', () => {
  it('lists every school with its board, which links to the board', async () => {
    fakeServer();
    renderTab();
    await screen.findByRole('rowheader', { name: 'OBS De Regenboog' });
    expect(row('OBS De Regenboog')).toEqual([
      'OBS De Regenboog',
      '12AB',
      'Stichting Openbaar Onderwijs Rivierenland',
      'On',
    ]);
    expect(row('Daltonschool De Zonnewijzer')[2]).toBe('None');
    expect(
      screen.getByRole('link', { name: 'Stichting Openbaar Onderwijs Rivierenland' }),
    ).toHaveAttribute('href', '/admin/besturen/1');
  });

  it("creates a school in a board with a calendar; the server's BRIN check shows at the field", async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('rowheader', { name: 'OBS De Regenboog' });

    await user.click(screen.getByRole('button', { name: 'New school' }));
    const dialog = await screen.findByRole('dialog', { name: 'New school' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'OBS De Rietkraag');
    const brin = within(dialog).getByRole('textbox', { name: 'BRIN number' });
    expect(brin).toHaveAccessibleDescription(/Two digits and two capital letters, such as 12AB/);
    await user.type(brin, '1ab2');
    // Every board is offered, with its authority number, and "No board" is the start.
    expect(within(dialog).getByRole('button', { name: /Board/ })).toHaveTextContent('No board');
    await choose(dialog, /Board/, 'Stichting Christelijk Onderwijs De Linge (42567)');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'The school keeps a yearly calendar' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create school' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The BRIN number is two digits followed by two capital letters, such as 12AB.',
    );
    expect(brin).toHaveAttribute('aria-invalid', 'true');
    await user.clear(brin);
    // Written in lower case, sent in capitals.
    await user.type(brin, '21rk');
    await user.click(within(dialog).getByRole('button', { name: 'Create school' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual(['OBS De Rietkraag has been created']);
    await waitFor(() =>
      expect(row('OBS De Rietkraag')).toEqual([
        'OBS De Rietkraag',
        '21RK',
        'Stichting Christelijk Onderwijs De Linge',
        'On',
      ]),
    );
    expect(server.writes().map((w) => w.body)).toEqual([
      { name: 'OBS De Rietkraag', brin_number: '1AB2', calendar: true, organisation_id: 2 },
      { name: 'OBS De Rietkraag', brin_number: '21RK', calendar: true, organisation_id: 2 },
    ]);
  });

  it('edits a school: name, BRIN number and calendar, not its board', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('rowheader', { name: 'OBS De Regenboog' });
    const dialog = await chooseAction('OBS De Regenboog', 'Edit');
    expect(within(dialog).getByRole('textbox', { name: 'BRIN number' })).toHaveValue('12AB');
    expect(within(dialog).queryByRole('button', { name: /Board/ })).toBeNull();
    const calendar = within(dialog).getByRole('checkbox', {
      name: 'The school keeps a yearly calendar',
    });
    expect(calendar).toBeChecked();
    await user.click(calendar);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual(['Saved']);
    await waitFor(() => expect(row('OBS De Regenboog')[3]).toBe('Off'));
    expect(server.writes().map((w) => [w.method, w.path, w.body])).toEqual([
      [
        'PATCH',
        '/api/admin/schools/11',
        { name: 'OBS De Regenboog', brin_number: '12AB', calendar: false },
      ],
    ]);
  });

  it('says what a move changes before it is confirmed, and moves the school', async () => {
    const server = fakeServer({ boardMembers: { 1: 4, 2: 1 } });
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('rowheader', { name: 'OBS De Regenboog' });
    const dialog = await chooseAction('OBS De Regenboog', 'Move to another board');
    expect(within(dialog).getByRole('heading', { name: 'Move school' })).toBeInTheDocument();
    const choice = within(dialog).getByRole('button', { name: /New board/ });
    expect(choice).toHaveAccessibleDescription('Now: Stichting Openbaar Onderwijs Rivierenland');
    // Nothing to confirm before a board is chosen.
    expect(within(dialog).queryByRole('button', { name: 'Move school' })).toBeNull();
    await user.click(choice);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'No board',
      'Stichting Christelijk Onderwijs De Linge (42567)',
    ]);
    await user.click(
      screen.getByRole('option', { name: 'Stichting Christelijk Onderwijs De Linge (42567)' }),
    );

    expect(
      await within(dialog).findByText(
        /OBS De Regenboog moves from Stichting Openbaar Onderwijs Rivierenland to Stichting Christelijk Onderwijs De Linge\. Its documents, school years, yearly calendar, social map and its own members go along\./,
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'The 4 members of Stichting Openbaar Onderwijs Rivierenland lose access to OBS De Regenboog, unless they are also members of the school itself.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'The 1 member of Stichting Christelijk Onderwijs De Linge gets access to OBS De Regenboog, with their role in the board.',
      ),
    ).toBeInTheDocument();
    expect(server.writes()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Move school' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual([
      'OBS De Regenboog now belongs to Stichting Christelijk Onderwijs De Linge',
    ]);
    await waitFor(() =>
      expect(row('OBS De Regenboog')[2]).toBe('Stichting Christelijk Onderwijs De Linge'),
    );
    expect(server.writes().map((w) => [w.method, w.path, w.body])).toEqual([
      ['PATCH', '/api/admin/schools/11', { organisation_id: 2 }],
    ]);
  });

  it('takes a school out of every board, saying who loses access', async () => {
    const server = fakeServer({ boardMembers: { 1: 0 } });
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('rowheader', { name: 'OBS De Regenboog' });
    const dialog = await chooseAction('OBS De Regenboog', 'Move to another board');
    await choose(dialog, /New board/, 'No board');
    expect(
      await within(dialog).findByText(
        'Stichting Openbaar Onderwijs Rivierenland has no members of its own, so nobody loses access.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move school' }));
    expect(await toasts()).toEqual(['OBS De Regenboog now has no board']);
    expect(server.writes().map((w) => w.body)).toEqual([{ organisation_id: null }]);
  });

  it('names the documents and members of a school before removing it', async () => {
    const server = fakeServer({
      documents: { 11: [document(7, 'Schoolplan 2025-2029'), document(8, 'Jaarplan 2026-2027')] },
      members: { 11: [member(5, 'Sanne', 'Dekker')] },
    });
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('rowheader', { name: 'OBS De Regenboog' });
    const dialog = await chooseAction('OBS De Regenboog', 'Remove');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const documents = await within(dialog).findByRole('list', { name: 'Documents' });
    expect(
      within(documents)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Schoolplan 2025-2029', 'Jaarplan 2026-2027']);
    expect(within(dialog).getByText('Its 2 documents are deleted:')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Members' })).toHaveTextContent(
      'Sanne Dekker (sanne@school.test)',
    );
    expect(
      within(dialog).getByText(
        'Members of Stichting Openbaar Onderwijs Rivierenland keep the board; only this school goes.',
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove school' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual(['OBS De Regenboog has been removed']);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'OBS De Regenboog' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'New school' })).toHaveFocus();
    expect(server.writes().map((w) => [w.method, w.path])).toEqual([
      ['DELETE', '/api/admin/schools/11'],
    ]);
  });
});
