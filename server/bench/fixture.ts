/**
 * The benchmarks' fixture: a fresh database with one school, two of its managers and one plan
 * of `blocks` blocks (an h1 every 25th block, body paragraphs between), the app built on it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { recordSave } from '../src/repositories/document-history.js';
import { createDocument, INSERT_CHUNK } from '../src/repositories/documents.js';
import { startLogin } from '../src/services/sessions.js';
import { openScratchDatabase } from '../src/tools/scratch-database.js';

export const PARAGRAPH = (i: number) =>
  `<p>Wij werken aan goed onderwijs voor ieder kind. In onderdeel ${i} beschrijven we de doelen, de aanpak en hoe we de resultaten volgen met het team, de ouders en de medezeggenschapsraad.</p>`;

export interface Fixture {
  app: App;
  documentId: number;
  token: string;
  /** A second writer, for the merge path. */
  otherToken: string;
  uids: string[];
}

export async function seed(
  database: DatabaseHandle,
  dir: string,
  blocks: number,
): Promise<Fixture> {
  const { db } = database;
  const now = new Date().toISOString();
  const role = await db
    .insertInto('roles')
    .values({ name: 'Directeur', rank: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const school = await db
    .insertInto('schools')
    .values({
      name: 'OBS De Regenboog',
      calendar: 1,
      calendar_feed_key: randomUUID(),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const users = [];
  for (const [first, last] of [
    ['Anouk', 'Vries'],
    ['Henk', 'Berg'],
  ] as const) {
    const user = await db
      .insertInto('users')
      .values({
        email: `${first.toLowerCase()}@regenboog.test`,
        first_name: first,
        last_name_prefix: null,
        last_name: last,
        password_hash: null,
        admin: 0,
        locale: 'nl',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('school_user')
      .values({ school_id: school.id, user_id: user.id, role_id: role.id })
      .execute();
    users.push(user.id);
  }
  const doc = await createDocument(db, {
    documentable_type: 'school',
    documentable_id: school.id,
    type: 'plan',
    name: 'Schoolplan 2026-2030',
    period_id: null,
  });
  const uids = Array.from({ length: blocks }, () => randomUUID());
  const rows = uids.map((uid, i) => ({
    document_id: doc.id,
    uid,
    position: i,
    type: i % 25 === 0 ? 'h1' : 'body',
    level: i % 25 === 0 ? 1 : null,
    content: i % 25 === 0 ? `Hoofdstuk ${i / 25 + 1}` : PARAGRAPH(i),
  }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await db
      .insertInto('blocks')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  await recordSave(db, {
    documentId: doc.id,
    version: 1,
    userId: null,
    kind: 'created',
    full: true,
  });

  const app = await buildApp({
    database,
    logger: false,
    config: {
      appDist: join(dir, 'no-app'),
      signingSecret: 'bench',
      redisUrl: null,
      rateLimit: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 60 },
    },
  });
  await app.ready();
  const token = (await startLogin(db, users[0]!, app.config)).access_token;
  const otherToken = (await startLogin(db, users[1]!, app.config)).access_token;
  return { app, documentId: doc.id, token, otherToken, uids };
}

/**
 * Runs `measure` on a fresh database of `dialect` (PostgreSQL in a schema of its own at
 * `postgresUrl`) with a scratch folder, and removes both afterwards, also after a failure.
 */
export async function withScratchDatabase<T>(
  dialect: 'sqlite' | 'postgres',
  name: string,
  postgresUrl: string,
  measure: (database: DatabaseHandle, dir: string) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `koers-${name}-`));
  const { database, cleanup } = await openScratchDatabase(dialect, { name, postgresUrl });
  try {
    return await measure(database, dir);
  } finally {
    await database.destroy();
    await cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
}
