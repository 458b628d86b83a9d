import { expect, it } from 'vitest';
import { precompile, precompiled } from '../src/lib/precompiled.js';
import { describeEachDatabase } from './helpers.js';

describeEachDatabase('precompiled queries', (t) => {
  it('bind their arguments and keep constant parameters', async () => {
    const byEmail = precompile(t.app.db, 1, (email: string) =>
      t.app.db
        .selectFrom('users')
        .select(['id', 'first_name'])
        .where('email', '=', email)
        .where('admin', '=', 0),
    );
    expect(await byEmail('leraar@koers.test')).toEqual([
      { id: t.ids.users.leraar, first_name: 'Pieter' },
    ]);
    // The super admin is filtered out by the constant admin = 0.
    expect(await byEmail('admin@koers.test')).toEqual([]);
  });

  it('never reads inside another caller’s transaction: a read issued during one that rolls back sees the old value', async () => {
    const nameOf = precompile(t.app.db, 1, (id: number) =>
      t.app.db.selectFrom('users').select('first_name').where('id', '=', id),
    );
    const id = t.ids.users.eenschool;
    let read: Promise<Array<{ first_name: string }>> | undefined;
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ first_name: 'Fatma' }).where('id', '=', id).execute();
        // Not awaited: on SQLite it must wait for the connection, not read the uncommitted row.
        read = nameOf(id);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await read).toEqual([{ first_name: 'Fatima' }]);
  });
});

describeEachDatabase('precompiled reads', (t) => {
  it('answer the same rows as Kysely: columns in order, nulls, and the last of a repeated name', async () => {
    const build = (id: number) =>
      t.app.db
        .selectFrom('users')
        .innerJoin('school_user', 'school_user.user_id', 'users.id')
        .select([
          'users.id',
          'users.last_name_prefix',
          'users.email',
          // A second `id`: better-sqlite3 and pg both keep the first position and the last value.
          'school_user.school_id as id',
        ])
        .where('users.id', '=', id);
    const read = precompile(t.app.db, 1, build);
    for (const id of [t.ids.users.leraar, t.ids.users.admin]) {
      const expected = await build(id).execute();
      const rows = await read(id);
      expect(rows).toEqual(expected);
      expect(rows.map((r) => Object.keys(r))).toEqual(expected.map((r) => Object.keys(r)));
    }
  });

  it('see a column that a migration added after the query was first read', async () => {
    await t.app.db.schema
      .createTable('probe_rows')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .execute();
    try {
      await t.app.db
        .insertInto('probe_rows' as never)
        .values({ id: 1 } as never)
        .execute();
      const all = precompile(t.app.db, 1, (id: number) =>
        t.app.db
          .selectFrom('probe_rows' as never)
          .selectAll()
          .where('id' as never, '=', id as never),
      );
      expect(await all(1)).toEqual([{ id: 1 }]);
      await t.app.db.schema.alterTable('probe_rows').addColumn('name', 'text').execute();
      expect(await all(1)).toEqual([{ id: 1, name: null }]);
    } finally {
      await t.app.db.schema.dropTable('probe_rows').execute();
    }
  });

  it('run inside a transaction on it, so they see its own writes', async () => {
    const nameOf = precompiled(1, (db, id: number) =>
      db.selectFrom('users').select('first_name').where('id', '=', id),
    );
    const id = t.ids.users.eenschool;
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ first_name: 'Fatma' }).where('id', '=', id).execute();
        expect(await nameOf(trx, id)).toEqual([{ first_name: 'Fatma' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await nameOf(t.app.db, id)).toEqual([{ first_name: 'Fatima' }]);
  });
});
