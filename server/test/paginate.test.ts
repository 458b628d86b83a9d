import { AdminUser, Paged } from '@koers/contract';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  jsonPager,
  paginate,
  pager,
  parsePage,
  parsePerPage,
  type PaginateOptions,
} from '../src/lib/paginate.js';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

describe('page parameters', () => {
  it('reads the page as Laravel does: an integer of 1 or more, anything else is page 1', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-3')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('2')).toBe(2);
    expect(parsePage(' +2 ')).toBe(2);
    // FILTER_VALIDATE_INT takes neither fractions, trailing text nor leading zeros.
    expect(parsePage('7.9')).toBe(1);
    expect(parsePage('3abc')).toBe(1);
    expect(parsePage('05')).toBe(1);
  });

  it('reads a page beyond the safe integers as page 1, never as an inexact number', () => {
    expect(parsePage('99999999999999999999')).toBe(1);
    expect(parsePage('9007199254740992')).toBe(1);
    expect(parsePage('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('defaults per_page to 25 and keeps it within 1…100', () => {
    expect(parsePerPage(undefined)).toBe(25);
    expect(parsePerPage('x')).toBe(25);
    expect(parsePerPage('0')).toBe(25);
    expect(parsePerPage('-5')).toBe(25);
    expect(parsePerPage('1')).toBe(1);
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

  it('gives the default per_page for 0 and negative values', async () => {
    for (const perPage of ['0', '-1', '-100']) {
      const response = await list(`?per_page=${perPage}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().meta).toEqual({
        current_page: 1,
        from: 1,
        last_page: 1,
        per_page: 25,
        to: TOTAL,
        total: TOTAL,
      });
    }
  });

  it('answers page 1 for a page beyond the safe integers, as Laravel does for one it cannot read', async () => {
    const firstPage = (await list('?per_page=4&page=1&sort_column=id')).json();
    for (const page of ['99999999999999999999', '9007199254740993', '7.5', '2abc']) {
      const response = await list(`?per_page=4&page=${page}&sort_column=id`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(firstPage);
    }
    expect(firstPage.meta).toMatchObject({ current_page: 1, from: 1, to: 4, last_page: 3 });
    // The largest safe page is an ordinary page past the end.
    expect((await list('?per_page=4&page=9007199254740991')).json().meta).toMatchObject({
      current_page: Number.MAX_SAFE_INTEGER,
      from: null,
      to: null,
    });
  });

  it('takes the last value of a repeated parameter, as PHP does', async () => {
    const twice = await list('?per_page=4&page=1&page=2');
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual((await list('?per_page=4&page=2')).json());
    expect((await list('?per_page=2&per_page=3')).json().meta.per_page).toBe(3);
    expect(
      (await list('?sort_column=id&sort_column=email&sort_order=asc&sort_order=desc')).json(),
    ).toEqual((await list('?sort_column=email&sort_order=desc')).json());
    expect((await list('?query=zzz&query=BAKK')).json().meta.total).toBe(1);
    // The value kept is validated as usual.
    const badOrder = await list('?sort_order=asc&sort_order=sideways');
    expect(badOrder.statusCode).toBe(422);
    expect(Object.keys(badOrder.json().errors)).toEqual(['sort_order']);
    expect((await list('?sort_column=email&sort_column=password_hash')).statusCode).toBe(422);
    expect((await list('?sort_column=password_hash&sort_column=email')).statusCode).toBe(200);
  });
});

/** A users row for a test: no password, not an admin, Dutch. */
const userRow = (email: string, first_name: string, last_name: string, now: string) => ({
  email,
  first_name,
  last_name_prefix: null,
  last_name,
  password_hash: null,
  admin: 0,
  locale: 'nl',
  created_at: now,
  updated_at: now,
});

describeEachDatabase('case-insensitive sorting of paged lists', (t) => {
  // Mixed case, a prefix in lower case, accents and equal names differing only in case.
  const LAST_NAMES = ['Zwart', 'de Vries', 'Bakker', 'bakker', 'van Dijk', 'özil', 'Özil', 'Aa'];
  type Row = { id: number; last_name: string; first_name: string };

  const list = async (query: string) => {
    const token = await loginAs(t.app, 'admin@koers.test');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as Row[];
  };

  /** The order both databases must give: ASCII letters folded, compared as bytes, then id. */
  const expected = (rows: Row[], key: 'last_name' | 'first_name', order: 'asc' | 'desc') => {
    const fold = (text: string) => Buffer.from(text.replace(/[A-Z]/g, (c) => c.toLowerCase()));
    const sign = order === 'asc' ? 1 : -1;
    return [...rows].sort(
      (a, b) => sign * Buffer.compare(fold(a[key]), fold(b[key])) || a.id - b.id,
    );
  };

  it('sorts text without regard to case, in the same order on both databases', async () => {
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('users')
      .values(
        LAST_NAMES.map((last_name, i) =>
          userRow(`sorteer${i}@koers.test`, i % 2 ? 'sorteer' : 'Sorteer', last_name, now),
        ),
      )
      .execute();

    // The search (prefix of first name) and the whole list, both ways.
    const searched = await list('?query=sorteer&sort_column=last_name');
    // "Bakker" and "bakker" differ in case only: the id decides (Bakker was inserted first).
    expect(searched.map((u) => u.last_name)).toEqual([
      'Aa',
      'Bakker',
      'bakker',
      'de Vries',
      'van Dijk',
      'Zwart',
      // Only ASCII letters are folded (as SQLite's NOCASE and lower() do): Ö and ö differ, and
      // sort after z by their bytes.
      'Özil',
      'özil',
    ]);
    expect(await list('?query=sorteer&sort_column=last_name&sort_order=desc')).toEqual(
      expected(searched, 'last_name', 'desc'),
    );
    for (const order of ['asc', 'desc'] as const) {
      for (const column of ['last_name', 'first_name'] as const) {
        const all = await list(`?per_page=100&sort_column=${column}&sort_order=${order}`);
        expect(all.length).toBeGreaterThan(LAST_NAMES.length);
        expect(all).toEqual(expected(all, column, order));
      }
    }
    // Paging cuts the same order: page 2 of 3 continues page 1.
    const page1 = await list('?query=sorteer&per_page=3&page=1');
    const page2 = await list('?query=sorteer&per_page=3&page=2');
    expect([...page1, ...page2].map((u) => u.last_name)).toEqual(
      searched.slice(0, 6).map((u) => u.last_name),
    );
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

/** The user list's prefix table, as the admin route configures it (migrations 0004 and 0021). */
const USER_PREFIX_TABLE = {
  table: 'user_search',
  key: 'user_id',
  id: 'users.id',
  length: 10,
  sortColumn: 'users.last_name',
} as const;

/** The user search as the admin route configures it, with the sorts and text columns a test picks. */
const userSearch = (
  dialect: PaginateOptions['dialect'],
  picked: Pick<PaginateOptions, 'sortColumns' | 'textColumns' | 'prefixTable'>,
): PaginateOptions => ({
  defaultSort: { column: 'last_name', order: 'asc' },
  search: ['users.first_name', 'users.last_name', 'users.email'],
  searchMode: 'prefix',
  dialect,
  tieBreaker: 'users.id',
  ...picked,
});

describeEachDatabase('the user search from its prefix table', (t) => {
  const columns = ['users.id', 'users.email', 'users.first_name', 'users.last_name'] as const;
  const options = (prefixTable: boolean): PaginateOptions =>
    userSearch(t.dialect, {
      sortColumns: { last_name: 'users.last_name', first_name: 'users.first_name', id: 'users.id' },
      textColumns: ['users.last_name', 'users.first_name'],
      ...(prefixTable ? { prefixTable: USER_PREFIX_TABLE } : {}),
    });
  const base = () => t.app.db.selectFrom('users').select(columns);
  /** The prefix table's answers must be the condition's, for every sort, search and page. */
  const compareAll = async (queries: string[]) => {
    const fromTable = pager(t.app.db, 0, base, options(true));
    for (const sort_column of [undefined, 'last_name', 'first_name', 'id'])
      for (const sort_order of [undefined, 'asc', 'desc'] as const)
        for (const query of queries)
          for (const page of ['1', '2']) {
            const params = { sort_column, sort_order, query, page, per_page: '2' };
            const expected = await paginate(base(), params, options(false));
            expect(await fromTable(params), JSON.stringify(params)).toEqual(expected);
          }
  };
  const now = new Date().toISOString();
  const user = (email: string, first_name: string, last_name: string) =>
    userRow(email, first_name, last_name, now);

  it('finds what the search condition finds, also for searches longer than its prefixes', async () => {
    await t.app.db
      .insertInto('users')
      .values([
        user('anna.brouwer@school.nl', 'Anna', 'Brouwer'),
        user('brouwer.b@school.nl', 'Bram', 'brouwers'),
        user('jan@school.nl', 'Brouwer', 'Jansen'),
        user('x@school.nl', 'Özlem', 'Özil'),
        user('y@school.nl', 'özge', 'Ölmez'),
        user('langenaam@school.nl', 'Maximiliaan', 'Vanderbroekhuizen'),
        user('langenamen@school.nl', 'Maximiliana', 'Vanderbroekhuis'),
      ])
      .execute();
    await compareAll([
      'brouwer',
      'BROUWER',
      'b',
      'ö',
      'Ö',
      'maximiliaan',
      'maximiliana',
      'vanderbroekhuizen',
      'vanderbroekhui',
      'langenaam@school.nl',
      'langenamen@s',
      'a@',
      'zzzzzzzzzzzzzzzzzz',
    ]);
    const page = pager(t.app.db, 0, base, options(true));
    expect((await page({ query: 'vanderbroekhui' })).meta.total).toBe(2);
    expect((await page({ query: 'Vanderbroekhuiz' })).data.map((u) => u.email)).toEqual([
      'langenaam@school.nl',
    ]);
  });

  it('reads a page of the default sort in index order, without sorting every match', async () => {
    if (t.dialect !== 'sqlite') return;
    const { sql } = await import('kysely');
    const plan = await sql<{ detail: string }>`explain query plan
      select users.id from users
      inner join user_search on user_search.user_id = users.id
      where user_search.prefix = ${'b'}
      order by user_search.sort_key, user_search.user_id limit 25`.execute(t.app.db);
    const details = plan.rows.map((row) => row.detail).join(' | ');
    expect(details).toContain('SEARCH user_search USING PRIMARY KEY (prefix=?)');
    expect(details).not.toContain('TEMP B-TREE');
  });

  it('follows every change of a name or email, and forgets deleted users', async () => {
    const page = pager(t.app.db, 0, base, options(true));
    const emails = async (query: string) =>
      (await page({ query, per_page: '100' })).data.map((u) => u.email);
    const { id } = await t.app.db
      .insertInto('users')
      .values(user('kees.keizer@school.nl', 'Kees', 'Keizer'))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await emails('keizer')).toEqual(['kees.keizer@school.nl']);
    expect(await emails('kees.keizer@s')).toEqual(['kees.keizer@school.nl']);
    await t.app.db
      .updateTable('users')
      .set({ last_name: 'Koning', email: 'k.koning@school.nl' })
      .where('id', '=', id)
      .execute();
    expect(await emails('keizer')).toEqual([]);
    expect(await emails('kees.')).toEqual([]);
    expect(await emails('konin')).toEqual(['k.koning@school.nl']);
    expect(await emails('kees')).toEqual(['k.koning@school.nl']);
    // An update of another column leaves the search alone.
    await t.app.db.updateTable('users').set({ locale: 'en' }).where('id', '=', id).execute();
    expect(await emails('koning')).toEqual(['k.koning@school.nl']);
    await t.app.db.deleteFrom('users').where('id', '=', id).execute();
    expect(await emails('k')).not.toContain('k.koning@school.nl');
    const left = await t.app.db
      .selectFrom('user_search')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
    await compareAll(['k', 'ke', 'koning', 'kees']);
  });
});

describeEachDatabase('the user list as JSON', (t) => {
  it("answers the contract's fields with awkward values intact, however it is written", async () => {
    const now = '2026-11-23T08:00:00.000Z';
    const awkward = [
      { first_name: 'Quote"d', last_name: 'Back\\slash', last_name_prefix: null, locale: 'en' },
      {
        first_name: 'Regel\neinde\ttab',
        last_name: 'Ünïcödé 😀',
        last_name_prefix: "d'",
        locale: null,
      },
      {
        first_name: '</script>',
        last_name: '\u0001\u001f',
        last_name_prefix: 'van der',
        locale: 'xx',
      },
    ];
    await t.app.db
      .insertInto('users')
      .values(
        awkward.map((u, i) => ({
          ...u,
          email: `json${i}@koers.test`,
          password_hash: null,
          admin: i === 1 ? 1 : 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const token = await loginAs(t.app, 'admin@koers.test');
    for (const url of ['?query=json', '?query=json&sort_column=email&sort_order=desc&per_page=2']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/users${url}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = response.json();
      expect(
        Value.Check(Paged(AdminUser), body),
        JSON.stringify([...Value.Errors(Paged(AdminUser), body)]),
      ).toBe(true);
      for (const user of body.data) {
        expect(Object.keys(user)).toEqual(Object.keys(AdminUser.properties));
        const i = Number(/^json(\d)@/.exec(user.email)?.[1]);
        const source = awkward[i]!;
        expect(user).toEqual({
          id: expect.any(Number),
          email: `json${i}@koers.test`,
          first_name: source.first_name,
          last_name_prefix: source.last_name_prefix,
          last_name: source.last_name,
          admin: i === 1,
          locale: source.locale === 'xx' ? null : source.locale,
          created_at: now,
          updated_at: now,
          blocked_at: null,
        });
      }
    }
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?query=json',
      headers: bearer(token),
    });
    expect(all.json().meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 1,
      per_page: 25,
      to: 3,
      total: 3,
    });
    // By last name: control characters first, then "Back\\slash", then "Ü…" (not folded).
    expect(all.json().data.map((u: { email: string }) => u.email)).toEqual([
      'json2@koers.test',
      'json0@koers.test',
      'json1@koers.test',
    ]);
  });
});

describeEachDatabase('a page written as JSON by SQLite', (t) => {
  it('answers what the pager answers, in its order, for every sort, search and page', async () => {
    if (t.dialect !== 'sqlite') return;
    const options = userSearch(t.dialect, {
      sortColumns: { last_name: 'users.last_name', email: 'users.email', id: 'users.id' },
      textColumns: ['users.last_name', 'users.email'],
      prefixTable: USER_PREFIX_TABLE,
    });
    const base = () => t.app.db.selectFrom('users').select(['users.id', 'users.last_name']);
    const rows = pager(t.app.db, 0, base, options);
    const json = jsonPager(
      t.app.db,
      base,
      sql`json_object('id', p.id, 'last_name', p.last_name)`,
      options,
    );
    for (const sort_column of [undefined, 'last_name', 'email', 'id'])
      for (const sort_order of [undefined, 'asc', 'desc'] as const)
        for (const query of [undefined, 'b', 'koers', 'e', 'zzz', 'directeur@koers.test'])
          for (const page of ['1', '2', '40']) {
            const params = { sort_column, sort_order, query, page, per_page: '3' };
            const expected = await rows(params);
            const answer = await json(params);
            expect(
              { data: JSON.parse(answer.data), meta: answer.meta },
              JSON.stringify(params),
            ).toEqual(expected);
          }
    expect(() => jsonPager(t.app.db, base, sql`1`, { ...options, dialect: 'postgres' })).toThrow();
  });
});
