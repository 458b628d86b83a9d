/**
 * `pnpm bench:changes`: how long the server takes to handle one save of the document editor
 * (`POST /api/documents/{id}/changes`) in a 5,000-block document, on SQLite and on PostgreSQL.
 *
 * For each database: a fresh, migrated database with one school, its manager and a document of
 * 5,000 blocks (h1 every 25th block, body paragraphs between). The app is built in this process
 * and every save goes through `app.inject` one after the other, each on the version the previous
 * one answered, as one editing client does. Timed from the request to the complete answer: the
 * token check, the permission check, validation, the sanitizer, the transaction with its audit
 * row and the answer's serialization; no network.
 *
 *   1. edit one word of a random body block (the common save);
 *   2. insert a new paragraph after a random block;
 *   3. move a random block elsewhere;
 *   4. edit a block while someone else saved another block in between (the merge path: the
 *      answer carries the other's block).
 *
 * For scale it also reads the whole document (GET, as the editor does once when it opens).
 *
 * Prints the median, p95 and maximum per kind and database (the goal: under 20 ms), and the
 * median CPU time of this process per save (the server's own work, which load from other
 * processes changes far less than the wall-clock times; PostgreSQL's work is not in it). Options:
 * BENCH_SAVES (measured saves per kind, default 300), BENCH_WARMUP (unmeasured saves first,
 * default 100), BENCH_DATABASE_URL (PostgreSQL; default TEST_DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/test; `none` to skip it), BENCH_BLOCKS (default 5000).
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { BlockChange, SavedChanges } from '@koers/contract';
import type { DatabaseHandle } from '../src/db/database.js';
import { postgresProblem } from '../src/tools/scratch-database.js';
import { PARAGRAPH, seed, withScratchDatabase } from './fixture.js';

const SAVES = Number(process.env.BENCH_SAVES ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 100);
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 5_000);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const GOAL_MS = 20;

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(index, 0)]!;
}

type Kind = 'edit' | 'insert' | 'move' | 'merge';

const run = (dialect: 'sqlite' | 'postgres') =>
  withScratchDatabase(dialect, 'bench_changes', POSTGRES_URL, (database, dir) =>
    measure(dialect, database, dir),
  );

async function measure(dialect: 'sqlite' | 'postgres', database: DatabaseHandle, dir: string) {
  const seeded = Date.now();
  const f = await seed(database, dir, BLOCKS);
  console.log(
    `${dialect}: seeded a ${BLOCKS}-block document in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );
  const bodies = f.uids.filter((_, i) => i % 25 !== 0);
  let version = 1;
  let counter = 0;

  const post = async (token: string, base: number, changes: BlockChange[]) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const response = await f.app.inject({
      method: 'POST',
      url: `/api/documents/${f.documentId}/changes`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'nl' },
      payload: { base_version: base, changes },
    });
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (response.statusCode !== 200)
      throw new Error(`${dialect}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return {
      ms,
      cpuMs: (used.user + used.system) / 1000,
      data: response.json().data as SavedChanges,
      bytes: response.rawPayload.length,
    };
  };

  const once = async (
    kind: Kind,
  ): Promise<{ ms: number; cpuMs: number; request: number; answer: number }> => {
    counter++;
    let changes: BlockChange[];
    if (kind === 'edit') {
      const uid = pick(bodies);
      changes = [
        {
          op: 'upsert',
          uid,
          block: { type: 'body', content: PARAGRAPH(counter).replace('goed', 'uitstekend') },
        },
      ];
    } else if (kind === 'insert') {
      const uid = randomUUID();
      changes = [
        {
          op: 'upsert',
          uid,
          after: pick(f.uids),
          block: { type: 'body', content: `<p>Nieuwe alinea ${counter}</p>` },
        },
      ];
      f.uids.push(uid);
      bodies.push(uid);
    } else if (kind === 'move') {
      const uid = pick(bodies);
      let after = pick(f.uids);
      while (after === uid) after = pick(f.uids);
      changes = [{ op: 'move', uid, after }];
    } else {
      // Someone else saves another block first; this save is based on the version before it.
      const base = version;
      const theirs = pick(bodies);
      const other = await post(f.otherToken, version, [
        { op: 'upsert', uid: theirs, block: { type: 'body', content: PARAGRAPH(-counter) } },
      ]);
      version = other.data.version;
      let mine = pick(bodies);
      while (mine === theirs) mine = pick(bodies);
      changes = [{ op: 'upsert', uid: mine, block: { type: 'body', content: PARAGRAPH(counter) } }];
      const saved = await post(f.token, base, changes);
      version = saved.data.version;
      if (saved.data.blocks[0]?.uid !== theirs)
        throw new Error("the merge answer lacks the other writer's block");
      return {
        ms: saved.ms,
        cpuMs: saved.cpuMs,
        request: Buffer.byteLength(JSON.stringify({ base_version: base, changes })),
        answer: saved.bytes,
      };
    }
    const saved = await post(f.token, version, changes);
    version = saved.data.version;
    return {
      ms: saved.ms,
      cpuMs: saved.cpuMs,
      request: Buffer.byteLength(JSON.stringify({ base_version: version - 1, changes })),
      answer: saved.bytes,
    };
  };

  const rows: Array<{
    kind: Kind;
    median: number;
    p95: number;
    max: number;
    cpu: number;
    request: number;
    answer: number;
  }> = [];
  for (const kind of ['edit', 'insert', 'move', 'merge'] as const) {
    for (let i = 0; i < WARMUP; i++) await once(kind);
    const times: number[] = [];
    const cpu: number[] = [];
    let request = 0;
    let answer = 0;
    for (let i = 0; i < SAVES; i++) {
      const r = await once(kind);
      times.push(r.ms);
      cpu.push(r.cpuMs);
      request = Math.max(request, r.request);
      answer = Math.max(answer, r.answer);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    rows.push({
      kind,
      median: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1)!,
      cpu: percentile(cpu, 50),
      request,
      answer,
    });
  }
  // For scale: the editor opens the whole document once (GET), then saves block by block.
  const reads: number[] = [];
  let readBytes = 0;
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    const response = await f.app.inject({
      method: 'GET',
      url: `/api/documents/${f.documentId}`,
      headers: { authorization: `Bearer ${f.token}` },
    });
    if (i >= 10) reads.push(performance.now() - started);
    readBytes = response.rawPayload.length;
  }
  reads.sort((a, b) => a - b);
  const blocks = await database.db
    .selectFrom('blocks')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('document_id', '=', f.documentId)
    .executeTakeFirstOrThrow();
  await f.app.close();
  return {
    dialect,
    rows,
    blocks: Number(blocks.n),
    version,
    read: { median: percentile(reads, 50), p95: percentile(reads, 95), bytes: readBytes },
  };
}

async function postgresAvailable(): Promise<string | null> {
  if (POSTGRES_URL === 'none') return 'BENCH_DATABASE_URL=none';
  return postgresProblem(POSTGRES_URL);
}

async function main() {
  const loadBefore = loadavg()[0] ?? 0;
  console.log(
    `POST /api/documents/{id}/changes: ${WARMUP} unmeasured + ${SAVES} measured saves per kind, ${BLOCKS}-block document, Node ${process.version}, ${cpus().length} cores\n`,
  );
  const results = [await run('sqlite')];
  const problem = await postgresAvailable();
  if (problem) console.log(`PostgreSQL skipped: ${problem}`);
  else results.push(await run('postgres'));

  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(
    `\n${pad('database', 10)} ${pad('save', 8)} ${pad('median ms', 10)} ${pad('p95 ms', 8)} ${pad('max ms', 8)} ${pad('CPU ms', 7)} ${pad('request B', 10)} answer B`,
  );
  let met = true;
  for (const r of results) {
    for (const row of r.rows) {
      met &&= row.p95 < GOAL_MS;
      console.log(
        `${pad(r.dialect, 10)} ${pad(row.kind, 8)} ${pad(row.median.toFixed(2), 10)} ${pad(row.p95.toFixed(2), 8)} ${pad(row.max.toFixed(1), 8)} ${pad(row.cpu.toFixed(2), 7)} ${pad(String(row.request), 10)} ${row.answer}`,
      );
    }
    console.log(
      `${pad('', 10)} (${r.blocks} blocks and version ${r.version} at the end; GET of the whole document: median ${r.read.median.toFixed(1)} ms, p95 ${r.read.p95.toFixed(1)} ms, ${Math.round(r.read.bytes / 1024)} KB)`,
    );
  }
  console.log(
    `\nload average (1 min) before/after: ${loadBefore.toFixed(1)} / ${(loadavg()[0] ?? 0).toFixed(1)}`,
  );
  console.log(`p95 under ${GOAL_MS} ms for every kind: ${met ? 'yes' : 'NO'}`);
}

await main();
