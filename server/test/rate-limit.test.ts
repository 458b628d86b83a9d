import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { createDatabase, migrateToLatest, type DatabaseHandle } from '../src/db/database.js';
import { seedIfEmpty } from '../src/seed/index.js';
import { bearer, buildTestApp, demoPasswordHash, loginAs } from './helpers.js';
import { REDIS_URL, redisProblem } from './redis.js';

const problem = await redisProblem('Redis rate-limit tests');

// The limiter does not touch the database: one seeded SQLite file serves every app here.
let dir: string;
let database: DatabaseHandle;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'koers-rate-'));
  database = createDatabase(`file:${join(dir, 'test.db')}`);
  await migrateToLatest(database);
  await seedIfEmpty(database.db, { passwordHash: await demoPasswordHash() });
});
afterAll(async () => {
  await database.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const health = (app: App, ip: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip, headers });

describe('API rate limit (in memory)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database, { rateLimit: { max: 3, windowSeconds: 60 } });
  });
  afterAll(() => app.close());

  it('answers 429 with Retry-After and a translated {message} once an IP is over its budget', async () => {
    for (let i = 0; i < 3; i++) {
      const ok = await health(app, '10.9.0.1');
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-ratelimit-limit']).toBe('3');
      expect(ok.headers['x-ratelimit-remaining']).toBe(String(2 - i));
    }
    const en = await health(app, '10.9.0.1', { 'accept-language': 'en' });
    expect(en.statusCode).toBe(429);
    const seconds = Number(en.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(en.headers['content-type']).toMatch(/^application\/json/);
    expect(en.json()).toEqual({
      message: `Too many requests. Please try again in ${seconds} seconds.`,
    });
    const nl = await health(app, '10.9.0.1', { 'accept-language': 'nl' });
    expect(nl.statusCode).toBe(429);
    expect(nl.json().message).toMatch(
      /^Te veel verzoeken\. Probeer het over \d+ seconden opnieuw\.$/,
    );
    // Another address has a budget of its own.
    expect((await health(app, '10.9.0.2')).statusCode).toBe(200);
  });

  it('counts a signed-in user per account, not per address', async () => {
    const token = await loginAs(app, 'leraar@koers.test');
    const current = (ip: string) =>
      app.inject({
        method: 'GET',
        url: '/api/users/current',
        remoteAddress: ip,
        headers: bearer(token),
      });
    // A school behind one address: the anonymous budget of the address is spent ...
    for (let i = 0; i < 4; i++) await health(app, '10.9.0.3');
    expect((await health(app, '10.9.0.3')).statusCode).toBe(429);
    // ... and the teacher behind it still has theirs, wherever the requests come from.
    expect((await current('10.9.0.3')).statusCode).toBe(200);
    expect((await current('10.9.0.4')).statusCode).toBe(200);
    expect((await current('10.9.0.5')).statusCode).toBe(200);
    const over = await current('10.9.0.6');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('limits the API only: not the OpenAPI document', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/openapi.json',
        remoteAddress: '10.9.0.7',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});

describe('API rate limit behind a proxy (TRUST_PROXY)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database, {
      rateLimit: { max: 2, windowSeconds: 60 },
      trustProxy: '127.0.0.1',
    });
  });
  afterAll(() => app.close());

  it('counts the client named by X-Forwarded-For, not the proxy', async () => {
    const via = (client: string) => health(app, '127.0.0.1', { 'x-forwarded-for': client });
    expect((await via('203.0.113.1')).statusCode).toBe(200);
    expect((await via('203.0.113.1')).statusCode).toBe(200);
    expect((await via('203.0.113.1')).statusCode).toBe(429);
    expect((await via('203.0.113.2')).statusCode).toBe(200);
  });
});

describe('API rate limit when Redis does not answer', () => {
  let app: App;
  beforeAll(async () => {
    // Port 1: nothing listens there, the connection is refused at once.
    app = await buildTestApp(database, {
      redisUrl: 'redis://127.0.0.1:1',
      rateLimit: { max: 1, windowSeconds: 60 },
    });
  });
  afterAll(() => app.close());

  it('lets requests through instead of failing them', async () => {
    for (let i = 0; i < 3; i++) expect((await health(app, '10.9.1.1')).statusCode).toBe(200);
  });
});

describe.skipIf(problem !== null)('API rate limit in Redis (REDIS_URL)', () => {
  let one: App;
  let two: App;
  beforeAll(async () => {
    const config = { redisUrl: REDIS_URL, rateLimit: { max: 4, windowSeconds: 60 } };
    one = await buildTestApp(database, config);
    two = await buildTestApp(database, config);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('shares one budget between server processes', async () => {
    // An address of its own per run: the counters outlive the test in Redis for a minute.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    expect((await health(one, ip)).statusCode).toBe(200);
    expect((await health(two, ip)).statusCode).toBe(200);
    expect((await health(one, ip)).statusCode).toBe(200);
    const last = await health(two, ip);
    expect(last.statusCode).toBe(200);
    expect(last.headers['x-ratelimit-remaining']).toBe('0');
    const blocked = await health(one, ip, { 'accept-language': 'nl' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(blocked.json().message).toMatch(/^Te veel verzoeken/);
  });
});
