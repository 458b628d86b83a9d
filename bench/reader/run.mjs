#!/usr/bin/env node
// `pnpm bench:reader`: how the document page reads in real Chromium at 64, 500 and 5,000 blocks,
// against the real server serving the built app on a fresh SQLite demo database. Per size and run
// (each in a fresh browser context: a first visit, cold cache), logged in as the demo director:
//
//  1. open: `/document/{id}` until the last block is in the page. Largest Contentful Paint and
//     total blocking time (the long tasks' time over 50 ms after the first contentful paint, as
//     Lighthouse counts it) from the page's own performance entries, the document call's time and
//     size (resource timing) and the page's element count. Goals: LCP ≤ 1.2 s and total blocking
//     ≤ 200 ms at every size. No CPU or network throttling: this machine as it is.
//  2. search: a common word typed into "Zoeken in dit document"; the time from the last input to
//     the frame that shows the results, less the search's debounce (400 ms). Goal: ≤ 100 ms.
//
// Prints one table with the goals beside the figures (medians over the runs). A missed goal prints
// "goal missed" and still exits 0; only a crash exits non-zero. Not part of any test run.
//
// Options:
//   --runs=N       runs per size (default 3)
//   --sizes=A,B,…  block counts (default 64,500,5000)
//   --word=W       the searched word (default "leerlingen", in most paragraphs)
//   --no-build     reuse the app already built in --dist
//   --dist=DIR     where the app is built (default $TMPDIR/koers-bench-reader-dist)
//   --verbose      every run's figures
// BENCH_READER_PORT sets the server's port (default 4421).
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import {
  apiClient,
  buildApp,
  cleanups,
  createPlan,
  directorSession,
  flag,
  option,
  settle,
  startServer,
  storeSession,
  waitForServer,
} from '../lib.mjs';

const PORT = Number(process.env.BENCH_READER_PORT ?? 4421);
const DIST = resolve(option('dist') ?? join(tmpdir(), 'koers-bench-reader-dist'));
const RUNS = Math.max(1, Number(option('runs') ?? 3) || 3);
const SIZES = (option('sizes') ?? '64,500,5000').split(',').map(Number).filter(Boolean);
const WORD = option('word') ?? 'leerlingen';
const VERBOSE = flag('verbose');
const SEARCH_DEBOUNCE_MS = 400;
const GOALS = { lcpMs: 1200, tbtMs: 200, searchMs: 100 };
const LAST_TEXT = 'Dit is het laatste blok van het benchmarkplan.';
const SEARCH_LABEL = 'Zoeken in dit document';

buildApp('bench:reader', DIST);
const state = startServer({ port: PORT, dist: DIST });
const api = apiClient(state.base);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Records the page's paints and long tasks from its first moment. */
function armPerformance() {
  const perf = { fcp: null, lcp: null, long: [] };
  window.__koersReader = perf;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === 'first-contentful-paint') perf.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

async function measureRun(browser, doc, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await storeSession(page, state.base, session.tokens, session.schoolId);
    await context.addInitScript(armPerformance);
    await page.goto(`${state.base}/document/${doc.id}`);
    await page.getByText(LAST_TEXT).waitFor({ state: 'attached', timeout: 120_000 });
    await settle(page);
    const open = await page.evaluate(() => {
      const perf = window.__koersReader;
      const fcp = perf.fcp ?? 0;
      const tbt = perf.long
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      const call = performance
        .getEntriesByType('resource')
        .filter((e) => /\/api\/documents\/\d+$/.test(new URL(e.name).pathname))
        .at(-1);
      return {
        fcpMs: fcp,
        lcpMs: perf.lcp ?? NaN,
        tbtMs: tbt,
        longestTaskMs: Math.max(0, ...perf.long.map(([, d]) => d)),
        documentCallMs: call ? call.responseEnd - call.requestStart : NaN,
        documentBytes: call ? call.transferSize : NaN,
        documentBodyBytes: call ? call.decodedBodySize : NaN,
        elements: document.getElementsByTagName('*').length,
      };
    });

    // Search: armed in the page, so the time is the page's own (input → results painted).
    const search = page.getByRole('combobox', { name: SEARCH_LABEL });
    await search.focus();
    await page.evaluate((word) => {
      const probe = { lastInput: 0, shown: 0 };
      window.__koersSearch = probe;
      document.addEventListener('input', () => (probe.lastInput = performance.now()), true);
      // The results of the whole word: options with the word marked (while the search waits for
      // its debounce, the list shows none, or an earlier prefix's).
      const done = () => {
        if (probe.shown || probe.lastInput === 0) return false;
        const marked = document.querySelectorAll('[role="listbox"] [role="option"] mark');
        const whole = [...marked].some((m) => m.textContent.toLowerCase() === word);
        if (!whole) return false;
        requestAnimationFrame(() => setTimeout(() => (probe.shown = performance.now()), 0));
        return true;
      };
      new MutationObserver((_, observer) => {
        if (done()) observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, WORD.toLowerCase());
    await search.pressSequentially(WORD, { delay: 30 });
    await page.waitForFunction(() => window.__koersSearch.shown > 0, null, { timeout: 60_000 });
    const probe = await page.evaluate(() => window.__koersSearch);
    const results = await page.getByRole('listbox').getByRole('option').count();
    return { ...open, searchMs: probe.shown - probe.lastInput - SEARCH_DEBOUNCE_MS, results };
  } finally {
    await context.close();
  }
}

const fmt = (v, unit = 'ms') =>
  Number.isFinite(v) ? `${Math.round(v).toLocaleString('en')} ${unit}` : 'n/a';
const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(0)} KB` : 'n/a');

try {
  await waitForServer(state);
  const session = await directorSession(api);
  const documents = [];
  for (const size of SIZES) {
    const doc = await createPlan(
      api,
      session.tokens.access_token,
      session.schoolId,
      size,
      LAST_TEXT,
    );
    documents.push({ size, id: doc.id });
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  cleanups.push(() => void browser.close().catch(() => {}));
  const results = [];
  for (const doc of documents) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      process.stderr.write(`bench:reader: ${doc.size} blocks, run ${run + 1} of ${RUNS}\n`);
      runs.push(await measureRun(browser, doc, session));
      if (VERBOSE) console.log(doc.size, JSON.stringify(runs.at(-1)));
    }
    const m = (key) => median(runs.map((r) => r[key]));
    results.push({
      size: doc.size,
      fcpMs: m('fcpMs'),
      lcpMs: m('lcpMs'),
      tbtMs: m('tbtMs'),
      longestTaskMs: m('longestTaskMs'),
      documentCallMs: m('documentCallMs'),
      documentBytes: m('documentBytes'),
      documentBodyBytes: m('documentBodyBytes'),
      elements: m('elements'),
      searchMs: m('searchMs'),
      results: m('results'),
    });
  }

  const [l1, l5, l15] = loadavg().map((v) => v.toFixed(1));
  console.log(
    `\nbench:reader — ${RUNS} run(s) per size, medians; load average ${l1} / ${l5} / ${l15}\n`,
  );
  const header = ['', ...results.map((r) => `${r.size.toLocaleString('en')} blocks`), 'goal'];
  const rows = [
    ['first contentful paint', ...results.map((r) => fmt(r.fcpMs)), ''],
    ['largest contentful paint', ...results.map((r) => fmt(r.lcpMs)), `≤ ${GOALS.lcpMs} ms`],
    ['total blocking time', ...results.map((r) => fmt(r.tbtMs)), `≤ ${GOALS.tbtMs} ms`],
    ['longest task', ...results.map((r) => fmt(r.longestTaskMs)), ''],
    ['document call (request → end)', ...results.map((r) => fmt(r.documentCallMs)), ''],
    [
      'document call, transferred / JSON',
      ...results.map((r) => `${kb(r.documentBytes)} / ${kb(r.documentBodyBytes)}`),
      '',
    ],
    ['elements in the page', ...results.map((r) => r.elements.toLocaleString('en')), ''],
    [
      `search "${WORD}" after the debounce`,
      ...results.map((r) => fmt(r.searchMs)),
      `≤ ${GOALS.searchMs} ms`,
    ],
    ['  results shown', ...results.map((r) => String(r.results)), ''],
  ];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  for (const row of [header, ...rows])
    console.log(row.map((cell, i) => cell.padEnd(widths[i])).join(' | '));

  const missed = results.flatMap((r) => [
    r.lcpMs > GOALS.lcpMs ? `${r.size} blocks: LCP` : null,
    r.tbtMs > GOALS.tbtMs ? `${r.size} blocks: total blocking` : null,
    r.searchMs > GOALS.searchMs ? `${r.size} blocks: search` : null,
  ]);
  const list = missed.filter(Boolean);
  console.log(list.length ? `\ngoal missed: ${list.join('; ')}` : '\nall goals met');
  process.exit(0);
} catch (error) {
  console.error(`bench:reader crashed: ${error?.stack ?? error}`);
  process.exit(1);
}
