import { PER_PAGE_DEFAULT, PER_PAGE_MAX, type PageQuery, type PagedResult } from '@koers/contract';
import {
  sql,
  type Compilable,
  type Expression,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { syncReader } from '../db/database.js';
import type { Database } from '../db/types.js';
import { invalid } from './errors.js';

export interface PaginateOptions {
  /** Allow-list: public sort name → column reference (`'users.last_name'`). Anything else is a 422. */
  sortColumns: Record<string, string>;
  /** Sort when the query names none; also the tie-breaker keeping pages stable. */
  defaultSort: { column: string; order: 'asc' | 'desc' };
  /** Columns searched by `query`, case-insensitively. */
  search?: string[];
  /**
   * `contains` (default) matches anywhere in the text; `prefix` matches the start of a column,
   * which large tables can answer from an index on `lower(column)` (see the users search).
   */
  searchMode?: 'contains' | 'prefix';
  /** Unique column appended to every sort so rows never move between pages. */
  tieBreaker?: string;
  /** The database's dialect: SQLite's prefix search needs no LIKE (see searchCondition). */
  dialect?: 'sqlite' | 'postgres';
  /** The database, to read synchronously on SQLite when the connection is free (see syncReader). */
  db?: Kysely<Database>;
}

/** Runs a select, synchronously on SQLite when possible. */
async function run<R>(
  query: Compilable<R> & { execute(): Promise<R[]> },
  db: Kysely<Database> | undefined,
): Promise<R[]> {
  const readSync = db ? syncReader(db) : undefined;
  if (readSync) {
    const compiled = query.compile();
    const rows = readSync(compiled.sql, compiled.parameters);
    if (rows) return rows as R[];
  }
  return query.execute();
}

/** `page` the Laravel way: below 1 or not a number is 1. */
export function parsePage(value: string | undefined): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** `per_page`: default 25, clamped to 1…100. */
export function parsePerPage(value: string | undefined): number {
  const n = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(n)) return PER_PAGE_DEFAULT;
  return Math.min(Math.max(n, 1), PER_PAGE_MAX);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The next string after every string that starts with `prefix` (for an index range scan). */
function prefixUpperBound(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return prefix.slice(0, -1) + String.fromCodePoint(last + 1);
}

/** Case-insensitive search condition over `columns` (OR), or null for an empty query. */
export function searchCondition(
  columns: string[],
  text: string | undefined,
  mode: 'contains' | 'prefix' = 'contains',
  exactRange = false,
): Expression<SqlBool> | null {
  const needle = (text ?? '').trim().toLowerCase();
  if (needle === '' || columns.length === 0) return null;
  const pattern = mode === 'prefix' ? `${escapeLike(needle)}%` : `%${escapeLike(needle)}%`;
  const parts = columns.map((column) => {
    const lowered = sql`lower(${sql.ref(column)})`;
    const like = sql<SqlBool>`${lowered} like ${pattern} escape '\\'`;
    if (mode !== 'prefix') return like;
    // The range lets both databases use an index on lower(column). Under SQLite's binary
    // collation it is exactly "starts with" (and the count can be answered from the index
    // alone); under a PostgreSQL locale collation the LIKE keeps it exact.
    const range = sql<SqlBool>`${lowered} >= ${needle} and ${lowered} < ${prefixUpperBound(needle)}`;
    return exactRange ? sql<SqlBool>`(${range})` : sql<SqlBool>`(${range} and ${like})`;
  });
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/**
 * Runs a paged query with the exact Laravel paginator semantics (DESIGN.md §3): `{data, meta}`,
 * `from`/`to` null when the page is empty, `last_page = max(ceil(total / per_page), 1)`, a page
 * past the end gives empty data. Sorting uses the allow-list only (unknown column → 422).
 *
 * `query` is the base select (joins, filters, selected columns); paginate adds search, count,
 * order, limit and offset.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  params: PageQuery,
  options: PaginateOptions,
): Promise<PagedResult<O>> {
  const page = parsePage(params.page);
  const perPage = parsePerPage(params.per_page);
  let sortColumn = options.sortColumns[options.defaultSort.column] ?? options.defaultSort.column;
  let sortOrder = options.defaultSort.order;
  if (params.sort_column !== undefined && params.sort_column !== '') {
    const column = Object.hasOwn(options.sortColumns, params.sort_column)
      ? options.sortColumns[params.sort_column]
      : undefined;
    if (column === undefined) {
      throw invalid('sort_column', 'validation.sort_column', {
        values: Object.keys(options.sortColumns).join(', '),
      });
    }
    sortColumn = column;
    sortOrder = params.sort_order ?? 'asc';
  } else if (params.sort_order) {
    sortOrder = params.sort_order;
  }

  const condition = searchCondition(
    options.search ?? [],
    params.query,
    options.searchMode,
    options.dialect === 'sqlite',
  );
  // Kysely cannot type a condition on a generic builder; the SQL is built from allow-listed refs.
  const filtered = (condition ? query.where(condition as never) : query) as SelectQueryBuilder<
    DB,
    TB,
    O
  >;

  const [countRow] = (await run(
    filtered
      .clearSelect()
      .clearOrderBy()
      .select(sql<number>`count(*)`.as('count')),
    options.db,
  )) as Array<{ count: number | string | bigint }>;
  const total = Number(countRow?.count ?? 0);
  const lastPage = Math.max(Math.ceil(total / perPage), 1);
  const offset = (page - 1) * perPage;

  let data: O[] = [];
  if (offset < total) {
    let ordered = filtered.orderBy(sql.ref(sortColumn), sortOrder);
    const tie = options.tieBreaker;
    if (tie && tie !== sortColumn) ordered = ordered.orderBy(sql.ref(tie), 'asc');
    data = await run(ordered.limit(perPage).offset(offset), options.db);
  }
  return {
    data,
    meta: {
      current_page: page,
      from: data.length > 0 ? offset + 1 : null,
      last_page: lastPage,
      per_page: perPage,
      to: data.length > 0 ? offset + data.length : null,
      total,
    },
  };
}
