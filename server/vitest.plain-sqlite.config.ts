import { defineProject } from 'vitest/config';

/**
 * The tests that lean on the SQLite fast path (precompiled and paged reads, the repositories),
 * run once more with KOERS_SQLITE_FAST_PATH=0: plain Kysely over better-sqlite3 must answer
 * the same. `KOERS_SQLITE_FAST_PATH=0 pnpm vitest run server` runs the whole suite that way.
 */
export default defineProject({
  test: {
    name: 'server-plain-sqlite',
    environment: 'node',
    globals: true,
    include: [
      'test/sqlite-fast-path.test.ts',
      'test/precompiled.test.ts',
      'test/paginate.test.ts',
      'test/content/repositories.test.ts',
    ],
    env: { KOERS_SQLITE_FAST_PATH: '0' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
