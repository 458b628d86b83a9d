export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { paginationRange, PAGINATION_WINDOW } from './paginationRange';
export type { PaginationItem } from './paginationRange';
