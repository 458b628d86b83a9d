import type { AdminManual } from '@koers/contract';
import { ToastRegion, toastQueue } from '@koers/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualPage } from './manual-page';
import { ManualsTab } from './manuals-tab';

interface Sent {
  method: string;
  path: string;
  search: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

const manual = (id: number, title: string, position: number, extra: Partial<AdminManual> = {}) =>
  ({
    id,
    title,
    description: null,
    content: '<p>Uitleg.</p>',
    video_url: null,
    position,
    created_at: '2026-09-01T08:00:00.000Z',
    updated_at: '2026-09-01T08:00:00.000Z',
    ...extra,
  }) satisfies AdminManual;

beforeAll(() => {
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

/**
 * The admin API as far as Handleidingen uses it, keeping its manuals: the paged list (search on
 * the title, sort on position or title), one manual, create and change (the server stores a
 * YouTube page as its youtube-nocookie player), the order and removal.
 */
function fakeServer() {
  let manuals = [
    manual(1, 'Inloggen en wisselen', 1),
    manual(2, 'De jaarkalender', 2),
    manual(3, 'De sociale kaart', 3),
  ];
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const stored = (video: unknown) =>
    typeof video === 'string' && video.includes('watch?v=')
      ? `https://www.youtube-nocookie.com/embed/${new URL(video).searchParams.get('v')}`
      : (video as string | null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path: url.pathname, search: url.searchParams, body });
      if (url.pathname === '/api/admin/manuals/order') {
        const ids = body.ids as number[];
        manuals = ids.map((id, index) => ({
          ...manuals.find((m) => m.id === id)!,
          position: index + 1,
        }));
        return json(200, { data: manuals });
      }
      if (url.pathname === '/api/admin/manuals') {
        if (method === 'POST') {
          const created = manual(10 + manuals.length, String(body.title), manuals.length + 1, {
            ...body,
            video_url: stored(body.video_url),
          });
          manuals = [...manuals, created];
          return json(201, { data: created });
        }
        const query = (url.searchParams.get('query') ?? '').toLowerCase();
        const column = url.searchParams.get('sort_column') ?? 'position';
        const order = url.searchParams.get('sort_order') === 'desc' ? -1 : 1;
        const rows = manuals
          .filter((m) => m.title.toLowerCase().includes(query))
          .sort((a, b) =>
            column === 'title'
              ? order * a.title.localeCompare(b.title)
              : order * (a.position - b.position),
          );
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
      }
      const one = /^\/api\/admin\/manuals\/(\d+)$/.exec(url.pathname);
      const found = one ? manuals.find((m) => m.id === Number(one[1])) : undefined;
      if (!found) return json(404, { message: 'Not Found' });
      if (method === 'PATCH') {
        const changed = { ...found, ...body, video_url: stored(body.video_url) };
        manuals = manuals.map((m) => (m.id === found.id ? changed : m));
        return json(200, { data: changed });
      }
      if (method === 'DELETE') {
        manuals = manuals.filter((m) => m.id !== found.id);
        return json(204, null);
      }
      return json(200, { data: found });
    }),
  );
  return { sent, writes: () => sent.filter((s) => s.method !== 'GET') };
}

function renderAt(route: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/handleidingen', element: <ManualsTab /> },
      { path: '/admin/handleidingen/nieuw', element: <ManualPage /> },
      { path: '/admin/handleidingen/:id', element: <ManualPage /> },
    ],
    { initialEntries: [route] },
  );
  render(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
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

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

/** Makes `text` in the editor bold, as selecting it and pressing the toolbar's Bold does. */
async function makeBold(text: string) {
  const surface = await screen.findByRole('textbox', { name: 'Text of the manual' });
  // The Tiptap editor behind the surface (Tiptap puts it on the element); only what is used here.
  const editor = (
    surface as unknown as {
      editor: {
        view: { posAtDOM: (node: Node, offset: number) => number };
        commands: { setTextSelection: (range: { from: number; to: number }) => boolean };
      };
    }
  ).editor;
  const walker = document.createTreeWalker(surface, NodeFilter.SHOW_TEXT);
  let node = walker.nextNode() as Text | null;
  while (node && !node.data.includes(text)) node = walker.nextNode() as Text | null;
  const from = editor.view.posAtDOM(node!, node!.data.indexOf(text));
  act(() => {
    editor.commands.setTextSelection({ from, to: from + text.length });
  });
  await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin Handleidingen', () => {
  it('lists the manuals in their order, each title a link to its page', async () => {
    fakeServer();
    renderAt('/admin/handleidingen');
    await screen.findByRole('rowheader', { name: 'Inloggen en wisselen' });
    expect(rowNames()).toEqual(['Inloggen en wisselen', 'De jaarkalender', 'De sociale kaart']);
    expect(screen.getByRole('link', { name: 'De jaarkalender' })).toHaveAttribute(
      'href',
      '/admin/handleidingen/2',
    );
  });

  it('refuses a video from another site before sending, then creates the manual with its text', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    const router = renderAt('/admin/handleidingen/nieuw');
    expect(await screen.findByRole('heading', { name: 'New manual' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Inloggen');
    const video = screen.getByRole('textbox', { name: 'Video (YouTube or Vimeo)' });
    await user.type(video, 'https://evil.example/video.mp4');
    await user.click(screen.getByRole('button', { name: 'Create manual' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(/Give the address of a YouTube or Vimeo video/);
    expect(video).toHaveAttribute('aria-invalid', 'true');
    expect(server.writes()).toEqual([]);

    await user.clear(video);
    await user.type(video, 'https://www.youtube.com/watch?v=M7lc1UVf-VE');
    await user.click(screen.getByRole('button', { name: 'Create manual' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/handleidingen/13'));
    expect(await toasts()).toEqual(['Inloggen has been created']);
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: {
          title: 'Inloggen',
          description: null,
          video_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
          content: null,
        },
      }),
    ]);
    // The page shows the address as stored: the player without cookies.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Video (YouTube or Vimeo)' })).toHaveValue(
        'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
      ),
    );
  });

  it("changes a manual's text with the editor and saves it with the form", async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAt('/admin/handleidingen/2');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('De jaarkalender');
    await makeBold('Uitleg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toasts()).toEqual(['Saved']);
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/admin/manuals/2',
        body: expect.objectContaining({ content: '<p><strong>Uitleg</strong>.</p>' }),
      }),
    ]);
  });

  it('asks before leaving a manual with unsaved changes', async () => {
    fakeServer();
    const user = userEvent.setup();
    const router = renderAt('/admin/handleidingen/2');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), ' (nieuw)');
    await user.click(screen.getByRole('link', { name: 'All manuals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/handleidingen/2');
    await user.click(screen.getByRole('link', { name: 'All manuals' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/handleidingen'));
  });

  it('removes a manual after a confirmation that names it; the list keeps its search', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAt('/admin/handleidingen');
    await screen.findByRole('rowheader', { name: 'De sociale kaart' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'de');
    await waitFor(() => expect(server.sent.at(-1)?.search.get('query')).toBe('de'));
    await waitFor(() => expect(rowNames()).toEqual(['De jaarkalender', 'De sociale kaart']));

    await user.click(screen.getByRole('button', { name: 'Actions for De jaarkalender' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove manual' });
    expect(dialog).toHaveTextContent('Do you want to remove the manual “De jaarkalender”?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove manual' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await toasts()).toEqual(['De jaarkalender has been removed']);
    await waitFor(() => expect(rowNames()).toEqual(['De sociale kaart']));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('de');
    expect(server.writes().map((w) => [w.method, w.path])).toEqual([
      ['DELETE', '/api/admin/manuals/2'],
    ]);
  });

  it("keeps the list's search and sort across a visit to a manual's page", async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    const router = renderAt('/admin/handleidingen');
    await screen.findByRole('rowheader', { name: 'De sociale kaart' });
    await user.click(screen.getByRole('button', { name: 'Title' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'de ');
    await waitFor(() => expect(rowNames()).toEqual(['De jaarkalender', 'De sociale kaart']));

    await user.click(screen.getByRole('link', { name: 'De sociale kaart' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('De sociale kaart');
    await user.click(screen.getByRole('link', { name: 'All manuals' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/handleidingen'));
    expect(new URLSearchParams(router.state.location.search).get('query')).toBe('de');
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('de');
    await waitFor(() => expect(rowNames()).toEqual(['De jaarkalender', 'De sociale kaart']));
    const last = server.sent.filter((s) => s.path === '/api/admin/manuals').at(-1)!;
    expect([last.search.get('query'), last.search.get('sort_column')]).toEqual(['de', 'title']);
  });

  it('reorders the manuals with the keyboard buttons; each move is saved with the whole order', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderAt('/admin/handleidingen');
    await screen.findByRole('rowheader', { name: 'Inloggen en wisselen' });
    await user.click(screen.getByRole('button', { name: 'Change order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order of the manuals' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Move De sociale kaart up' }),
    );
    await waitFor(() => expect(server.writes().map((w) => w.body)).toEqual([{ ids: [1, 3, 2] }]));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(rowNames()).toEqual(['Inloggen en wisselen', 'De sociale kaart', 'De jaarkalender']),
    );
  });
});
