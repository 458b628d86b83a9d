import { expect, it } from 'vitest';
import { precompile } from '../src/lib/precompiled.js';
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
