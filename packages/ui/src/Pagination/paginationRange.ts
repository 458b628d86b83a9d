/** SPEC §9: the pagination bar shows one page on each side of the current page. */
export const PAGINATION_WINDOW = 1;

export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: the first and last page, the current page with `window` pages on
 * each side, and an ellipsis for every gap. Pure; out-of-range current pages are clamped.
 *   paginationRange(5, 10) → [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]
 */
export function paginationRange(
  currentPage: number,
  lastPage: number,
  window: number = PAGINATION_WINDOW,
): PaginationItem[] {
  if (lastPage < 1) return [];
  const current = Math.min(Math.max(1, currentPage), lastPage);
  const start = Math.max(1, current - window);
  const end = Math.min(lastPage, current + window);
  const items: PaginationItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start > 2) items.push('ellipsis-start');
  }
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < lastPage) {
    if (end < lastPage - 1) items.push('ellipsis-end');
    items.push(lastPage);
  }
  return items;
}
