export { PagedTable, formatRangeNl, formatRangeEn } from './PagedTable';
export type {
  PagedTableProps,
  PagedTableColumn,
  PagedTableStatus,
  PaginatorMeta,
  SortState,
  SortOrder,
} from './PagedTable';
