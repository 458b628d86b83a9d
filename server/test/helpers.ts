import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import type { DatabaseHandle, Dialect } from '../src/db/database.js';
import type { Config } from '../src/lib/config.js';
import { DEMO_PASSWORD, type SeedIds } from '../src/seed/core.js';
import { seedIfEmpty } from '../src/seed/index.js';
import { hashPassword } from '../src/services/passwords.js';
import { startLogin } from '../src/services/sessions.js';
import { openScratchDatabase, postgresProblem as probe } from '../src/tools/scratch-database.js';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Whether PostgreSQL answers (checked once per test file), with the reason when it does not. */
const postgresProblem = await probe(TEST_DATABASE_URL);
let skipNoticePrinted = false;

/** argon2id is slow by design: hash the demo password once per test process. */
let demoHash: Promise<string> | null = null;
export const demoPasswordHash = (): Promise<string> => (demoHash ??= hashPassword(DEMO_PASSWORD));

export interface TestContext {
  dialect: Dialect;
  /** The migrated (and, unless `seed: false`, seeded) database of this suite. */
  readonly database: DatabaseHandle;
  /** The app built on it (buildTestApp). */
  readonly app: App;
  /** Ids of the demo seed (throws when the suite runs with `seed: false`). */
  readonly ids: SeedIds;
}

export interface SuiteOptions {
  /** Seed the demo data (default true). */
  seed?: boolean;
  /** Configuration overrides for the app. */
  config?: Partial<Config>;
}

/** A stand-in for app/dist: an index.html and one hashed bundle. */
export function fakeAppDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'koers-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-3f9a1c.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dir, 'assets', 'index-3f9a1c.js'),
    `console.log(${JSON.stringify('koers '.repeat(2000))});`,
  );
  // A precompressed bundle, as the app build writes them (app/vite.config.ts precompress()).
  const vendor = `export const text = ${JSON.stringify('koers '.repeat(2000))};`;
  writeFileSync(join(dir, 'assets', 'vendor-7c1e2d.js'), vendor);
  writeFileSync(join(dir, 'assets', 'vendor-7c1e2d.js.br'), brotliCompressSync(vendor));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** The app on a test database: no logger, a fixed signing secret, no SPA unless asked. */
export function buildTestApp(database: DatabaseHandle, config: Partial<Config> = {}): Promise<App> {
  return buildApp({
    database,
    logger: false,
    config: {
      signingSecret: 'test-signing-secret',
      appDist: join(tmpdir(), 'koers-no-app-dist'),
      smtpUrl: null,
      redisUrl: null,
      // The suites log in far more often from one address than a school would; the per-IP
      // budget has its own test with its own limit.
      loginIpMax: 100_000,
      // Likewise uploads; the limits have their own suite (content/file-limits.test.ts).
      uploads: {
        userQuotaBytes: 1024 ** 3,
        contextQuotaBytes: 1024 ** 3,
        perMinute: 100_000,
        purgeAfterHours: 0,
      },
      filesDir: mkdtempSync(join(tmpdir(), 'koers-files-')),
      // Each database keeps files as an installation on it does by default.
      fileStorage: database.dialect === 'postgres' ? 'database' : 'disk',
      // Suites that test the mail queue drive its deliveries themselves.
      mailPollMs: 0,
      appUrl: 'http://koers.test',
      ...config,
    },
  });
}

/**
 * Runs `fn` as a suite on SQLite and on PostgreSQL, each with its own fresh database and app.
 * PostgreSQL comes from TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
 * when it does not answer the PostgreSQL suite is skipped with a clear line, unless
 * REQUIRE_POSTGRES=1, which makes it fail.
 */
export function describeEachDatabase(
  name: string,
  fn: (t: TestContext) => void,
  options: SuiteOptions = {},
): void {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    if (dialect === 'postgres' && postgresProblem) {
      if (process.env.REQUIRE_POSTGRES === '1') {
        describe(`${name} [postgres]`, () => {
          it('needs PostgreSQL (REQUIRE_POSTGRES=1)', () => {
            throw new Error(
              `PostgreSQL at ${TEST_DATABASE_URL} does not answer: ${postgresProblem}`,
            );
          });
        });
      } else {
        if (!skipNoticePrinted) {
          console.warn(
            `PostgreSQL tests skipped: ${TEST_DATABASE_URL} does not answer (${postgresProblem}).`,
          );
          skipNoticePrinted = true;
        }
        describe.skip(`${name} [postgres]`, () => fn(unavailable(dialect)));
      }
      continue;
    }
    describe(`${name} [${dialect}]`, () => {
      let database: DatabaseHandle | undefined;
      let app: App | undefined;
      let ids: SeedIds | null = null;
      let cleanup: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const opened = await openScratchDatabase(dialect, {
          name: `t_${name}`,
          postgresUrl: TEST_DATABASE_URL,
        });
        database = opened.database;
        cleanup = opened.cleanup;
        if (options.seed !== false) {
          ids = await seedIfEmpty(database.db, { passwordHash: await demoPasswordHash() });
        }
        app = await buildTestApp(database, options.config);
        await app.ready();
      });
      afterAll(async () => {
        await app?.close();
        await database?.destroy();
        await cleanup?.();
      });
      fn({
        dialect,
        get database() {
          if (!database) throw new Error('database not ready');
          return database;
        },
        get app() {
          if (!app) throw new Error('app not ready');
          return app;
        },
        get ids() {
          if (!ids) throw new Error('this suite has no seed');
          return ids;
        },
      });
    });
  }
}

function unavailable(dialect: Dialect): TestContext {
  const fail = () => {
    throw new Error('database not available');
  };
  return {
    dialect,
    get database() {
      return fail();
    },
    get app() {
      return fail();
    },
    get ids() {
      return fail();
    },
  };
}

/**
 * An access token for a user, issued the way a successful login issues it (minus the argon2
 * verification, which the auth tests cover). Use `login(app, email, password)` to go through
 * the endpoint.
 */
export async function loginAs(app: App, email: string): Promise<string> {
  const user = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (!user) throw new Error(`no user ${email}`);
  const pair = await startLogin(app.db, user.id, app.config);
  return pair.access_token;
}

/** Headers of an authenticated request. */
export const bearer = (token: string, locale = 'en') => ({
  authorization: `Bearer ${token}`,
  'accept-language': locale,
});
