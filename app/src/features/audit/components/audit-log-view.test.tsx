import type { AuditEntry } from '@koers/contract';
import { toastQueue } from '@koers/ui';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/lib/testing/render-screen';
import { AuditLogView } from './audit-log-view';

const anna = { id: 7, name: 'Anna de Vries', email: 'anna@regenboog.test' };
const henk = { id: 8, name: 'Henk van den Berg', email: 'henk@rivierenland.test' };

const entry = (id: number, summary: string, patch: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  created_at: `2026-11-2${id % 10}T09:30:00.000Z`,
  actor: anna,
  action: 'updated',
  subject_type: 'document',
  subject_id: String(id),
  subject_name: `Jaarplan ${id}`,
  context: { type: 'school', id: 3, name: 'OBS De Regenboog' },
  summary,
  ...patch,
});

const ENTRIES: AuditEntry[] = [
  entry(3, 'Anna de Vries deleted the document Jaarplan 3', { action: 'deleted' }),
  entry(2, 'Henk van den Berg changed the school OBS De Regenboog', {
    actor: henk,
    subject_type: 'school',
    subject_name: 'OBS De Regenboog',
  }),
  entry(1, 'Anna de Vries logged in', { action: 'login', context: null, subject_type: 'user' }),
];

interface Seen {
  url: URL;
  accept: string | null;
}

/**
 * The log's API as far as the screen uses it: the page filtered as the server filters, the
 * people of the person filter, and the CSV export (or its refusal).
 */
function stubLog({ root, csv }: { root: string; csv?: { status: number; body: string } }) {
  const seen: Seen[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      seen.push({ url, accept: new Headers(init?.headers).get('Accept') });
      const q = url.searchParams;
      if (url.pathname === `${root}/actors`) {
        const text = (q.get('query') ?? '').toLowerCase();
        return json(200, { data: [anna, henk].filter((p) => p.name.toLowerCase().includes(text)) });
      }
      if (url.pathname === `${root}.csv`) {
        const answer = csv ?? { status: 200, body: 'Date and time,What\r\n' };
        return answer.status === 200
          ? new Response(`\uFEFF${answer.body}`, {
              status: 200,
              headers: { 'Content-Type': 'text/csv; charset=utf-8' },
            })
          : new Response(answer.body, {
              status: answer.status,
              headers: { 'Content-Type': 'application/json' },
            });
      }
      if (url.pathname !== root) return json(404, { message: 'Not found.' });
      const rows = ENTRIES.filter(
        (e) =>
          (!q.get('user_id') || String(e.actor?.id) === q.get('user_id')) &&
          (!q.get('action') || e.action === q.get('action')) &&
          (!q.get('subject_type') || e.subject_type === q.get('subject_type')) &&
          (!q.get('query') || e.summary.toLowerCase().includes(q.get('query')!.toLowerCase())),
      );
      if (q.get('sort_order') === 'asc') rows.reverse();
      return json(200, {
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
    }),
  );
  return seen;
}

const listRequests = (seen: Seen[], root: string) =>
  seen.filter((s) => s.url.pathname === root).map((s) => s.url.search);

const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
});

describe('AuditLogView', () => {
  it('lists who changed what and where, newest first, and sorts by time', async () => {
    const root = '/api/admin/audit-log';
    const seen = stubLog({ root });
    const user = userEvent.setup();
    renderScreen(<AuditLogView scope={{ kind: 'all' }} showWhere />);

    await screen.findByRole('rowheader', { name: /deleted the document Jaarplan 3/ });
    expect(rowTexts().map(([, what, where]) => [what, where])).toEqual([
      ['Anna de Vries deleted the document Jaarplan 3', 'OBS De Regenboog'],
      ['Henk van den Berg changed the school OBS De Regenboog', 'OBS De Regenboog'],
      // An account event has no school or board.
      ['Anna de Vries logged in', 'Account'],
    ]);
    const time = screen.getAllByRole('row')[1]!.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2026-11-23T09:30:00.000Z');
    expect(listRequests(seen, root)[0]).toBe('?page=1&sort_column=created_at&sort_order=desc');

    await user.click(screen.getByRole('button', { name: /When/ }));
    await waitFor(() =>
      expect(listRequests(seen, root).at(-1)).toBe('?page=1&sort_column=created_at&sort_order=asc'),
    );
    await waitFor(() => expect(rowTexts()[0]![1]).toBe('Anna de Vries logged in'));
  });

  it('filters by person, kind of change and kind of object, and clears the filters', async () => {
    const root = '/api/admin/audit-log';
    const seen = stubLog({ root });
    const user = userEvent.setup();
    renderScreen(<AuditLogView scope={{ kind: 'all' }} showWhere />);
    await screen.findByRole('rowheader', { name: /deleted the document/ });

    // A person: typed, then chosen from what the server offers.
    const person = screen.getByRole('combobox', { name: 'Person' });
    await user.click(person);
    await user.type(person, 'henk');
    // The server's answer for the typed text: Henk alone.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        `${henk.name}, ${henk.email}`,
      ]),
    );
    await user.click(screen.getByRole('option', { name: /Henk van den Berg/ }));
    await waitFor(() =>
      expect(listRequests(seen, root).at(-1)).toBe(
        `?user_id=${henk.id}&page=1&sort_column=created_at&sort_order=desc`,
      ),
    );
    await waitFor(() =>
      expect(rowTexts().map((r) => r[1])).toEqual([
        'Henk van den Berg changed the school OBS De Regenboog',
      ]),
    );
    expect(
      seen.some((s) => s.url.pathname === `${root}/actors` && s.url.search === '?query=henk'),
    ).toBe(true);

    // A kind of change on top: nothing of Henk was deleted, and the list says the filters fit nothing.
    await user.click(screen.getByRole('button', { name: /Kind of change/ }));
    await user.click(await screen.findByRole('option', { name: 'Deleted' }));
    await waitFor(() =>
      expect(listRequests(seen, root).at(-1)).toBe(
        `?user_id=${henk.id}&action=deleted&page=1&sort_column=created_at&sort_order=desc`,
      ),
    );
    expect(
      (await screen.findAllByText('Nothing recorded matches these filters.'))[0],
    ).toBeVisible();

    // A kind of object on top of them, by keyboard this time.
    screen.getByRole('button', { name: /Kind of object/ }).focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'School' }));
    await waitFor(() =>
      expect(listRequests(seen, root).at(-1)).toBe(
        `?user_id=${henk.id}&action=deleted&subject_type=school&page=1&sort_column=created_at&sort_order=desc`,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(listRequests(seen, root).at(-1)).toBe(
        '?page=1&sort_column=created_at&sort_order=desc',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Person' })).toHaveValue('');
    expect(screen.getByRole('button', { name: /Kind of change/ })).toHaveTextContent(
      'All kinds of change',
    );
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await waitFor(() => expect(rowTexts()).toHaveLength(3));
  });

  it('exports what the list shows as a CSV download, with the search and filters', async () => {
    const root = '/api/organisations/5/audit-log';
    const seen = stubLog({ root });
    const created = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderScreen(
      <AuditLogView
        scope={{ kind: 'context', context: { id: 5, contextType: 'organisation' } }}
        showWhere
      />,
    );
    await screen.findByRole('rowheader', { name: /deleted the document/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'jaarplan{Enter}');
    await waitFor(() => expect(rowTexts()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const request = seen.find((s) => s.url.pathname === `${root}.csv`)!;
    expect(request.url.search).toBe('?query=jaarplan');
    expect(request.accept).toBe('text/csv');
    const blob = created.mock.calls[0]![0];
    // One byte order mark, so spreadsheet programs read accents.
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Date and time,What\r\n');
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^activity-log-\d{4}-\d{2}-\d{2}\.csv$/);
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((t) => t.content)).toContainEqual(
        expect.objectContaining({ title: 'The CSV file has been downloaded.', variant: 'success' }),
      ),
    );
  });

  it('says why an export was refused', async () => {
    const root = '/api/schools/3/audit-log';
    const message = 'This export would hold 60000 entries; one export holds at most 50000.';
    stubLog({
      root,
      csv: {
        status: 422,
        body: JSON.stringify({
          message: 'The given data was invalid.',
          errors: { from: [message] },
        }),
      },
    });
    const user = userEvent.setup();
    renderScreen(
      <AuditLogView
        scope={{ kind: 'context', context: { id: 3, contextType: 'school' } }}
        showWhere={false}
      />,
    );
    await screen.findByRole('rowheader', { name: /deleted the document/ });
    // One school's own log has no "Where" column.
    expect(screen.queryByRole('columnheader', { name: 'Where' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((t) => t.content)).toContainEqual(
        expect.objectContaining({
          title: `The export did not work. ${message}`,
          variant: 'error',
        }),
      ),
    );
  });

  it('says so when the log cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Server Error"}', { status: 500 })),
    );
    renderScreen(<AuditLogView scope={{ kind: 'all' }} showWhere />);
    expect((await screen.findAllByText('The activity log could not be loaded.'))[0]).toBeVisible();
  });
});
