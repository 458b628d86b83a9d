import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedTable, formatRangeEn, type PagedTableColumn, type PaginatorMeta } from './PagedTable';
import { itPassesThrough } from '../test-utils/passthrough';

interface School {
  id: number;
  name: string;
  brin_number: string;
}

const columns: PagedTableColumn<School>[] = [
  { id: 'name', header: 'Naam', sortable: true, accessor: 'name', isRowHeader: true },
  { id: 'brin_number', header: 'BRIN', sortable: true, accessor: 'brin_number' },
  { id: 'actions', header: 'Acties', render: (s) => <a href={`/schools/${s.id}`}>Bekijk</a> },
];
const rows: School[] = [
  { id: 1, name: 'De Regenboog', brin_number: '01AB' },
  { id: 2, name: 'Het Kompas', brin_number: '02CD' },
];
const meta: PaginatorMeta = { current_page: 2, from: 21, to: 40, last_page: 5, total: 88 };

describe('PagedTable', () => {
  it('renders rows as given, with row headers and rendered cells', () => {
    render(
      <PagedTable
        caption="Scholen"
        columns={columns}
        rows={rows}
        meta={meta}
        onPageChange={() => {}}
      />,
    );
    const table = screen.getByRole('table', { name: 'Scholen' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'De Regenboog',
      'Het Kompas',
    ]);
    expect(within(bodyRows[0]!).getByRole('link', { name: 'Bekijk' })).toHaveAttribute(
      'href',
      '/schools/1',
    );
    expect(screen.getByRole('status')).toHaveTextContent('21–40 van 88');
    expect(screen.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('marks the sorted column with aria-sort and asks for the next order', async () => {
    const onSortChange = vi.fn();
    render(
      <PagedTable
        aria-label="Scholen"
        columns={columns}
        rows={rows}
        sort={{ column: 'name', order: 'asc' }}
        onSortChange={onSortChange}
        onPageChange={() => {}}
      />,
    );
    const [name, brin, actions] = screen.getAllByRole('columnheader');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(brin).toHaveAttribute('aria-sort', 'none');
    expect(actions).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(name!).getByRole('button', { name: 'Naam' }));
    await userEvent.click(within(brin!).getByRole('button', { name: 'BRIN' }));
    expect(onSortChange.mock.calls).toEqual([
      [{ column: 'name', order: 'desc' }],
      [{ column: 'brin_number', order: 'asc' }],
    ]);
    // Never sorts by itself: the rows keep the order they came in.
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('De Regenboog');
  });

  it('shows "Empty table" by default and another empty text when given', () => {
    const { rerender } = render(
      <PagedTable aria-label="Scholen" columns={columns} rows={[]} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('cell', { name: 'Empty table' })).toBeInTheDocument();
    rerender(
      <PagedTable
        aria-label="Scholen"
        columns={columns}
        rows={[]}
        emptyText="Geen scholen"
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Geen scholen' })).toBeInTheDocument();
  });

  it('announces the empty text in its status without showing it a second time', () => {
    render(
      <PagedTable
        aria-label="Scholen"
        columns={columns}
        rows={[]}
        emptyText="Geen scholen"
        onPageChange={() => {}}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Geen scholen');
    // Visually hidden: the table's only cell shows it already.
    expect(within(status).getByText('Geen scholen')).toHaveStyle({
      position: 'absolute',
      overflow: 'hidden',
    });
  });

  it('keeps the old rows while processing, aria-busy, and ignores page requests', async () => {
    const onPageChange = vi.fn();
    render(
      <PagedTable
        aria-label="Scholen"
        columns={columns}
        rows={rows}
        meta={meta}
        isLoading
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('rowheader')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Laden…');
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('hides the pagination with one page and formats the range in English', () => {
    render(
      <PagedTable
        aria-label="Schools"
        columns={columns}
        rows={rows}
        meta={{ current_page: 1, from: 1, to: 2, last_page: 1, total: 2 }}
        formatRange={formatRangeEn}
        onPageChange={() => {}}
      />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1–2 of 2');
  });

  describe('search', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('reports the query once, 500 ms after typing stops, and at once when cleared', () => {
      const onQueryChange = vi.fn();
      const { rerender } = render(
        <PagedTable
          aria-label="Scholen"
          columns={columns}
          rows={rows}
          query=""
          onQueryChange={onQueryChange}
          onPageChange={() => {}}
        />,
      );
      const field = screen.getByRole('searchbox', { name: 'Zoeken' });
      fireEvent.change(field, { target: { value: 'reg' } });
      act(() => vi.advanceTimersByTime(300));
      fireEvent.change(field, { target: { value: 'regen' } });
      act(() => vi.advanceTimersByTime(499));
      expect(onQueryChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onQueryChange).toHaveBeenCalledExactlyOnceWith('regen');
      expect(field).toHaveValue('regen');

      rerender(
        <PagedTable
          aria-label="Scholen"
          columns={columns}
          rows={rows}
          query="regen"
          onQueryChange={onQueryChange}
          onPageChange={() => {}}
        />,
      );
      fireEvent.keyDown(field, { key: 'Escape' });
      expect(onQueryChange).toHaveBeenLastCalledWith('');
      expect(field).toHaveValue('');
    });

    it('follows a query the caller changes itself', () => {
      const props = { 'aria-label': 'Scholen', columns, rows, onPageChange: () => {} };
      const { rerender } = render(<PagedTable {...props} query="a" onQueryChange={() => {}} />);
      rerender(<PagedTable {...props} query="kompas" onQueryChange={() => {}} />);
      expect(screen.getByRole('searchbox')).toHaveValue('kompas');
    });
  });
});

itPassesThrough({
  renderWith: (props) => (
    <PagedTable
      {...props}
      caption="Scholen"
      columns={columns}
      rows={rows}
      meta={meta}
      onPageChange={() => {}}
    />
  ),
  root: () => screen.getByRole('table', { name: 'Scholen' }).closest('.koers-paged-table')!,
  ownClass: 'koers-paged-table',
});
