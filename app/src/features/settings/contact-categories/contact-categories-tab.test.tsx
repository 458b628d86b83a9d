import type { ContactCategory } from '@koers/contract';
import { ToastRegion, toastQueue } from '@koers/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { renderScreen } from '@/lib/testing/render-screen';
import { ContactCategoriesTab } from './contact-categories-tab';

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/**
 * The social map's categories as the server keeps them: list, add (last, unique names), rename
 * and remove (one with contacts only with a choice for them), with the server's 422 bodies.
 */
function fakeServer(initial: ContactCategory[]) {
  let categories = initial.map((c) => ({ ...c }));
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const invalid = (field: string, message: string) =>
    json(422, { message: 'The given data was invalid.', errors: { [field]: [message] } });
  const taken = (name: string, except?: number) =>
    categories.find((c) => c.id !== except && c.name.toLowerCase() === name.trim().toLowerCase());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path: url.pathname, search: url.search, body });
      if (url.pathname === '/api/schools/3/contact-categories') {
        if (method === 'GET') return json(200, { data: categories });
        const name = String(body.name).trim();
        if (!name) return invalid('name', 'The name field is required.');
        const other = taken(name);
        if (other) return invalid('name', `There is already a category called ${other.name}.`);
        const created = {
          id: Math.max(0, ...categories.map((c) => c.id)) + 1,
          name,
          position: categories.length,
          contact_count: 0,
        };
        categories = [...categories, created];
        return json(201, { data: created });
      }
      const match = /^\/api\/contact-categories\/(\d+)$/.exec(url.pathname);
      const category = match ? categories.find((c) => c.id === Number(match[1])) : undefined;
      if (!category) return json(404, { message: 'Not Found' });
      if (method === 'PATCH') {
        const other = taken(body.name, category.id);
        if (other) return invalid('name', `There is already a category called ${other.name}.`);
        Object.assign(category, { name: String(body.name).trim() });
        categories = categories.map((c) => (c.id === category.id ? { ...category } : c));
        return json(200, { data: category });
      }
      if (method === 'DELETE') {
        const choice = url.searchParams.get('contacts');
        if (choice === null && category.contact_count > 0) {
          return invalid(
            'contacts',
            `This category has ${category.contact_count} contacts. Choose whether they move to another category or stay without one.`,
          );
        }
        const target = Number(url.searchParams.get('move_to'));
        categories = categories
          .filter((c) => c.id !== category.id)
          .map((c) =>
            choice === 'move' && c.id === target
              ? { ...c, contact_count: c.contact_count + category.contact_count }
              : c,
          );
        return json(204, null);
      }
      return json(405, { message: 'Method Not Allowed' });
    }),
  );
  return { sent, writes: () => sent.filter((s) => s.method !== 'GET') };
}

const seeded: ContactCategory[] = [
  { id: 1, name: 'Jeugdzorg', position: 0, contact_count: 4 },
  { id: 2, name: 'GGD', position: 1, contact_count: 3 },
  { id: 3, name: 'Gemeente', position: 2, contact_count: 0 },
];

function renderTab() {
  return renderScreen(
    <>
      <ContactCategoriesTab />
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

/** The row of a category: its name and its count of contacts. */
const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].slice(0, 2).map((cell) => cell.textContent));

async function chooseAction(name: string, action: 'Rename' | 'Remove') {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  updateSession({ token: 'token', context: { id: 3, contextType: 'school' } });
});

afterEach(() => {
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('settings tab Sociale kaart', () => {
  it('lists the categories in their order with how many contacts each has', async () => {
    fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: 'Jeugdzorg' });
    expect(rows()).toEqual([
      ['Jeugdzorg', '4'],
      ['GGD', '3'],
      ['Gemeente', '0'],
    ]);
  });

  it('says so when there are none yet, and still offers to add one', async () => {
    fakeServer([]);
    renderTab();
    expect(
      await within(screen.getByRole('table')).findByText('The social map has no categories yet.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add category' })).toBeEnabled();
  });

  it('adds a category: the list shows it at once and a toast says so', async () => {
    const server = fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: 'Jeugdzorg' });
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveFocus();
    await userEvent.type(name, 'Huisartsen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/schools/3/contact-categories',
        search: '',
        body: { name: 'Huisartsen' },
      },
    ]);
    expect(await screen.findByRole('rowheader', { name: 'Huisartsen' })).toBeVisible();
    expect(rows().at(-1)).toEqual(['Huisartsen', '0']);
    expect(await toasts()).toEqual(['Category “Huisartsen” added']);
  });

  it("shows the server's refusal on the name, with a summary that takes the focus", async () => {
    const server = fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: 'GGD' });
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'ggd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));

    const summary = await within(dialog).findByRole('alert');
    await waitFor(() => expect(within(summary).getByRole('heading')).toHaveFocus());
    expect(summary).toHaveTextContent('There is already a category called GGD.');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining('There is already a category called GGD.'),
    );
    expect(server.writes()).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeVisible();

    await userEvent.clear(name);
    await userEvent.type(name, 'Huisartsen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(await screen.findByRole('rowheader', { name: 'Huisartsen' })).toBeVisible();
  });

  it('renames a category from its row, starting from its name', async () => {
    const server = fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: 'GGD' });
    const dialog = await chooseAction('GGD', 'Rename');
    expect(dialog).toHaveAccessibleName('Rename category');
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('GGD');
    await userEvent.clear(name);
    await userEvent.type(name, 'GGD Gelderland-Zuid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('rowheader', { name: 'GGD Gelderland-Zuid' })).toBeVisible();
    expect(server.writes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/contact-categories/2',
        search: '',
        body: { name: 'GGD Gelderland-Zuid' },
      },
    ]);
    expect(await toasts()).toEqual(['Saved: the category is now called “GGD Gelderland-Zuid”']);
  });

  it('removes an empty category after asking, naming it', async () => {
    const server = fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: 'Gemeente' });
    const dialog = await chooseAction('Gemeente', 'Remove');
    expect(within(dialog).getByText('Remove the category “Gemeente”?')).toBeVisible();
    expect(within(dialog).getByText('No contacts are filed under it.')).toBeVisible();
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Gemeente' })).toBeNull());
    expect(server.writes()).toEqual([
      { method: 'DELETE', path: '/api/contact-categories/3', search: '', body: undefined },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add category' })).toHaveFocus());
    expect(await toasts()).toEqual(['Category “Gemeente” removed']);
  });

  it('asks where the contacts of a category in use go, and moves them there', async () => {
    const server = fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: 'Jeugdzorg' });
    const dialog = await chooseAction('Jeugdzorg', 'Remove');
    expect(
      within(dialog).getByText(
        '4 contacts are filed under “Jeugdzorg”. They stay on the social map: choose where they go.',
      ),
    ).toBeVisible();

    // Not chosen: the server's refusal shows on the choice.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent('This category has 4 contacts.');
    const choice = within(dialog).getByRole('button', { name: /Move the 4 contacts to/ });
    await waitFor(() =>
      expect(choice).toHaveAccessibleDescription(expect.stringContaining('This category has 4')),
    );

    await userEvent.click(choice);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['GGD', 'Gemeente', 'No category (they stay on the social map)']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'GGD' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Jeugdzorg' })).toBeNull());
    expect(server.writes().at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/contact-categories/1',
      search: '?contacts=move&move_to=2',
    });
    expect(rows()).toEqual([
      ['GGD', '7'],
      ['Gemeente', '0'],
    ]);
  });

  it('can leave the contacts of a removed category without one', async () => {
    const server = fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: 'GGD' });
    const dialog = await chooseAction('GGD', 'Remove');
    await userEvent.click(within(dialog).getByRole('button', { name: /Move the 3 contacts to/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'No category (they stay on the social map)' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'GGD' })).toBeNull());
    expect(server.writes().at(-1)).toMatchObject({ search: '?contacts=clear' });
  });

  it('offers a retry when the categories cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Server Error"}', { status: 500 })),
    );
    renderTab();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
