/**
 * `pnpm bench:search`: the super admin's user list and search (`GET /api/admin/users`) over
 * 100,000 users, on PostgreSQL and SQLite. For each database it makes a fresh database (a
 * PostgreSQL schema of its own in BENCH_DATABASE_URL, a temp SQLite file), loads the users,
 * starts the server in this process and measures with autocannon (50 connections, 5 s each,
 * after 2 s of unmeasured warm-up; the load generator runs in a child process):
 *
 *   1. a name search (`query=jansen`, a common surname);
 *   2. a one-letter search (`query=b`, thousands of matches);
 *   3. the plain list, page 1;
 *   4. a deep page of the plain list (page 4,000 of 25).
 *
 * Prints req/s and p50/p99 latency per request, and checks the targets: p99 ≤ 25 ms for the
 * searches and the list, ≤ 50 ms for the deep page. With BENCH_EXPLAIN=1 it prints, for
 * PostgreSQL, EXPLAIN (ANALYZE, BUFFERS) of every statement each request runs.
 * Options: BENCH_DB (postgres, sqlite or both; default both), BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_USERS, BENCH_DURATION, BENCH_WARMUP,
 * BENCH_CONNECTIONS, BENCH_POOL (PostgreSQL connections of the server, default 10).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import {
  createDatabase,
  migrateToLatest,
  type DatabaseHandle,
  type Dialect,
} from '../src/db/database.js';
import {
  USER_SEARCH_BACKFILL,
  USER_SEARCH_INSERT_TRIGGER,
} from '../src/db/migrations/2026_11_23_0004_user_search_prefixes.js';
import type { Database } from '../src/db/types.js';
import { startLogin } from '../src/services/sessions.js';
import { FIRST_NAMES, surname } from './names.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const POOL = Number(process.env.BENCH_POOL ?? 10);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** User i of the benchmark (the same on both databases). */
export function benchUser(i: number, now: string) {
  const first = FIRST_NAMES[(i * 13 + Math.floor(i / 7)) % FIRST_NAMES.length]!;
  const [prefix, last] = surname(i);
  const local = `${first[0]}.${prefix ? prefix.replace(/ /g, '') : ''}${last}${i}`
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '');
  return {
    email: `${local}@school${(i % 500) + 1}.nl`,
    first_name: first,
    last_name_prefix: prefix,
    last_name: last,
    password_hash: null,
    admin: 0,
    locale: 'nl',
    created_at: now,
    updated_at: now,
  };
}

/** Loads `count` users in chunks and returns the id of a super admin to search as. */
export async function loadUsers(database: DatabaseHandle, count: number): Promise<number> {
  const { db, dialect } = database;
  const now = new Date().toISOString();
  // SQLite: the search prefixes of all users in one statement afterwards, instead of the insert
  // trigger once per user (same rows, see migration 0004).
  if (dialect === 'sqlite') await sql`drop trigger users_search_insert`.execute(db);
  const admin = await db
    .insertInto('users')
    .values({
      ...benchUser(0, now),
      email: 'admin@koers.test',
      first_name: 'Anouk',
      last_name_prefix: 'de',
      last_name: 'Vries',
      admin: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // SQLite binds at most 32,766 parameters per statement, PostgreSQL 65,535 (9 per user).
  const chunk = 3000;
  for (let from = 0; from < count; from += chunk) {
    const rows = Array.from({ length: Math.min(chunk, count - from) }, (_, k) =>
      benchUser(from + k, now),
    );
    await db.insertInto('users').values(rows).execute();
  }
  if (dialect === 'sqlite') {
    await sql.raw(USER_SEARCH_BACKFILL).execute(db);
    await sql.raw(USER_SEARCH_INSERT_TRIGGER).execute(db);
    await sql`pragma optimize`.execute(db);
  } else {
    // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets
    // counts of the prefix table be index-only scans.
    await sql`vacuum analyze users`.execute(db);
    await sql`vacuum analyze user_search`.execute(db);
  }
  return admin.id;
}

interface Scratch {
  database: DatabaseHandle;
  /** PostgreSQL: a pool on the same schema, for EXPLAIN. */
  pool?: pg.Pool;
  /** Starts recording the statements run (PostgreSQL only). */
  record: () => void;
  /** Stops recording and returns what was recorded. */
  take: () => CompiledQuery[];
  cleanup: () => Promise<void>;
}

async function openScratch(dialect: Dialect): Promise<Scratch> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'koers-bench-search-'));
    const database = createDatabase(`file:${join(dir, 'bench.db')}`);
    await migrateToLatest(database);
    return {
      database,
      record: () => undefined,
      take: () => [],
      cleanup: async () => {
        await database.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `bench_search_${randomBytes(4).toString('hex')}`;
  const migrating = createDatabase(POSTGRES_URL, { schema, poolSize: 2 });
  await migrateToLatest(migrating, schema);
  await migrating.destroy();
  const pool = new pg.Pool({
    connectionString: POSTGRES_URL,
    max: POOL,
    options: `-c search_path=${schema}`,
  });
  let log: CompiledQuery[] = [];
  let logging = false;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (logging) log.push(event.query);
    },
  });
  const explainPool = new pg.Pool({
    connectionString: POSTGRES_URL,
    max: 1,
    options: `-c search_path=${schema}`,
  });
  return {
    database: { db, dialect: 'postgres', destroy: () => db.destroy() },
    pool: explainPool,
    record: () => {
      log = [];
      logging = true;
    },
    take: () => {
      logging = false;
      return log;
    },
    cleanup: async () => {
      await db.destroy();
      await explainPool.query(`drop schema if exists "${schema}" cascade`);
      await explainPool.end();
    },
  };
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  target: number;
}

/** autocannon in a child process (this file with `--load`). */
function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--load', JSON.stringify(options)]);
    child.once('message', (result) => resolve(result as autocannon.Result));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
  });
}

async function measure(url: string, token: string, duration: number) {
  return load({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'nl' },
  });
}

const ROUTES = [
  { name: 'name search (query=jansen)', path: '?query=jansen', target: 25 },
  { name: 'one-letter search (query=b)', path: '?query=b', target: 25 },
  { name: 'list, page 1', path: '', target: 25 },
  { name: 'list, page 4000', path: '?page=4000', target: 50 },
];

async function run(dialect: Dialect): Promise<Row[]> {
  const scratch = await openScratch(dialect);
  try {
    const started = Date.now();
    const adminId = await loadUsers(scratch.database, USERS);
    console.log(
      `\n${dialect}: ${USERS + 1} users loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const dir = mkdtempSync(join(tmpdir(), 'koers-bench-search-app-'));
    const app = await buildApp({
      database: scratch.database,
      logger: false,
      config: {
        appDist: join(dir, 'no-app'),
        signingSecret: 'bench',
        redisUrl: null,
        rateLimit: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 60 },
      },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/admin/users`;
      const token = (await startLogin(app.db, adminId, app.config)).access_token;
      const headers = { authorization: `Bearer ${token}` };

      for (const route of ROUTES) {
        scratch.record();
        const answer = await app.inject({ url: `/api/admin/users${route.path}`, headers });
        const body = answer.json() as { data: Array<{ last_name: string }>; meta: unknown };
        console.log(
          `  ${route.name}: ${answer.statusCode}, ${body.data.length} rows from ${body.data[0]?.last_name ?? '-'}, meta ${JSON.stringify(body.meta)}`,
        );
        const statements = scratch.take();
        if (process.env.BENCH_EXPLAIN && scratch.pool) {
          for (const statement of statements) {
            if (!/^\s*select/i.test(statement.sql)) continue;
            const plan = await scratch.pool.query(
              `explain (analyze, buffers, costs off) ${statement.sql}`,
              statement.parameters as unknown[],
            );
            console.log(`\n  ${statement.sql}\n  -- ${JSON.stringify(statement.parameters)}`);
            for (const line of plan.rows) console.log(`    ${line['QUERY PLAN']}`);
            console.log('');
          }
        }
      }

      console.log(
        `autocannon: ${CONNECTIONS} connections, ${DURATION} s per request after ${WARMUP} s of warm-up, Node ${process.version}`,
      );
      const rows: Row[] = [];
      for (const route of ROUTES) {
        if (WARMUP > 0) await measure(`${base}${route.path}`, token, WARMUP);
        const result = await measure(`${base}${route.path}`, token, DURATION);
        rows.push({
          name: route.name,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
          target: route.target,
        });
      }
      const pad = (s: string, n: number) => s.padEnd(n);
      console.log(
        `\n${pad(`${dialect}: GET /api/admin/users`, 34)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('target', 7)} errors`,
      );
      for (const r of rows) {
        console.log(
          `${pad(r.name, 34)} ${pad(r.rps.toFixed(0), 8)} ${pad(String(r.p50), 7)} ${pad(String(r.p99), 7)} ${pad(`${r.p99 <= r.target ? '≤' : '>'} ${r.target}`, 7)} ${r.errors}`,
        );
      }
      return rows;
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await scratch.cleanup();
  }
}

async function main(): Promise<void> {
  const which = process.env.BENCH_DB ?? 'both';
  const dialects: Dialect[] =
    which === 'both' ? ['postgres', 'sqlite'] : [which === 'sqlite' ? 'sqlite' : 'postgres'];
  const loadBefore = loadavg()[0] ?? 0;
  let failed = false;
  for (const dialect of dialects) {
    const rows = await run(dialect);
    failed ||= rows.some((r) => r.p99 > r.target || r.errors > 0);
  }
  console.log(
    `\nload average (1 min) before/after: ${loadBefore.toFixed(1)} / ${(loadavg()[0] ?? 0).toFixed(1)}`,
  );
  console.log(failed ? 'FAIL  a target was missed' : 'PASS  every target met');
  if (failed) process.exitCode = 1;
}

if (process.argv[2] === '--load') {
  const result = await autocannon(JSON.parse(process.argv[3] ?? '{}') as autocannon.Options);
  process.send?.(result, () => process.exit(0));
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
