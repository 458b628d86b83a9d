import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  PagedTable,
  formatRangeEn,
  type PagedTableColumn,
  type PagedTableProps,
  type PaginatorMeta,
  type SortState,
} from './PagedTable';

interface School {
  id: number;
  name: string;
  brin_number: string;
  city: string;
}

const CITIES = ['Utrecht', 'Zwolle', 'Groningen', 'Tilburg', 'Delft', 'Leiden', 'Arnhem', 'Breda'];
const NAMES = [
  'De Regenboog',
  'Het Kompas',
  'De Wegwijzer',
  'Montessori',
  'De Klimop',
  'Het Anker',
  'De Vlinder',
  'Sint Jozef',
  'De Horizon',
  'Het Palet',
  'De Sterrenwacht',
];
/** 88 schools, so 20 per page gives 5 pages and "21–40 van 88" on page 2. */
const SCHOOLS: School[] = Array.from({ length: 88 }, (_, i) => ({
  id: i + 1,
  name: `${NAMES[i % NAMES.length]} ${CITIES[i % CITIES.length]}`,
  brin_number: `${String(10 + (i % 90)).padStart(2, '0')}${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i * 7) % 26))}`,
  city: CITIES[i % CITIES.length]!,
}));

const columnsNl: PagedTableColumn<School>[] = [
  { id: 'name', header: 'Naam', sortable: true, accessor: 'name', isRowHeader: true },
  { id: 'brin_number', header: 'BRIN', sortable: true, accessor: 'brin_number', width: '8rem' },
  { id: 'city', header: 'Plaats', accessor: 'city', width: '10rem' },
];
const columnsEn: PagedTableColumn<School>[] = [
  { ...columnsNl[0]!, header: 'Name' },
  { ...columnsNl[1]!, header: 'BRIN' },
  { ...columnsNl[2]!, header: 'City' },
];

const PER_PAGE = 20;

/** Plays the server of the list API: filter, sort, page, with a short delay. */
function serve(page: number, query: string, sort: SortState | null) {
  let rows = SCHOOLS.filter((s) => s.name.toLowerCase().includes(query.toLowerCase()));
  if (sort) {
    const key = sort.column as keyof School;
    rows = [...rows].sort((a, b) => String(a[key]).localeCompare(String(b[key])));
    if (sort.order === 'desc') rows.reverse();
  }
  const total = rows.length;
  const last_page = Math.max(1, Math.ceil(total / PER_PAGE));
  const current_page = Math.min(page, last_page);
  const start = (current_page - 1) * PER_PAGE;
  const data = rows.slice(start, start + PER_PAGE);
  const meta: PaginatorMeta = {
    current_page,
    last_page,
    per_page: PER_PAGE,
    total,
    from: total ? start + 1 : null,
    to: total ? start + data.length : null,
  };
  return { data, meta };
}

type HarnessProps = Pick<
  PagedTableProps<School>,
  'columns' | 'caption' | 'formatRange' | 'paginationLabels' | 'searchLabel' | 'emptyText'
>;

/** A caller as the app will be: owns page, sort and query; page resets to 1 on search. */
function Harness(props: HarnessProps) {
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);
  // The latest answer and the request it answers; loading while they differ.
  const request = JSON.stringify([page, query, sort]);
  const [answer, setAnswer] = useState(() => ({ request, ...serve(1, '', null) }));
  const loading = answer.request !== request;

  useEffect(() => {
    const timer = setTimeout(() => setAnswer({ request, ...serve(page, query, sort) }), 150);
    return () => clearTimeout(timer);
  }, [request, page, query, sort]);
  const result = answer;

  return (
    <PagedTable
      {...props}
      rows={result.data}
      meta={result.meta}
      isLoading={loading}
      sort={sort}
      onSortChange={setSort}
      onPageChange={setPage}
      query={query}
      onQueryChange={(q) => {
        setQuery(q);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'Lists/PagedTable',
  component: PagedTable,
  args: {
    columns: columnsNl as PagedTableColumn<unknown>[],
    rows: SCHOOLS.slice(20, 40),
    meta: { current_page: 2, from: 21, to: 40, last_page: 5, per_page: 20, total: 88 },
    caption: 'Scholen',
    onPageChange: fn(),
    onSortChange: fn(),
  },
} satisfies Meta<typeof PagedTable>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Texts {
  caption: string;
  name: string;
  range: (from: number, to: number, total: number) => string;
  previous: string;
  next: string;
  page: (page: number) => string;
  nav: string;
  loading: string;
  empty: string;
  search: string;
}

const nl: Texts = {
  caption: 'Scholen',
  name: 'Naam',
  range: (from, to, total) => `${from}–${to} van ${total}`,
  previous: 'Vorige',
  next: 'Volgende',
  page: (p) => `Pagina ${p}`,
  nav: 'Paginering',
  loading: 'Laden…',
  empty: 'Empty table',
  search: 'Zoeken',
};
const en: Texts = {
  caption: 'Schools',
  name: 'Name',
  range: formatRangeEn,
  previous: 'Previous',
  next: 'Next',
  page: (p) => `Page ${p}`,
  nav: 'Pagination',
  loading: 'Loading…',
  empty: 'No schools yet',
  search: 'Search',
};
const enArgs = {
  columns: columnsEn as PagedTableColumn<unknown>[],
  caption: en.caption,
  processingLabel: en.loading,
  formatRange: formatRangeEn,
  paginationLabels: { previous: en.previous, next: en.next, page: en.page, nav: en.nav },
};

/**
 * Loaded, page 2 of 5: the range is shown, the current page marked with a window of one page
 * each side; the sort buttons carry aria-sort on their headers and are pressed with Enter and
 * Space; Volgende asks for page 3. Nothing is sorted or paged here: the spies only get calls.
 */
async function playLoaded(
  canvasElement: HTMLElement,
  t: Texts,
  args: { onSortChange?: unknown; onPageChange: unknown },
) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('table', { name: t.caption })).toBeVisible();
  await expect(canvas.getByRole('status')).toHaveTextContent(t.range(21, 40, 88));
  await expect(canvas.getByRole('columnheader', { name: t.name })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(canvas.getByRole('columnheader', { name: 'BRIN' })).toHaveAttribute(
    'aria-sort',
    'none',
  );
  const pager = canvas.getByRole('navigation', { name: t.nav });
  await expect(
    within(pager)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent),
  ).toEqual([t.previous, t.page(1), t.page(2), t.page(3), t.page(5), t.next]);
  await expect(within(pager).getByRole('button', { name: t.page(2) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const firstRow = canvas.getAllByRole('rowheader')[0]!.textContent;
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: t.name })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'name', order: 'desc' });
  await userEvent.tab();
  await userEvent.keyboard(' ');
  await expect(args.onSortChange).toHaveBeenLastCalledWith({
    column: 'brin_number',
    order: 'asc',
  });
  // Controlled: the rows did not move, only the caller was asked.
  await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(firstRow!);
  within(pager).getByRole('button', { name: t.next }).focus();
  await userEvent.keyboard('{Enter}');
  await expect(args.onPageChange).toHaveBeenCalledWith(3);
}

export const LoadedNl: Story = {
  globals: { locale: 'nl' },
  args: { sort: { column: 'name', order: 'asc' } },
  play: ({ canvasElement, args }) => playLoaded(canvasElement, nl, args),
};

export const LoadedEn: Story = {
  globals: { locale: 'en' },
  args: { ...enArgs, sort: { column: 'name', order: 'asc' } },
  play: ({ canvasElement, args }) => playLoaded(canvasElement, en, args),
};

/** Processing: the old rows stay, the table is aria-busy, page requests wait. */
async function playProcessing(canvasElement: HTMLElement, t: Texts, onPageChange: unknown) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.getAllByRole('rowheader')).toHaveLength(20);
  await expect(canvas.getByRole('status')).toHaveTextContent(t.loading);
  canvas.getByRole('button', { name: t.next }).focus();
  await userEvent.keyboard('{Enter}');
  await expect(onPageChange).not.toHaveBeenCalled();
}

export const ProcessingNl: Story = {
  globals: { locale: 'nl' },
  args: { status: 'processing' },
  play: ({ canvasElement, args }) => playProcessing(canvasElement, nl, args.onPageChange),
};

export const ProcessingEn: Story = {
  globals: { locale: 'en' },
  args: { ...enArgs, status: 'processing' },
  play: ({ canvasElement, args }) => playProcessing(canvasElement, en, args.onPageChange),
};

/** The first load: no rows yet, the loading text in the body, no pagination. */
async function playFirstLoad(canvasElement: HTMLElement, t: Texts) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('cell')).toHaveTextContent(t.loading);
  await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
}

export const FirstLoadNl: Story = {
  globals: { locale: 'nl' },
  args: { rows: [], meta: null, isLoading: true },
  play: ({ canvasElement }) => playFirstLoad(canvasElement, nl),
};

export const FirstLoadEn: Story = {
  globals: { locale: 'en' },
  args: { ...enArgs, rows: [], meta: null, isLoading: true },
  play: ({ canvasElement }) => playFirstLoad(canvasElement, en),
};

/** Empty: the empty text (SPEC default 'Empty table') in the body and announced, no pagination. */
async function playEmpty(canvasElement: HTMLElement, t: Texts) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('cell', { name: t.empty })).toBeVisible();
  await expect(canvas.getByRole('status')).toHaveTextContent(t.empty);
  await expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy');
  await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
}

export const EmptyNl: Story = {
  globals: { locale: 'nl' },
  args: {
    rows: [],
    meta: { current_page: 1, from: null, to: null, last_page: 1, total: 0 },
  },
  play: ({ canvasElement }) => playEmpty(canvasElement, nl),
};

export const EmptyEn: Story = {
  globals: { locale: 'en' },
  args: {
    ...enArgs,
    rows: [],
    meta: { current_page: 1, from: null, to: null, last_page: 1, total: 0 },
    emptyText: en.empty,
  },
  play: ({ canvasElement }) => playEmpty(canvasElement, en),
};

/**
 * Empty on a narrow screen: the table (its headers) is wider than its box and scrolls sideways,
 * so the box is a focusable region; the message wraps within the visible part and stays in view
 * when the table is scrolled.
 */
async function playEmptyNarrow(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  const cell = canvas.getByRole('cell', { name: text });
  const scroller = cell.closest<HTMLElement>('.koers-paged-table__scroller')!;
  const message = cell.querySelector<HTMLElement>('.koers-paged-table__message-content')!;
  await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  // A box that scrolls sideways is reachable by keyboard (so the arrow keys scroll it), as a
  // region named like its table.
  const name = canvas.getByRole('table').querySelector('caption')!.textContent!;
  const region = await canvas.findByRole('region', { name });
  await expect(region).toBe(scroller);
  await expect(scroller).toHaveAttribute('tabindex', '0');
  const inView = () => {
    const box = scroller.getBoundingClientRect();
    const shown = message.getBoundingClientRect();
    return shown.left >= box.left - 0.5 && shown.right <= box.right + 0.5;
  };
  await waitFor(() => expect(inView()).toBe(true));
  scroller.scrollLeft = scroller.scrollWidth;
  await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
  await expect(inView()).toBe(true);
}

const narrowText = 'Only the administrators of this school or board can see its users.';
export const EmptyNarrowEn: Story = {
  globals: { locale: 'en' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 260 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    ...enArgs,
    columns: [
      ...enArgs.columns,
      { id: 'email', header: 'Email address', accessor: 'city', width: '14rem' },
    ] as PagedTableColumn<unknown>[],
    rows: [],
    meta: { current_page: 1, from: null, to: null, last_page: 1, total: 0 },
    emptyText: narrowText,
  },
  play: ({ canvasElement }) => playEmptyNarrow(canvasElement, narrowText),
};

/**
 * A complete list driven by the keyboard: page on with Volgende (the range is announced), sort
 * by a header, search (debounced 500 ms; the page resets to 1 and a single page hides the
 * pagination), and Escape clears the search.
 */
async function playInteractive(canvasElement: HTMLElement, t: Texts) {
  const canvas = within(canvasElement);
  const status = canvas.getByRole('status');
  await waitFor(() => expect(status).toHaveTextContent(t.range(1, 20, 88)));
  const next = canvas.getByRole('button', { name: t.next });
  next.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(status).toHaveTextContent(t.range(21, 40, 88)));
  await expect(canvas.getByRole('button', { name: t.page(2) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(next).toHaveFocus();
  canvas.getByRole('button', { name: t.name }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(canvas.getByRole('columnheader', { name: t.name })).toHaveAttribute(
      'aria-sort',
      'ascending',
    ),
  );
  await waitFor(() => expect(status).toHaveTextContent(t.range(21, 40, 88)));
  const search = canvas.getByRole('searchbox', { name: t.search });
  await userEvent.click(search);
  await userEvent.keyboard('kompas');
  // Nothing is asked for while typing: the range stays until the 500 ms pause is over.
  await expect(status).toHaveTextContent(t.range(21, 40, 88));
  await waitFor(() => expect(status).toHaveTextContent(t.range(1, 8, 8)));
  await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(status).toHaveTextContent(t.range(1, 20, 88)));
}

export const InteractiveNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Harness columns={columnsNl} caption="Scholen" />,
  play: ({ canvasElement }) => playInteractive(canvasElement, nl),
};

export const InteractiveEn: Story = {
  globals: { locale: 'en' },
  render: () => (
    <Harness
      columns={columnsEn}
      caption="Schools"
      searchLabel="Search"
      formatRange={formatRangeEn}
      paginationLabels={enArgs.paginationLabels}
    />
  ),
  play: ({ canvasElement }) => playInteractive(canvasElement, en),
};
