import type { Document, DocumentSummary, DocumentTemplate, Period, Role } from '@koers/contract';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useContextDocuments } from '@/lib/api/context-documents';
import { resetSessionForTests, storeContext, updateSession } from '@/lib/session/session-store';
import type { ContextRef, Organisation, School } from '@/lib/session/types';
import { currentUser, regenboog } from '@/lib/testing/fixtures';
import { CreateDocumentDialog } from './create-document-dialog';

const roles: Role[] = [
  { id: 1, name: 'Leerkracht', rank: 1 },
  { id: 2, name: 'Directeur', rank: 10 },
];

/** Three school years around today, as the seed gives every school. */
function schoolYears(): Period[] {
  const now = new Date();
  const start = now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
  return [-1, 0, 1].map((offset) => ({
    id: 20 + offset,
    name: `Schooljaar ${start + offset}-${start + offset + 1}`,
    start_at: `${start + offset}-08-01`,
    end_at: `${start + offset + 1}-07-31`,
    documents: [],
  }));
}

const schoolplan: DocumentSummary = {
  id: 7,
  name: 'Schoolplan 2025-2029',
  type: 'plan',
  documentable_type: 'school',
  documentable_id: 3,
  period_id: null,
  status: 'ter_bespreking',
  adopted_at: null,
  is_template: false,
};

interface Request {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The API as far as the dialog uses it: the school's (or board's) documents and periods, and a
 * POST that answers `create` (the new document, or an error).
 */
const TEMPLATES: DocumentTemplate[] = [
  { id: 2, name: 'Koers-sjabloon', source: 'koers', board_name: null, fixed_chapters: 0 },
  {
    id: 31,
    name: 'Schoolplan-sjabloon',
    source: 'board',
    board_name: 'Stichting Noord',
    fixed_chapters: 2,
  },
];

function stubServer({
  context,
  periods = schoolYears(),
  create,
}: {
  context: ContextRef;
  periods?: Period[];
  create: (body: Record<string, unknown>) => { status: number; body: unknown };
}) {
  const segment = context.contextType === 'school' ? 'schools' : 'organisations';
  const listPath = `/api/${segment}/${context.id}/documents`;
  let documents: DocumentSummary[] = context.contextType === 'school' ? [schoolplan] : [];
  const requests: Request[] = [];
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path, body });
      if (path === listPath && method === 'POST') {
        const result = create(body as Record<string, unknown>);
        if (result.status === 201) {
          const created = (result.body as { data: Document }).data;
          const {
            blocks: _b,
            version: _v,
            updated_at: _u,
            adoption,
            reading: _r,
            ...rest
          } = created;
          documents = [...documents, { ...rest, adopted_at: adoption?.at ?? null }];
        }
        return answer(result.status, result.body);
      }
      if (path === listPath) return answer(200, { data: documents });
      if (path === `/api/schools/${context.id}/periods`) return answer(200, { data: periods });
      if (path === `/api/${segment}/${context.id}/templates`)
        return answer(200, { data: TEMPLATES });
      return answer(404, { message: 'Not Found' });
    }),
  );
  return requests;
}

const created = (body: Record<string, unknown>, context: ContextRef): Document => ({
  id: 42,
  name: String(body.name),
  type: String(body.type),
  documentable_type: context.contextType,
  documentable_id: context.id,
  period_id: typeof body.period_id === 'number' ? body.period_id : null,
  version: 1,
  updated_at: '2026-11-01T10:00:00.000Z',
  status: 'ter_bespreking',
  adoption: null,
  reading: 'current',
  is_template: false,
  template_id: null,
  fixed_chapters: [],
  blocks: [],
});

/** The sidebar's list of the context's documents, as the shell shows it beside the dialog. */
function DocumentList({ context }: { context: ContextRef }) {
  const { documents } = useContextDocuments(context.contextType, context.id);
  return (
    <ul aria-label="Plans">
      {documents.map((d) => (
        <li key={d.id}>{d.name}</li>
      ))}
    </ul>
  );
}

function OpenedDocument() {
  return <h1>Document {useParams().id}</h1>;
}

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the dialog
      </button>
      <CreateDocumentDialog isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

function signInAsManager(context: ContextRef) {
  if (context.contextType === 'school') {
    const school = regenboog({ access: { role_id: 2 } });
    updateSession({
      token: 'token',
      user: currentUser({ schools: [school] }),
      roles,
      rolesStatus: 'loaded',
    });
    storeContext(context, { school: school as School });
  } else {
    const board = {
      id: context.id,
      name: 'Stichting Rivierenland',
      authority_number: '41234',
      icon: null,
      access: { role_id: 2 },
      schools: [],
    };
    updateSession({
      token: 'token',
      user: currentUser({ schools: [], organisations: [board] }),
      roles,
      rolesStatus: 'loaded',
    });
    storeContext(context, { organisation: board as unknown as Organisation });
  }
}

async function renderDialog(context: ContextRef) {
  signInAsManager(context);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <MemoryRouter initialEntries={['/jaarkalender']}>
          <DocumentList context={context} />
          <Routes>
            <Route path="/document/:id" element={<OpenedDocument />} />
            <Route path="*" element={<Opener />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </SWRConfig>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open the dialog' }));
  const dialog = await screen.findByRole('dialog', { name: 'New document' });
  return { user, dialog };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetSessionForTests();
});

const school: ContextRef = { id: 3, contextType: 'school' };
const board: ContextRef = { id: 100, contextType: 'organisation' };
const current = schoolYears()[1]!;

describe('CreateDocumentDialog', () => {
  it('creates a jaarplan of the selected school year, opens it and lists it', async () => {
    const requests = stubServer({
      context: school,
      create: (body) => ({ status: 201, body: { data: created(body, school) } }),
    });
    const { user, dialog } = await renderDialog(school);
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveFocus();
    // A jaarplan of the school year the sidebar shows, until the manager chooses otherwise.
    expect(
      await within(dialog).findByRole('button', { name: /Kind of document/ }),
    ).toHaveTextContent('Annual plan (jaarplan) for one school year');
    expect(within(dialog).getByRole('button', { name: /School year/ })).toHaveTextContent(
      current.name,
    );

    await user.type(name, '  Jaarplan ontwerp  ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { name: 'Document 42' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/schools/3/documents',
        body: { name: 'Jaarplan ontwerp', type: 'plan', period_id: current.id },
      },
    ]);
    const list = screen.getByRole('list', { name: 'Plans' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Schoolplan 2025-2029', 'Jaarplan ontwerp']),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s 422 on the name field and in a focused summary, and stays open', async () => {
    const message = 'The name field is required.';
    stubServer({
      context: school,
      create: () => ({ status: 422, body: { message, errors: { name: [message] } } }),
    });
    const { user, dialog } = await renderDialog(school);
    await within(dialog).findByRole('button', { name: /School year/ });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const heading = await within(dialog).findByRole('heading', { name: 'There is a problem' });
    expect(heading).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: message })).toHaveAttribute(
      'href',
      '#create-document-name',
    );
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByRole('heading', { name: /^Document / })).toBeNull();
  });

  it("creates a schoolplan without a school year, from the board's template when asked", async () => {
    const requests = stubServer({
      context: school,
      create: (body) => ({ status: 201, body: { data: created(body, school) } }),
    });
    const { user, dialog } = await renderDialog(school);
    await user.click(await within(dialog).findByRole('button', { name: /Kind of document/ }));
    await user.click(
      await screen.findByRole('option', { name: 'School plan (schoolplan) for all school years' }),
    );
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: /School year/ })).toBeNull(),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Schoolplan 2027');
    const startWith = within(dialog).getByRole('button', { name: /Start with/ });
    expect(startWith).toHaveTextContent('An empty document');
    await user.click(startWith);
    expect(
      await screen.findByRole('option', { name: 'The content of the Koers template' }),
    ).toBeVisible();
    await user.click(
      screen.getByRole('option', {
        name: 'Template of Stichting Noord: Schoolplan-sjabloon (2 chapters of board text)',
      }),
    );
    await waitFor(() => expect(startWith).toHaveTextContent('Schoolplan-sjabloon'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await screen.findByRole('heading', { name: 'Document 42' });
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Schoolplan 2027',
      type: 'plan',
      template_id: 31,
    });
  });

  it('offers no jaarplan to a school without school years', async () => {
    stubServer({
      context: school,
      periods: [],
      create: (body) => ({ status: 201, body: { data: created(body, school) } }),
    });
    const { dialog } = await renderDialog(school);
    const kind = await within(dialog).findByRole('button', { name: /Kind of document/ });
    await waitFor(() =>
      expect(kind).toHaveTextContent('School plan (schoolplan) for all school years'),
    );
    expect(kind).toHaveAccessibleDescription(
      'This school has no school years yet, so it cannot have an annual plan.',
    );
    expect(within(dialog).queryByRole('button', { name: /School year/ })).toBeNull();
  });

  it('makes a board’s koersplan: no kind, no school year, in the board', async () => {
    const requests = stubServer({
      context: board,
      create: (body) => ({ status: 201, body: { data: created(body, board) } }),
    });
    const { user, dialog } = await renderDialog(board);
    expect(dialog).toHaveTextContent(
      'A plan of the board (koersplan), for all its schools and school years.',
    );
    expect(within(dialog).queryByRole('button', { name: /Kind of document/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /School year/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Koersplan 2027-2031');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await screen.findByRole('heading', { name: 'Document 42' });
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/organisations/100/documents',
      body: { name: 'Koersplan 2027-2031', type: 'plan' },
    });
  });

  it('closes on Cancel without a request', async () => {
    const requests = stubServer({
      context: school,
      create: () => ({ status: 500, body: { message: 'Server Error' } }),
    });
    const { user, dialog } = await renderDialog(school);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    // The focus goes back to what opened the dialog.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open the dialog' })).toHaveFocus(),
    );
  });
});
