/**
 * `pnpm bench:big-save`: how long other requests wait while one save of megabytes of body HTML is
 * sanitized, with the sanitizer's worker threads (SANITIZE_WORKERS=1) and without (0).
 *
 * For each: a fresh SQLite database with a 30-block plan, the app listening on a loopback port in
 * this process. One client posts the heavy save (75 body blocks of 90,000 `<`, 6.8 MB: escaped,
 * each is 360,000 characters, so the server sanitizes all of it and then refuses it with a 422);
 * meanwhile another asks `GET /api/health` one request after the other until the save is
 * answered. Prints the health check's median, p99 and maximum during the save (the goal: p99 at
 * most 50 ms), and how long the save took. Both clients share this process's event loop with the
 * server, so a blocked loop shows in their timings as it would for a browser's request.
 */
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { seed, withScratchDatabase } from './fixture.js';

const BLOCKS = 75;
const CHARACTERS = 90_000;
const GOAL_MS = 50;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(index, 0)]!;
}

async function measure(workers: string) {
  process.env.SANITIZE_WORKERS = workers;
  return withScratchDatabase('sqlite', `bench_big_save_${workers}`, '', async (database, dir) => {
    const f = await seed(database, dir, 30);
    const address = await f.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      // Warm up both paths (a first worker thread starts, the routes compile).
      await fetch(`${address}/api/health`);
      const changes = Array.from({ length: BLOCKS }, () => ({
        op: 'upsert',
        uid: randomUUID(),
        after: null,
        block: { type: 'body', content: '<'.repeat(CHARACTERS) },
      }));
      const started = performance.now();
      let done = false;
      const save = fetch(`${address}/api/documents/${f.documentId}/changes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${f.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ base_version: 1, changes }),
      }).then(async (response) => {
        done = true;
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - started };
      });
      const latencies: number[] = [];
      while (!done) {
        const asked = performance.now();
        await (await fetch(`${address}/api/health`)).arrayBuffer();
        latencies.push(performance.now() - asked);
      }
      const answer = await save;
      latencies.sort((a, b) => a - b);
      return { answer, latencies };
    } finally {
      await f.app.close();
    }
  });
}

for (const workers of ['0', '1']) {
  const { answer, latencies } = await measure(workers);
  const p99 = percentile(latencies, 99);
  console.log(
    `SANITIZE_WORKERS=${workers}: save ${answer.status} in ${answer.ms.toFixed(0)} ms; ` +
      `GET /api/health during it: ${latencies.length} answers, median ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms ` +
      `(${p99 <= GOAL_MS ? 'within' : 'over'} the ${GOAL_MS} ms goal)`,
  );
}
