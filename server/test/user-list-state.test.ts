import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { paginate, pager, SEEK_EVERY, type PaginateOptions } from '../src/lib/paginate.js';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

const columns = ['users.id', 'users.email', 'users.first_name', 'users.last_name'] as const;

/** The user list as the admin route configures it; `state`: with its list state (seeking). */
const options = (dialect: 'sqlite' | 'postgres', state: boolean): PaginateOptions => ({
  sortColumns: {
    last_name: 'users.last_name',
    first_name: 'users.first_name',
    email: 'users.email',
    created_at: 'users.created_at',
    id: 'users.id',
  },
  defaultSort: { column: 'last_name', order: 'asc' },
  search: ['users.first_name', 'users.last_name', 'users.email'],
  searchMode: 'prefix',
  textColumns: ['users.first_name', 'users.last_name', 'users.email'],
  dialect,
  tieBreaker: 'users.id',
  ...(state ? { listState: 'user_list_state' as const } : {}),
});

/** `count` users with few distinct last names (in mixed case) and creation times, so sorts tie. */
const users = (count: number, from = 0) =>
  Array.from({ length: count }, (_, k) => {
    const i = from + k;
    return {
      email: `u${i}@school.nl`,
      first_name: ['Anna', 'bram', 'Cas', 'daan'][i % 4]!,
      last_name_prefix: null,
      last_name: ['Bakker', 'bakker', 'de Vries', 'Jansen', 'jansen', 'Zwart', 'Ölmez'][i % 7]!,
      password_hash: null,
      admin: 0,
      locale: 'nl',
      created_at: `2026-11-${String(10 + (i % 3)).padStart(2, '0')}T08:00:00.000Z`,
      updated_at: '2026-11-27T08:00:00.000Z',
    };
  });

describeEachDatabase('the user list: kept count and deep pages', (t) => {
  const base = () => t.app.db.selectFrom('users').select(columns);
  const total = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('users')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Every page around the seek boundaries answers as OFFSET does, for every sort. */
  const compareDeepPages = async (page: ReturnType<typeof pager<[], never, never, unknown>>) => {
    const rows = await total();
    for (const sort_column of [undefined, 'last_name', 'first_name', 'email', 'created_at', 'id'])
      for (const sort_order of [undefined, 'asc', 'desc'] as const)
        for (const per_page of ['25', '7'])
          for (const offset of [
            SEEK_EVERY - 1,
            SEEK_EVERY,
            SEEK_EVERY + 1,
            2 * SEEK_EVERY + 3,
            rows - 3,
            rows,
          ]) {
            const params = {
              sort_column,
              sort_order,
              per_page,
              page: String(Math.floor(offset / Number(per_page)) + 1),
            };
            const expected = await paginate(base(), params, options(t.dialect, false));
            expect(await page(params), JSON.stringify(params)).toEqual(expected);
          }
  };

  it('answers deep pages as OFFSET does, for every sort, also after inserts, renames and deletes', async () => {
    await t.app.db
      .insertInto('users')
      .values(users(3 * SEEK_EVERY + 17))
      .execute();
    const page = pager(t.app.db, 0, base, options(t.dialect, true));
    await compareDeepPages(page);

    // Rows before the boundaries move every later row: the boundaries are read again.
    await t.app.db
      .insertInto('users')
      .values(users(40, 10_000).map((u) => ({ ...u, last_name: 'Aalders' })))
      .execute();
    await compareDeepPages(page);
    await t.app.db
      .updateTable('users')
      .set({ last_name: 'Aap' })
      .where('email', 'in', ['u300@school.nl', 'u301@school.nl', 'u302@school.nl'])
      .execute();
    await t.app.db
      .updateTable('users')
      .set({ created_at: sql<never>`'2026-11-01T08:00:00.000Z'` })
      .where('email', '=', 'u400@school.nl')
      .execute();
    await compareDeepPages(page);
    await t.app.db.deleteFrom('users').where('email', 'like', 'u1%').execute();
    await compareDeepPages(page);
  });

  it('keeps the exact total of users through inserts and deletes, single and in bulk', async () => {
    const state = async () =>
      t.app.db.selectFrom('user_list_state').select(['total', 'version']).executeTakeFirstOrThrow();
    const page = pager(t.app.db, 0, base, options(t.dialect, true));
    const expectTotal = async () => {
      const rows = await total();
      expect(Number((await state()).total)).toBe(rows);
      expect((await page({})).meta.total).toBe(rows);
      expect((await page({})).meta.last_page).toBe(Math.max(Math.ceil(rows / 25), 1));
    };
    await expectTotal();
    const before = Number((await state()).version);
    await t.app.db.insertInto('users').values(users(1, 20_000)).execute();
    await expectTotal();
    await t.app.db.insertInto('users').values(users(120, 20_001)).execute();
    await expectTotal();
    await t.app.db.deleteFrom('users').where('email', '=', 'u20000@school.nl').execute();
    await expectTotal();
    await t.app.db.deleteFrom('users').where('email', 'like', 'u2000%').execute();
    await expectTotal();
    expect(Number((await state()).version)).toBeGreaterThan(before);
    // A rolled-back insert changes nothing.
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('users').values(users(5, 30_000)).execute();
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await expectTotal();
    // Other columns leave the version alone.
    const version = Number((await state()).version);
    await t.app.db.updateTable('users').set({ locale: 'en' }).execute();
    expect(Number((await state()).version)).toBe(version);
  });

  it('answers deep pages of the admin route as OFFSET does, as JSON on SQLite too', async () => {
    await t.app.db
      .insertInto('users')
      .values(users(2 * SEEK_EVERY + 5, 40_000))
      .execute();
    const token = await loginAs(t.app, 'admin@koers.test');
    const rows = await total();
    for (const query of [
      `?page=${Math.floor(SEEK_EVERY / 25) + 1}`,
      `?page=${Math.ceil(rows / 25)}`,
      `?page=${Math.ceil(rows / 10)}&per_page=10&sort_order=desc`,
      `?page=${Math.floor(SEEK_EVERY / 7) + 2}&per_page=7&sort_column=email`,
    ]) {
      const answer = await t.app.inject({
        url: `/api/admin/users${query}`,
        headers: bearer(token),
      });
      expect(answer.statusCode, query).toBe(200);
      const params = Object.fromEntries(new URLSearchParams(query.slice(1)));
      const expected = await paginate(
        t.app.db.selectFrom('users').select('users.id'),
        params,
        options(t.dialect, false),
      );
      const body = answer.json() as { data: Array<{ id: number }>; meta: unknown };
      expect(body.meta, query).toEqual(expected.meta);
      expect(
        body.data.map((u) => u.id),
        query,
      ).toEqual(expected.data.map((u) => u.id));
    }
  });
});
