import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest, syncReader } from '../src/db/database.js';
import { sqliteFastPathEnabled } from '../src/lib/config.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'koers-fast-path-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite fast path switch', () => {
  it('follows KOERS_SQLITE_FAST_PATH when the caller does not choose', async () => {
    const database = createDatabase(`file:${join(dir, 'env.db')}`);
    try {
      // In the server-plain-sqlite test project this is the plain path.
      expect(syncReader(database.db) !== undefined).toBe(sqliteFastPathEnabled());
    } finally {
      await database.destroy();
    }
  });

  it('answers the same rows both ways, synchronously only with the fast path', async () => {
    const file = `file:${join(dir, 'both.db')}`;
    const fast = createDatabase(file, { sqliteFastPath: true });
    await migrateToLatest(fast);
    await fast.db
      .insertInto('users')
      .values({
        email: 'a@koers.test',
        first_name: 'Anna',
        last_name_prefix: 'de',
        last_name: 'Vries',
        password_hash: null,
        admin: 0,
        locale: 'nl',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const plain = createDatabase(file, { sqliteFastPath: false });
    try {
      const query = (db: typeof fast.db) =>
        db.selectFrom('users').select(['id', 'email', 'last_name_prefix']).compile();
      const compiled = query(fast.db);
      const viaFast = syncReader(fast.db)?.(compiled.sql, compiled.parameters);
      expect(viaFast).toEqual([{ id: 1, email: 'a@koers.test', last_name_prefix: 'de' }]);
      expect(syncReader(plain.db)).toBeUndefined();
      expect((await plain.db.executeQuery(query(plain.db))).rows).toEqual(viaFast);
    } finally {
      await plain.destroy();
      await fast.destroy();
    }
  });
});
