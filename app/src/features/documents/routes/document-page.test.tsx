import type { Block, CurrentUser, Document, Role } from '@koers/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDocumentState, resetDocument, setEditing } from '@/lib/document-store';
import { resetSessionForTests, updateSession } from '@/lib/session/session-store';
import { DocumentSearch } from '../components/document-search';
import { renderScreen, stubApi } from '@/lib/testing/render-screen';
import { currentUser, regenboog } from '@/lib/testing/fixtures';
import DocumentPage, {
  type DocumentEditorSlotProps,
  type DocumentPageProps,
} from './document-page';

const blocks: Block[] = [
  { id: 11, type: 'h1', level: 1, content: 'Onderwijs', position: 0 },
  { id: 12, type: 'h2', level: 2, content: 'Burgerschap', position: 1 },
  {
    id: 13,
    type: 'body',
    level: null,
    content: '<p>Wij werken aan <strong>burgerschap</strong> in alle groepen.</p>',
    position: 2,
  },
  {
    id: 14,
    type: 'file',
    level: null,
    content: {
      name: 'Burgerschapsplan.pdf',
      file_id: 5,
      url: '/api/files/5?expires=9&signature=ab',
    },
    position: 3,
  },
  { id: 15, type: 'h1', level: 1, content: 'Zorg', position: 4 },
  {
    id: 16,
    type: 'contact',
    level: null,
    content: {
      name: 'Anna de Vries',
      function: 'Intern begeleider',
      email: 'anna@regenboog.nl',
      phone: '010-1234567',
    },
    position: 5,
  },
];
const plan: Document = {
  id: 7,
  name: 'Schoolplan 2026-2027',
  type: 'plan',
  documentable_type: 'school',
  documentable_id: 3,
  period_id: 1,
  version: 4,
  updated_at: '2026-11-01T10:00:00.000Z',
  status: 'ter_bespreking',
  adoption: null,
  reading: 'current',
  is_template: false,
  template_id: null,
  fixed_chapters: [],
  blocks,
};
const roles: Role[] = [
  { id: 1, name: 'Leerkracht', rank: 1 },
  { id: 2, name: 'Directeur', rank: 10 },
];
const userWithRole = (roleId: number): CurrentUser =>
  currentUser({ locale: 'nl', schools: [regenboog({ access: { role_id: roleId } })] });

function signIn(roleId = 1) {
  updateSession({
    token: 'token',
    user: userWithRole(roleId),
    roles,
    context: { id: 3, contextType: 'school' },
  });
}

/** The page as the router shows it, with the header's search next to it. */
function renderDocument(id = '7', props: DocumentPageProps = {}) {
  return renderScreen(
    <>
      <DocumentSearch />
      <DocumentPage {...props} />
    </>,
    { route: `/document/${id}`, path: '/document/:id' },
  );
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetSessionForTests();
  resetDocument();
});

describe('DocumentPage', () => {
  it('shows the document with a numbered table of contents and its blocks', async () => {
    signIn();
    stubApi({ '/api/documents/7': { body: { data: plan } } });
    renderDocument();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Schoolplan 2026-2027' }),
    ).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.textContent?.replace(/\s+/g, ' ').trim()),
    ).toEqual(['1. Onderwijs', '1.1. Burgerschap', '2. Zorg']);
    expect(screen.getByRole('heading', { level: 3, name: /1\.1\. Burgerschap/ })).toHaveAttribute(
      'id',
      'block-12',
    );
    expect(screen.getByText('in alle groepen.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Burgerschapsplan\.pdf/ })).toHaveAttribute(
      'href',
      '/api/files/5?expires=9&signature=ab',
    );
    expect(screen.getByRole('link', { name: 'anna@regenboog.nl' })).toHaveAttribute(
      'href',
      'mailto:anna@regenboog.nl',
    );
    expect(screen.getByText('Intern begeleider', { exact: false })).toBeInTheDocument();
  });

  it('publishes the document so the header can search it; a teacher may not edit it', async () => {
    signIn(1);
    stubApi({ '/api/documents/7': { body: { data: plan } } });
    renderDocument();
    await screen.findByRole('heading', { level: 1, name: 'Schoolplan 2026-2027' });

    expect(getDocumentState()).toMatchObject({ documentId: 7, canEdit: false, isEditing: false });
    act(() => setEditing(true));
    expect(getDocumentState().isEditing).toBe(false);
  });

  it('lets a manager of the school switch edit mode, keeping the read view', async () => {
    signIn(2);
    stubApi({ '/api/documents/7': { body: { data: plan } } });
    renderDocument();
    await screen.findByRole('heading', { level: 1, name: 'Schoolplan 2026-2027' });

    expect(getDocumentState().canEdit).toBe(true);
    act(() => setEditing(true));
    expect(getDocumentState().isEditing).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: /1\. Onderwijs/ })).toBeInTheDocument();
  });

  it('shows the editor slot in edit mode, with the contents following its outline', async () => {
    signIn(2);
    stubApi({ '/api/documents/7': { body: { data: plan } } });
    let slot: DocumentEditorSlotProps | null = null;
    renderDocument('7', {
      renderEditor: (props) => {
        slot = props;
        return <p>The editor</p>;
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Schoolplan 2026-2027' });
    expect(screen.queryByText('The editor')).toBeNull();

    act(() => setEditing(true));
    expect(screen.getByText('The editor')).toBeInTheDocument();
    expect(screen.queryByText('Burgerschapsplan.pdf')).toBeNull();
    expect(slot!.document).toMatchObject({ id: 7, version: 4 });
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    act(() =>
      slot!.onOutlineChange([
        { id: 'a', type: 'h1', content: 'Nieuw hoofdstuk' },
        { id: 'b', type: 'h2', content: 'Nieuwe paragraaf' },
      ]),
    );
    expect(within(toc).getByRole('link', { name: /1\.\s*Nieuw hoofdstuk/ })).toBeInTheDocument();
    expect(
      within(toc).getByRole('link', { name: /1\.1\.\s*Nieuwe paragraaf/ }),
    ).toBeInTheDocument();

    act(() => setEditing(false));
    expect(screen.queryByText('The editor')).toBeNull();
    expect(within(toc).getByRole('link', { name: /2\.\s*Zorg/ })).toBeInTheDocument();
  });

  it('never shows the editor slot to a teacher', async () => {
    signIn(1);
    stubApi({ '/api/documents/7': { body: { data: plan } } });
    renderDocument('7', { renderEditor: () => <p>The editor</p> });
    await screen.findByRole('heading', { level: 1, name: 'Schoolplan 2026-2027' });
    act(() => setEditing(true));
    expect(screen.queryByText('The editor')).toBeNull();
  });

  it('clears the document store when the page is left', async () => {
    signIn();
    stubApi({ '/api/documents/7': { body: { data: plan } } });
    const { unmount } = renderDocument();
    await screen.findByRole('heading', { level: 1, name: 'Schoolplan 2026-2027' });
    unmount();
    expect(getDocumentState().document).toBeNull();
  });

  it('searches the blocks from the header after a pause and scrolls to and highlights a chosen result', async () => {
    signIn();
    const user = userEvent.setup();
    // The API's array order is not the document order: the numbers follow `position`.
    stubApi({
      '/api/documents/7': { body: { data: { ...plan, blocks: [...plan.blocks].reverse() } } },
    });
    renderDocument();
    await screen.findByRole('heading', { level: 1, name: 'Schoolplan 2026-2027' });

    // The shell gives way to react-aria's implementation once its import resolves (the tests
    // load it at mount); waited for so the keystrokes below do not race the hand-over.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Search in this document' })).toHaveAttribute(
        'data-rac',
      ),
    );
    await user.type(screen.getByRole('combobox', { name: 'Search in this document' }), 'BURGER');
    // Until typing pauses for 400 ms the list only says it is searching.
    expect(screen.getByRole('listbox')).toHaveTextContent('Searching…');
    await screen.findByRole('option', { name: /Burgerschap.*Heading/ });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('1.1. Burgerschap'),
      expect.stringContaining('Wij werken aan burgerschap in alle groepen.'),
      expect.stringContaining('Burgerschapsplan.pdf'),
    ]);
    expect(options[1]).toHaveTextContent('1.1. Burgerschap');
    // Each result says how often the text occurs in its block and marks it.
    expect(options[1]).toHaveTextContent('1 match');
    expect(
      within(options[1]!)
        .getAllByText(/burger/i, { selector: 'mark' })
        .map((m) => m.textContent),
    ).toEqual(['Burger', 'burger']);

    await user.click(options[1]!);
    await waitFor(() =>
      expect(getDocumentState().highlight).toEqual({ blockId: 13, text: 'BURGER' }),
    );
    const body = document.getElementById('block-13')!;
    expect(body).toHaveAttribute('data-highlighted', 'true');
    // Its match is the numbered anchor the result scrolled to; focus is on the block.
    expect(within(body).getByText('burger', { selector: 'mark' })).toHaveAttribute(
      'id',
      'block-13-1',
    );
    await waitFor(() => expect(body).toHaveFocus());
    expect(window.scrollTo).toHaveBeenCalled();
    // The block's anchor is in the URL, so the section can be shared by link.
    expect(window.location.hash).toBe('#block-13');
  });

  it('gives one result per block, with the number of matches in it, and marks them all there', async () => {
    signIn();
    const user = userEvent.setup();
    const twice: Block = {
      id: 17,
      type: 'body',
      level: null,
      content: '<p>Zorg op maat: de <em>zorg</em>coördinator bespreekt de zorg met ouders.</p>',
      position: 6,
    };
    stubApi({ '/api/documents/7': { body: { data: { ...plan, blocks: [...blocks, twice] } } } });
    renderDocument();
    await screen.findByRole('heading', { level: 1, name: 'Schoolplan 2026-2027' });

    await user.type(screen.getByRole('combobox', { name: 'Search in this document' }), 'zorg');
    const body = await screen.findByRole('option', { name: /Zorg op maat/ });
    // The heading "Zorg" and the body: not one row for each of the body's three matches.
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(body).toHaveTextContent('3 matches');
    await user.click(body);
    const block = document.getElementById('block-17')!;
    await waitFor(() => expect(block).toHaveAttribute('data-highlighted', 'true'));
    expect([...block.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Zorg',
      'zorg',
      'zorg',
    ]);
    // The page's own markup stays: the second match is still inside its <em>.
    expect(block.querySelector('em > mark')).toHaveTextContent('zorg');
    expect(window.location.hash).toBe('#block-17');
  });

  it('puts the anchor of a section chosen in the table of contents in the URL', async () => {
    signIn();
    const user = userEvent.setup();
    stubApi({ '/api/documents/7': { body: { data: plan } } });
    renderDocument();
    const toc = await screen.findByRole('navigation', { name: 'Table of contents' });
    await user.click(within(toc).getByRole('link', { name: /2\. Zorg/ }));
    await waitFor(() => expect(window.location.hash).toBe('#block-15'));
    expect(screen.getByRole('heading', { level: 2, name: /2\. Zorg/ })).toHaveFocus();
  });

  it('opens a link to a section at that section, once the document has loaded', async () => {
    signIn();
    // The section lies 900 px down the page.
    const box = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.id === 'block-15' ? new DOMRect(0, 900, 600, 40) : box.call(this);
    });
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderScreen(<DocumentPage />, { route: '/document/7#block-15', path: '/document/:id' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the document…');
    expect(window.scrollTo).not.toHaveBeenCalled();

    answer(new Response(JSON.stringify({ data: plan }), { status: 200 }));
    await screen.findByRole('heading', { level: 1, name: 'Schoolplan 2026-2027' });
    // Straight there (no smooth scroll on arrival), 100 px above the heading.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 800));
  });

  it('says when nothing matches', async () => {
    signIn();
    const user = userEvent.setup();
    stubApi({ '/api/documents/7': { body: { data: plan } } });
    renderDocument();
    await screen.findByRole('heading', { level: 1, name: 'Schoolplan 2026-2027' });

    await user.type(screen.getByRole('combobox', { name: 'Search in this document' }), 'xyz');
    expect(await screen.findByText('Nothing found for “xyz”.')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown or inaccessible document', async () => {
    signIn();
    stubApi({ '/api/documents/99': { status: 404, body: { message: 'Not Found' } } });
    renderDocument('99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Document not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('treats an id that is not a number as not found, without calling the API', () => {
    signIn();
    const fetchMock = stubApi({});
    renderDocument('abc');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Document not found' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows loading, then an error with a retry', async () => {
    signIn();
    const fetchMock = stubApi({
      '/api/documents/7': { status: 500, body: { message: 'Server Error' } },
    });
    renderDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the document…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The document could not be loaded.');

    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ data: plan }), { status: 200 }),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Schoolplan 2026-2027' }),
    ).toBeInTheDocument();
  });

  it('says so when the document has no blocks', async () => {
    signIn();
    stubApi({ '/api/documents/7': { body: { data: { ...plan, blocks: [] } } } });
    renderDocument();
    expect(await screen.findByText('This document has no content yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Table of contents' })).toBeNull();
  });
});
