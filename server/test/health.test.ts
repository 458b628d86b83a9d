import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { createDatabase } from '../src/db/database.js';
import { DEMO_PASSWORD } from '../src/seed/core.js';
import { buildTestApp, describeEachDatabase } from './helpers.js';
import { REDIS_URL, redisProblem } from './redis.js';
import { startSmtpSink } from './smtp-sink.js';

describeEachDatabase('GET /api/health', (t) => {
  it('reports the database it runs on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.dialect });
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    // Nothing listens on port 1: every connection attempt is refused, as when the server is down.
    const database = createDatabase('postgres://postgres@127.0.0.1:1/koers');
    const app = await buildTestApp(database);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'postgres' });
    await app.close();
    await database.destroy();
  });
});

const login = (t: { app: App }, email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describeEachDatabase(
  'when Redis does not answer',
  (t) => {
    it('logs in and still throttles, counting in the database; readiness says degraded', async () => {
      expect((await login(t, 'leraar@koers.test', DEMO_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
      for (let i = 0; i < 5; i++)
        expect((await login(t, 'leraar@koers.test', 'wrong', '10.3.0.2')).statusCode).toBe(422);
      const blocked = await login(t, 'leraar@koers.test', DEMO_PASSWORD, '10.3.0.2');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();

      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'degraded',
        checks: { database: { status: 'ok', dialect: t.dialect }, redis: { status: 'error' } },
      });
      // Liveness is about the process and its database only.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
        status: 'ok',
        database: t.dialect,
      });
    });
  },
  // Nothing listens on port 1.
  { config: { redisUrl: 'redis://127.0.0.1:1' } },
);

const redisMissing = await redisProblem('Readiness with Redis');
const sink = await startSmtpSink();
afterAll(() => sink.close());

describe.skipIf(redisMissing !== null)('GET /api/health/ready with Redis and SMTP', () => {
  it('reports each configured dependency, and a dead SMTP server as degraded', async () => {
    const database = createDatabase(':memory:');
    const up = await buildTestApp(database, { redisUrl: REDIS_URL, smtpUrl: sink.url });
    const deadSmtp = await buildTestApp(database, { smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const ready = await up.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ok',
        checks: {
          database: { status: 'ok', dialect: 'sqlite' },
          redis: { status: 'ok' },
          smtp: { status: 'ok' },
        },
      });
      const degraded = await deadSmtp.inject({ method: 'GET', url: '/api/health/ready' });
      expect(degraded.statusCode).toBe(200);
      expect(degraded.json()).toEqual({
        status: 'degraded',
        checks: { database: { status: 'ok', dialect: 'sqlite' }, smtp: { status: 'error' } },
      });
    } finally {
      await up.close();
      await deadSmtp.close();
      await database.destroy();
    }
  });
});

describe('GET /api/health/ready without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const database = createDatabase('postgres://postgres@127.0.0.1:1/koers');
    const app = await buildTestApp(database);
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'error',
      checks: { database: { status: 'error', dialect: 'postgres' } },
    });
    await app.close();
    await database.destroy();
  });
});
