import type {
  Document,
  DocumentAtVersion,
  DocumentComparison,
  DocumentVersion,
  HistoryEntry,
} from '@koers/contract';
import { ToastRegion, toastQueue } from '@koers/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HistoryPage from './history-page';

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

const jan = { id: 1, name: 'Jan Jansen' };
const plan: Document = {
  id: 7,
  name: 'Schoolplan 2026-2027',
  type: 'plan',
  documentable_type: 'school',
  documentable_id: 3,
  period_id: 1,
  version: 9,
  updated_at: '2026-11-20T10:00:00.000Z',
  blocks: [],
} as unknown as Document;

const entry = (version: number, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  version,
  first_version: version,
  saves: 1,
  kind: 'saved',
  author: jan,
  started_at: `2026-11-${10 + version}T09:00:00.000Z`,
  saved_at: `2026-11-${10 + version}T09:00:00.000Z`,
  ...extra,
});

const concept: DocumentVersion = {
  id: 1,
  version: 4,
  name: 'Concept voor MR',
  kind: 'named',
  note: null,
  author: jan,
  created_at: '2026-11-14T12:00:00.000Z',
};
const adopted: DocumentVersion = {
  id: 2,
  version: 2,
  name: 'Vastgesteld',
  kind: 'adopted',
  note: 'Instemming MR 12 mei',
  author: jan,
  created_at: '2026-11-12T12:00:00.000Z',
};

const comparison: DocumentComparison = {
  from: 4,
  to: 9,
  counts: { added: 1, removed: 1, changed: 2, moved: 1 },
  blocks: [
    { uid: 'a', change: 'same', moved: false, type: 'h1', level: 1, content: 'Doelen' },
    {
      uid: 'b',
      change: 'changed',
      moved: false,
      type: 'body',
      level: null,
      content: '<p>Wij oefenen begrijpend lezen elke week.</p>',
      before: '<p>Wij oefenen lezen elke dag.</p>',
      words: [
        { op: 'same', text: 'Wij oefenen ' },
        { op: 'added', text: 'begrijpend ' },
        { op: 'same', text: 'lezen elke ' },
        { op: 'removed', text: 'dag' },
        { op: 'added', text: 'week' },
        { op: 'same', text: '.' },
      ],
    },
    {
      uid: 'c',
      change: 'changed',
      moved: true,
      type: 'h2',
      level: 2,
      content: 'Rekenen en taal',
      before: 'Rekenen',
      words: [
        { op: 'same', text: 'Rekenen' },
        { op: 'added', text: ' en taal' },
      ],
    },
    {
      uid: 'd',
      change: 'added',
      moved: false,
      type: 'body',
      level: null,
      content: '<p>Een nieuwe alinea.</p>',
    },
    {
      uid: 'e',
      change: 'removed',
      moved: false,
      type: 'body',
      level: null,
      content: '<p>Een oude alinea.</p>',
    },
    ...['f', 'g', 'h'].map((uid) => ({
      uid,
      change: 'same' as const,
      moved: false,
      type: 'body' as const,
      level: null,
      content: `<p>Ongewijzigd ${uid}.</p>`,
    })),
  ],
};

const atVersion4: DocumentAtVersion = {
  id: 7,
  name: 'Schoolplan 2026-2027',
  version: 4,
  current_version: 9,
  saved_at: '2026-11-14T09:00:00.000Z',
  author: jan,
  blocks: [
    { id: 0, type: 'body', level: null, content: '<p>Tweede alinea.</p>', position: 1 },
    { id: 0, type: 'h1', level: 1, content: 'Doelen', position: 0 },
  ],
};

/**
 * The history API of document 7 as far as the screen uses it: two pages of entries, the named
 * versions (naming one refuses an empty name with a 422), version 4, a comparison and a restore
 * (refused while `adoptedNow`).
 */
function fakeServer({ adoptedNow = false } = {}) {
  let versions = [concept, adopted];
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path: url.pathname + url.search, body });
      switch (`${method} ${url.pathname}${url.search}`) {
        case 'GET /api/documents/7':
          return json(200, { data: plan });
        case 'GET /api/documents/7/history':
          return json(200, {
            data: [
              entry(9, { first_version: 7, saves: 3, started_at: '2026-11-17T09:00:00.000Z' }),
              entry(6, { kind: 'restored' }),
            ],
            next_before: 6,
          });
        case 'GET /api/documents/7/history?before=6':
          return json(200, {
            data: [entry(4, { kind: 'created' }), entry(1, { kind: 'baseline', author: null })],
            next_before: null,
          });
        case 'GET /api/documents/7/versions':
          return json(200, { data: versions });
        case 'POST /api/documents/7/versions': {
          const name = String(body?.name ?? '');
          if (!name)
            return json(422, {
              message: 'The given data was invalid.',
              errors: { name: ['Geef de versie een naam.'] },
            });
          const created: DocumentVersion = {
            ...concept,
            id: 3,
            version: 9,
            name,
            created_at: '2026-11-20T10:00:00.000Z',
          };
          versions = [created, ...versions];
          return json(201, { data: created });
        }
        case 'GET /api/documents/7/history/4':
          return json(200, { data: atVersion4 });
        case 'GET /api/documents/7/compare?from=4&to=9':
          return json(200, { data: comparison });
        case 'POST /api/documents/7/history/4/restore':
          return adoptedNow
            ? json(409, {
                message: 'Dit document is vastgesteld: zet het eerst terug naar concept.',
                error: 'document_adopted',
              })
            : json(200, { data: { ...plan, version: 10 } });
        default:
          return json(404, { message: 'Not Found' });
      }
    }),
  );
  return { sent, writes: () => sent.filter((s) => s.method !== 'GET') };
}

function renderAt(route: string) {
  const router = createMemoryRouter(
    [
      { path: '/document/:id/geschiedenis', element: <HistoryPage /> },
      { path: '/document/:id', element: <p>The document page</p> },
    ],
    { initialEntries: [route] },
  );
  render(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <IntlProvider locale="en" defaultLocale="en" timeZone="UTC" onError={() => undefined}>
        <RouterProvider router={router} />
        <ToastRegion label="Notifications" closeLabel="Close notification" />
      </IntlProvider>
    </SWRConfig>,
  );
  return router;
}

async function toasts() {
  const region = screen.getByRole('region', { name: 'Notifications' });
  const list = await within(region).findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.koers-toast__title')?.textContent);
}

const section = (name: string) => screen.getByRole('region', { name });
const items = (name: string) =>
  within(section(name))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.koers-history__item-title')?.textContent);

afterEach(() => {
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
  cleanup();
  vi.unstubAllGlobals();
});

describe('HistoryPage', () => {
  it('lists the named versions and the changes newest first, and loads older ones', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAt('/document/7/geschiedenis');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'History of Schoolplan 2026-2027' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the document' })).toHaveAttribute(
      'href',
      '/document/7',
    );
    expect(items('Versions')).toEqual(['Concept voor MR', 'Vastgesteld Adopted']);
    expect(within(section('Versions')).getByText('Instemming MR 12 mei')).toBeInTheDocument();
    expect(
      within(section('Versions')).getByRole('link', { name: 'View “Concept voor MR”' }),
    ).toHaveAttribute('href', '/document/7/geschiedenis?versie=4');
    expect(
      within(section('Versions')).getByRole('link', {
        name: 'Compare with the current version (“Concept voor MR”)',
      }),
    ).toHaveAttribute('href', '/document/7/geschiedenis?van=4&tot=9');

    const changes = section('Changes');
    await waitFor(() => expect(items('Changes')).toEqual(['Edited Current version', 'Restored']));
    // An entry of several saves: from its first to its last, and how many.
    const newest = within(changes).getAllByRole('listitem')[0]!;
    expect(newest).toHaveTextContent(/Nov 17.*–.*Nov 19, 2026/);
    expect(newest).toHaveTextContent('3 saves');
    expect(within(newest).queryByRole('link', { name: /Compare/ })).toBeNull();

    await user.click(within(changes).getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(items('Changes')).toEqual([
        'Edited Current version',
        'Restored',
        'Created',
        'Start of the history',
      ]),
    );
    expect(within(changes).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(server.sent.map((s) => s.path)).toContain('/api/documents/7/history?before=6');
  });

  it('compares the two newest entries from the choices of From and To', async () => {
    fakeServer();
    const user = userEvent.setup();
    const router = renderAt('/document/7/geschiedenis');
    const form = await screen.findByRole('form', { name: 'Compare two versions' });
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: /From$/ })).toHaveTextContent(/Version 6/),
    );
    expect(within(form).getByRole('button', { name: /To$/ })).toHaveTextContent(/Version 9/);
    await user.click(within(form).getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(router.state.location.search).toBe('?van=6&tot=9'));
  });

  it('saves a named version: a refused name shows on the field, a good one joins the list', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAt('/document/7/geschiedenis');
    await user.click(await screen.findByRole('button', { name: 'Save version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save version' });
    const name = within(dialog).getByRole('textbox', { name: /Name of the version/ });
    expect(name).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Save version' }));
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent('Geef de versie een naam.');
    await waitFor(() => expect(summary).toContainElement(document.activeElement as HTMLElement));
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'Concept voor team');
    await user.click(within(dialog).getByRole('button', { name: 'Save version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual(['Version “Concept voor team” saved']);
    await waitFor(() =>
      expect(items('Versions')).toEqual([
        'Concept voor team',
        'Concept voor MR',
        'Vastgesteld Adopted',
      ]),
    );
    expect(server.writes().map((w) => [w.method, w.path, w.body])).toEqual([
      ['POST', '/api/documents/7/versions', { name: '' }],
      ['POST', '/api/documents/7/versions', { name: 'Concept voor team' }],
    ]);
  });

  it('shows a comparison with a word label per differing block and the words in ins and del', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderAt('/document/7/geschiedenis?van=4&tot=9');
    expect(
      await screen.findByText('Changes from “Concept voor MR” to the current version (9)'),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 changed, 1 added, 1 removed, 1 moved')).toBeInTheDocument();

    const blocks = [...document.querySelectorAll('.koers-history-diff__block')];
    const labelsOf = (block: Element) =>
      [...block.querySelectorAll('.koers-history-diff__label')].map((l) => l.textContent);
    expect(blocks.map(labelsOf)).toEqual([
      [],
      ['Changed'],
      ['Changed', 'Moved'],
      ['Added'],
      ['Removed'],
    ]);

    const paragraph = blocks[1]!;
    expect([...paragraph.querySelectorAll('ins')].map((e) => e.textContent)).toEqual([
      'inserted: begrijpend ',
      'inserted: week',
    ]);
    expect([...paragraph.querySelectorAll('del')].map((e) => e.textContent)).toEqual([
      'deleted: dag',
    ]);
    expect(paragraph.querySelector('del .koers-visually-hidden')).toHaveTextContent('deleted:');
    // Headings keep their level under the page's h1: a document's h1 is an h2, its h2 an h3.
    expect(screen.getByRole('heading', { level: 2, name: 'Doelen' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: /^Rekenen\s*inserted:\s*en taal$/ }),
    ).toBeInTheDocument();
    expect(blocks[4]!.querySelector('del')).toHaveTextContent('Een oude alinea.');

    // Three unchanged blocks in a row fold away.
    expect(screen.queryByText('Ongewijzigd f.')).toBeNull();
    const fold = screen.getByRole('button', { name: '3 unchanged blocks' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Ongewijzigd f.')).toBeInTheDocument();
  });

  it('restores a version after a confirmation and opens the document', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    const router = renderAt('/document/7/geschiedenis?versie=4');
    expect(
      await screen.findByRole('heading', { level: 2, name: /^Version 4 of Nov 14, 2026/ }),
    ).toBeInTheDocument();
    // Blocks of a version all have id 0: they are shown in order, each its own anchor; under
    // the version's title the document's h1 is an h3.
    expect(screen.getByRole('heading', { level: 3, name: /Doelen/ })).toHaveAttribute(
      'id',
      'block-1',
    );
    expect(screen.getByText('Tweede alinea.')).toBeInTheDocument();
    expect(screen.getByText('Saved as “Concept voor MR”')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    expect(dialog).toHaveTextContent(/Nothing is lost/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/document/7'));
    expect(await toasts()).toEqual(['Version restored']);
    expect(server.writes().map((w) => [w.method, w.path])).toEqual([
      ['POST', '/api/documents/7/history/4/restore'],
    ]);
  });

  it("shows the server's reason when an adopted document cannot be restored", async () => {
    fakeServer({ adoptedNow: true });
    const user = userEvent.setup();
    const router = renderAt('/document/7/geschiedenis?versie=4');
    await user.click(await screen.findByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dit document is vastgesteld: zet het eerst terug naar concept.',
    );
    expect(router.state.location.pathname).toBe('/document/7/geschiedenis');
  });

  it('says the history is not there for a reader (403) as for a document that does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/documents/7'
          ? new Response(JSON.stringify({ data: plan }), { status: 200 })
          : new Response(JSON.stringify({ message: 'Forbidden' }), { status: 403 }),
      ),
    );
    renderAt('/document/7/geschiedenis');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'History not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the home page' })).toBeInTheDocument();
  });
});
