import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.js';
import { buildTestApp, describeEachDatabase } from './helpers.js';

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
