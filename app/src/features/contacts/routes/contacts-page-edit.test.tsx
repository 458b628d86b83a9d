import type { Contact, ContactCategory, ContactDocument } from '@koers/contract';
import { ToastRegion, toastQueue } from '@koers/ui';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPageEditState, leaveEditablePage, setPageEditing } from '@/lib/page-edit-store';
import { resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { currentUser, regenboog } from '@/lib/testing/fixtures';
import { renderScreen } from '@/lib/testing/render-screen';
import ContactsPage from './contacts-page';

const categories: ContactCategory[] = [
  { id: 1, name: 'Zorg', position: 0, contact_count: 1 },
  { id: 2, name: 'Gemeente', position: 1, contact_count: 0 },
];

const contact = (id: number, name: string, extra: Partial<Contact> = {}): Contact => ({
  id,
  name,
  function: null,
  organisation_name: null,
  email: null,
  phone: null,
  website: null,
  address: null,
  notes: null,
  contact_category_id: null,
  category: null,
  ...extra,
});

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/**
 * The social map as the server keeps it for this screen: the paged list (search on name, sort
 * on name or function, pages of 25), the categories, and the writes with the server's checks of
 * e-mail, phone and website (422 per field) and its refusal to remove a contact that documents
 * name without `documents=keep`.
 */
function fakeServer(initial: Contact[], namedIn: Record<number, ContactDocument[]> = {}) {
  let contacts = initial.map((c) => ({ ...c }));
  let nextId = 1000;
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const check = (body: Record<string, unknown>) => {
    const errors: Record<string, string[]> = {};
    if (typeof body.name === 'string' && !body.name.trim())
      errors.name = ['The name field is required.'];
    if (typeof body.email === 'string' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.email))
      errors.email = ['The email must be a valid email address.'];
    if (typeof body.phone === 'string' && !/^[+]?[0-9( ][0-9 ()./-]*[0-9]$/.test(body.phone))
      errors.phone = ['The phone format is invalid.'];
    if (typeof body.website === 'string' && !/^https?:\/\/\S+$/.test(body.website))
      errors.website = ['The website format is invalid.'];
    return Object.keys(errors).length
      ? json(422, { message: 'The given data was invalid.', errors })
      : null;
  };
  const withCategory = (c: Contact): Contact => {
    const category = categories.find((k) => k.id === c.contact_category_id);
    return { ...c, category: category ? { id: category.id, name: category.name } : null };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path: url.pathname, search: url.search, body });
      if (url.pathname === '/api/schools/3/contact-categories')
        return json(200, { data: categories });
      if (url.pathname === '/api/schools/3/contacts' && method === 'POST') {
        const refused = check(body);
        if (refused) return refused;
        const created = withCategory(contact(nextId++, body.name, body));
        contacts = [...contacts, created];
        return json(201, { data: created });
      }
      if (url.pathname === '/api/schools/3/contacts') {
        const q = url.searchParams;
        const query = (q.get('query') ?? '').toLowerCase();
        const column = (q.get('sort_column') ?? 'name') as 'name' | 'function';
        const order = q.get('sort_order') === 'desc' ? -1 : 1;
        const rows = contacts
          .filter((c) => !query || c.name.toLowerCase().includes(query))
          .sort((a, b) => order * String(a[column] ?? '').localeCompare(String(b[column] ?? '')));
        const page = Math.max(1, Number(q.get('page')) || 1);
        const data = rows.slice((page - 1) * 25, page * 25);
        return json(200, {
          data,
          meta: {
            current_page: page,
            from: data.length ? (page - 1) * 25 + 1 : null,
            to: data.length ? (page - 1) * 25 + data.length : null,
            last_page: Math.max(Math.ceil(rows.length / 25), 1),
            per_page: 25,
            total: rows.length,
          },
        });
      }
      const match = /^\/api\/contacts\/(\d+)(\/documents)?$/.exec(url.pathname);
      const found = match ? contacts.find((c) => c.id === Number(match[1])) : undefined;
      if (!found) return json(404, { message: 'Not Found' });
      const documents = namedIn[found.id] ?? [];
      if (match![2]) return json(200, { data: documents });
      if (method === 'PATCH') {
        const refused = check(body);
        if (refused) return refused;
        const changed = withCategory({ ...found, ...body });
        contacts = contacts.map((c) => (c.id === found.id ? changed : c));
        return json(200, { data: changed });
      }
      if (method === 'DELETE') {
        if (documents.length > 0 && url.searchParams.get('documents') !== 'keep') {
          return json(422, {
            message: 'The given data was invalid.',
            errors: {
              documents: [
                `This contact is in the contact blocks of ${documents.map((d) => d.name).join(', ')}.`,
              ],
            },
          });
        }
        contacts = contacts.filter((c) => c.id !== found.id);
        return json(204, null);
      }
      return json(405, { message: 'Method Not Allowed' });
    }),
  );
  return {
    writes: () => sent.filter((s) => s.method !== 'GET'),
    lastList: () =>
      sent.filter((s) => s.path === '/api/schools/3/contacts' && s.method === 'GET').at(-1)!,
  };
}

/** 30 contacts: two pages of the list. */
const map = (): Contact[] => [
  contact(1, 'Anna de Vries', {
    function: 'Schoolarts',
    organisation_name: 'GGD Rotterdam',
    contact_category_id: 1,
    category: { id: 1, name: 'Zorg' },
    phone: '010 123 45 67',
  }),
  ...Array.from({ length: 29 }, (_, i) =>
    contact(10 + i, `Contact ${String(i + 1).padStart(2, '0')}`),
  ),
];

function signIn(rank: number) {
  updateSession({
    token: 'token',
    user: currentUser({ schools: [regenboog({ access: { role_id: rank } })] }),
    context: { id: 3, contextType: 'school' },
    roles: [
      { id: 1, name: 'Leerkracht', rank: 1 },
      { id: 10, name: 'Directeur', rank: 10 },
    ],
  });
}

function renderPage() {
  return renderScreen(
    <>
      <ContactsPage />
      <ToastRegion label="Notifications" closeLabel="Close notification" />
    </>,
  );
}

/** The header's edit toggle, as the header turns it on (it is outside this screen). */
function turnOnEditMode() {
  act(() => setPageEditing(true));
}

async function toasts() {
  const region = screen.getByRole('region', { name: 'Notifications' });
  const list = await within(region).findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.koers-toast__title')?.textContent);
}

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

async function rowAction(name: string, action: 'Change' | 'Remove') {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

afterEach(() => {
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
  cleanup();
  act(() => leaveEditablePage());
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('ContactsPage in edit mode', () => {
  it('offers edit mode to a manager only, and shows no control before it is on', async () => {
    signIn(1);
    fakeServer(map());
    const { unmount } = renderPage();
    await screen.findByRole('rowheader', { name: 'Anna de Vries' });
    expect(getPageEditState()).toMatchObject({ page: 'contacts:school:3', canEdit: false });
    turnOnEditMode();
    expect(getPageEditState().isEditing).toBe(false);
    expect(screen.queryByRole('button', { name: 'Add contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    unmount();

    signIn(10);
    renderPage();
    await screen.findByRole('rowheader', { name: 'Anna de Vries' });
    expect(getPageEditState()).toMatchObject({ page: 'contacts:school:3', canEdit: true });
    expect(screen.queryByRole('button', { name: 'Add contact' })).toBeNull();
    turnOnEditMode();
    expect(await screen.findByRole('button', { name: 'Add contact' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Actions for Anna de Vries' })).toBeVisible();
  });

  it('adds a contact; the list keeps its page, search and sort and shows it', async () => {
    signIn(10);
    const server = fakeServer(map());
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Anna de Vries' });
    turnOnEditMode();
    // Sorted by name descending, searching "contact", on page 2.
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'contact');
    await waitFor(() => expect(server.lastList().search).toContain('query=contact'));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(rowNames()).toEqual(['Contact 04', 'Contact 03', 'Contact 02', 'Contact 01']),
    );
    const listQuery = server.lastList().search;
    expect(listQuery).toBe('?page=2&query=contact&sort_column=name&sort_order=desc');

    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a contact' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Contact 00 Wijkagent');
    await user.type(within(dialog).getByRole('textbox', { name: /^Function/ }), ' Wijkagent ');
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '0900 8844');
    await user.type(within(dialog).getByRole('textbox', { name: /^Website/ }), 'www.politie.nl');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Notes/ }),
      'Op dinsdag op school.',
    );
    await user.click(within(dialog).getByRole('button', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Gemeente' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/schools/3/contacts',
        search: '',
        body: {
          name: 'Contact 00 Wijkagent',
          function: 'Wijkagent',
          organisation_name: null,
          contact_category_id: 2,
          phone: '0900 8844',
          email: null,
          website: 'https://www.politie.nl',
          address: null,
          notes: 'Op dinsdag op school.',
        },
      },
    ]);
    // The same page, search and sort, fetched again: the new contact is on it.
    await waitFor(() =>
      expect(rowNames()).toEqual([
        'Contact 04',
        'Contact 03',
        'Contact 02',
        'Contact 01',
        'Contact 00 Wijkagent',
      ]),
    );
    expect(server.lastList().search).toBe(listQuery);
    expect(screen.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue('contact');
    expect(await toasts()).toEqual(['Contact 00 Wijkagent added to the social map']);
  });

  it("shows the server's refusals on e-mail, phone and website at once, keeping what was typed", async () => {
    signIn(10);
    const server = fakeServer(map());
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Anna de Vries' });
    turnOnEditMode();
    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog');
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await user.type(field(/^Name/), 'Foutje');
    await user.type(field(/^Phone/), 'bel maar');
    await user.type(field(/^Email/), 'iemand@');
    await user.type(field(/^Website/), 'ftp://bestanden');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));

    const heading = await within(dialog).findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(heading).toHaveFocus());
    for (const [name, message] of [
      [/^Phone/, 'The phone format is invalid.'],
      [/^Email/, 'The email must be a valid email address.'],
      [/^Website/, 'The website format is invalid.'],
    ] as const) {
      await waitFor(() => expect(field(name)).toHaveAttribute('aria-invalid', 'true'));
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(within(dialog).getByRole('link', { name: message })).toBeVisible();
    }
    expect(field(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Phone/)).toHaveValue('bel maar');
    expect(server.writes()).toHaveLength(1);

    // Corrected, it is added.
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), '0344 612 300');
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'iemand@school.nl');
    await user.clear(field(/^Website/));
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes().at(-1)?.body).toMatchObject({
      phone: '0344 612 300',
      email: 'iemand@school.nl',
      website: null,
    });
  });

  it('changes a contact, starting from what it has', async () => {
    signIn(10);
    const server = fakeServer(map());
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Anna de Vries' });
    turnOnEditMode();
    const dialog = await rowAction('Anna de Vries', 'Change');
    expect(dialog).toHaveAccessibleName('Change contact');
    const fn = within(dialog).getByRole('textbox', { name: /^Function/ });
    expect(fn).toHaveValue('Schoolarts');
    expect(within(dialog).getByRole('textbox', { name: /^Organisation/ })).toHaveValue(
      'GGD Rotterdam',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Category/ })).toHaveTextContent('Zorg'),
    );
    await user.clear(fn);
    await user.type(fn, 'Jeugdarts');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/contacts/1',
        body: expect.objectContaining({
          name: 'Anna de Vries',
          function: 'Jeugdarts',
          contact_category_id: 1,
          phone: '010 123 45 67',
        }),
      }),
    ]);
    const row = screen.getByRole('rowheader', { name: 'Anna de Vries' }).closest('tr')!;
    await waitFor(() => expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('Jeugdarts'));
    expect(await toasts()).toEqual(['Saved: Anna de Vries']);
  });

  it('asks before removing a contact, naming the documents that show it', async () => {
    signIn(10);
    const server = fakeServer(map(), {
      1: [
        { id: 7, name: 'Jaarplan 2026-2027', period_id: 21 },
        { id: 4, name: 'Schoolplan 2025-2029', period_id: null },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Anna de Vries' });
    turnOnEditMode();
    const dialog = await rowAction('Anna de Vries', 'Remove');
    expect(within(dialog).getByText('Remove “Anna de Vries” from the social map?')).toBeVisible();
    expect(
      await within(dialog).findByText(
        '“Anna de Vries” is in the contact block of these 2 documents:',
      ),
    ).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Jaarplan 2026-2027', 'Schoolplan 2025-2029']);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Anna de Vries' })).toBeNull(),
    );
    expect(server.writes()).toEqual([
      { method: 'DELETE', path: '/api/contacts/1', search: '?documents=keep', body: undefined },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add contact' })).toHaveFocus());
    expect(await toasts()).toEqual(['Anna de Vries removed from the social map']);
  });

  it('removes a contact no document names without more ado', async () => {
    signIn(10);
    const server = fakeServer(map());
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Contact 01' });
    turnOnEditMode();
    const dialog = await rowAction('Contact 01', 'Remove');
    expect(await within(dialog).findByText('No document names this contact.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Contact 01' })).toBeNull());
    expect(server.writes()).toEqual([
      { method: 'DELETE', path: '/api/contacts/10', search: '', body: undefined },
    ]);
  });

  it('shows a contact’s address and notes, folded, to every reader', async () => {
    signIn(1);
    fakeServer([
      contact(1, 'Wijkagent Tiel-Oost', {
        address: 'Politiebureau Tiel\nKazerneplein 1',
        notes: 'Spreekuur op dinsdag.',
      }),
    ]);
    const user = userEvent.setup();
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'Wijkagent Tiel-Oost' })).closest(
      'tr',
    )!;
    const more = within(row).getByText('Address and notes');
    expect(within(row).getByText(/Kazerneplein 1/)).not.toBeVisible();
    await user.click(more);
    expect(within(row).getByText(/Kazerneplein 1/)).toBeVisible();
    expect(within(row).getByText(/Spreekuur op dinsdag/)).toBeVisible();
  });
});
