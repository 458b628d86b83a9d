import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { E2E_PORT, MULTI_LB_PORT, MULTI_PROCESS_PORTS } from './servers';

/**
 * Koers as many processes, one service: two server processes on one PostgreSQL database and one
 * Redis, behind haproxy (Debian's, installed by the test command like Chromium). A session made on
 * one process is refreshed on the other, a file uploaded to one is downloaded from the other, the
 * login throttle counts across both, and when one process is killed under a load of writes the
 * other keeps serving and every write that was acknowledged is there.
 *
 * It needs haproxy, PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL); without one of them
 * it is skipped with the reason, unless REQUIRE_POSTGRES=1 (CI), where it fails.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const requireFromServer = createRequire(join(root, 'server', 'package.json'));
const HAPROXY = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const DATABASE = `koers_multi_${E2E_PORT}`;
const PASSWORD = 'welkom-bij-koers';
const lb = `http://127.0.0.1:${MULTI_LB_PORT}`;
const direct = MULTI_PROCESS_PORTS.map((port) => `http://127.0.0.1:${port}`);

interface PgClient {
  connect(): Promise<void>;
  query<R = Record<string, unknown>>(sql: string, values?: unknown[]): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}
const { Client } = requireFromServer('pg') as { Client: new (url: string) => PgClient };

function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withPg<T>(url: string, fn: (client: PgClient) => Promise<T>): Promise<T> {
  const client = new Client(url);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Why the journey cannot run here, or null. */
async function missing(): Promise<string | null> {
  if (!existsSync(HAPROXY)) return `haproxy not found at ${HAPROXY}`;
  try {
    await withPg(POSTGRES_URL, (client) => client.query('SELECT 1'));
  } catch (error) {
    return `PostgreSQL at ${POSTGRES_URL} does not answer (${(error as Error).message})`;
  }
  const { Redis } = requireFromServer('ioredis') as {
    Redis: new (
      url: string,
      options: object,
    ) => {
      connect(): Promise<void>;
      ping(): Promise<string>;
      disconnect(): void;
    };
  };
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis at ${REDIS_URL} does not answer (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return null;
}

let work: string;
const servers: ChildProcess[] = [];
let haproxy: ChildProcess | undefined;
const logs: string[] = [];

function startServer(index: number): ChildProcess {
  const child = spawn(process.execPath, [join(root, 'server', 'dist', 'server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(MULTI_PROCESS_PORTS[index]),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(DATABASE),
      REDIS_URL,
      // Every process of one installation shares these (README).
      SIGNING_SECRET: 'multi-process-journey-secret',
      APP_URL: lb,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED: 'true',
      // Each process has a disk of its own: the files must be where both see them.
      FILES_DIR: join(work, `files-${'ab'[index]}`),
      ...(process.env.MULTI_FILE_STORAGE ? { FILE_STORAGE: process.env.MULTI_FILE_STORAGE } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const name = `server ${'ab'[index]}`;
  child.stdout?.on('data', (chunk: Buffer) => logs.push(`${name}: ${chunk}`));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(`${name}: ${chunk}`));
  servers[index] = child;
  return child;
}

/** Waits until `url` answers 200 (a process starting, haproxy seeing its servers). */
async function answers(url: string): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(url)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000, message: `${url} answers` },
    )
    .toBe(200);
}

function haproxyConfig(): string {
  return `global
  maxconn 512

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # A connection refused by a killed process is tried on the other one (never a request that
  # reached a process: a write must not be sent twice).
  retries 3
  option redispatch 1
  retry-on conn-failure

frontend koers
  bind 127.0.0.1:${MULTI_LB_PORT}
  default_backend koers

backend koers
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  http-response set-header X-Koers-Server %s
${MULTI_PROCESS_PORTS.map(
  (port, i) => `  server ${'ab'[i]} 127.0.0.1:${port} check inter 300 fall 1 rise 1`,
).join('\n')}
`;
}

async function logIn(base: string, email: string, password = PASSWORD) {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** Trades a refresh token for a new pair (the app's client), at `base`. */
function refresh(base: string, refreshToken: string) {
  return fetch(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 1,
    }),
  });
}

interface Tokens {
  access_token: string;
  refresh_token: string;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test.describe.configure({ mode: 'serial' });

test.describe('many processes, one service', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const reason = await missing();
    if (reason && process.env.REQUIRE_POSTGRES === '1') throw new Error(reason);
    test.skip(reason !== null, reason ?? '');
    work = mkdtempSync(join(tmpdir(), 'koers-multi-'));
    await withPg(POSTGRES_URL, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${DATABASE}`);
    });
    // The first process migrates and seeds the empty database; the second starts on it.
    startServer(0);
    await answers(`${direct[0]}/api/health/ready`);
    startServer(1);
    await answers(`${direct[1]}/api/health/ready`);
    const config = join(work, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig());
    const check = spawnSync(HAPROXY, ['-c', '-f', config], { encoding: 'utf8' });
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
    haproxy = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stderr?.on('data', (chunk: Buffer) => logs.push(`haproxy: ${chunk}`));
    await answers(`${lb}/api/health/ready`);
  });

  test.afterAll(async () => {
    haproxy?.kill('SIGKILL');
    for (const server of servers) server?.kill('SIGKILL');
    if (work) rmSync(work, { recursive: true, force: true });
    await withPg(POSTGRES_URL, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`),
    ).catch(() => undefined);
  });

  // eslint-disable-next-line no-empty-pattern -- Playwright passes the test's info second.
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('processes.log', { body: logs.join('') });
  });

  test('the load balancer spreads requests over both processes', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${lb}/api/health`);
      expect(response.status).toBe(200);
      seen.add(response.headers.get('x-koers-server') ?? '');
    }
    expect([...seen].sort()).toEqual(['a', 'b']);
  });

  test('a session made on one process is refreshed and used on the other', async () => {
    const login = await logIn(direct[0]!, 'directeur@koers.test');
    expect(login.status).toBe(200);
    const first = (await login.json()) as Tokens;
    const me = await fetch(`${direct[1]}/api/users/current`, { headers: auth(first.access_token) });
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain('directeur@koers.test');

    const refreshed = await refresh(direct[1]!, first.refresh_token);
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as Tokens;
    expect(second.access_token).not.toBe(first.access_token);
    // The rotated token is spent on every process.
    const reuse = await refresh(direct[0]!, first.refresh_token);
    expect(reuse.status).toBe(401);
  });

  test('a file uploaded to one process is downloaded from the other', async () => {
    const { access_token } = (await (
      await logIn(direct[0]!, 'directeur@koers.test')
    ).json()) as Tokens;
    const bytes = Buffer.from(`Jaarplan bijlage ${Date.now()}\n`.repeat(200));
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'text/plain' }), 'bijlage.txt');
    const upload = await fetch(`${direct[0]}/api/files`, {
      method: 'POST',
      headers: auth(access_token),
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { data } = (await upload.json()) as { data: { url: string } };
    const download = await fetch(`${direct[1]}${data.url}`, { headers: auth(access_token) });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });

  test('the login throttle counts the attempts on both processes together', async () => {
    const email = `niemand-${Date.now()}@koers.test`;
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await logIn(direct[attempt % 2]!, email, 'fout-wachtwoord')).status).toBe(422);
    for (const base of direct) {
      const blocked = await logIn(base, email, 'fout-wachtwoord');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  test('when one process is killed under load, the other serves on and no acknowledged write is lost', async () => {
    test.setTimeout(120_000);
    const { access_token } = (await (await logIn(lb, 'admin@koers.test')).json()) as Tokens;
    const schoolId = await withPg(databaseUrl(DATABASE), async (client) => {
      const { rows } = await client.query<{ id: number }>(
        'SELECT id FROM schools ORDER BY id LIMIT 1',
      );
      return rows[0]!.id;
    });
    const acknowledged: string[] = [];
    /** Failed writes, with the ms since the kill (negative: before it). */
    const failed: { what: string; at: number }[] = [];
    let killedAt = 0;
    let afterKill = 0;
    let killed = false;
    let stop = false;
    let sequence = 0;
    const since = () => (killed ? performance.now() - killedAt : -1);
    const writer = async () => {
      while (!stop) {
        const name = `Multi ${E2E_PORT}-${++sequence}`;
        try {
          const response = await fetch(`${lb}/api/schools/${schoolId}/contacts`, {
            method: 'POST',
            headers: { ...auth(access_token), 'content-type': 'application/json' },
            body: JSON.stringify({ name }),
          });
          if (response.status === 201) {
            acknowledged.push(name);
            if (killed) afterKill++;
          } else failed.push({ what: `${name}: ${response.status}`, at: since() });
        } catch (error) {
          failed.push({ what: `${name}: ${(error as Error).message}`, at: since() });
        }
      }
    };
    const writers = Array.from({ length: 6 }, () => writer());
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(30);
    servers[0]!.kill('SIGKILL');
    killed = true;
    killedAt = performance.now();
    await expect.poll(() => afterKill, { timeout: 60_000 }).toBeGreaterThan(60);
    stop = true;
    await Promise.all(writers);

    // Only requests caught by the kill can fail: those inside the killed process, or sent on its
    // open connections before haproxy's health check (every 300 ms) takes it out. Nothing fails
    // before the kill, and nothing once haproxy has noticed; the writes after that all succeed.
    const report = failed.map((f) => `${f.what} at ${Math.round(f.at)} ms`).join('\n');
    expect(
      failed.every((f) => f.at >= 0 && f.at < 5_000),
      report,
    ).toBe(true);
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${lb}/api/health/ready`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-koers-server')).toBe('b');
    }
    const stored = await withPg(databaseUrl(DATABASE), async (client) => {
      const { rows } = await client.query<{ name: string }>(
        "SELECT name FROM contacts WHERE name LIKE 'Multi %'",
      );
      return new Set(rows.map((row) => row.name));
    });
    const lost = acknowledged.filter((name) => !stored.has(name));
    expect(lost).toEqual([]);
    console.log(
      `multi-process: ${acknowledged.length} writes acknowledged (${afterKill} after the kill), ${failed.length} failed, ${stored.size} stored`,
    );
  });
});
