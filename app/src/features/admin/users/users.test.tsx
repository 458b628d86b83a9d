import type { LoginSession, AdminUserDetail, CurrentUser } from '@koers/contract';
import { ToastRegion, toastQueue } from '@koers/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { describeUserAgent } from '@/components/sessions/session-format';
import { UserPage } from './user-page';
import { UsersTab } from './users-tab';

interface Sent {
  method: string;
  path: string;
  search: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const person = (
  id: number,
  first: string,
  prefix: string | null,
  last: string,
  extra: Partial<AdminUserDetail> = {},
): AdminUserDetail => ({
  id,
  email: `${first.toLowerCase()}@koers.test`,
  first_name: first,
  last_name_prefix: prefix,
  last_name: last,
  admin: false,
  locale: null,
  created_at: '2026-09-01T08:00:00.000Z',
  updated_at: '2026-09-01T08:00:00.000Z',
  blocked_at: null,
  has_password: true,
  organisations: [],
  schools: [],
  ...extra,
});

const BOARDS = [{ id: 1, name: 'Stichting Openbaar Onderwijs Rivierenland' }];
const SCHOOLS = [
  { id: 11, name: 'OBS De Regenboog', board: BOARDS[0]! },
  { id: 12, name: 'OBS Het Kompas', board: BOARDS[0]! },
  { id: 20, name: 'Daltonschool De Zonnewijzer', board: null },
];
const ROLES = [
  { id: 1, name: 'Leraar', rank: 1 },
  { id: 2, name: 'Directeur', rank: 10 },
  { id: 3, name: 'Bestuurder', rank: 15 },
];

/**
 * The admin users API as these screens use it, keeping its users: the paged list (search from
 * the start of names and email), create with the email check, change (refusing to demote the
 * last super admin), memberships, mails, blocking, sessions and removal; and the board and
 * school lists the memberships search asks.
 */
function fakeServer({
  sessions = {},
  mailDown = false,
}: {
  sessions?: Record<number, LoginSession[]>;
  /** Mails cannot be sent (the SMTP server is down). */
  mailDown?: boolean;
} = {}) {
  let users = [
    person(1, 'Anouk', 'de', 'Vries', { admin: true }),
    person(2, 'Eva', 'van', 'Dijk', {
      organisations: [{ id: 1, name: BOARDS[0]!.name, role_id: 3 }],
      schools: [{ id: 11, name: 'OBS De Regenboog', role_id: 1 }],
    }),
    person(3, 'Noor', null, 'Jansen', { has_password: false }),
  ];
  const sessionsOf = { ...sessions };
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const invalid = (field: string, message: string) =>
    json(422, { message, errors: { [field]: [message] } });
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
  const detail = (
    body: Record<string, unknown>,
    before: Pick<AdminUserDetail, 'organisations' | 'schools'>,
  ) => {
    const named = (list: unknown, names: Array<{ id: number; name: string }>) =>
      Array.isArray(list)
        ? (list as Array<{ id: number; role_id: number }>).map((m) => ({
            ...m,
            name: names.find((n) => n.id === m.id)!.name,
          }))
        : undefined;
    return {
      organisations: named(body.organisations, BOARDS) ?? before.organisations,
      schools: named(body.schools, SCHOOLS) ?? before.schools,
    };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path: url.pathname, search: url.searchParams, body });
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      if (url.pathname === '/api/roles') return json(200, { data: ROLES });
      if (url.pathname === '/api/admin/organisations')
        return json(
          200,
          page(
            BOARDS.filter((b) => b.name.toLowerCase().includes(query)).map((b) => ({
              ...b,
              authority_number: null,
            })),
          ),
        );
      if (url.pathname === '/api/admin/schools')
        return json(
          200,
          page(
            SCHOOLS.filter((s) => s.name.toLowerCase().includes(query)).map((s) => ({
              id: s.id,
              name: s.name,
              organisation: s.board,
            })),
          ),
        );
      if (url.pathname === '/api/admin/users') {
        if (method === 'POST') {
          if (users.some((u) => u.email === body.email))
            return invalid('email', 'This email address is already taken.');
          const created = person(
            10 + users.length,
            String(body.first_name),
            body.last_name_prefix,
            String(body.last_name),
            {
              email: String(body.email),
              has_password: false,
              ...detail(body, { organisations: [], schools: [] }),
            },
          );
          users = [...users, created];
          return json(201, { data: created });
        }
        const order = url.searchParams.get('sort_order') === 'desc' ? -1 : 1;
        const rows = users
          .filter((u) =>
            [u.first_name, u.last_name, u.email].some((f) => f.toLowerCase().startsWith(query)),
          )
          .sort((a, b) => order * a.last_name.localeCompare(b.last_name))
          .map(({ organisations: _o, schools: _s, has_password: _p, ...row }) => row);
        return json(200, page(rows));
      }
      const one = /^\/api\/admin\/users\/(\d+)(?:\/([\w-]+))?(?:\/(\d+))?$/.exec(url.pathname);
      const found = one ? users.find((u) => u.id === Number(one[1])) : undefined;
      if (!one || !found) return json(404, { message: 'Not Found' });
      const replace = (next: AdminUserDetail) => {
        users = users.map((u) => (u.id === next.id ? next : u));
        return json(200, { data: next });
      };
      switch (`${method} ${one[2] ?? ''}`) {
        case 'GET ':
          return json(200, { data: found });
        case 'PATCH ': {
          if (body.admin === false && users.filter((u) => u.admin).length === 1)
            return invalid(
              'admin',
              `${found.first_name} is the last super admin: make someone else super admin first.`,
            );
          if (users.some((u) => u.id !== found.id && u.email === body.email))
            return invalid('email', 'This email address is already taken.');
          return replace({ ...found, ...body });
        }
        case 'DELETE ':
          users = users.filter((u) => u.id !== found.id);
          return json(204, null);
        case 'PUT memberships':
          return replace({ ...found, ...detail(body, found) });
        case 'POST invitation':
          if (mailDown) return json(500, { message: 'Server Error' });
          if (found.has_password)
            return invalid('user', `${found.first_name} has a password already.`);
          return json(200, { message: 'We have emailed the link.' });
        case 'POST password-reset':
          return json(200, { message: 'We have emailed the link.' });
        case 'POST block':
          sessionsOf[found.id] = [];
          return replace({ ...found, blocked_at: '2026-11-26T08:00:00.000Z' });
        case 'POST unblock':
          return replace({ ...found, blocked_at: null });
        case 'GET sessions':
          return json(200, { data: sessionsOf[found.id] ?? [] });
        case 'DELETE sessions':
          sessionsOf[found.id] = one[3]
            ? (sessionsOf[found.id] ?? []).filter((s) => s.id !== Number(one[3]))
            : [];
          return json(204, null);
        default:
          return json(405, { message: 'Method not allowed' });
      }
    }),
  );
  return {
    sent,
    writes: () => sent.filter((s) => s.method !== 'GET'),
    user: (id: number) => users.find((u) => u.id === id),
  };
}

function renderAt(route: string) {
  return render(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/admin/gebruikers" element={<UsersTab />} />
            <Route path="/admin/gebruikers/:id" element={<UserPage />} />
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

/** Types in a search field and picks the option the server offers. */
async function search(field: HTMLElement, text: string, option: RegExp) {
  await userEvent.click(field);
  await userEvent.type(field, text);
  // An option of the answer to an earlier text shows, but cannot be chosen, until the answer to
  // the typed text is there.
  await waitFor(() =>
    expect(screen.getByRole('option', { name: option })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    ),
  );
  await userEvent.click(screen.getByRole('option', { name: option }));
}

/** Opens a Select by its label and picks an option. */
async function choose(scope: HTMLElement, label: RegExp, option: RegExp) {
  await userEvent.click(within(scope).getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
  cleanup();
  resetSessionForTests();
  vi.unstubAllGlobals();
});

describe('admin Gebruikers', () => {
  it('creates a user with a membership and mails the invitation; the list keeps its search and sort', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAt('/admin/gebruikers');
    await screen.findByRole('rowheader', { name: 'Eva van Dijk' });
    expect(screen.getByRole('link', { name: 'Eva van Dijk' })).toHaveAttribute(
      'href',
      '/admin/gebruikers/2',
    );
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'j');
    await waitFor(() => expect(server.sent.at(-1)?.search.get('query')).toBe('j'));

    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    expect(within(dialog).getByRole('textbox', { name: /^First name/ })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: /^First name/ }), 'Jan');
    await user.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Jong');
    await user.type(within(dialog).getByRole('textbox', { name: /^Prefix/ }), 'de');
    const email = within(dialog).getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'eva@koers.test');
    await search(
      within(dialog).getByRole('combobox', { name: /Board or school/ }),
      'kompas',
      /OBS Het Kompas/,
    );
    await choose(dialog, /Role$/, /Directeur/);
    expect(
      within(dialog).getByRole('checkbox', { name: 'Send the account invitation now' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));

    // The server's message at the field, the rest kept.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This email address is already taken.',
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.clear(email);
    await user.type(email, 'jan@koers.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual([
      'Jan de Jong has been created; the account invitation was mailed to jan@koers.test',
    ]);
    await waitFor(() => expect(rowNames()).toEqual(['Jan de Jong', 'Noor Jansen']));
    const writes = server.writes().map((w) => [w.method, w.path, w.body]);
    expect(writes.slice(1)).toEqual([
      [
        'POST',
        '/api/admin/users',
        {
          first_name: 'Jan',
          last_name_prefix: 'de',
          last_name: 'Jong',
          email: 'jan@koers.test',
          locale: null,
          schools: [{ id: 12, role_id: 2 }],
        },
      ],
      ['POST', '/api/admin/users/13/invitation', undefined],
    ]);
    // Fetched again as it was: searched, sorted on the last name descending, page 1.
    const refetch = server.sent.filter((s) => s.path === '/api/admin/users').at(-1)!;
    expect(Object.fromEntries(refetch.search)).toEqual({
      page: '1',
      query: 'j',
      sort_column: 'last_name',
      sort_order: 'desc',
    });
  });

  it('keeps a created user when the invitation cannot be mailed, and says where to send it', async () => {
    const server = fakeServer({ mailDown: true });
    const user = userEvent.setup();
    renderAt('/admin/gebruikers');
    await screen.findByRole('rowheader', { name: 'Eva van Dijk' });
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByRole('textbox', { name: /^First name/ }), 'Sam');
    await user.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Smit');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'sam@koers.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual([
      'Sam Smit has been created, but the invitation could not be sent: Something went wrong on our side. Try again in a moment. Send it from their page.',
    ]);
    await waitFor(() => expect(rowNames()).toContain('Sam Smit'));
    expect(server.writes().map((w) => [w.method, w.path])).toEqual([
      ['POST', '/api/admin/users'],
      ['POST', '/api/admin/users/13/invitation'],
    ]);
  });

  it('goes back from a user’s page to the list as it was: its search and sort', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAt('/admin/gebruikers');
    await screen.findByRole('rowheader', { name: 'Eva van Dijk' });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'eva');
    await waitFor(() => expect(rowNames()).toEqual(['Eva van Dijk']));
    await user.click(screen.getByRole('link', { name: 'Eva van Dijk' }));
    await screen.findByRole('heading', { level: 2, name: 'Eva van Dijk' });

    await user.click(screen.getByRole('link', { name: 'All users' }));
    await waitFor(() => expect(rowNames()).toEqual(['Eva van Dijk']));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('eva');
    const again = server.sent.filter((s) => s.path === '/api/admin/users').at(-1)!;
    expect(Object.fromEntries(again.search)).toEqual({
      page: '1',
      query: 'eva',
      sort_column: 'last_name',
      sort_order: 'desc',
    });
  });

  it('changes a user’s details, with the server’s message at the field', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAt('/admin/gebruikers/2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Eva van Dijk' })).toBeVisible();
    const details = screen.getByRole('region', { name: 'Details' });
    const email = within(details).getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveValue('eva@koers.test');
    await user.clear(email);
    await user.type(email, 'anouk@koers.test');
    await user.click(within(details).getByRole('button', { name: 'Save' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent(
      'This email address is already taken.',
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    await user.type(email, 'eva.vandijk@koers.test');
    const first = within(details).getByRole('textbox', { name: /^First name/ });
    await user.clear(first);
    await user.type(first, 'Evi');
    await choose(details, /Language of mails/, /Nederlands/);
    await user.click(within(details).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Evi van Dijk' })).toBeVisible();
    expect(await toasts()).toEqual(['Saved']);
    expect(server.writes().at(-1)?.body).toEqual({
      first_name: 'Evi',
      last_name_prefix: 'van',
      last_name: 'Dijk',
      email: 'eva.vandijk@koers.test',
      locale: 'nl',
    });
  });

  it('changes every membership in one save: adds a school, changes a role, removes a board', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAt('/admin/gebruikers/2');
    const section = await screen.findByRole('region', { name: 'Memberships' });
    const list = await within(section).findByRole('list', { name: 'Boards and schools' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.koers-admin-users__membership-name')?.textContent),
    ).toEqual(['Stichting Openbaar Onderwijs Rivierenland', 'OBS De Regenboog']);

    // A school found by name, already-listed ones left out of the choices.
    const add = within(section).getByRole('combobox', { name: /Board or school/ });
    await user.click(add);
    await user.type(add, 'obs');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'OBS Het Kompas, School of Stichting Openbaar Onderwijs Rivierenland',
      ]),
    );
    await user.click(screen.getByRole('option', { name: /OBS Het Kompas/ }));
    await choose(section, /Role$/, /Directeur/);
    await user.click(within(section).getByRole('button', { name: 'Add' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getByRole('button', { name: 'Add' })).toHaveFocus();
    expect(within(section).getByRole('status')).toHaveTextContent(
      'There are changes that are not saved yet.',
    );

    await choose(section, /Role in OBS De Regenboog/, /Directeur/);
    await user.click(
      within(section).getByRole('button', {
        name: 'Remove Stichting Openbaar Onderwijs Rivierenland',
      }),
    );
    // The focus goes to the row that took its place.
    expect(within(section).getByRole('button', { name: 'Remove OBS De Regenboog' })).toHaveFocus();
    // Nothing is sent before Save.
    expect(server.writes()).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'Save memberships' }));
    // Taking a membership away asks first, naming it.
    const dialog = await screen.findByRole('dialog', { name: 'Save memberships' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(dialog).toHaveTextContent(
      'Do you want to save the memberships of Eva van Dijk (eva@koers.test)?',
    );
    expect(
      within(within(dialog).getByRole('list', { name: 'Memberships that end' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Stichting Openbaar Onderwijs Rivierenland (Board)']);
    expect(server.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save memberships' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual(['The memberships of Eva van Dijk have been saved']);
    expect(server.writes().map((w) => [w.method, w.path, w.body])).toEqual([
      [
        'PUT',
        '/api/admin/users/2/memberships',
        {
          organisations: [],
          schools: [
            { id: 11, role_id: 2 },
            { id: 12, role_id: 2 },
          ],
        },
      ],
    ]);
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(''));
    expect(server.user(2)?.schools.map((s) => s.name)).toEqual([
      'OBS De Regenboog',
      'OBS Het Kompas',
    ]);
  });

  it('blocks a user after naming them and their sessions, and unblocks them', async () => {
    const server = fakeServer({
      sessions: {
        2: [
          {
            id: 7,
            created_at: '2026-11-25T08:00:00.000Z',
            last_used_at: '2026-11-26T07:00:00.000Z',
            expires_at: '2026-12-25T08:00:00.000Z',
            user_agent: FIREFOX_WINDOWS,
            ip: '192.0.2.1',
            current: false,
          },
          {
            id: 8,
            created_at: '2026-11-24T08:00:00.000Z',
            last_used_at: '2026-11-24T09:00:00.000Z',
            expires_at: '2026-12-24T08:00:00.000Z',
            user_agent: SAFARI_IPHONE,
            ip: '192.0.2.2',
            current: false,
          },
        ],
      },
    });
    const user = userEvent.setup();
    renderAt('/admin/gebruikers/2');
    const sessions = await screen.findByRole('region', { name: 'Sessions' });
    await within(sessions).findByText('Firefox on Windows');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block user' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(dialog).toHaveTextContent('Do you want to block Eva van Dijk (eva@koers.test)?');
    expect(dialog).toHaveTextContent('Their 2 active sessions end at once.');
    expect(dialog).toHaveTextContent('login tells them the account is blocked');
    await user.click(within(dialog).getByRole('button', { name: 'Block user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual(['Eva van Dijk has been blocked']);
    expect(await screen.findByText(/^Blocked since/, { selector: 'dd' })).toBeVisible();
    expect(
      await within(sessions).findByText('No active sessions: this user is not logged in anywhere.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    const unblock = await screen.findByRole('dialog', { name: 'Unblock user' });
    expect(unblock).toHaveTextContent('Do you want to unblock Eva van Dijk (eva@koers.test)?');
    await user.click(within(unblock).getByRole('button', { name: 'Unblock user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Block' })).toBeVisible();
    expect(server.writes().map((w) => [w.method, w.path])).toEqual([
      ['POST', '/api/admin/users/2/block'],
      ['POST', '/api/admin/users/2/unblock'],
    ]);
  });

  it('grants super admin rights after a confirmation, and shows why the last one’s cannot go', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAt('/admin/gebruikers/1');
    await screen.findByRole('heading', { level: 2, name: 'Anouk de Vries' });
    await user.click(screen.getByRole('button', { name: 'Take away super admin rights' }));
    const revoke = await screen.findByRole('dialog', { name: 'Take away super admin rights' });
    expect(revoke).toHaveTextContent(
      'Do you want to take away the super admin rights of Anouk de Vries (anouk@koers.test)?',
    );
    await user.click(within(revoke).getByRole('button', { name: 'Take away super admin rights' }));
    expect(await within(revoke).findByRole('alert')).toHaveTextContent(
      'Anouk is the last super admin: make someone else super admin first.',
    );
    await user.click(within(revoke).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.user(1)?.admin).toBe(true);

    cleanup();
    renderAt('/admin/gebruikers/2');
    await screen.findByRole('heading', { level: 2, name: 'Eva van Dijk' });
    await user.click(screen.getByRole('button', { name: 'Make super admin' }));
    const grant = await screen.findByRole('dialog', { name: 'Make super admin' });
    expect(grant).toHaveTextContent(
      'Do you want to make Eva van Dijk (eva@koers.test) a super admin?',
    );
    await user.click(within(grant).getByRole('button', { name: 'Make super admin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByRole('button', { name: 'Take away super admin rights' }),
    ).toBeVisible();
    expect(server.user(2)?.admin).toBe(true);
    expect(server.writes().map((w) => [w.method, w.path, w.body])).toEqual([
      ['PATCH', '/api/admin/users/1', { admin: false }],
      ['PATCH', '/api/admin/users/2', { admin: true }],
    ]);
  });

  it('sends the account invitation to a user without a password, a reset mail otherwise', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAt('/admin/gebruikers/3');
    await screen.findByRole('heading', { level: 2, name: 'Noor Jansen' });
    expect(screen.getByText('Not chosen yet: send the account invitation')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send password reset mail' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send account invitation' }));
    expect(await toasts()).toEqual(['The account invitation was mailed to noor@koers.test']);

    cleanup();
    renderAt('/admin/gebruikers/2');
    await screen.findByRole('heading', { level: 2, name: 'Eva van Dijk' });
    await user.click(screen.getByRole('button', { name: 'Send password reset mail' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
        'A password reset mail was sent to eva@koers.test',
      ),
    );
    expect(server.writes().map((w) => w.path)).toEqual([
      '/api/admin/users/3/invitation',
      '/api/admin/users/2/password-reset',
    ]);
  });

  it('lists the sessions with their browser and ends one, then all, after confirmations', async () => {
    const server = fakeServer({
      sessions: {
        1: [
          {
            id: 5,
            created_at: '2026-11-26T07:00:00.000Z',
            last_used_at: '2026-11-26T07:30:00.000Z',
            expires_at: '2026-12-26T07:00:00.000Z',
            user_agent: FIREFOX_WINDOWS,
            ip: '192.0.2.3',
            current: true,
          },
          {
            id: 6,
            created_at: '2026-11-20T07:00:00.000Z',
            last_used_at: '2026-11-21T07:00:00.000Z',
            expires_at: '2026-12-20T07:00:00.000Z',
            user_agent: SAFARI_IPHONE,
            ip: '192.0.2.4',
            current: false,
          },
          {
            id: 9,
            created_at: '2026-11-19T07:00:00.000Z',
            last_used_at: '2026-11-19T07:00:00.000Z',
            expires_at: '2026-12-19T07:00:00.000Z',
            user_agent: null,
            ip: null,
            current: false,
          },
        ],
      },
    });
    const user = userEvent.setup();
    renderAt('/admin/gebruikers/1');
    const section = await screen.findByRole('region', { name: 'Sessions' });
    const list = await within(section).findByRole('list', { name: 'Active sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.koers-sessions__browser')?.textContent)).toEqual([
      'Firefox on Windows',
      'Safari on iPhone',
      'Unknown browser',
    ]);
    // Where each came from, as the server saw it (older logins did not keep it).
    expect(items[1]).toHaveTextContent('IP address192.0.2.4');
    expect(items[2]).toHaveTextContent('IP addressNot known');
    expect(items[0]).toHaveTextContent('This session');
    expect(items[1]).not.toHaveTextContent('This session');
    expect(within(section).getByText(/approximate/)).toBeVisible();

    await user.click(
      within(items[1]!).getByRole('button', { name: /^End session: Safari on iPhone/ }),
    );
    const one = await screen.findByRole('dialog', { name: 'End session' });
    expect(one).toHaveTextContent(
      /Do you want to end the session of Anouk de Vries in Safari on iPhone, started/,
    );
    expect(one).not.toHaveTextContent('you are logged out too');
    await user.click(within(one).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    // Its row is gone: the focus goes to the row in its place.
    await waitFor(() =>
      expect(
        within(section).getByRole('button', { name: /^End session: Unknown browser/ }),
      ).toHaveFocus(),
    );

    await user.click(within(section).getByRole('button', { name: 'End all sessions' }));
    const all = await screen.findByRole('dialog', { name: 'End all sessions' });
    expect(all).toHaveTextContent('Do you want to end all 2 sessions of Anouk de Vries?');
    expect(all).toHaveTextContent('you are logged out too');
    await user.click(within(all).getByRole('button', { name: 'End all sessions' }));
    const none = await within(section).findByText(
      'No active sessions: this user is not logged in anywhere.',
    );
    await waitFor(() => expect(none).toHaveFocus());
    expect(server.writes().map((w) => [w.method, w.path])).toEqual([
      ['DELETE', '/api/admin/users/1/sessions/6'],
      ['DELETE', '/api/admin/users/1/sessions'],
    ]);
  });

  it('removes a user after naming their memberships, and goes back to the list', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAt('/admin/gebruikers/2');
    await screen.findByRole('heading', { level: 2, name: 'Eva van Dijk' });
    await user.click(screen.getByRole('button', { name: 'Remove user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove user' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(dialog).toHaveTextContent('Do you want to remove Eva van Dijk (eva@koers.test)?');
    expect(dialog).toHaveTextContent('They lose their 2 memberships of:');
    expect(
      within(within(dialog).getByRole('list', { name: 'Memberships' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Stichting Openbaar Onderwijs Rivierenland (Board)', 'OBS De Regenboog (School)']);
    await user.click(within(dialog).getByRole('button', { name: 'Remove user' }));
    expect(await screen.findByRole('rowheader', { name: 'Noor Jansen' })).toBeVisible();
    expect(rowNames()).toEqual(['Noor Jansen', 'Anouk de Vries']);
    expect(await toasts()).toEqual(['Eva van Dijk has been removed']);
    expect(server.writes().map((w) => [w.method, w.path])).toEqual([
      ['DELETE', '/api/admin/users/2'],
    ]);
  });

  it('does not offer blocking, removing or demoting one’s own account', async () => {
    fakeServer();
    updateSession({ user: { id: 1, admin: true } as CurrentUser });
    renderAt('/admin/gebruikers/1');
    await screen.findByRole('heading', { level: 2, name: 'Anouk de Vries' });
    expect(screen.getByText(/This is your own account/)).toBeVisible();
    for (const name of ['Remove user', 'Block', 'Take away super admin rights'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: /Send/ })).toBeEnabled();
  });

  it('says so when a user does not exist', async () => {
    fakeServer();
    renderAt('/admin/gebruikers/99');
    expect(await screen.findByText('This user does not exist (any more).')).toBeInTheDocument();
  });
});

describe('describeUserAgent', () => {
  it('names the browser and system of common user agents', () => {
    expect(describeUserAgent(FIREFOX_WINDOWS)).toEqual({ browser: 'Firefox', system: 'Windows' });
    expect(describeUserAgent(SAFARI_IPHONE)).toEqual({ browser: 'Safari', system: 'iPhone' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', system: 'macOS' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Android' });
    expect(describeUserAgent('curl/8.5.0')).toBeNull();
    expect(describeUserAgent(null)).toBeNull();
  });
});
