import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/types.js';
import {
  createDocument,
  findDocument,
  listBlocks,
  replaceBlocks,
} from '../../src/repositories/documents.js';
import { createPeriod, listPeriods, periodOverlaps } from '../../src/repositories/periods.js';
import {
  createCategory,
  createEvent,
  listEvents,
  rotateFeedKey,
} from '../../src/repositories/calendar.js';
import { describeEachDatabase } from '../helpers.js';

async function school(db: Kysely<Database>): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('schools')
    .values({
      name: 'De Regenboog',
      calendar: 1,
      calendar_feed_key: 'k',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEachDatabase(
  'content repositories',
  (t) => {
    const get = () => t.database;
    it('replaces blocks with a compare-and-swap on version and keeps known block ids', async () => {
      const { db } = get();
      const doc = await createDocument(db, {
        documentable_type: 'school',
        documentable_id: 1,
        type: 'plan',
        name: 'Schoolplan',
        period_id: null,
      });
      expect(doc.version).toBe(1);
      const first = await replaceBlocks(db, doc.id, 1, [
        { type: 'h1', content: 'Missie' },
        { type: 'body', content: '<p>Wij zijn een school.</p>' },
      ]);
      expect(first).toEqual({ ok: true, version: 2, result: undefined });
      const blocks = await listBlocks(db, doc.id);
      expect(blocks.map((b) => [b.type, b.level, b.position])).toEqual([
        ['h1', 1, 0],
        ['body', null, 1],
      ]);

      // Stale version: nothing written.
      expect(await replaceBlocks(db, doc.id, 1, [{ type: 'h1', content: 'Weg' }])).toEqual({
        ok: false,
      });
      expect((await listBlocks(db, doc.id)).map((b) => b.content)).toEqual([
        'Missie',
        '<p>Wij zijn een school.</p>',
      ]);

      // Reordered, one kept by id, one new, one dropped.
      const [h1] = blocks;
      const second = await replaceBlocks(db, doc.id, 2, [
        { type: 'h2', content: 'Nieuw' },
        { id: h1!.id, type: 'h1', content: 'Missie en visie' },
        { id: h1!.id, type: 'h1', content: 'Dubbel id wordt nieuw blok' },
      ]);
      expect(second).toEqual({ ok: true, version: 3, result: undefined });
      const after = await listBlocks(db, doc.id);
      expect(after.map((b) => b.content)).toEqual([
        'Nieuw',
        'Missie en visie',
        'Dubbel id wordt nieuw blok',
      ]);
      expect(after[1]!.id).toBe(h1!.id);
      expect(new Set(after.map((b) => b.id)).size).toBe(3);
      expect((await findDocument(db, doc.id))!.version).toBe(3);
    });

    it('lets exactly one of many concurrent writers of one version win', async () => {
      const { db } = get();
      const doc = await createDocument(db, {
        documentable_type: 'school',
        documentable_id: 1,
        type: 'plan',
        name: 'Race',
        period_id: null,
      });
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          replaceBlocks(db, doc.id, 1, [{ type: 'h1', content: `Schrijver ${i}` }]),
        ),
      );
      const winners = results.map((r, i) => (r.ok ? i : -1)).filter((i) => i >= 0);
      expect(winners).toHaveLength(1);
      const blocks = await listBlocks(db, doc.id);
      expect(blocks.map((b) => b.content)).toEqual([`Schrijver ${winners[0]}`]);
      expect((await findDocument(db, doc.id))!.version).toBe(2);
    });

    it('detects overlapping periods and lists documents per period', async () => {
      const { db } = get();
      const schoolId = await school(db);
      const year = await createPeriod(db, {
        school_id: schoolId,
        name: '2026-2027',
        start_at: '2026-08-01',
        end_at: '2027-07-31',
      });
      expect(await periodOverlaps(db, schoolId, '2027-07-31', '2028-07-31')).toBe(true);
      expect(await periodOverlaps(db, schoolId, '2027-08-01', '2028-07-31')).toBe(false);
      expect(await periodOverlaps(db, schoolId, '2026-01-01', '2026-12-31', year.id)).toBe(false);
      await createDocument(db, {
        documentable_type: 'school',
        documentable_id: schoolId,
        type: 'plan',
        name: 'Jaarplan 2026-2027',
        period_id: year.id,
      });
      const periods = await listPeriods(db, schoolId);
      expect(periods).toEqual([
        expect.objectContaining({
          name: '2026-2027',
          documents: [expect.objectContaining({ name: 'Jaarplan 2026-2027' })],
        }),
      ]);
    });

    it('lists the events that overlap a date range, with their category', async () => {
      const { db } = get();
      const schoolId = await school(db);
      const cat = await createCategory(db, schoolId, { name: 'Vakantie', color: '#00aa00' });
      const base = {
        description: null,
        location: null,
        start_time: null,
        end_time: null,
        calendar_category_id: null,
      };
      await createEvent(db, schoolId, {
        ...base,
        title: 'Herfstvakantie',
        start_date: '2026-10-17',
        end_date: '2026-10-25',
        calendar_category_id: cat.id,
      });
      await createEvent(db, schoolId, {
        ...base,
        title: 'Ouderavond',
        start_date: '2026-11-12',
        end_date: '2026-11-12',
      });
      const oct = await listEvents(db, schoolId, { from: '2026-10-24', to: '2026-10-31' });
      expect(oct.map((e) => [e.title, e.category?.name])).toEqual([['Herfstvakantie', 'Vakantie']]);
      expect((await listEvents(db, schoolId)).map((e) => e.title)).toEqual([
        'Herfstvakantie',
        'Ouderavond',
      ]);
      const key = await rotateFeedKey(db, schoolId);
      expect(key).toMatch(/^[\w-]{22}$/);
    });
  },
  { seed: false },
);
