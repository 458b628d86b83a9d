import type { Document, DocumentAtVersion, School } from '@koers/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '@/lib/testing/render-screen';
import { resetSessionForTests } from '@/lib/session/session-store';
import { createIntl } from 'react-intl';
import PrintPage, { footerRule } from './print-page';

// Paged.js needs a real layout engine: here the "pages" are the content itself, so the test
// reads what would be laid out and what the layout was asked for.
const paginate = vi.hoisted(() =>
  vi.fn(async (content: DocumentFragment, _css: string, target: HTMLElement) => {
    target.append(content);
    return { pages: 24, destroy: vi.fn() };
  }),
);
vi.mock('../paged/paginate', () => ({ paginate }));

const school: School = {
  id: 3,
  name: 'OBS De Regenboog',
  require_two_factor: false,
  brin_number: '12AB',
  icon: { name: 'logo.png', url: '/files/logo.png' },
  calendar: true,
  organisation_id: 1,
  organisation: {
    id: 1,
    name: 'Stichting Rivierenland',
    authority_number: null,
    icon: null,
    access: null,
  },
  access: { role_id: 10 },
};

const plan = {
  id: 7,
  name: 'Jaarplan 2026-2027',
  type: 'plan',
  documentable_type: 'school',
  documentable_id: 3,
  period_id: 2,
  version: 9,
  updated_at: '2026-11-20T10:00:00.000Z',
  status: 'vastgesteld',
  adoption: { at: '2026-11-18T10:00:00.000Z', by: null, note: null, version: 8 },
  reading: 'current',
  blocks: [
    { id: 12, type: 'body', level: null, content: '<p>Wij lezen elke dag.</p>', position: 1 },
    { id: 11, type: 'h1', level: 1, content: 'Doelen', position: 0 },
    { id: 13, type: 'h2', level: 2, content: 'Lezen', position: 2 },
    { id: 14, type: 'h1', level: 1, content: 'Evaluatie', position: 3 },
  ],
} as unknown as Document;

const periods = [
  { id: 2, name: '2026-2027', start_at: '2026-08-01', end_at: '2027-07-31', documents: [] },
];

const atVersion4: DocumentAtVersion = {
  id: 7,
  name: 'Jaarplan 2026-2027',
  version: 4,
  current_version: 9,
  saved_at: '2026-11-14T09:00:00.000Z',
  author: null,
  blocks: [
    { id: 0, type: 'h1', level: 1, content: 'Oude doelen', position: 0 },
    { id: 0, type: 'body', level: null, content: '<p>Eerder.</p>', position: 1 },
  ],
};

const route = (query = '') => ({
  route: `/document/7/afdrukken${query}`,
  path: '/document/:id/afdrukken',
});

beforeEach(() => {
  resetSessionForTests();
  paginate.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PrintPage', () => {
  it('lays out a cover with the school, its board, the name, the school year, status and adoption; the numbered contents and text', async () => {
    stubApi({
      '/api/documents/7': { body: { data: plan } },
      '/api/schools/3': { body: { data: school } },
      '/api/schools/3/periods': { body: { data: periods } },
    });
    const { container } = renderScreen(<PrintPage />, route());

    await waitFor(() =>
      expect(container.querySelector('[data-print-ready="true"]')).not.toBeNull(),
    );
    const cover = screen.getByRole('region', { name: 'Jaarplan 2026-2027' });
    expect(within(cover).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Jaarplan 2026-2027',
    );
    expect(cover).toHaveTextContent('OBS De Regenboog');
    expect(cover).toHaveTextContent('Stichting Rivierenland');
    expect(cover).toHaveTextContent('School year 2026-2027');
    expect(cover).toHaveTextContent('Status: Adopted');
    expect(cover).toHaveTextContent('Adopted on November 18, 2026');
    expect(cover.querySelector('img')).toHaveAttribute('src', '/files/logo.png');

    // The contents and the text number their headings alike, in the blocks' order.
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1. Doelen', '1.1. Lezen', '2. Evaluatie']);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Contents', '1. Doelen', '2. Evaluatie']);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('1.1. Lezen');
    // Every entry points at its heading.
    for (const link of within(contents).getAllByRole('link')) {
      const target = container.querySelector(link.getAttribute('href')!);
      expect(target?.textContent).toBe(link.textContent);
    }

    // Laid out once, with the footer in the user's language and page counters.
    expect(paginate).toHaveBeenCalledTimes(1);
    const css = paginate.mock.calls[0]![1];
    expect(css).toContain(
      '@bottom-center { content: "Jaarplan 2026-2027 — page " counter(page) " of " counter(pages);',
    );
    expect(screen.getByRole('status')).toHaveTextContent('24 pages ready to print.');
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to the document' })).toHaveAttribute(
      'href',
      '/document/7',
    );
  });

  it('waits with the layout until the document and whose it is have answered', async () => {
    let answerSchool: (value: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answerSchool = resolve));
    const fetchMock = stubApi({
      '/api/documents/7': { body: { data: { ...plan, period_id: null } } },
    });
    const fallback = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/schools/3') ? pending : fallback(input),
    );
    const { container } = renderScreen(<PrintPage />, route());

    expect(await screen.findByText('Loading the document…')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(paginate).not.toHaveBeenCalled();
    answerSchool(
      new Response(JSON.stringify({ data: school }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await waitFor(() =>
      expect(container.querySelector('[data-print-ready="true"]')).not.toBeNull(),
    );
    expect(screen.getByRole('region', { name: 'Jaarplan 2026-2027' })).not.toHaveTextContent(
      'School year',
    );
  });

  it('prints a version of the history: its text, numbered by place, and which version it is', async () => {
    stubApi({
      '/api/documents/7': { body: { data: plan } },
      '/api/documents/7/history/4': { body: { data: atVersion4 } },
      '/api/schools/3': { body: { data: school } },
      '/api/schools/3/periods': { body: { data: periods } },
    });
    const { container } = renderScreen(<PrintPage />, route('?versie=4'));

    await waitFor(() =>
      expect(container.querySelector('[data-print-ready="true"]')).not.toBeNull(),
    );
    const cover = screen.getByRole('region', { name: 'Jaarplan 2026-2027' });
    expect(cover).toHaveTextContent('Version 4 of November 14, 2026');
    expect(cover).not.toHaveTextContent('Status');
    expect(
      within(screen.getByRole('navigation', { name: 'Contents' })).getByRole('link'),
    ).toHaveTextContent('1. Oude doelen');
    expect(screen.queryByText('Doelen', { exact: false, selector: 'h2 *' })).toBeNull();
  });

  it('prints the adopted version from the history as adopted, while a new version is written', async () => {
    stubApi({
      '/api/documents/7': {
        body: {
          data: {
            ...plan,
            status: 'concept',
            adoption: { ...plan.adoption!, version: 4 },
            period_id: null,
          },
        },
      },
      '/api/documents/7/history/4': { body: { data: atVersion4 } },
      '/api/schools/3': { body: { data: school } },
    });
    const { container } = renderScreen(<PrintPage />, route('?versie=4'));

    await waitFor(() =>
      expect(container.querySelector('[data-print-ready="true"]')).not.toBeNull(),
    );
    const cover = screen.getByRole('region', { name: 'Jaarplan 2026-2027' });
    expect(cover).toHaveTextContent('Status: Adopted');
    expect(cover).toHaveTextContent('Adopted on November 18, 2026');
    expect(cover).toHaveTextContent('Version 4 of November 14, 2026');
  });

  it('says a document it may not print does not exist', async () => {
    stubApi({ '/api/documents/7': { status: 403, body: { message: 'Forbidden' } } });
    renderScreen(<PrintPage />, route());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Document not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the home page' })).toHaveAttribute('href', '/');
    expect(paginate).not.toHaveBeenCalled();
  });

  it('offers to try again when the document could not be loaded', async () => {
    stubApi({ '/api/documents/7': { status: 500, body: { message: 'Server Error' } } });
    renderScreen(<PrintPage />, route());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The document could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when the pages could not be laid out, and lays them out again on request', async () => {
    stubApi({
      '/api/documents/7': { body: { data: { ...plan, period_id: null } } },
      '/api/schools/3': { body: { data: school } },
    });
    paginate.mockRejectedValueOnce(new Error('layout'));
    const { container } = renderScreen(<PrintPage />, route());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The pages could not be laid out.');
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(container.querySelector('[data-print-ready="true"]')).not.toBeNull(),
    );
    expect(paginate).toHaveBeenCalledTimes(2);
  });

  it('names the page after the document while it prints, for the file name of the PDF', async () => {
    stubApi({
      '/api/documents/7': { body: { data: { ...plan, period_id: null } } },
      '/api/schools/3': { body: { data: school } },
    });
    const { container } = renderScreen(<PrintPage />, route());
    await waitFor(() =>
      expect(container.querySelector('[data-print-ready="true"]')).not.toBeNull(),
    );
    document.title = 'Print – Koers';
    window.dispatchEvent(new Event('beforeprint'));
    expect(document.title).toBe('Jaarplan 2026-2027');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.title).toBe('Print – Koers');
  });
});

describe('footerRule', () => {
  it('puts the page counters where the translation has them, the name as a CSS string', () => {
    const intl = createIntl({
      locale: 'nl',
      messages: { 'print.footer': '{name} — pagina {page} van {pages}' },
    });
    expect(footerRule(intl, 'Plan "B" \\ 2027')).toContain(
      'content: "Plan \\"B\\" \\\\ 2027 — pagina " counter(page) " van " counter(pages);',
    );
  });
});
