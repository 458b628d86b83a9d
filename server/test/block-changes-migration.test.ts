import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { expect, it } from 'vitest';
import {
  createDatabase,
  migrateTo,
  migrateToLatest,
  type DatabaseHandle,
} from '../src/db/database.js';
import { TEST_DATABASE_URL, describeEachDatabase } from './helpers.js';

/**
 * Migration 0006 on a database written before it: existing blocks get a stable uid (derived from
 * their id), count as changed in their document's current version, and keep their order in a
 * position column that now holds fractions.
 */
describeEachDatabase(
  'migration 0006 (block uids, versions, tombstones, presence)',
  (t) => {
    it('gives existing blocks stable uids and versions, and keeps their order', async () => {
      let handle: DatabaseHandle;
      let cleanup: () => Promise<void>;
      let schema: string | undefined;
      if (t.dialect === 'sqlite') {
        const dir = mkdtempSync(join(tmpdir(), 'koers-migration-'));
        handle = createDatabase(`file:${join(dir, 'm.db')}`);
        cleanup = async () => rmSync(dir, { recursive: true, force: true });
      } else {
        schema = `t_migration_0006_${randomBytes(4).toString('hex')}`;
        handle = createDatabase(TEST_DATABASE_URL, { schema, poolSize: 2 });
        cleanup = async () => {
          const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
          await client.connect();
          await client.query(`drop schema if exists "${schema}" cascade`);
          await client.end();
        };
      }
      try {
        await migrateTo(handle, '2026_11_24_0005_calendar_event_location', schema);
        // Written as the schema before 0006 had it (no uid yet), so in plain SQL.
        const now = new Date().toISOString();
        const doc = await sql<{ id: number }>`
          insert into documents
            (documentable_type, documentable_id, type, name, version, created_at, updated_at)
          values ('school', 1, 'plan', 'Oud', 7, ${now}, ${now})
          returning id`.execute(handle.db);
        const documentId = doc.rows[0]!.id;
        const ids: number[] = [];
        for (const [position, content] of ['Een', 'Twee', 'Drie'].entries()) {
          const row = await sql<{ id: number }>`
            insert into blocks (document_id, position, type, level, content)
            values (${documentId}, ${position}, 'h1', 1, ${content})
            returning id`.execute(handle.db);
          ids.push(row.rows[0]!.id);
        }

        await migrateToLatest(handle, schema);

        const blocks = await handle.db
          .selectFrom('blocks')
          .select(['id', 'uid', 'position', 'changed_version', 'changed_by', 'changed_at'])
          .where('document_id', '=', documentId)
          .orderBy('position')
          .execute();
        expect(blocks.map((b) => b.id)).toEqual(ids);
        for (const block of blocks) {
          expect(block.uid).toBe(
            `00000000-0000-4000-8000-${block.id.toString(16).padStart(12, '0')}`,
          );
          expect(block).toMatchObject({ changed_version: 7, changed_by: null, changed_at: null });
        }
        // A fraction between two blocks is kept as it is (PostgreSQL: double precision now).
        await handle.db
          .updateTable('blocks')
          .set({ position: 0.5 })
          .where('id', '=', ids[2]!)
          .execute();
        const reordered = await handle.db
          .selectFrom('blocks')
          .select(['id', 'position'])
          .where('document_id', '=', documentId)
          .orderBy('position')
          .execute();
        expect(reordered).toEqual([
          { id: ids[0], position: 0 },
          { id: ids[2], position: 0.5 },
          { id: ids[1], position: 1 },
        ]);
        // uids are unique per document.
        await expect(
          handle.db
            .insertInto('blocks')
            .values({
              document_id: documentId,
              uid: blocks[0]!.uid,
              position: 9,
              type: 'h1',
              level: 1,
              content: 'Dubbel',
            })
            .execute(),
        ).rejects.toThrow();
        const tables = await sql<{
          n: number | string;
        }>`select count(*) as n from block_tombstones`.execute(handle.db);
        expect(Number(tables.rows[0]!.n)).toBe(0);
      } finally {
        await handle.destroy();
        await cleanup();
      }
    });
  },
  { seed: false },
);
