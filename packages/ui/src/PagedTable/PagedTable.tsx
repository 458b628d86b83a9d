import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type Key,
  type ReactNode,
  type RefObject,
} from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { LIST_SEARCH_DEBOUNCE_MS, useDebouncedCallback } from '../hooks/useDebounced';
import { Pagination } from '../Pagination/Pagination';
import { SpinnerGraphic } from '../Spinner/Spinner';
import type { PassthroughProps } from '../utils/passthrough';
import { cx, visuallyHiddenStyle } from '../utils/visuallyHidden';
import './PagedTable.css';

/** Laravel's paginator `meta` (the fields PagedTable reads). */
export interface PaginatorMeta {
  current_page: number;
  /** 1-based index of the first row on this page; null when the list is empty. */
  from: number | null;
  last_page: number;
  per_page?: number;
  /** 1-based index of the last row on this page; null when the list is empty. */
  to: number | null;
  total: number;
}

export type SortOrder = 'asc' | 'desc';

/** The active sort, as the list API takes it (sort_column + sort_order). */
export interface SortState {
  column: string;
  order: SortOrder;
}

export type PagedTableStatus = 'processing' | 'empty' | 'loaded';

/** One column of a PagedTable. */
export interface PagedTableColumn<Row> {
  /** Column id; sent as sort_column when the column is sorted. */
  id: string;
  /** Header content (the sort button's name when sortable). */
  header: ReactNode;
  /** The header is a button that sorts by this column. */
  sortable?: boolean;
  /** Cell content; wins over `accessor`. */
  render?: (row: Row) => ReactNode;
  /** Row property shown as text when there is no `render`. */
  accessor?: keyof Row;
  /** CSS width of the column, for example '12rem' or '20%'. */
  width?: string;
  /** Cells of this column name their row (<th scope="row">); usually the name column. */
  isRowHeader?: boolean;
  /** Text alignment; 'end' for numbers. Default 'start'. */
  align?: 'start' | 'end';
}

export interface PagedTableProps<Row> extends PassthroughProps<HTMLDivElement> {
  /** The columns, in display order. */
  columns: readonly PagedTableColumn<Row>[];
  /** The rows of the current page, as the server returned them (never sorted or paged here). */
  rows: readonly Row[];
  /** Key of a row; default `row.id`. */
  getRowId?: (row: Row) => Key;
  /** The paginator meta of the current page; drives the range text and Pagination. */
  meta?: PaginatorMeta | null;
  /**
   * List state (SPEC §2). When absent it is derived: `isLoading` → processing, no rows → empty,
   * else loaded. While processing the old rows stay visible and the table is aria-busy.
   */
  status?: PagedTableStatus;
  /** Whether a request is running; used when `status` is absent. */
  isLoading?: boolean;
  /** The active sort, or null/undefined for the server's default order. */
  sort?: SortState | null;
  /** Called with the new sort when a sortable header is pressed (asc first, then toggles). */
  onSortChange?: (sort: SortState) => void;
  /** Called with a requested page; pages below 1 or above last_page are never requested. */
  onPageChange: (page: number) => void;
  /** The search text the rows were loaded with. Without onQueryChange there is no search field. */
  query?: string;
  /**
   * Called with the new search text after `searchDebounceMs` without typing (SPEC §9: 500 ms);
   * at once on Enter or when the field is cleared. PagedTable debounces, so the caller can load
   * on every call (and reset the page to 1, SPEC §4).
   */
  onQueryChange?: (query: string) => void;
  /** Debounce of the search field in ms. Default LIST_SEARCH_DEBOUNCE_MS (500). */
  searchDebounceMs?: number;
  /** Label of the search field. Default 'Zoeken'. */
  searchLabel?: string;
  /** Placeholder of the search field. */
  searchPlaceholder?: string;
  /** Accessible name of the clear button of the search field. Default 'Zoekveld leegmaken'. */
  clearSearchLabel?: string;
  /** Visible caption of the table (names it). Use this or aria-label. */
  caption?: ReactNode;
  /** Keep the caption for screen readers only. */
  hideCaption?: boolean;
  /** Accessible name of the table when there is no caption (the table's, not the root's). */
  'aria-label'?: string;
  /**
   * Shown in the body when there are no rows. Default 'Empty table' (SPEC §2); pass what this
   * list has none of, in its own words ("No contacts on the social map yet"), which tells a
   * reader more than the generic default.
   */
  emptyText?: ReactNode;
  /** Read while processing. Default 'Laden…'. */
  processingLabel?: string;
  /** The range text, announced politely after each load. Default Dutch: "21–40 van 88". */
  formatRange?: (from: number, to: number, total: number) => string;
  /** Labels of the Pagination (Vorige/Volgende by default). */
  paginationLabels?: {
    previous?: string;
    next?: string;
    page?: (page: number) => string;
    nav?: string;
  };
  /** Extra content in the toolbar, after the search field (for example a "Nieuw" button). */
  toolbar?: ReactNode;
}

/** Dutch default of PagedTableProps.formatRange. */
export const formatRangeNl = (from: number, to: number, total: number) =>
  `${from}–${to} van ${total}`;
/** English formatter for PagedTableProps.formatRange. */
export const formatRangeEn = (from: number, to: number, total: number) =>
  `${from}–${to} of ${total}`;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function cellContent<Row>(column: PagedTableColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  if (column.accessor === undefined) return null;
  const value = row[column.accessor];
  return value == null ? '' : String(value);
}

/**
 * Keeps the scroller's visible width in a CSS variable while `active` (the table shows its
 * message instead of rows). The message sits in one cell across the whole table, which on a
 * narrow screen is wider than what is visible; with the variable it wraps within the visible part
 * and stays there while the table scrolls sideways (PagedTable.css). ResizeObserver reports the
 * first size after the browser's own layout and before it paints: no flash of the wide message,
 * and a table with rows costs no extra layout.
 */
function useVisibleWidth(active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!active || !node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      node.style.setProperty('--_koers-paged-table-visible', `${node.clientWidth}px`),
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}

/**
 * Whether the scroller is narrower than its table (it scrolls sideways). Such a box must be
 * reachable by keyboard to be scrolled (axe: scrollable-region-focusable, WCAG 2.1.1), so it then
 * becomes a focusable, named region. Measured by a ResizeObserver after the browser's layout.
 */
function useScrollsSideways(ref: RefObject<HTMLDivElement | null>) {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(node.scrollWidth > node.clientWidth + 1));
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/**
 * The generic paged list of SPEC §2: a search field, a table with sortable headers, and
 * Pagination. Fully controlled: it never sorts, filters or pages rows itself.
 *
 * A plain semantic <table> rather than react-aria's Table: rows here are read, not selected
 * or edited, so the grid keyboard model (arrow keys between cells) would only get in the way
 * of Tab reaching links in cells, and RAC Table costs ~58 KB gzip. Sorting is a <button> in
 * each sortable <th>, with aria-sort on the <th>.
 */
export function PagedTable<Row>({
  columns,
  rows,
  getRowId = (row) => (row as { id: Key }).id,
  meta,
  status: statusProp,
  isLoading = false,
  sort,
  onSortChange,
  onPageChange,
  query = '',
  onQueryChange,
  searchDebounceMs = LIST_SEARCH_DEBOUNCE_MS,
  searchLabel = 'Zoeken',
  searchPlaceholder,
  clearSearchLabel = 'Zoekveld leegmaken',
  caption,
  hideCaption = false,
  'aria-label': ariaLabel,
  emptyText = 'Empty table',
  processingLabel = 'Laden…',
  formatRange = formatRangeNl,
  paginationLabels = {},
  toolbar,
  className,
  ...rest
}: PagedTableProps<Row>) {
  const scrollerRef = useVisibleWidth(rows.length === 0);
  const scrollsSideways = useScrollsSideways(scrollerRef);
  const captionId = useId();
  const status: PagedTableStatus =
    statusProp ?? (isLoading ? 'processing' : rows.length === 0 ? 'empty' : 'loaded');
  const processing = status === 'processing';

  // The field shows what is typed at once; the caller's query follows after the debounce.
  // When the caller changes the query itself (a reset, a link), the field follows it.
  const [text, setText] = useState(query);
  const [lastQuery, setLastQuery] = useState(query);
  if (query !== lastQuery) {
    setLastQuery(query);
    setText(query);
  }
  const emitQuery = useDebouncedCallback((value: string) => {
    if (value !== query) onQueryChange?.(value);
  }, searchDebounceMs);

  const toggleSort = (column: string) => {
    if (!onSortChange) return;
    const order: SortOrder = sort?.column === column && sort.order === 'asc' ? 'desc' : 'asc';
    onSortChange({ column, order });
  };

  const rangeText =
    status === 'empty'
      ? typeof emptyText === 'string'
        ? emptyText
        : ''
      : meta && meta.from != null && meta.to != null
        ? formatRange(meta.from, meta.to, meta.total)
        : '';

  return (
    <div {...rest} className={cx('koers-paged-table', className)} data-status={status}>
      {onQueryChange || toolbar ? (
        <div className="koers-paged-table__toolbar">
          {onQueryChange ? (
            <SearchField
              className="koers-paged-table__search"
              value={text}
              onChange={(value) => {
                setText(value);
                emitQuery(value);
              }}
              onSubmit={() => emitQuery.flush()}
              onClear={() => {
                emitQuery.cancel();
                if (query !== '') onQueryChange('');
              }}
            >
              <Label className="koers-paged-table__search-label">{searchLabel}</Label>
              <div className="koers-paged-table__search-group">
                <svg
                  className="koers-paged-table__search-icon"
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <circle
                    cx="8.5"
                    cy="8.5"
                    r="5.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  />
                  <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" />
                </svg>
                <Input
                  className="koers-paged-table__search-input"
                  placeholder={searchPlaceholder}
                />
                {text ? (
                  <Button className="koers-paged-table__search-clear" aria-label={clearSearchLabel}>
                    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                      <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </Button>
                ) : null}
              </div>
            </SearchField>
          ) : null}
          {toolbar ? <div className="koers-paged-table__actions">{toolbar}</div> : null}
        </div>
      ) : null}

      <div
        className="koers-paged-table__scroller"
        ref={scrollerRef}
        {...(scrollsSideways
          ? {
              role: 'region',
              tabIndex: 0,
              'aria-label': caption ? undefined : ariaLabel,
              'aria-labelledby': caption ? captionId : undefined,
            }
          : {})}
      >
        <table
          className="koers-paged-table__table"
          aria-label={caption ? undefined : ariaLabel}
          aria-busy={processing || undefined}
        >
          {caption ? (
            <caption
              id={captionId}
              className="koers-paged-table__caption"
              style={hideCaption ? visuallyHiddenStyle : undefined}
            >
              {caption}
            </caption>
          ) : null}
          <colgroup>
            {columns.map((column) => (
              <col key={column.id} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort?.column === column.id ? sort.order : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    data-align={column.align ?? 'start'}
                    aria-sort={column.sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                  >
                    {column.sortable && onSortChange ? (
                      <button
                        type="button"
                        className="koers-paged-table__sort"
                        onClick={() => toggleSort(column.id)}
                      >
                        {column.header}
                        <svg
                          viewBox="0 0 20 20"
                          aria-hidden="true"
                          focusable="false"
                          className="koers-paged-table__sort-icon"
                          data-order={sorted ?? 'none'}
                        >
                          <path className="koers-paged-table__sort-up" d="m6 8 4-4 4 4" />
                          <path className="koers-paged-table__sort-down" d="m6 12 4 4 4-4" />
                        </svg>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="koers-paged-table__message-row">
                <td colSpan={columns.length} className="koers-paged-table__message">
                  <div className="koers-paged-table__message-content">
                    {processing ? (
                      <span className="koers-paged-table__loading">
                        <SpinnerGraphic size="sm" />
                        {processingLabel}
                      </span>
                    ) : (
                      emptyText
                    )}
                  </div>
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={getRowId(row)}>
                  {columns.map((column) => {
                    const Cell = column.isRowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.id}
                        scope={column.isRowHeader ? 'row' : undefined}
                        data-align={column.align ?? 'start'}
                      >
                        {cellContent(column, row)}
                      </Cell>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
        {processing && rows.length > 0 ? (
          <div className="koers-paged-table__overlay" aria-hidden="true">
            <SpinnerGraphic size="md" />
          </div>
        ) : null}
      </div>

      <div className="koers-paged-table__footer">
        {/* Polite live region: after a page, sort or search load, "21–40 van 88" is read. */}
        <p role="status" className="koers-paged-table__range">
          {processing ? (
            <span style={visuallyHiddenStyle}>{processingLabel}</span>
          ) : status === 'empty' ? (
            // The table's only cell already shows the empty text; here it is only announced.
            <span style={visuallyHiddenStyle}>{rangeText}</span>
          ) : (
            rangeText
          )}
        </p>
        {meta ? (
          <Pagination
            currentPage={meta.current_page}
            lastPage={meta.last_page}
            onPageChange={onPageChange}
            isDisabled={processing}
            previousLabel={paginationLabels.previous}
            nextLabel={paginationLabels.next}
            pageLabel={paginationLabels.page}
            label={paginationLabels.nav}
          />
        ) : null}
      </div>
    </div>
  );
}
