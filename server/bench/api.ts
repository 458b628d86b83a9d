/**
 * `pnpm bench:api`: seeds a large SQLite database (a board with 500 schools, 100,000 users, a
 * 500-block document of short ASCII paragraphs and a realistic 500-block Dutch jaarplan), starts
 * the server in this process and measures its routes with autocannon (50 connections, 5 s each;
 * the load generator runs in a child process, so this process's CPU time is the server's alone):
 *
 *   1. a bare route of the same Fastify instance — the ceiling on this machine;
 *   2. GET /api/users/current;
 *   3. a paged search over the 100,000 users (GET /api/admin/users?query=…);
 *   4. GET /api/documents/{id} (500 short ASCII blocks), serialized on every request;
 *   5. GET /api/documents/{id} of the jaarplan (bench/jaarplan.ts), read by a teacher: plain and
 *      with brotli, each without the answer cache (RESPONSE_CACHE_MB=0: serialized and compressed
 *      on every request) and with it, and a revalidation (If-None-Match → 304).
 *
 * Prints req/s, p50 and p99 latency, each route's throughput as a ratio of the ceiling, the
 * server's CPU time per request (which other load on the machine changes far less than req/s)
 * and the bytes of an answer.
 * Targets (SQLite): users/current ≥ 0.35 of the ceiling; the paged search p99 ≤ 25 ms.
 * Every route first runs unmeasured for BENCH_WARMUP seconds (default 2): V8 compiles a route's
 * code while it runs, and a server runs for days, so the measured seconds should not include that.
 * Options: BENCH_DURATION (s, default 5), BENCH_WARMUP, BENCH_CONNECTIONS (default 50), BENCH_USERS,
 * BENCH_ONLY=current|search|document|jaarplan.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Sqlite from 'better-sqlite3';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { createDatabase, migrateToLatest } from '../src/db/database.js';
import {
  USER_SEARCH_BACKFILL,
  USER_SEARCH_INSERT_TRIGGER,
} from '../src/db/migrations/2026_11_23_0004_user_search_prefixes.js';
import { hashPassword } from '../src/services/passwords.js';
import { startLogin } from '../src/services/sessions.js';
import { randomToken } from '../src/lib/tokens.js';
import { jaarplan } from './jaarplan.js';
import { FIRST_NAMES, surname } from './names.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const SCHOOLS = 500;
const BLOCKS = 500;

function pick<T>(list: T[], i: number): T {
  return list[i % list.length] as T;
}

/** Bulk seed through a plain better-sqlite3 connection: prepared statements in one transaction. */
async function seed(path: string): Promise<{
  teacherId: number;
  readerId: number;
  adminId: number;
  documentId: number;
  planId: number;
}> {
  const started = Date.now();
  const passwordHash = await hashPassword('welkom-bij-koers');
  const db = new Sqlite(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const now = new Date().toISOString();
  // A bulk load: the search prefixes of all users in one statement afterwards, instead of the
  // insert trigger once per user (4 instead of 20 s; same rows, see migration 0004).
  db.exec('drop trigger users_search_insert');
  const run = db.transaction(() => {
    db.prepare(
      `insert into roles (name, rank) values ('Medewerker', 1), ('Directeur', 10), ('Bestuurder', 15)`,
    ).run();
    const org = db
      .prepare(
        `insert into organisations (name, authority_number, created_at, updated_at) values (?, ?, ?, ?)`,
      )
      .run('Stichting Openbaar Onderwijs Groot Rivierenland', '41234', now, now);
    const school = db.prepare(
      `insert into schools (organisation_id, name, brin_number, calendar, calendar_feed_key, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (let s = 0; s < SCHOOLS; s++) {
      school.run(
        org.lastInsertRowid,
        `Basisschool ${surname(s * 17)[1]} ${s + 1}`,
        `${String(10 + (s % 90))}${String.fromCharCode(65 + (s % 26))}${String.fromCharCode(65 + ((s * 7) % 26))}`,
        s % 2,
        randomToken(24),
        now,
        now,
      );
    }
    const user = db.prepare(
      `insert into users (email, first_name, last_name_prefix, last_name, password_hash, admin, locale, created_at, updated_at) values (?, ?, ?, ?, ?, ?, 'nl', ?, ?)`,
    );
    const member = db.prepare(
      `insert into school_user (school_id, user_id, role_id) values (?, ?, ?)`,
    );
    const adminId = Number(
      user.run('admin@koers.test', 'Anouk', 'de', 'Vries', passwordHash, 1, now, now)
        .lastInsertRowid,
    );
    for (let i = 0; i < USERS; i++) {
      const first = pick(FIRST_NAMES, i * 13 + Math.floor(i / 7));
      const [prefix, last] = surname(i);
      const local = `${first[0]}.${prefix ? prefix.replace(/ /g, '') : ''}${last}${i}`
        .toLowerCase()
        .replace(/[^a-z0-9.]/g, '');
      const id = Number(
        user.run(
          `${local}@school${(i % SCHOOLS) + 1}.nl`,
          first,
          prefix,
          last,
          passwordHash,
          0,
          now,
          now,
        ).lastInsertRowid,
      );
      member.run((i % SCHOOLS) + 1, id, i % 25 === 0 ? 2 : 1);
    }
    db.prepare(
      `insert into periods (school_id, name, start_at, end_at, created_at, updated_at) values (1, 'Schooljaar 2026-2027', '2026-08-01', '2027-07-31', ?, ?)`,
    ).run(now, now);
    const doc = db
      .prepare(
        `insert into documents (documentable_type, documentable_id, type, name, period_id, version, created_at, updated_at) values ('school', 1, 'plan', 'Schoolplan 2026-2027', 1, 1, ?, ?)`,
      )
      .run(now, now);
    const block = db.prepare(
      `insert into blocks (document_id, uid, position, type, level, content) values (?, ?, ?, ?, ?, ?)`,
    );
    for (let b = 0; b < BLOCKS; b++) {
      const uid = randomUUID();
      if (b % 25 === 0) block.run(doc.lastInsertRowid, uid, b, 'h1', 1, `Hoofdstuk ${b / 25 + 1}`);
      else if (b % 5 === 0) block.run(doc.lastInsertRowid, uid, b, 'h2', 2, `Paragraaf ${b}`);
      else
        block.run(
          doc.lastInsertRowid,
          uid,
          b,
          'body',
          null,
          `<p>Wij werken aan goed onderwijs voor ieder kind. In dit onderdeel (${b}) beschrijven we de doelen, de aanpak en hoe we de resultaten volgen met het team, de ouders en de medezeggenschapsraad.</p>`,
        );
    }
    // The realistic plan: in school 2, whose members are mostly teachers (readers).
    const file = db.prepare(
      `insert into files (user_id, name, mime_type, size, storage_key, created_at) values (null, ?, 'application/pdf', ?, ?, ?)`,
    );
    const fileIds = ['Schoolondersteuningsprofiel', 'Begroting 2026-2027', 'Privacybeleid'].map(
      (name, i) =>
        Number(file.run(`${name}.pdf`, 180_000 + i, `bench-${i}.pdf`, now).lastInsertRowid),
    );
    const plan = db
      .prepare(
        `insert into documents (documentable_type, documentable_id, type, name, period_id, version, status, created_at, updated_at) values ('school', 2, 'plan', 'Jaarplan 2026-2027', null, 1, 'ter_bespreking', ?, ?)`,
      )
      .run(now, now);
    jaarplan(BLOCKS, fileIds).forEach((b, i) =>
      block.run(
        plan.lastInsertRowid,
        randomUUID(),
        i,
        b.type,
        b.type === 'h1' ? 1 : b.type === 'h2' ? 2 : null,
        b.content,
      ),
    );
    return {
      adminId,
      documentId: Number(doc.lastInsertRowid),
      planId: Number(plan.lastInsertRowid),
    };
  });
  const { adminId, documentId, planId } = run();
  db.exec(USER_SEARCH_BACKFILL);
  db.exec(USER_SEARCH_INSERT_TRIGGER);
  db.pragma('optimize');
  db.close();
  // The first generated user: a member of school 1 (the common case of /api/users/current; a
  // directeur, as every member of school 1); the second a teacher of school 2.
  const teacherId = adminId + 1;
  const readerId = adminId + 2;
  console.log(
    `seeded ${SCHOOLS} schools, ${USERS} users, a ${BLOCKS}-block ASCII document and a ${BLOCKS}-block jaarplan in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { teacherId, readerId, adminId, documentId, planId };
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Microseconds of this process's CPU time per answered request. */
  cpuPerRequest: number;
  /** Bytes of an answer, headers included. */
  bytes: number;
  /** Errors, time-outs and answers of another status class than expected. */
  unexpected: number;
}

/**
 * Runs autocannon in a child process (this file with `--load`): in a worker thread its CPU time
 * would count as the server's.
 */
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

async function measure(
  name: string,
  url: string,
  token?: string,
  duration = DURATION,
  /** More request headers (Accept-Encoding, If-None-Match). */
  headers: Record<string, string> = {},
  /** The status class every answer should have. */
  expect: '2xx' | '3xx' = '2xx',
  connections = CONNECTIONS,
): Promise<Row> {
  const cpu = process.cpuUsage();
  const result = await load({
    url,
    connections,
    duration,
    headers: {
      ...(token ? { authorization: `Bearer ${token}`, 'accept-language': 'nl' } : {}),
      ...headers,
    },
  });
  const used = process.cpuUsage(cpu);
  const answers = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: (used.user + used.system) / Math.max(result.requests.total, 1),
    bytes: result.throughput.total / Math.max(result.requests.total, 1),
    unexpected: result.errors + result.timeouts + answers - result[expect],
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'koers-bench-'));
  const file = join(dir, 'bench.db');
  const migrating = createDatabase(`file:${file}`);
  await migrateToLatest(migrating);
  await migrating.destroy();
  const ids = await seed(file);
  // Open the server's connection after the bulk load, as a restarted server would.
  const database = createDatabase(`file:${file}`);
  const app = await buildApp({
    database,
    logger: false,
    // One token makes every request: the rate limit stays in the measured path, out of reach.
    config: {
      appDist: join(dir, 'no-app'),
      signingSecret: 'bench',
      rateLimit: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 60 },
    },
  });
  app.get('/bench/bare', async () => ({ ok: true }));
  // The same server on the same database without the cache of document answers, so one run
  // compares serializing and compressing every read with doing it once per version.
  const uncachedApp = await buildApp({
    database,
    logger: false,
    config: { ...app.config, responseCacheBytes: 0 },
  });
  const baseOf = async (server: typeof app) => {
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };
  const base = await baseOf(app);
  const uncached = await baseOf(uncachedApp);
  const teacher = (await startLogin(app.db, ids.teacherId, app.config)).access_token;
  const reader = (await startLogin(app.db, ids.readerId, app.config)).access_token;
  const admin = (await startLogin(app.db, ids.adminId, app.config)).access_token;
  const query = process.env.BENCH_QUERY ?? 'brouwer';
  const probe = await (
    await fetch(`${base}/api/admin/users?query=${query}`, {
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json();
  console.log(
    `search "${query}" matches ${(probe as { meta: { total: number } }).meta.total} of ${USERS + 1} users`,
  );

  if (process.env.BENCH_PROFILE) {
    // An in-process loop for the CPU profiler: no HTTP and no load generator in the picture.
    // The documents without the answer cache: the profile is of their serialization.
    const profiled = process.env.BENCH_PROFILE;
    const [server, url, token] =
      profiled === 'search'
        ? [app, `/api/admin/users?query=${query}`, admin]
        : profiled === 'document'
          ? [uncachedApp, `/api/documents/${ids.documentId}`, teacher]
          : profiled === 'jaarplan'
            ? [uncachedApp, `/api/documents/${ids.planId}`, reader]
            : [app, '/api/users/current', teacher];
    const headers = { authorization: `Bearer ${token}` };
    // Unprofiled first, for the same reason as the warm-up below.
    for (let i = 0; i < 300; i++) await server.inject({ url, headers });
    const { Session } = await import('node:inspector/promises');
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    for (let i = 0; i < 1000; i++) await server.inject({ url, headers });
    const { profile } = await session.post('Profiler.stop');
    writeFileSync('koers-bench.cpuprofile', JSON.stringify(profile));
    console.log('CPU profile written to koers-bench.cpuprofile');
    await app.close();
    await uncachedApp.close();
    return;
  }

  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per route after ${WARMUP} s of warm-up, SQLite, Node ${process.version}\n`,
  );
  const loadBefore = loadavg()[0] ?? 0;
  // Other processes on the machine change the available CPU from second to second, so each route
  // is compared with a ceiling measured right before it.
  const plan = `/api/documents/${ids.planId}`;
  const probePlan = async (headers: Record<string, string>) => {
    const res = await fetch(`${base}${plan}`, {
      headers: { authorization: `Bearer ${reader}`, ...headers },
    });
    return { etag: res.headers.get('etag') ?? '', bytes: (await res.arrayBuffer()).byteLength };
  };
  const planPlain = await probePlan({ 'accept-encoding': 'identity' });
  console.log(
    `jaarplan: ${(planPlain.bytes / 1024).toFixed(0)} KB of JSON (the ASCII document: ${(
      (
        await (
          await fetch(`${base}/api/documents/${ids.documentId}`, {
            headers: { authorization: `Bearer ${teacher}`, 'accept-encoding': 'identity' },
          })
        ).arrayBuffer()
      ).byteLength / 1024
    ).toFixed(0)} KB)`,
  );
  const routes: Array<{
    key: string;
    name: string;
    url: string;
    token?: string;
    headers?: Record<string, string>;
    expect?: '2xx' | '3xx';
  }> = [
    {
      key: 'current',
      name: 'GET /api/users/current',
      url: `${base}/api/users/current`,
      token: teacher,
    },
    {
      key: 'search',
      name: `GET /api/admin/users?query=${query}`,
      url: `${base}/api/admin/users?query=${query}&per_page=${process.env.BENCH_PER_PAGE ?? 25}`,
      token: admin,
    },
    {
      key: 'document',
      name: 'GET /api/documents/{id} (500 ASCII blocks)',
      url: `${uncached}/api/documents/${ids.documentId}`,
      token: teacher,
    },
    {
      key: 'jaarplan',
      name: 'jaarplan, plain, no cache',
      url: `${uncached}${plan}`,
      token: reader,
    },
    { key: 'jaarplan', name: 'jaarplan, plain, cached', url: `${base}${plan}`, token: reader },
    {
      key: 'jaarplan',
      name: 'jaarplan, brotli, no cache',
      url: `${uncached}${plan}`,
      token: reader,
      headers: { 'accept-encoding': 'br' },
    },
    {
      key: 'jaarplan',
      name: 'jaarplan, brotli, cached',
      url: `${base}${plan}`,
      token: reader,
      headers: { 'accept-encoding': 'br' },
    },
    {
      key: 'jaarplan',
      name: 'jaarplan, If-None-Match → 304',
      url: `${base}${plan}`,
      token: reader,
      headers: { 'accept-encoding': 'br', 'if-none-match': planPlain.etag },
      expect: '3xx',
    },
  ];
  const only = process.env.BENCH_ONLY;
  const selected = routes.filter((r) => !only || r.key === only);
  if (WARMUP > 0) {
    for (const route of [
      {
        ...selected[0]!,
        url: `${base}/bench/bare`,
        token: undefined,
        headers: undefined,
        expect: undefined,
      },
      ...selected,
    ])
      await measure('warm-up', route.url, route.token, WARMUP, route.headers, route.expect);
  }
  const rows: Array<Row & { key: string; ceiling: number }> = [];
  for (const route of selected) {
    const bare = await measure('bare route (ceiling)', `${base}/bench/bare`);
    rows.push({ ...bare, key: 'bare', ceiling: bare.rps });
    rows.push({
      ...(await measure(route.name, route.url, route.token, DURATION, route.headers, route.expect)),
      key: route.key,
      ceiling: bare.rps,
    });
  }

  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(
    `${pad('route', 44)} ${pad('req/s', 9)} ${pad('p50 ms', 8)} ${pad('p99 ms', 8)} ${pad('ratio', 6)} ${pad('CPU µs/req', 11)} ${pad('bytes', 9)} errors`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.name, 44)} ${pad(r.rps.toFixed(0), 9)} ${pad(String(r.p50), 8)} ${pad(String(r.p99), 8)} ${pad((r.rps / r.ceiling).toFixed(2), 6)} ${pad(r.cpuPerRequest.toFixed(0), 11)} ${pad(r.bytes.toFixed(0), 9)} ${r.unexpected}`,
    );
  }
  console.log(
    `\nload average (1 min) before/after: ${loadBefore.toFixed(1)} / ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores`,
  );
  if (!only || only === 'jaarplan') {
    // Under load, requests still in flight when a window ends cost CPU without being counted,
    // which overstates the slowest rows (up to 50 in flight against 150 answered); one
    // connection, one request at a time, gives each read's own cost.
    console.log(`\njaarplan over one connection (${DURATION} s each):`);
    console.log(
      `${pad('route', 44)} ${pad('req/s', 9)} ${pad('p50 ms', 8)} ${pad('CPU µs/req', 11)} errors`,
    );
    for (const route of selected.filter((r) => r.key === 'jaarplan')) {
      const r = await measure(
        route.name,
        route.url,
        route.token,
        DURATION,
        route.headers,
        route.expect,
        1,
      );
      console.log(
        `${pad(r.name, 44)} ${pad(r.rps.toFixed(0), 9)} ${pad(String(r.p50), 8)} ${pad(r.cpuPerRequest.toFixed(0), 11)} ${r.unexpected}`,
      );
      if (r.unexpected > 0) rows.push({ ...r, key: route.key, ceiling: r.rps });
    }
  }
  const current = rows.find((r) => r.key === 'current');
  const search = rows.find((r) => r.key === 'search');
  const checks = [
    [
      `/api/users/current ≥ 0.35 of the ceiling`,
      current ? current.rps / current.ceiling >= 0.35 : null,
    ],
    [`paged search p99 ≤ 25 ms`, search ? search.p99 <= 25 : null],
    [`no errors or unexpected answers`, rows.every((r) => r.unexpected === 0)],
  ] as const;
  console.log('');
  for (const [label, ok] of checks)
    if (ok !== null) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);

  await app.close();
  await uncachedApp.close();
  await database.destroy();
  if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
  if (checks.some(([, ok]) => ok === false)) process.exitCode = 1;
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
