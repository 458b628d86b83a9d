import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { createDatabase, migrateToLatest, type DatabaseHandle } from '../src/db/database.js';
import { LocalDiskStorage, newStorageKey, type FileStorage } from '../src/storage/index.js';
import { buildTestApp } from './helpers.js';

let dir: string;
let database: DatabaseHandle;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'koers-plugins-'));
  database = createDatabase(`file:${join(dir, 'test.db')}`);
  await migrateToLatest(database);
});
afterAll(async () => {
  await database.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('OpenAPI document', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database);
  });
  afterAll(() => app.close());

  it('declares bearer security for every operation unless the operation opts out', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.security).toEqual([{ bearer: [] }]);
    expect(document.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });
});

describe('file storage plugin', () => {
  it('decorates the app with a local-disk storage under FILES_DIR by default', async () => {
    const filesDir = join(dir, 'files');
    const app = await buildTestApp(database, { filesDir, fileStorage: 'disk' });
    try {
      expect(app.fileStorage).toBeInstanceOf(LocalDiskStorage);
      const key = newStorageKey();
      await app.fileStorage.put(key, Buffer.from('hallo'));
      expect(await text(await new LocalDiskStorage(filesDir).get(key))).toBe('hallo');
    } finally {
      await app.close();
    }
  });

  it('with FILE_STORAGE=database keeps the bytes in the database and still reads older files on disk', async () => {
    const filesDir = join(dir, 'files-moved');
    const before = newStorageKey();
    await new LocalDiskStorage(filesDir).put(before, Buffer.from('van de schijf'));
    const app = await buildTestApp(database, { filesDir, fileStorage: 'database' });
    try {
      const key = newStorageKey();
      await app.fileStorage.put(key, Buffer.from('in de database'));
      expect(await new LocalDiskStorage(filesDir).get(key)).toBeNull();
      const row = await app.db
        .selectFrom('file_blobs')
        .select('data')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      expect(Buffer.from(row.data).toString('utf8')).toBe('in de database');
      expect(await text(await app.fileStorage.get(key))).toBe('in de database');
      expect(await text(await app.fileStorage.get(before))).toBe('van de schijf');
      await app.fileStorage.delete(key);
      await app.fileStorage.delete(before);
      expect(await app.fileStorage.get(key)).toBeNull();
      expect(await app.fileStorage.get(before)).toBeNull();
    } finally {
      await app.close();
    }
  });

  it('takes another backend from buildApp', async () => {
    const stored = new Map<string, Buffer>();
    const memory: FileStorage = {
      put: async (key, data) => void stored.set(key, data),
      get: async () => null,
      delete: async (key) => void stored.delete(key),
    };
    const app = await buildApp({
      database,
      logger: false,
      storage: memory,
      config: { signingSecret: 'test', appDist: join(dir, 'no-app'), redisUrl: null },
    });
    try {
      expect(app.fileStorage).toBe(memory);
    } finally {
      await app.close();
    }
  });
});
