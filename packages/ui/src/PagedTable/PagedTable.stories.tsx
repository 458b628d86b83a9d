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

/** Loaded, page 2 of 5: the range is shown and the current page marked. */
export const LoadedNl: Story = {
  globals: { locale: 'nl' },
  args: { sort: { column: 'name', order: 'asc' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Scholen' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('21–40 van 88');
    await expect(canvas.getByRole('columnheader', { name: 'Naam' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Naam' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'name', order: 'desc' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'brin_number',
      order: 'asc',
    });
  },
};

export const LoadedEn: Story = {
  globals: { locale: 'en' },
  args: {
    columns: columnsEn as PagedTableColumn<unknown>[],
    caption: 'Schools',
    formatRange: formatRangeEn,
    paginationLabels: {
      previous: 'Previous',
      next: 'Next',
      page: (p) => `Page ${p}`,
      nav: 'Pagination',
    },
  },
};

/** Processing: the old rows stay, the table is aria-busy, page requests wait. */
export const ProcessingNl: Story = {
  globals: { locale: 'nl' },
  args: { status: 'processing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(20);
    canvas.getByRole('button', { name: 'Volgende' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const ProcessingEn: Story = {
  globals: { locale: 'en' },
  args: {
    status: 'processing',
    columns: columnsEn as PagedTableColumn<unknown>[],
    caption: 'Schools',
    processingLabel: 'Loading…',
    formatRange: formatRangeEn,
    paginationLabels: {
      previous: 'Previous',
      next: 'Next',
      page: (p) => `Page ${p}`,
      nav: 'Pagination',
    },
  },
};

/** The first load: no rows yet, a spinner in the body. */
export const FirstLoadNl: Story = {
  globals: { locale: 'nl' },
  args: { rows: [], meta: null, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell')).toHaveTextContent('Laden…');
  },
};

export const FirstLoadEn: Story = {
  globals: { locale: 'en' },
  args: {
    rows: [],
    meta: null,
    isLoading: true,
    processingLabel: 'Loading…',
    columns: columnsEn as PagedTableColumn<unknown>[],
    caption: 'Schools',
  },
};

/** Empty: the SPEC default text 'Empty table', and no pagination. */
export const EmptyNl: Story = {
  globals: { locale: 'nl' },
  args: {
    rows: [],
    meta: { current_page: 1, from: null, to: null, last_page: 1, total: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Empty table' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const EmptyEn: Story = {
  globals: { locale: 'en' },
  args: {
    rows: [],
    meta: { current_page: 1, from: null, to: null, last_page: 1, total: 0 },
    columns: columnsEn as PagedTableColumn<unknown>[],
    caption: 'Schools',
    emptyText: 'No schools yet',
  },
};

/**
 * A complete list driven by the keyboard: search (debounced 500 ms), the page resets to 1, the
 * range is announced; then page on with "Volgende".
 */
export const InteractiveNl: Story = {
  globals: { locale: 'nl' },
  render: () => <Harness columns={columnsNl} caption="Scholen" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('1–20 van 88'));
    const next = canvas.getByRole('button', { name: 'Volgende' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('21–40 van 88'));
    await expect(canvas.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Zoeken' }));
    await userEvent.keyboard('kompas');
    await waitFor(() => expect(status).toHaveTextContent('1–8 van 8'), { timeout: 3000 });
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(status).toHaveTextContent('1–20 van 88'), { timeout: 3000 });
  },
};

export const InteractiveEn: Story = {
  globals: { locale: 'en' },
  render: () => (
    <Harness
      columns={columnsEn}
      caption="Schools"
      searchLabel="Search"
      formatRange={formatRangeEn}
      paginationLabels={{
        previous: 'Previous',
        next: 'Next',
        page: (p) => `Page ${p}`,
        nav: 'Pagination',
      }}
    />
  ),
};
