/**
 * `pnpm bench:history`: what a document's history costs (docs/decisions, "A document's history
 * is a log of block revisions"). For SQLite and PostgreSQL: a 5,000-block plan, then 200 saves of
 * one block each through `POST /api/documents/{id}/changes`, as an editing client makes them.
 *
 * Prints the rows and content bytes the history holds against what 200 copies of the document
 * would hold, and how long it takes to open the oldest version, compare it with the newest and
 * restore it (medians of BENCH_REPEAT, default 5). Options: BENCH_SAVES (default 200),
 * BENCH_BLOCKS (default 5000), BENCH_DATABASE_URL (PostgreSQL; default TEST_DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/test; `none` to skip it).
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { SavedChanges } from '@koers/contract';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database.js';
import { historySize } from '../src/repositories/document-history.js';
import { postgresProblem } from '../src/tools/scratch-database.js';
import { PARAGRAPH, seed, withScratchDatabase } from './fixture.js';

const SAVES = Number(process.env.BENCH_SAVES ?? 200);
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 5_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(dialect: 'sqlite' | 'postgres', database: DatabaseHandle, dir: string) {
  const f = await seed(database, dir, BLOCKS);
  const { db } = database;
  const headers = { authorization: `Bearer ${f.token}`, 'accept-language': 'nl' };
  const bodies = f.uids.filter((_, i) => i % 25 !== 0);
  let version = 1;
  for (let i = 0; i < SAVES; i++) {
    const uid = bodies[(i * 97) % bodies.length]!;
    const response = await f.app.inject({
      method: 'POST',
      url: `/api/documents/${f.documentId}/changes`,
      headers,
      payload: {
        base_version: version,
        changes: [{ op: 'upsert', uid, block: { type: 'body', content: PARAGRAPH(i + 100_000) } }],
      },
    });
    if (response.statusCode !== 200) throw new Error(`${dialect}: save ${response.statusCode}`);
    version = (response.json().data as SavedChanges).version;
  }

  const size = await historySize(db, f.documentId);
  const bytes = async (table: 'blocks' | 'block_revisions') =>
    Number(
      (
        await sql<{ n: string | number }>`select coalesce(sum(length(content)), 0) as n
          from ${sql.table(table)} where document_id = ${f.documentId}`.execute(db)
      ).rows[0]!.n,
    );
  const documentBytes = await bytes('blocks');
  const historyBytes = await bytes('block_revisions');

  const timed = async (url: string, method: 'GET' | 'POST' = 'GET') => {
    const times: number[] = [];
    for (let i = 0; i < REPEAT; i++) {
      const started = performance.now();
      const response = await f.app.inject({ method, url, headers });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${dialect}: ${url} ${response.statusCode}`);
    }
    return median(times);
  };
  const open = await timed(`/api/documents/${f.documentId}/history/1`);
  const compare = await timed(`/api/documents/${f.documentId}/compare?from=1&to=${version}`);
  const history = await timed(`/api/documents/${f.documentId}/history`);
  const restore = await timed(`/api/documents/${f.documentId}/history/1/restore`, 'POST');
  await f.app.close();
  return { dialect, size, documentBytes, historyBytes, open, compare, history, restore };
}

const run = (dialect: 'sqlite' | 'postgres') =>
  withScratchDatabase(dialect, 'bench_history', POSTGRES_URL, (database, dir) =>
    measure(dialect, database, dir),
  );

async function main() {
  console.log(
    `Document history: a ${BLOCKS}-block document, ${SAVES} saves of one block each, Node ${process.version}, ${cpus().length} cores\n`,
  );
  const results = [await run('sqlite')];
  const problem =
    POSTGRES_URL === 'none' ? 'BENCH_DATABASE_URL=none' : await postgresProblem(POSTGRES_URL);
  if (problem) console.log(`PostgreSQL skipped: ${problem}`);
  else results.push(await run('postgres'));
  const copies = SAVES + 1;
  for (const r of results) {
    const copyRows = copies * BLOCKS;
    const copyBytes = copies * r.documentBytes;
    console.log(`${r.dialect}:`);
    console.log(
      `  history: ${r.size.revisions} block revisions, ${r.size.saves} saves, ${(r.historyBytes / 1e6).toFixed(2)} MB of content`,
    );
    console.log(
      `  ${copies} copies of the document would be ${copyRows} rows, ${(copyBytes / 1e6).toFixed(1)} MB: the history is ${((100 * r.size.revisions) / copyRows).toFixed(2)} % of the rows, ${((100 * r.historyBytes) / copyBytes).toFixed(2)} % of the bytes`,
    );
    console.log(
      `  medians of ${REPEAT}: open the first version ${r.open.toFixed(0)} ms, compare first and last ${r.compare.toFixed(0)} ms, history page ${r.history.toFixed(0)} ms, restore the first version ${r.restore.toFixed(0)} ms`,
    );
  }
}

await main();
