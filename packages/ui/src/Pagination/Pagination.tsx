import { cx } from '../utils/visuallyHidden';
import { paginationRange, PAGINATION_WINDOW } from './paginationRange';
import type { PassthroughProps } from '../utils/passthrough';
import './Pagination.css';

export interface PaginationProps extends PassthroughProps<HTMLElement> {
  /** The page shown now (1-based, Laravel's meta.current_page). */
  currentPage: number;
  /** The number of pages (meta.last_page). With 1 or fewer the bar is not rendered (SPEC §9). */
  lastPage: number;
  /**
   * Called with the requested page. Never called for a page below 1, above lastPage, or the
   * current page: those requests are ignored (SPEC §4).
   */
  onPageChange: (page: number) => void;
  /** Text of the previous-page button. Default 'Vorige' (SPEC §2). */
  previousLabel?: string;
  /** Text of the next-page button. Default 'Volgende' (SPEC §2). */
  nextLabel?: string;
  /** Accessible name of a page button. Default `Pagina ${page}`. */
  pageLabel?: (page: number) => string;
  /** Name of the navigation landmark. Default 'Paginering'. */
  label?: string;
  /** Pages shown on each side of the current one. Default 1 (SPEC §9). */
  window?: number;
  /** Disables every button, for example while a page loads. */
  isDisabled?: boolean;
}

/**
 * Page navigation for a paged list: Vorige, a window of pages with first/last and ellipses,
 * Volgende. Buttons at the ends use aria-disabled rather than disabled so that keyboard focus
 * stays on "Volgende" when it is pressed on the second-to-last page.
 */
export function Pagination({
  currentPage,
  lastPage,
  onPageChange,
  previousLabel = 'Vorige',
  nextLabel = 'Volgende',
  pageLabel = (page) => `Pagina ${page}`,
  label = 'Paginering',
  window = PAGINATION_WINDOW,
  isDisabled = false,
  className,
  ...rest
}: PaginationProps) {
  if (lastPage <= 1) return null;

  const request = (page: number) => {
    if (isDisabled || page < 1 || page > lastPage || page === currentPage) return;
    onPageChange(page);
  };
  const atStart = currentPage <= 1;
  const atEnd = currentPage >= lastPage;

  return (
    <nav {...rest} aria-label={label} className={cx('koers-pagination', className)}>
      <ul className="koers-pagination__list">
        <li>
          <button
            type="button"
            className="koers-pagination__button koers-pagination__step"
            aria-disabled={atStart || isDisabled || undefined}
            onClick={() => request(currentPage - 1)}
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="m12 5-5 5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {previousLabel}
          </button>
        </li>
        {paginationRange(currentPage, lastPage, window).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="koers-pagination__button koers-pagination__page"
                aria-label={pageLabel(item)}
                aria-current={item === currentPage ? 'page' : undefined}
                aria-disabled={isDisabled || undefined}
                onClick={() => request(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="koers-pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="koers-pagination__button koers-pagination__step"
            aria-disabled={atEnd || isDisabled || undefined}
            onClick={() => request(currentPage + 1)}
          >
            {nextLabel}
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="m8 5 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </li>
      </ul>
    </nav>
  );
}
