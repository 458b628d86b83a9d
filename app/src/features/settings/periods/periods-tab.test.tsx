import type { Period } from '@koers/contract';
import { ToastRegion, toastQueue } from '@koers/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { renderScreen } from '@/lib/testing/render-screen';
import SettingsPeriods from '../routes/settings-periods';
import { suggestPeriod } from './period-dialog';

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/**
 * A school's years as the server keeps them: list, add, change (an end before the start and an
 * overlap refused on the date that is wrong) and remove (a year with documents only with a
 * choice for them).
 */
function fakeServer(initial: Period[]) {
  let periods = initial.map((p) => ({ ...p, documents: [...p.documents] }));
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const invalid = (field: string, message: string) =>
    json(422, { message: 'The given data was invalid.', errors: { [field]: [message] } });
  const check = (start: string, end: string, except?: number) => {
    if (end <= start) return invalid('end_at', 'The end date must be after the start date.');
    const other = periods.find((p) => p.id !== except && p.start_at <= end && p.end_at >= start);
    if (!other) return null;
    const field = other.start_at > start && other.end_at > end ? 'end_at' : 'start_at';
    return invalid(field, `This school year overlaps ${other.name}.`);
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path: url.pathname, search: url.search, body });
      if (url.pathname === '/api/schools/3/documents') return json(200, { data: [] });
      if (url.pathname === '/api/schools/3/periods') {
        if (method === 'GET') return json(200, { data: periods });
        const refused = check(body.start_at, body.end_at);
        if (refused) return refused;
        const created = { id: 100 + periods.length, ...body, documents: [] };
        periods = [...periods, created].sort((a, b) => a.start_at.localeCompare(b.start_at));
        return json(201, { data: created });
      }
      const match = /^\/api\/periods\/(\d+)$/.exec(url.pathname);
      const period = match ? periods.find((p) => p.id === Number(match[1])) : undefined;
      if (!period) return json(404, { message: 'Not Found' });
      if (method === 'PATCH') {
        const refused = check(body.start_at, body.end_at, period.id);
        if (refused) return refused;
        const changed = { ...period, ...body };
        periods = periods.map((p) => (p.id === period.id ? changed : p));
        return json(200, { data: changed });
      }
      if (method === 'DELETE') {
        const choice = url.searchParams.get('documents');
        if (period.documents.length > 0 && choice === null) {
          return invalid(
            'documents',
            'This school year has documents. Choose whether they move to another school year or are deleted with it.',
          );
        }
        const target = Number(url.searchParams.get('move_to'));
        periods = periods
          .filter((p) => p.id !== period.id)
          .map((p) =>
            choice === 'move' && p.id === target
              ? { ...p, documents: [...p.documents, ...period.documents] }
              : p,
          );
        return json(204, null);
      }
      return json(405, { message: 'Method Not Allowed' });
    }),
  );
  return { writes: () => sent.filter((s) => s.method !== 'GET') };
}

const seeded: Period[] = [
  {
    id: 1,
    name: 'Schooljaar 2025-2026',
    start_at: '2025-08-01',
    end_at: '2026-07-31',
    documents: [{ id: 11, name: 'Jaarplan 2025-2026', type: 'plan', status: 'ter_bespreking' }],
  },
  {
    id: 2,
    name: 'Schooljaar 2026-2027',
    start_at: '2026-08-01',
    end_at: '2027-07-31',
    documents: [],
  },
];

function renderTab() {
  return renderScreen(
    // The dates in the app's language, as the app's providers set react-aria's locale.
    <I18nProvider locale="en-GB">
      <SettingsPeriods />
      <ToastRegion label="Notifications" closeLabel="Close notification" />
    </I18nProvider>,
  );
}

async function toasts() {
  const region = screen.getByRole('region', { name: 'Notifications' });
  const list = await within(region).findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.koers-toast__title')?.textContent);
}

const names = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.textContent?.replace(' (selected)', ''));

async function chooseAction(name: string, action: 'Change' | 'Remove') {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

/** The two dates of the range field, each as its segments' text (day/month/year in en-GB). */
function dates(dialog: HTMLElement) {
  const group = within(dialog).getByRole('group', { name: /Runs from/ });
  const segments = within(group)
    .getAllByRole('spinbutton')
    .map((s) => s.textContent);
  return [segments.slice(0, 3).join('/'), segments.slice(3, 6).join('/')];
}

beforeEach(() => {
  // The error summary scrolls the field into view; jsdom lays nothing out.
  Element.prototype.scrollIntoView = vi.fn();
  updateSession({ token: 'token', context: { id: 3, contextType: 'school' } });
});

afterEach(() => {
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('suggestPeriod', () => {
  it('suggests the year after the last one, or the school year of today', () => {
    expect(suggestPeriod([{ end_at: '2027-07-31' }])).toMatchObject({
      name: 'Schooljaar 2027-2028',
    });
    const fromLast = suggestPeriod([{ end_at: '2027-07-31' }]);
    expect([fromLast.start.toString(), fromLast.end.toString()]).toEqual([
      '2027-08-01',
      '2028-07-31',
    ]);
    const spring = suggestPeriod([], '2026-03-10');
    expect([spring.name, spring.start.toString(), spring.end.toString()]).toEqual([
      'Schooljaar 2025-2026',
      '2025-08-01',
      '2026-07-31',
    ]);
    expect(suggestPeriod([], '2026-08-01').name).toBe('Schooljaar 2026-2027');
  });
});

describe('settings tab Schooljaren', () => {
  it('adds the suggested next year after the server refused an overlap on the start date', async () => {
    const server = fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: /Schooljaar 2026-2027/ });
    await userEvent.click(screen.getByRole('button', { name: 'New school year' }));
    const dialog = await screen.findByRole('dialog', { name: 'New school year' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Schooljaar 2027-2028');
    expect(dates(dialog)).toEqual(['01/08/2027', '31/07/2028']);

    // Start it a day early: the server refuses it on the start date.
    const [startDay] = within(dialog).getAllByRole('spinbutton');
    await userEvent.click(startDay!);
    await userEvent.keyboard('{ArrowDown}');
    expect(dates(dialog)[0]).toBe('31/08/2027');
    const monthSegment = within(dialog).getAllByRole('spinbutton')[1]!;
    await userEvent.click(monthSegment);
    await userEvent.keyboard('{ArrowDown}');
    expect(dates(dialog)[0]).toBe('31/07/2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const summary = await within(dialog).findByRole('alert');
    const link = within(summary).getByRole('link', {
      name: 'This school year overlaps Schooljaar 2026-2027.',
    });
    expect(link).toHaveAttribute('href', '#period-start');
    expect(
      within(dialog).getByText('This school year overlaps Schooljaar 2026-2027.', {
        selector: '.koers-field__error',
      }),
    ).toBeVisible();
    await userEvent.click(link);
    expect(within(dialog).getAllByRole('spinbutton')[0]).toHaveFocus();

    await userEvent.click(within(dialog).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('01');
    await userEvent.click(monthSegment);
    await userEvent.keyboard('08');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual(['Schooljaar 2027-2028 has been added.']);
    expect(server.writes().at(-1)).toMatchObject({
      method: 'POST',
      body: { name: 'Schooljaar 2027-2028', start_at: '2027-08-01', end_at: '2028-07-31' },
    });
    // The list follows without a reload.
    await waitFor(() =>
      expect(names()).toEqual([
        'Schooljaar 2025-2026',
        'Schooljaar 2026-2027',
        'Schooljaar 2027-2028',
      ]),
    );
  });

  it("offers the latest year's documents to carry over, its jaarplan ticked, and sends the chosen ones", async () => {
    const server = fakeServer([
      seeded[0]!,
      {
        ...seeded[1]!,
        documents: [
          { id: 21, name: 'Jaarplan 2026-2027', type: 'plan', status: 'ter_bespreking' },
          { id: 22, name: 'Notulen MR', type: 'notes', status: 'ter_bespreking' },
        ],
      },
    ]);
    renderTab();
    await screen.findByRole('rowheader', { name: /Schooljaar 2026-2027/ });
    await userEvent.click(screen.getByRole('button', { name: 'New school year' }));
    const dialog = await screen.findByRole('dialog', { name: 'New school year' });
    const carry = within(dialog).getByRole('group', {
      name: 'Carry documents of Schooljaar 2026-2027 over',
    });
    expect(carry).toHaveAccessibleDescription(/copied with its content into the new school year/);
    expect(within(carry).getByRole('checkbox', { name: 'Jaarplan 2026-2027' })).toBeChecked();
    const notes = within(carry).getByRole('checkbox', { name: 'Notulen MR' });
    expect(notes).not.toBeChecked();
    await userEvent.click(notes);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes().at(-1)).toMatchObject({
      method: 'POST',
      body: {
        name: 'Schooljaar 2027-2028',
        start_at: '2027-08-01',
        end_at: '2028-07-31',
        carry_documents: [21, 22],
      },
    });
  });

  it('sends no documents when none is ticked, and offers none when changing a year', async () => {
    const server = fakeServer([
      {
        ...seeded[1]!,
        documents: [{ id: 21, name: 'Jaarplan 2026-2027', type: 'plan', status: 'ter_bespreking' }],
      },
    ]);
    renderTab();
    await screen.findByRole('rowheader', { name: /Schooljaar 2026-2027/ });
    await userEvent.click(screen.getByRole('button', { name: 'New school year' }));
    const dialog = await screen.findByRole('dialog', { name: 'New school year' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Jaarplan 2026-2027' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = server.writes().at(-1)!;
    expect(sent.body).not.toHaveProperty('carry_documents');

    const edit = await chooseAction('Schooljaar 2026-2027', 'Change');
    expect(within(edit).queryByRole('group', { name: /^Carry documents/ })).toBeNull();
  });

  it('changes a year; an end before the start is refused on the end date', async () => {
    const server = fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: /Schooljaar 2026-2027/ });
    const dialog = await chooseAction('Schooljaar 2026-2027', 'Change');
    expect(within(dialog).getByRole('heading', { name: 'Change school year' })).toBeVisible();
    expect(dates(dialog)).toEqual(['01/08/2026', '31/07/2027']);
    const year = within(dialog).getAllByRole('spinbutton')[5]!;
    await userEvent.click(year);
    await userEvent.keyboard('2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const summary = await within(dialog).findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'The end date must be after the start date.' }),
    ).toHaveAttribute('href', '#period-end');

    await userEvent.click(year);
    await userEvent.keyboard('2027');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Schooljaar 26/27');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual(['Schooljaar 26/27 has been saved.']);
    expect(server.writes().at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/api/periods/2',
      body: { name: 'Schooljaar 26/27', start_at: '2026-08-01', end_at: '2027-07-31' },
    });
    await waitFor(() => expect(names()).toContain('Schooljaar 26/27'));
  });

  it('removes a year with documents only after choosing where they go, naming them', async () => {
    const server = fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: /Schooljaar 2025-2026/ });
    const dialog = await chooseAction('Schooljaar 2025-2026', 'Remove');
    expect(dialog).toHaveTextContent('Are you sure you want to remove ‘Schooljaar 2025-2026’?');
    expect(dialog).toHaveTextContent('It has one document: Jaarplan 2025-2026.');
    // Cancel has the focus: Enter right away removes nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    // Nothing chosen: the server's answer shows on the choice.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This school year has documents.',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: /What happens to its documents/ }),
    );
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Move them to Schooljaar 2026-2027',
      'Delete them with the school year',
    ]);
    await userEvent.click(options[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual(['Schooljaar 2025-2026 has been removed.']);
    expect(server.writes().at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/periods/1',
      search: '?documents=move&move_to=2',
    });
    await waitFor(() => expect(names()).toEqual(['Schooljaar 2026-2027']));
    // The moved jaarplan is now the other year's plan.
    expect(screen.getByRole('link', { name: 'Jaarplan 2025-2026' })).toBeInTheDocument();
  });

  it('removes a year without documents after a plain confirmation', async () => {
    const server = fakeServer(seeded);
    renderTab();
    await screen.findByRole('rowheader', { name: /Schooljaar 2026-2027/ });
    const dialog = await chooseAction('Schooljaar 2026-2027', 'Remove');
    expect(dialog).toHaveTextContent('It has no documents. This cannot be undone.');
    expect(within(dialog).queryByRole('button', { name: /What happens/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([
      { method: 'DELETE', path: '/api/periods/2', search: '', body: undefined },
    ]);
    await waitFor(() => expect(names()).toEqual(['Schooljaar 2025-2026']));
  });

  it('shows an error with a retry when the years cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Server Error' }), { status: 500 })),
    );
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
