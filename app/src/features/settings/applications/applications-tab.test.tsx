import type { Application } from '@koers/contract';
import { ToastRegion, toastQueue } from '@koers/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSchoolApplications } from '@/lib/api/school-applications';
import { resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { currentUser, regenboog } from '@/lib/testing/fixtures';
import { renderScreen } from '@/lib/testing/render-screen';
import { ApplicationsTab } from './applications-tab';

const app = (id: number, name: string, type: Application['type']): Application => ({
  id,
  name,
  url: `https://${name.toLowerCase().replace(/\s+/g, '')}.nl`,
  type,
  icon: null,
});

const seeded = [app(1, 'To Do', 'tasks'), app(2, 'Outlook', 'webmail'), app(3, 'Basispoort', null)];

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The applications of De Regenboog (3) as the server keeps them, with its 422 bodies. */
function fakeServer(initial: Application[] = seeded, { failReorder = false } = {}) {
  let apps = [...initial];
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const invalid = (errors: Record<string, string[]>) =>
    json(422, { message: 'The given data was invalid.', errors });
  const check = (body: { name?: string; url?: string }) =>
    body.url !== undefined && !body.url.startsWith('https://')
      ? invalid({
          url: [
            'The address must start with https://, so the application opens over a secure connection.',
          ],
        })
      : null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/schools/3/applications') {
        if (method === 'GET') return json(200, { data: apps });
        const refused = check(body);
        if (refused) return refused;
        const created = { ...app(10 + apps.length, body.name, body.type ?? null), url: body.url };
        apps = [...apps, created];
        return json(201, { data: created });
      }
      if (url.pathname === '/api/schools/3/applications/order') {
        if (failReorder) {
          return invalid({
            ids: [
              'The applications of this school changed meanwhile. Reload the list and try again.',
            ],
          });
        }
        apps = (body.ids as number[]).map((id) => apps.find((a) => a.id === id)!);
        return json(200, { data: apps });
      }
      const match = /^\/api\/applications\/(\d+)$/.exec(url.pathname);
      const found = match ? apps.find((a) => a.id === Number(match[1])) : undefined;
      if (!found) return json(404, { message: 'Not found.' });
      if (method === 'PATCH') {
        const refused = check(body);
        if (refused) return refused;
        const changed = { ...found, ...body };
        apps = apps.map((a) => (a.id === found.id ? changed : a));
        return json(200, { data: changed });
      }
      apps = apps.filter((a) => a.id !== found.id);
      return json(204, null);
    }),
  );
  return { sent, writes: () => sent.filter((s) => s.method !== 'GET') };
}

/** What the header reads: the same SWR key, in order. */
function HeaderProbe() {
  const { applications } = useSchoolApplications(3);
  return (
    <ol aria-label="Header">
      {applications.map((a) => (
        <li key={a.id}>{a.name}</li>
      ))}
    </ol>
  );
}

function renderTab() {
  return renderScreen(
    <>
      <HeaderProbe />
      <ApplicationsTab schoolId={3} />
      <ToastRegion label="Notifications" closeLabel="Close notification" />
    </>,
  );
}

const header = () =>
  within(screen.getByRole('list', { name: 'Header' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const rows = () =>
  within(screen.getByRole('grid', { name: /Linked applications/ }))
    .getAllByRole('row')
    .map((row) => row.querySelector('.koers-applications__name')?.textContent);

async function expectToast(title: string) {
  const region = screen.getByRole('region', { name: 'Notifications' });
  await waitFor(() =>
    expect(
      [...region.querySelectorAll('.koers-toast__title')].map((node) => node.textContent),
    ).toContain(title),
  );
}

async function chooseAction(name: string, action: 'Change' | 'Remove') {
  await userEvent.click(screen.getByRole('button', { name: `${action} ${name}` }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  updateSession({
    token: 'token',
    user: currentUser({ schools: [regenboog({ access: { role_id: 2 } })] }),
    context: { id: 3, contextType: 'school' },
    school: regenboog(),
    roles: [
      { id: 1, name: 'Medewerker', rank: 1 },
      { id: 2, name: 'Directeur', rank: 10 },
    ],
  });
});

afterEach(() => {
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('settings tab Applicatie-kiezer', () => {
  it('lists the applications in the header’s order with where each appears', async () => {
    fakeServer();
    renderTab();
    await screen.findByRole('row', { name: 'Outlook' });
    expect(rows()).toEqual(['To Do', 'Outlook', 'Basispoort']);
    const outlook = screen.getByRole('row', { name: 'Outlook' });
    expect(outlook).toHaveTextContent('Icon button: Webmail · https://outlook.nl');
    expect(screen.getByRole('row', { name: 'Basispoort' })).toHaveTextContent(
      'In the application chooser',
    );
  });

  it('moves an application up: the list and the header follow at once, and the order is saved', async () => {
    const server = fakeServer();
    renderTab();
    await screen.findByRole('row', { name: 'Basispoort' });
    await userEvent.click(screen.getByRole('button', { name: 'Move Basispoort up' }));
    expect(rows()).toEqual(['To Do', 'Basispoort', 'Outlook']);
    expect(header()).toEqual(['To Do', 'Basispoort', 'Outlook']);
    const list = screen.getByRole('grid', { name: /Linked applications/ }).parentElement!;
    expect(within(list).getByRole('status')).toHaveTextContent(
      'Basispoort is now at position 2 of 3.',
    );
    await waitFor(() =>
      expect(server.writes()).toEqual([
        { method: 'PUT', path: '/api/schools/3/applications/order', body: { ids: [1, 3, 2] } },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Basispoort up' })).toHaveFocus(),
    );
  });

  it('goes back to the saved order and says so when the server refuses the new one', async () => {
    fakeServer(seeded, { failReorder: true });
    renderTab();
    await screen.findByRole('row', { name: 'To Do' });
    await userEvent.click(screen.getByRole('button', { name: 'Move To Do down' }));
    await expectToast('The new order was not saved.');
    await waitFor(() => expect(rows()).toEqual(['To Do', 'Outlook', 'Basispoort']));
    expect(header()).toEqual(['To Do', 'Outlook', 'Basispoort']);
  });

  it('adds an application: an http address is refused on its field, an https one is added last', async () => {
    const server = fakeServer();
    renderTab();
    await screen.findByRole('row', { name: 'To Do' });
    await userEvent.click(screen.getByRole('button', { name: 'Add application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an application' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveFocus();
    await userEvent.type(name, 'Rekentuin');
    const address = within(dialog).getByRole('textbox', { name: /Web address/ });
    expect(address).toHaveValue('https://');
    await userEvent.clear(address);
    await userEvent.type(address, 'http://rekentuin.nl');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add application' }));
    const message =
      'The address must start with https://, so the application opens over a secure connection.';
    expect(await within(dialog).findByRole('link', { name: message })).toHaveAttribute(
      'href',
      '#application-url',
    );
    expect(within(dialog).getByRole('heading', { name: 'There is a problem' })).toHaveFocus();
    expect(address).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(address);
    await userEvent.type(address, 'https://www.rekentuin.nl');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add application' }));
    await expectToast('Rekentuin added');
    await waitFor(() => expect(rows()).toEqual(['To Do', 'Outlook', 'Basispoort', 'Rekentuin']));
    expect(header()).toContain('Rekentuin');
    expect(server.writes().at(-1)).toEqual({
      method: 'POST',
      path: '/api/schools/3/applications',
      body: { name: 'Rekentuin', url: 'https://www.rekentuin.nl', type: null },
    });
  });

  it('changes where an application appears', async () => {
    const server = fakeServer();
    renderTab();
    await screen.findByRole('row', { name: 'Basispoort' });
    const dialog = await chooseAction('Basispoort', 'Change');
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Basispoort');
    const type = () => within(dialog).getByRole('button', { name: /In the application chooser/ });
    // The select swaps in react-aria's implementation on the first intent: press that one.
    await userEvent.hover(type());
    await waitFor(() => expect(type()).toHaveAttribute('data-rac'));
    await userEvent.click(type());
    await userEvent.click(await screen.findByRole('option', { name: 'Icon button: Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Basispoort saved');
    await waitFor(() =>
      expect(screen.getByRole('row', { name: 'Basispoort' })).toHaveTextContent(
        'Icon button: Other',
      ),
    );
    expect(server.writes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/applications/3',
        body: { name: 'Basispoort', url: 'https://basispoort.nl', type: 'other' },
      },
    ]);
  });

  it('removes an application after a confirmation that names it; the focus goes to the next one', async () => {
    fakeServer();
    renderTab();
    await screen.findByRole('row', { name: 'Outlook' });
    const dialog = await chooseAction('Outlook', 'Remove');
    expect(within(dialog).getByText('Remove Outlook?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expectToast('Outlook removed');
    await waitFor(() => expect(rows()).toEqual(['To Do', 'Basispoort']));
    expect(header()).toEqual(['To Do', 'Basispoort']);
    await waitFor(() => expect(screen.getByRole('row', { name: 'Basispoort' })).toHaveFocus());
  });

  it('gives the focus to the add button when the last application is removed', async () => {
    fakeServer([app(2, 'Outlook', 'webmail')]);
    renderTab();
    await screen.findByRole('row', { name: 'Outlook' });
    const dialog = await chooseAction('Outlook', 'Remove');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No applications have been linked yet.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add application' })).toHaveFocus(),
    );
  });

  it('says when there are none, and offers to add one', async () => {
    fakeServer([]);
    renderTab();
    expect(await screen.findByText('No applications have been linked yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add application' })).toBeInTheDocument();
  });

  it('shows a reader the list without anything to change', async () => {
    updateSession({ user: currentUser({ schools: [regenboog({ access: { role_id: 1 } })] }) });
    fakeServer();
    renderTab();
    await screen.findByRole('row', { name: 'Outlook' });
    expect(screen.queryByRole('button', { name: 'Add application' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Change|Remove) / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move Outlook up' })).toBeDisabled();
  });
});
