import { describe, expect, it } from 'vitest';
import {
  paginate,
  pager,
  parsePage,
  parsePerPage,
  type PaginateOptions,
} from '../src/lib/paginate.js';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

describe('page parameters', () => {
  it('treats a page below 1 or not a number as page 1', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-3')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('2')).toBe(2);
    expect(parsePage('7.9')).toBe(7);
  });

  it('defaults per_page to 25 and keeps it within 1…100', () => {
    expect(parsePerPage(undefined)).toBe(25);
    expect(parsePerPage('x')).toBe(25);
    expect(parsePerPage('0')).toBe(1);
    expect(parsePerPage('1000')).toBe(100);
    expect(parsePerPage('10')).toBe(10);
  });
});

describeEachDatabase('the Laravel paginator over a real list', (t) => {
  const list = async (query: string, locale = 'en') => {
    const token = await loginAs(t.app, 'admin@koers.test');
    return t.app.inject({
      method: 'GET',
      url: `/api/admin/users${query}`,
      headers: bearer(token, locale),
    });
  };
  // The demo seed has 10 users.
  const TOTAL = 10;

  it('answers the first page with meta', async () => {
    const response = await list('?per_page=4');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 3,
      per_page: 4,
      to: 4,
      total: TOTAL,
    });
    expect(body.data).toHaveLength(4);
  });

  it('answers a partial last page', async () => {
    const body = (await list('?per_page=4&page=3')).json();
    expect(body.meta).toEqual({
      current_page: 3,
      from: 9,
      last_page: 3,
      per_page: 4,
      to: 10,
      total: TOTAL,
    });
    expect(body.data).toHaveLength(2);
  });

  it('answers empty data with from/to null past the end', async () => {
    const body = (await list('?per_page=4&page=9')).json();
    expect(body).toEqual({
      data: [],
      meta: { current_page: 9, from: null, last_page: 3, per_page: 4, to: null, total: TOTAL },
    });
  });

  it('treats page 0, negative and non-numeric pages as 1', async () => {
    for (const page of ['0', '-1', 'abc', '']) {
      expect((await list(`?per_page=4&page=${page}`)).json().meta.current_page).toBe(1);
    }
  });

  it('has last_page 1 and from/to null when nothing matches', async () => {
    const body = (await list('?query=zzzzzz')).json();
    expect(body).toEqual({
      data: [],
      meta: { current_page: 1, from: null, last_page: 1, per_page: 25, to: null, total: 0 },
    });
  });

  it('pages through every row exactly once, in a stable order', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = (await list(`?per_page=3&page=${page}&sort_column=last_name`)).json();
      seen.push(...body.data.map((u: { id: number }) => u.id));
    }
    expect(seen).toHaveLength(TOTAL);
    expect(new Set(seen).size).toBe(TOTAL);
  });

  it('sorts by an allowed column both ways', async () => {
    const asc = (await list('?sort_column=email&sort_order=asc'))
      .json()
      .data.map((u: { email: string }) => u.email);
    const desc = (await list('?sort_column=email&sort_order=desc'))
      .json()
      .data.map((u: { email: string }) => u.email);
    expect(asc).toEqual([...asc].sort());
    expect(desc).toEqual([...asc].reverse());
  });

  it('refuses a sort column outside the allow-list with 422, in English and Dutch', async () => {
    const en = await list('?sort_column=password_hash');
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The sort column must be one of: first_name, last_name, email, created_at, id.',
      errors: {
        sort_column: [
          'The sort column must be one of: first_name, last_name, email, created_at, id.',
        ],
      },
    });
    const nl = await list('?sort_column=password_hash', 'nl');
    expect(nl.json().errors.sort_column).toEqual([
      'Het veld sorteerkolom moet een van deze waarden zijn: first_name, last_name, email, created_at, id.',
    ]);
    const order = await list('?sort_column=email&sort_order=sideways');
    expect(order.statusCode).toBe(422);
    expect(Object.keys(order.json().errors)).toEqual(['sort_order']);
  });

  it('searches case-insensitively and treats LIKE wildcards as text', async () => {
    expect((await list('?query=BAKK')).json().data.map((u: { email: string }) => u.email)).toEqual([
      'leraar@koers.test',
    ]);
    expect((await list('?query=%25')).json().meta.total).toBe(0);
    expect((await list('?query=_')).json().meta.total).toBe(0);
    // Prefix search on the user list: the start of first name, last name or email.
    expect((await list('?query=directeur@')).json().meta.total).toBe(1);
  });

  it('caps per_page at 100', async () => {
    expect((await list('?per_page=5000')).json().meta.per_page).toBe(100);
  });
});

describeEachDatabase('a pager (compiled once) and paginate', (t) => {
  it('answer the same pages for every sort, search and page', async () => {
    const columns = ['users.id', 'users.email', 'users.last_name'] as const;
    const options = (searchMode: 'prefix' | 'contains'): PaginateOptions => ({
      sortColumns: { last_name: 'users.last_name', email: 'users.email', id: 'users.id' },
      defaultSort: { column: 'last_name', order: 'asc' },
      search: ['users.first_name', 'users.last_name', 'users.email'],
      searchMode,
      dialect: t.dialect,
      tieBreaker: 'users.id',
    });
    for (const mode of ['prefix', 'contains'] as const) {
      // A base query with an argument, bound like a context id would be.
      const page = pager(
        t.app.db,
        1,
        (admin: number) =>
          t.app.db.selectFrom('users').select(columns).where('users.admin', '=', admin),
        options(mode),
      );
      for (const sort_column of [undefined, 'last_name', 'email', 'id'])
        for (const sort_order of [undefined, 'asc', 'desc'] as const)
          for (const query of [undefined, '', 'b', 'BAKK', 'e', '%', 'koers.test', 'zzz'])
            for (const pageNumber of ['1', '2', '9']) {
              const params = { sort_column, sort_order, query, page: pageNumber, per_page: '3' };
              const expected = await paginate(
                t.app.db.selectFrom('users').select(columns).where('users.admin', '=', 0),
                params,
                options(mode),
              );
              expect(await page(params, 0), JSON.stringify({ mode, ...params })).toEqual(expected);
            }
    }
  });

  it('refuses a sort column outside the allow-list', async () => {
    const page = pager(t.app.db, 0, () => t.app.db.selectFrom('users').select('users.id'), {
      sortColumns: { id: 'users.id' },
      defaultSort: { column: 'id', order: 'asc' },
    });
    await expect(page({ sort_column: 'password_hash' })).rejects.toMatchObject({ statusCode: 422 });
  });
});
