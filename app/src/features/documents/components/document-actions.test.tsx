import type { Document, DocumentSummary, Role } from '@koers/contract';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastRegion, toastQueue } from '@koers/ui';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useContextDocuments } from '@/lib/api/context-documents';
import { resetDocument } from '@/lib/document-store';
import { resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { currentUser, regenboog } from '@/lib/testing/fixtures';
import DocumentPage from '../routes/document-page';

const roles: Role[] = [
  { id: 1, name: 'Leerkracht', rank: 1 },
  { id: 2, name: 'Directeur', rank: 10 },
];

const jaarplan: Document = {
  id: 7,
  name: 'Jaarplan 2026-2027',
  type: 'plan',
  documentable_type: 'school',
  documentable_id: 3,
  period_id: 21,
  version: 4,
  updated_at: '2026-11-01T10:00:00.000Z',
  status: 'ter_bespreking',
  adoption: null,
  reading: 'current',
  is_template: false,
  template_id: null,
  fixed_chapters: [],
  blocks: [{ id: 11, type: 'h1', level: 1, content: 'Onderwijs', position: 0 }],
};

const summary = ({
  blocks: _b,
  version: _v,
  updated_at: _u,
  adoption,
  reading: _r,
  ...rest
}: Document): DocumentSummary => ({ ...rest, adopted_at: adoption?.at ?? null });

interface Request {
  method: string;
  path: string;
  body: unknown;
  headers?: Headers;
}

/** The document, the school's documents, what PATCH and DELETE answer, and its Word file. */
function stubServer(
  document: Document,
  answers: {
    patch?: { status: number; body: unknown };
    del?: { status: number };
    docx?: () => Promise<Response>;
  } = {},
) {
  let current: Document | null = document;
  const requests: Request[] = [];
  const answer = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      // Headers only for the download: the other requests are compared whole.
      requests.push(
        path.endsWith('/export.docx')
          ? { method, path, body, headers: new Headers(init?.headers) }
          : { method, path, body },
      );
      if (path === `/api/documents/${document.id}/export.docx` && answers.docx)
        return answers.docx();
      if (path === `/api/documents/${document.id}/status` && method === 'PUT') {
        const { status, note = null } = body as { status: Document['status']; note?: string };
        const adoption =
          status === 'vastgesteld'
            ? {
                at: '2027-05-12T10:00:00.000Z',
                by: { id: 1, name: 'Anouk de Vries' },
                note,
                version: current!.version,
              }
            : current!.adoption;
        current = { ...current!, status, adoption };
        return answer(200, { data: current });
      }
      if (path === `/api/documents/${document.id}`) {
        if (method === 'PATCH') {
          const result = answers.patch ?? {
            status: 200,
            body: { data: { ...current!, ...(body as object), version: current!.version } },
          };
          if (result.status === 200) current = (result.body as { data: Document }).data;
          return answer(result.status, result.body);
        }
        if (method === 'DELETE') {
          const status = answers.del?.status ?? 204;
          if (status === 204) current = null;
          return answer(status, status === 204 ? null : { message: 'Server Error' });
        }
        return current ? answer(200, { data: current }) : answer(404, { message: 'Not Found' });
      }
      if (path === '/api/schools/3/documents') {
        return answer(200, { data: current ? [summary(current)] : [] });
      }
      return answer(404, { message: 'Not Found' });
    }),
  );
  return requests;
}

function DocumentList() {
  const { documents } = useContextDocuments('school', 3);
  return (
    <ul aria-label="Plans">
      {documents.map((d) => (
        <li key={d.id}>{d.name}</li>
      ))}
    </ul>
  );
}

function renderPage({ roleId = 2, admin = false } = {}, id = 7) {
  updateSession({
    token: 'token',
    user: currentUser({ admin, schools: [regenboog({ access: { role_id: roleId } })] }),
    roles,
    rolesStatus: 'loaded',
    context: { id: 3, contextType: 'school' },
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <ToastRegion label="Notifications" closeLabel="Close notification" />
        <MemoryRouter initialEntries={[`/document/${id}`]}>
          <DocumentList />
          <Routes>
            <Route path="/document/:id" element={<DocumentPage />} />
            <Route path="/" element={<h1>Home</h1>} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </SWRConfig>,
  );
  return userEvent.setup();
}

/**
 * The menu's trigger once its react-aria implementation has replaced the look-alike the page
 * first shows (RAC marks its own elements `data-rac`): a click on the look-alike that is swapped
 * out before the click arrives would land on a node no longer in the page.
 */
async function actionsButton(): Promise<HTMLElement> {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Document actions' })).toHaveAttribute('data-rac'),
  );
  return screen.getByRole('button', { name: 'Document actions' });
}

async function choose(user: ReturnType<typeof userEvent.setup>, action: string) {
  await user.click(await actionsButton());
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  for (const toast of toastQueue.getSnapshot()) toastQueue.close(toast.key);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetSessionForTests();
  resetDocument();
});

describe('Document actions', () => {
  it('offer every reader the Word download, and renaming and deleting only to managers of the document’s own context', async () => {
    const offered = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(await actionsButton());
      const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return items;
    };
    stubServer(jaarplan);
    expect(await offered(renderPage({ roleId: 2 }))).toEqual([
      'Print or save as PDF',
      'Download as Word (.docx)',
      'Rename',
      'History and versions',
      'Back to draft',
      'Adopt…',
      'Delete',
    ]);
    cleanup();

    // A reader (rank below 10).
    expect(await offered(renderPage({ roleId: 1 }))).toEqual([
      'Print or save as PDF',
      'Download as Word (.docx)',
    ]);
    cleanup();

    // A school's manager on the board's plan (SPEC §6: not the context's type).
    stubServer({ ...jaarplan, documentable_type: 'organisation', documentable_id: 100 });
    expect(await offered(renderPage({ roleId: 2 }))).toEqual([
      'Print or save as PDF',
      'Download as Word (.docx)',
    ]);
  });

  it('download the Word file with the bearer token, busy until it is saved under the server’s name', async () => {
    let answer: (response: Response) => void = () => undefined;
    const requests = stubServer(jaarplan, {
      docx: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const created = vi.fn((_blob: Blob) => 'blob:koers-docx');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = renderPage({ roleId: 1 });
    await choose(user, 'Download as Word (.docx)');

    expect(await screen.findByText('Making the Word file…')).toBeVisible();
    const request = requests.find((r) => r.path === '/api/documents/7/export.docx')!;
    expect(request.method).toBe('GET');
    expect(request.headers!.get('Authorization')).toBe('Bearer token');
    expect(request.headers!.get('Accept')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    // Chosen again while busy: no second request.
    await choose(user, 'Download as Word (.docx)');
    expect(requests.filter((r) => r.path.endsWith('/export.docx'))).toHaveLength(1);

    answer(
      new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
        status: 200,
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'Content-Disposition':
            'attachment; filename="Jaarplan 2026-2027.docx"; filename*=UTF-8\'\'Jaarplan%202026%E2%80%932027%20%C3%A9%C3%A9n.docx',
        },
      }),
    );
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Jaarplan 2026–2027 één.docx');
    expect(link.href).toBe('blob:koers-docx');
    expect([...new Uint8Array(await created.mock.calls[0]![0].arrayBuffer())]).toEqual([
      0x50, 0x4b, 3, 4,
    ]);
    await waitFor(() => expect(screen.queryByText('Making the Word file…')).toBeNull());
  });

  it('say so in a toast when the Word file could not be made, and stay ready for another try', async () => {
    const requests = stubServer(jaarplan, {
      docx: async () =>
        new Response(JSON.stringify({ message: 'Server Error' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = renderPage({ roleId: 1 });
    await choose(user, 'Download as Word (.docx)');
    const region = screen.getByRole('region', { name: 'Notifications' });
    const toast = await within(region).findByRole('listitem');
    expect(toast).toHaveTextContent('The Word file could not be made. Please try again.');
    expect(toast).toHaveAttribute('data-variant', 'error');
    // Screen readers hear it too.
    expect(within(region).getByRole('status')).toHaveTextContent(
      'The Word file could not be made. Please try again.',
    );
    expect(clicked).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('Making the Word file…')).toBeNull());
    await choose(user, 'Download as Word (.docx)');
    await waitFor(() =>
      expect(requests.filter((r) => r.path.endsWith('/export.docx'))).toHaveLength(2),
    );
  });

  it('rename the document: the title, the list and the tab follow; the blocks stay', async () => {
    const requests = stubServer(jaarplan);
    const user = renderPage();
    await choose(user, 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename document' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Jaarplan 2026-2027');
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Jaarplan 2026-2027 (herzien)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jaarplan 2026-2027 (herzien)' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/documents/7', body: { name: 'Jaarplan 2026-2027 (herzien)' } },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Plans' })).toHaveTextContent(
        'Jaarplan 2026-2027 (herzien)',
      ),
    );
    expect(document.title).toBe('Jaarplan 2026-2027 (herzien) – Koers');
    expect(screen.getByRole('heading', { name: /Onderwijs/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Document actions' })).toHaveFocus(),
    );
  });

  it('shows a refused rename in the dialog and keeps the old name', async () => {
    const message = 'The name may not be greater than 255 characters.';
    stubServer(jaarplan, {
      patch: { status: 422, body: { message, errors: { name: [message] } } },
    });
    const user = renderPage();
    await choose(user, 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename document' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('link', { name: message })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Jaarplan 2026-2027', hidden: true }),
    ).toBeInTheDocument();
  });

  it('delete the document after a confirmation that names it, then go home', async () => {
    const requests = stubServer(jaarplan);
    const user = renderPage();
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Plans' })).toHaveTextContent('Jaarplan 2026-2027'),
    );
    await choose(user, 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete ‘Jaarplan 2026-2027’?');
    // The safe choice has the focus: Enter at once does not delete.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/documents/7', body: undefined },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Plans' })).queryAllByRole('listitem'),
      ).toHaveLength(0),
    );
  });

  it('cancelling the deletion deletes nothing', async () => {
    const requests = stubServer(jaarplan);
    const user = renderPage();
    await choose(user, 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Jaarplan 2026-2027' })).toBeVisible();
  });

  it('says when the deletion failed and stays on the document', async () => {
    stubServer(jaarplan, { del: { status: 500 } });
    const user = renderPage();
    await choose(user, 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side.',
    );
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
  });

  it('offer a super admin renaming the template, never deleting it', async () => {
    stubServer({ ...jaarplan, id: 2, documentable_type: 'template', documentable_id: null });
    const user = renderPage({ admin: true }, 2);
    await user.click(await actionsButton());
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Print or save as PDF',
      'Download as Word (.docx)',
      'Rename',
      'History and versions',
    ]);
  });

  it('adopt a document with a note: its badge, the notice, read-only; then a new version', async () => {
    const requests = stubServer(jaarplan);
    const user = renderPage({ roleId: 2 });
    expect(await screen.findByText('Under discussion')).toBeVisible();
    await choose(user, 'Adopt…');
    const dialog = await screen.findByRole('dialog', { name: `Adopt “${jaarplan.name}”` });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note (optional)' }),
      'Consent of the council',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Adopt' }));
    expect(await screen.findByText('Adopted')).toBeVisible();
    expect(
      screen.getByText(/Adopted on .* by Anouk de Vries\. Consent of the council\./),
    ).toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/api/documents/${jaarplan.id}/status`,
      body: { status: 'vastgesteld', note: 'Consent of the council' },
    });

    await user.click(await actionsButton());
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toContain('Start a new version');
    expect(items).not.toContain('Adopt…');
    await user.click(screen.getByRole('menuitem', { name: 'Start a new version' }));
    expect(await screen.findByText('Draft')).toBeVisible();
    await user.click(await actionsButton());
    expect(screen.getByRole('menuitem', { name: 'Print the adopted version' })).toHaveAttribute(
      'href',
      `/document/${jaarplan.id}/afdrukken?versie=${jaarplan.version}`,
    );
    await user.keyboard('{Escape}');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByRole('listitem')).toHaveTextContent(
      /A new version has started as a draft/,
    );
  });
});
