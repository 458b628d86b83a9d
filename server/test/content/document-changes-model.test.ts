import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { BlockChange, Document, SavedChanges } from '@koers/contract';
import { bearer, describeEachDatabase, loginAs } from '../helpers.js';

/**
 * Property: any sequence of saves (upserts, deletes and moves in any mix, at the top, the end or
 * between blocks, many at one spot) leaves the document exactly as a plain list that applies the
 * same changes, read back through GET; and a save's answer places its blocks where GET shows them.
 */

interface Step {
  kind: 'edit' | 'insert' | 'delete' | 'move';
  /** Picks among the blocks there are at that moment (index modulo their number). */
  pick: number;
  /** Where to (index modulo the number of blocks + 1; 0 = at the top). */
  to: number;
}

const step = fc.record({
  kind: fc.constantFrom('edit', 'insert', 'insert', 'delete', 'move'),
  pick: fc.nat(1000),
  to: fc.oneof(fc.nat(1000), fc.constant(1), fc.constant(0)),
}) as fc.Arbitrary<Step>;

describeEachDatabase(
  'document changes against a model',
  (t) => {
    let token: string;
    beforeAll(async () => {
      token = await loginAs(t.app, 'directeur@koers.test');
    });

    it('keeps order and content as a list would, save after save', async () => {
      let counter = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(step, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
          async (saves) => {
            const created = await t.app.inject({
              method: 'POST',
              url: `/api/schools/${t.ids.schools.regenboog}/documents`,
              headers: bearer(token),
              payload: { name: `Model ${++counter}` },
            });
            const id = created.json().data.id as number;
            let model: Array<{ uid: string; content: string }> = [];
            let version = 1;
            for (const steps of saves) {
              const changes: BlockChange[] = [];
              for (const s of steps) {
                const n = model.length;
                const text = `<p>${++counter}</p>`;
                if (s.kind === 'insert' || n === 0) {
                  const at = s.to % (n + 1);
                  const uid = randomUUID();
                  changes.push({
                    op: 'upsert',
                    uid,
                    after: at === 0 ? null : model[at - 1]!.uid,
                    block: { type: 'body', content: text },
                  });
                  model.splice(at, 0, { uid, content: text });
                  continue;
                }
                const block = model[s.pick % n]!;
                if (s.kind === 'edit') {
                  changes.push({
                    op: 'upsert',
                    uid: block.uid,
                    block: { type: 'body', content: text },
                  });
                  block.content = text;
                } else if (s.kind === 'delete') {
                  changes.push({ op: 'delete', uid: block.uid });
                  model = model.filter((b) => b !== block);
                } else {
                  const rest = model.filter((b) => b !== block);
                  const at = s.to % (rest.length + 1);
                  changes.push({
                    op: 'move',
                    uid: block.uid,
                    after: at === 0 ? null : rest[at - 1]!.uid,
                  });
                  rest.splice(at, 0, block);
                  model = rest;
                }
              }
              const res = await t.app.inject({
                method: 'POST',
                url: `/api/documents/${id}/changes`,
                headers: bearer(token),
                payload: { base_version: version, changes },
              });
              expect(res.statusCode, res.body).toBe(200);
              const data = res.json().data as SavedChanges;
              expect(data.version).toBe(version + 1);
              version = data.version;
              const order = model.map((b) => b.uid);
              for (const saved of data.saved) {
                const at = order.indexOf(saved.uid);
                expect(saved.after).toBe(at <= 0 ? null : order[at - 1]);
              }
            }
            const read = await t.app.inject({
              method: 'GET',
              url: `/api/documents/${id}`,
              headers: bearer(token),
            });
            const doc = read.json().data as Document;
            expect(doc.version).toBe(version);
            expect(doc.blocks.map((b) => ({ uid: b.uid, content: b.content }))).toEqual(model);
            expect(doc.blocks.map((b) => b.position)).toEqual(model.map((_, i) => i));
          },
        ),
        {
          numRuns: Number(process.env.MODEL_RUNS ?? 40),
          seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
        },
      );
    }, 120_000);
  },
  // Hundreds of requests with one token: the rate limit is not what this tests.
  { config: { rateLimit: { max: 1_000_000, windowSeconds: 60 } } },
);
