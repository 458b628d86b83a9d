#!/usr/bin/env node
// `pnpm bench:editor`: how the document editor performs in real Chromium on a 5,000-block plan
// and on the demo jaarplan, against the real server serving the built app on a fresh SQLite demo
// database. Per document and run (each run in a fresh browser context, so a cold cache, as a
// first visit):
//
//  1. open: the document's read view, then edit mode switched on with the keyboard (the switch
//     'Bewerkmodus' focused, Space). Timed in the page from the key's time stamp to the end of
//     the paint of the first frame in which the editor's surface is visible and holds the last
//     block. Goal: at most 1.5 s. Its phases: the editor's code and the document's fresh copy
//     (resource timing) and the main thread's script, style and layout time (CDP metrics), and
//     the long animation frames with the scripts they ran.
//  2. memory: the JS heap after a garbage collection and the DOM's node count, in read mode and
//     with the editor open.
//  3. keystrokes: about 100 characters typed at a human pace into a body paragraph in the middle
//     of the document. Event Timing (`event` entries, durationThreshold 16 ms, buffered) gives
//     each keystroke's time from the key to the next paint: the longest entry of its events
//     (keydown, keypress, beforeinput, input, keyup). Chromium reports only entries of 16 ms or
//     more and rounds durations to 8 ms, so a keystroke without an entry counts as "≤ 16 ms";
//     `performance.interactionCount` checks that every keystroke was an interaction. A second,
//     finer probe times each keydown to the end of the next frame (rAF + posted message).
//     Goal: p95 at most 50 ms.
//  4. save: from the last keystroke until the status line shows 'Alle wijzigingen opgeslagen'
//     after 'Opslaan…' (this includes the editor's one-second debounce), with the request's own
//     time (resource timing of POST …/changes) and its body size. Goal: under 10 KB for a change
//     to one block.
//
// Prints one table for both documents with the goals beside the figures. A missed goal prints
// "goal missed" and still exits 0; only a crash exits non-zero. Not part of any test run.
//
// Options:
//   --runs=N       runs per document (default 3): medians, keystrokes pooled over the runs
//   --blocks=N     blocks of the generated plan (default 5000)
//   --no-build     reuse the app already built in --dist
//   --dist=DIR     where the app is built (default $TMPDIR/koers-bench-editor-dist)
//   --no-minify    build the app unminified, so that --profile names the functions (the
//                  figures are then not quite the product's)
//   --profile=DIR  write a CPU profile of every open and typing phase (.cpuprofile, for Chrome
//                  DevTools) and print the functions with the most self time
//   --css=FILE     add the stylesheet FILE to every page: try a CSS change without a rebuild
//   --verbose      every run's figures
// BENCH_EDITOR_PORT sets the server's port (default 4411). The server is built only when
// server/dist is missing (`pnpm --filter @koers/server build`); after changing the server,
// build it first.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
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
  SCHOOL,
  storeSession as storeSessionAt,
  waitForServer,
} from '../lib.mjs';
import {
  armOpenProbe,
  armTypingProbe,
  readOpenProbe,
  readTypingProbe,
  savedAfterTyping,
  SURFACE_SELECTOR,
  waitForReadView,
} from './page-probes.mjs';

const PORT = Number(process.env.BENCH_EDITOR_PORT ?? 4411);
const BASE = `http://127.0.0.1:${PORT}`;
const DIST = resolve(option('dist') ?? join(tmpdir(), 'koers-bench-editor-dist'));
const RUNS = Math.max(1, Number(option('runs') ?? 3) || 3);
const BLOCKS = Math.max(10, Number(option('blocks') ?? 5000) || 5000);
const PROFILE_DIR = option('profile') ? resolve(option('profile')) : null;
const VERBOSE = flag('verbose');
/** A stylesheet added to every page: to try a CSS change on the built app without a rebuild. */
const EXTRA_CSS = option('css') ? readFileSync(resolve(option('css')), 'utf8') : null;
const GOALS = { openMs: 1500, keystrokeP95Ms: 50, saveBodyBytes: 10 * 1024 };
const EVENT_TIMING_FLOOR_MS = 16;

const LAST_TEXT = 'Dit is het laatste blok van het benchmarkplan.';
/** What is typed (about 100 characters), at the start of a sentence after the paragraph's end. */
const TYPED =
  ' Vanaf januari lezen alle groepen drie keer per week samen in kleine groepjes met de leesouders.';
const TIMEOUT_MS = 180_000;

// --- Build and server ---------------------------------------------------------------------

buildApp('bench:editor', DIST, { minify: !flag('no-minify') });
const api = apiClient(BASE);
const storeSession = (page, tokens, schoolId) => storeSessionAt(page, BASE, tokens, schoolId);

// --- The documents ------------------------------------------------------------------------

const plainText = (content) =>
  typeof content === 'string'
    ? content
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : '';

/** A body block of one plain paragraph (no link, list or table) near the middle. */
function typingTarget(blocks) {
  const simple = (b) =>
    b.type === 'body' &&
    typeof b.content === 'string' &&
    /^<p>(?:[^<]|<\/?(?:strong|em|b|i)>)+<\/p>$/.test(b.content);
  const middle = Math.floor(blocks.length / 2);
  for (let d = 0; d < blocks.length; d++) {
    for (const i of [middle + d, middle - d]) if (blocks[i] && simple(blocks[i])) return i;
  }
  throw new Error('no plain body paragraph to type in');
}

async function prepareDocuments(token, schoolId) {
  // The large plan, written through the API as the app would import one.
  const large = await createPlan(api, token, schoolId, BLOCKS, LAST_TEXT);

  // The demo jaarplan of the current school year.
  const today = new Date().toISOString().slice(0, 10);
  const periods = (await api(`/api/schools/${schoolId}/periods`, token)).data;
  const current = periods.find((p) => p.start_at <= today && today <= p.end_at);
  const planRef = current?.documents.find((d) => d.type === 'plan');
  if (!planRef) throw new Error(`${SCHOOL} has no plan in the period of ${today}`);
  const demo = (await api(`/api/documents/${planRef.id}`, token)).data;

  return [
    { label: `generated plan`, doc: large },
    { label: `demo jaarplan`, doc: demo },
  ].map(({ label, doc }) => {
    const last = doc.blocks.at(-1);
    const target = typingTarget(doc.blocks);
    return {
      label: `${label} (${doc.blocks.length.toLocaleString('en')} blocks)`,
      name: doc.name,
      id: doc.id,
      blocks: doc.blocks.length,
      lastId: last.id,
      lastUid: last.uid,
      lastText: plainText(last.content).slice(0, 40),
      target: { index: target, uid: doc.blocks[target].uid },
    };
  });
}

// --- Measuring ----------------------------------------------------------------------------

/** CDP's counters, as a name → value map. */
async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/**
 * The main thread's work between two readings of CDP's counters (seconds, turned into ms),
 * divided by `per` (e.g. per keystroke).
 */
function mainThreadDelta(before, after, per = 1) {
  const delta = (name) => ((after[name] - before[name]) * 1000) / per;
  return {
    scriptMs: delta('ScriptDuration'),
    styleMs: delta('RecalcStyleDuration'),
    layoutMs: delta('LayoutDuration'),
    taskMs: delta('TaskDuration'),
    layouts: (after.LayoutCount - before.LayoutCount) / per,
    styles: (after.RecalcStyleCount - before.RecalcStyleCount) / per,
  };
}

/** The JS heap after a full garbage collection, and the DOM's size. */
async function memory(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const m = await metrics(cdp);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { heapMb: m.JSHeapUsedSize / 1024 / 1024, nodes: m.Nodes, elements };
}

async function startProfile(cdp) {
  if (!PROFILE_DIR) return;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

/** Writes the profile and returns the functions with the most self time. */
async function stopProfile(cdp, file) {
  if (!PROFILE_DIR) return null;
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(PROFILE_DIR, { recursive: true });
  writeFileSync(join(PROFILE_DIR, file), JSON.stringify(profile));
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byNode.get(profile.samples[i]);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^https?:\/\/[^/]+/, '')}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
}

/** One run on one document: open, memory, typing, save. */
async function measureRun(browser, doc, session, run) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (EXTRA_CSS)
    await context.addInitScript((css) => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      });
    }, EXTRA_CSS);
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await storeSession(page, session.tokens, session.schoolId);

    // Read view.
    await page.goto(`${BASE}/document/${doc.id}`);
    const readShownAt = await page.evaluate(waitForReadView, { lastBlockId: doc.lastId });
    const toggle = page.getByRole('switch', { name: 'Bewerkmodus' });
    await toggle.waitFor();
    await settle(page);
    const readMemory = await memory(page, cdp);

    // Edit mode.
    await page.evaluate(armOpenProbe, { lastUid: doc.lastUid, surfaceSelector: SURFACE_SELECTOR });
    await toggle.focus();
    const before = await metrics(cdp);
    await startProfile(cdp);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.__koersBench.open.done === true, null, {
      timeout: TIMEOUT_MS,
      polling: 50,
    });
    const openProfile = await stopProfile(cdp, `${doc.id}-open-${run + 1}.cpuprofile`);
    const after = await metrics(cdp);
    const open = await page.evaluate(readOpenProbe);
    if (!(await toggle.isChecked())) throw new Error('the edit-mode switch is not on');
    const mainThread = mainThreadDelta(before, after);
    await settle(page);
    const editMemory = await memory(page, cdp);

    // Typing in a body paragraph in the middle.
    const surface = page.locator(SURFACE_SELECTOR);
    const paragraph = surface.locator(`:scope > [data-uid="${doc.target.uid}"] p`).first();
    await paragraph.click();
    await page.keyboard.press('End');
    await settle(page);
    const statusBefore = await page.locator('.koers-save-status').getAttribute('data-status');
    if (statusBefore !== 'saved')
      throw new Error(`the status line says ${statusBefore} before typing`);

    const requests = [];
    const onRequest = (request) => {
      if (
        request.method() === 'POST' &&
        new URL(request.url()).pathname === `/api/documents/${doc.id}/changes`
      )
        requests.push({ bytes: request.postDataBuffer()?.length ?? 0, request });
    };
    page.on('request', onRequest);
    await page.evaluate(armTypingProbe);
    const typingBefore = await metrics(cdp);
    await startProfile(cdp);
    // A human pace: 70–170 ms between keys (about 100 words a minute), the same on every run.
    let seed = 7 + run;
    for (const char of TYPED) {
      await page.keyboard.type(char);
      seed = (seed * 48271) % 2147483647;
      await new Promise((r) => setTimeout(r, 70 + (seed % 101)));
    }
    const typingProfile = await stopProfile(cdp, `${doc.id}-typing-${run + 1}.cpuprofile`);
    const typingAfter = await metrics(cdp);
    const typingThread = mainThreadDelta(typingBefore, typingAfter, TYPED.length);
    const save = await (
      await page.waitForFunction(savedAfterTyping, null, { timeout: TIMEOUT_MS, polling: 50 })
    ).jsonValue();
    page.off('request', onRequest);
    const typing = await page.evaluate(readTypingProbe, {
      changesPath: `/api/documents/${doc.id}/changes`,
    });
    const stillThere = await surface
      .locator(`:scope > [data-uid="${doc.target.uid}"]`)
      .textContent();
    if (!stillThere.includes(TYPED.trim())) throw new Error('the typed text is not in the block');
    for (const r of requests) {
      const response = await r.request.response();
      r.status = response?.status();
    }
    return {
      readShownMs: readShownAt,
      readMemory,
      open,
      mainThread,
      editMemory,
      typing,
      save,
      typingThread,
      requests: requests.map(({ bytes, status }) => ({ bytes, status })),
      errors,
      profiles: { open: openProfile, typing: typingProfile },
    };
  } finally {
    await context.close();
  }
}

// --- Figures ------------------------------------------------------------------------------

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
/** Nearest-rank percentile. */
const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;

/**
 * Per keystroke (a keydown of the typed text): the longest Event Timing entry among the events
 * from its keydown to the next keydown, its handlers' processing time, and the rAF probe's
 * keydown-to-frame time.
 */
function keystrokes(typing) {
  const keys = typing.keys;
  const strokes = keys.map((key) => ({
    at: key.at,
    frameMs: key.frameAt === null ? NaN : key.frameAt - key.at,
    durationMs: null,
    processingMs: 0,
    entries: 0,
  }));
  const byType = {};
  for (const e of typing.events) {
    // Events of one keystroke start at its keydown or after; the last keydown before owns them.
    let i = -1;
    while (i + 1 < keys.length && keys[i + 1].at <= e.start + 0.5) i++;
    if (i < 0) continue;
    const s = strokes[i];
    s.entries++;
    s.durationMs = Math.max(s.durationMs ?? 0, e.duration);
    s.processingMs += e.processing;
    byType[e.type] = (byType[e.type] ?? 0) + 1;
  }
  return { strokes, byType };
}

function summarize(doc, runs) {
  const strokes = runs.flatMap((r) => keystrokes(r.typing).strokes);
  const byType = {};
  for (const r of runs)
    for (const [t, n] of Object.entries(keystrokes(r.typing).byType))
      byType[t] = (byType[t] ?? 0) + n;
  // A keystroke without an entry took less than the 16 ms Event Timing reports: counted as 16.
  const latency = strokes.map((s) => s.durationMs ?? EVENT_TIMING_FLOOR_MS).sort((a, b) => a - b);
  const reported = strokes.filter((s) => s.durationMs !== null);
  const processing = reported.map((s) => s.processingMs).sort((a, b) => a - b);
  const frames = strokes.map((s) => s.frameMs).sort((a, b) => a - b);
  const interactions = runs.map((r) =>
    r.typing.interactionsBefore === null
      ? null
      : r.typing.interactionsAfter - r.typing.interactionsBefore,
  );

  const saves = runs.map((r) => {
    const { keys, saves: timings } = r.typing;
    const last = keys.at(-1).at;
    const { saving, saved } = r.save;
    const request = timings.filter((t) => t.start >= last).at(-1);
    return {
      totalMs: saved.at - last,
      savingText: saving.text,
      savedText: saved.text,
      requestMs: request ? request.end - request.start : NaN,
      sentAfterMs: request ? request.start - last : NaN,
      answerToStatusMs: request ? saved.at - request.end : NaN,
      responseBytes: request?.responseBytes ?? NaN,
      requests: r.requests.length,
      bodyBytes: r.requests.length ? Math.max(...r.requests.map((q) => q.bytes)) : NaN,
      statuses: r.requests.map((q) => q.status),
    };
  });

  const opens = runs.map((r) => {
    const o = r.open;
    const scripts = o.resources.filter((x) => x.type === 'script' || /\.js$/.test(x.name));
    const fresh = o.resources.find(
      (x) => new URL(x.name).pathname === `/api/documents/${doc.id}` && x.type === 'fetch',
    );
    return {
      totalMs: o.paintedAt - o.keyAt,
      shownMs: o.shownAt - o.keyAt,
      surfaceMs: o.surfaceAt - o.keyAt,
      blocksInDom: o.blocksInDom,
      codeMs: scripts.length ? Math.max(...scripts.map((x) => x.end)) : 0,
      codeKb: scripts.reduce((sum, x) => sum + x.bytes, 0) / 1024,
      codeFiles: scripts.length,
      fetchStartMs: fresh?.start ?? NaN,
      fetchEndMs: fresh?.end ?? NaN,
      fetchKb: (fresh?.bytes ?? NaN) / 1024,
      longFrames: o.frames,
      ...r.mainThread,
    };
  });

  return {
    doc,
    runs: runs.length,
    open: opens,
    readShownMs: median(runs.map((r) => r.readShownMs)),
    heapReadMb: median(runs.map((r) => r.readMemory.heapMb)),
    heapEditMb: median(runs.map((r) => r.editMemory.heapMb)),
    nodesRead: median(runs.map((r) => r.readMemory.elements)),
    nodesEdit: median(runs.map((r) => r.editMemory.elements)),
    cdpNodesEdit: median(runs.map((r) => r.editMemory.nodes)),
    keys: {
      count: strokes.length,
      reported: reported.length,
      p50: percentile(latency, 50),
      p95: percentile(latency, 95),
      max: latency.at(-1),
      processingP50: percentile(processing, 50),
      processingP95: percentile(processing, 95),
      processingMax: processing.at(-1) ?? NaN,
      frameP50: percentile(frames, 50),
      frameP95: percentile(frames, 95),
      frameMax: frames.at(-1),
      byType,
      interactions,
      longFrames: runs.flatMap((r) => r.typing.loafs),
      thread: {
        scriptMs: median(runs.map((r) => r.typingThread.scriptMs)),
        styleMs: median(runs.map((r) => r.typingThread.styleMs)),
        layoutMs: median(runs.map((r) => r.typingThread.layoutMs)),
        taskMs: median(runs.map((r) => r.typingThread.taskMs)),
      },
    },
    saves,
    errors: runs.flatMap((r) => r.errors),
    profiles: runs.map((r) => r.profiles),
  };
}

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v).toLocaleString('en')} ms` : 'n/a');
/** A latency that may be below Event Timing's floor. */
const floorMs = (v) => (v <= EVENT_TIMING_FLOOR_MS ? `≤ ${EVENT_TIMING_FLOOR_MS} ms` : ms(v));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok) => (ok ? 'ok' : 'goal missed');

function printTable(results) {
  const rows = [];
  const row = (figure, values, goal) => rows.push([figure, ...values, goal]);
  const each = (fn) => results.map(fn);
  row(
    'open edit mode, Space → editor painted (median)',
    each((r) => {
      const v = median(r.open.map((o) => o.totalMs));
      return `${ms(v)}  ${verdict(v <= GOALS.openMs)}`;
    }),
    `≤ ${ms(GOALS.openMs)}`,
  );
  row(
    '  open, every run',
    each((r) => r.open.map((o) => Math.round(o.totalMs)).join(' / ')),
    '',
  );
  row(
    '  editor code loaded (JS after the key)',
    each((r) => {
      const o = r.open[0];
      return `${ms(median(r.open.map((x) => x.codeMs)))}, ${o.codeFiles} files ${o.codeKb.toFixed(0)} KB`;
    }),
    '',
  );
  row(
    '  fresh copy of the document fetched',
    each(
      (r) =>
        `${ms(median(r.open.map((o) => o.fetchEndMs)))} (${r.open[0].fetchKb.toFixed(0)} KB JSON)`,
    ),
    '',
  );
  row(
    '  surface in the DOM',
    each((r) => ms(median(r.open.map((o) => o.surfaceMs)))),
    '',
  );
  row(
    '  main thread: script / style / layout',
    each(
      (r) =>
        `${ms(median(r.open.map((o) => o.scriptMs)))} / ${ms(median(r.open.map((o) => o.styleMs)))} / ${ms(median(r.open.map((o) => o.layoutMs)))}`,
    ),
    '',
  );
  row(
    '  longest frame while opening',
    each((r) => ms(median(r.open.map((o) => Math.max(0, ...o.longFrames.map((f) => f.duration)))))),
    '',
  );
  row(
    'keystroke → paint p95 (Event Timing)',
    each((r) => `${floorMs(r.keys.p95)}  ${verdict(r.keys.p95 <= GOALS.keystrokeP95Ms)}`),
    `≤ ${ms(GOALS.keystrokeP95Ms)}`,
  );
  row(
    '  p50 / max',
    each((r) => `${floorMs(r.keys.p50)} / ${floorMs(r.keys.max)}`),
    '',
  );
  row(
    '  keystrokes / with an entry ≥ 16 ms',
    each((r) => `${r.keys.count} / ${r.keys.reported}`),
    '',
  );
  row(
    '  processing (handlers) p50 / p95 / max',
    each((r) =>
      r.keys.reported
        ? `${ms(r.keys.processingP50)} / ${ms(r.keys.processingP95)} / ${ms(r.keys.processingMax)}`
        : 'all < 16 ms',
    ),
    '',
  );
  row(
    '  keydown → next frame p50 / p95 / max (rAF)',
    each((r) => `${ms(r.keys.frameP50)} / ${ms(r.keys.frameP95)} / ${ms(r.keys.frameMax)}`),
    '',
  );
  row(
    '  main thread per key: script / style / layout',
    each(
      (r) =>
        `${ms(r.keys.thread.scriptMs)} / ${ms(r.keys.thread.styleMs)} / ${ms(r.keys.thread.layoutMs)}`,
    ),
    '',
  );
  row(
    'save: last key → "Alle wijzigingen opgeslagen"',
    each((r) => ms(median(r.saves.map((s) => s.totalMs)))),
    '(1 s debounce in it)',
  );
  row(
    '  request sent after the last key',
    each((r) => ms(median(r.saves.map((s) => s.sentAfterMs)))),
    '',
  );
  row(
    '  POST …/changes, request to answer',
    each((r) => ms(median(r.saves.map((s) => s.requestMs)))),
    '',
  );
  row(
    '  answer → status line',
    each((r) => ms(median(r.saves.map((s) => s.answerToStatusMs)))),
    '',
  );
  row(
    '  request body / answer',
    each((r) => {
      const body = Math.max(...r.saves.map((s) => s.bodyBytes));
      const answer = median(r.saves.map((s) => s.responseBytes));
      return `${body.toLocaleString('en')} B / ${answer.toLocaleString('en')} B  ${verdict(body < GOALS.saveBodyBytes)}`;
    }),
    `< ${kb(GOALS.saveBodyBytes)}`,
  );
  row(
    '  saves sent while typing and after',
    each((r) => r.saves.map((s) => s.requests).join(' / ')),
    '',
  );
  row(
    'JS heap after GC: read mode → edit mode',
    each((r) => `${r.heapReadMb.toFixed(1)} → ${r.heapEditMb.toFixed(1)} MB`),
    '',
  );
  row(
    'DOM elements: read mode → edit mode',
    each((r) => `${r.nodesRead.toLocaleString('en')} → ${r.nodesEdit.toLocaleString('en')}`),
    '',
  );
  row(
    'read view, navigation → last block in DOM',
    each((r) => ms(r.readShownMs)),
    '',
  );

  const header = ['figure', ...results.map((r) => r.doc.label), 'goal'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
}

function printDetails(results) {
  for (const r of results) {
    console.log(`\n${r.doc.label}: "${r.doc.name}", document ${r.doc.id}`);
    console.log(
      `  typed into block ${r.doc.target.index + 1} of ${r.doc.blocks}; Event Timing entries by type: ${
        Object.entries(r.keys.byType)
          .map(([t, n]) => `${t} ${n}`)
          .join(', ') || 'none'
      }; interactions counted per run: ${r.keys.interactions.join(' / ')}`,
    );
    const longTyping = r.keys.longFrames.filter((f) => f.duration >= 50);
    console.log(
      `  long animation frames (≥ 50 ms) while typing: ${longTyping.length}${
        longTyping.length ? `, longest ${ms(Math.max(...longTyping.map((f) => f.duration)))}` : ''
      }`,
    );
    if (r.keys.longFrames.length) {
      // Per keystroke: what the scripts of the long frames were started by.
      const per = (v) => ms(v / r.keys.count);
      const invokers = new Map();
      for (const f of r.keys.longFrames)
        for (const sc of f.scripts) {
          const v = invokers.get(sc.invoker) ?? { duration: 0, forcedLayout: 0 };
          v.duration += sc.duration;
          v.forcedLayout += sc.forcedLayout;
          invokers.set(sc.invoker, v);
        }
      console.log(
        `  while typing, scripts of long frames per keystroke: ${[...invokers.entries()]
          .sort((a, b) => b[1].duration - a[1].duration)
          .slice(0, 4)
          .map(([k, v]) => `${k} ${per(v.duration)} (forced layout ${per(v.forcedLayout)})`)
          .join(', ')}`,
      );
    }
    // Where the open's main-thread time went: the scripts of its long frames, summed.
    const scripts = new Map();
    let render = 0;
    for (const o of r.open)
      for (const f of o.longFrames) {
        render += f.render / r.open.length;
        for (const s of f.scripts) {
          const key = `${s.invoker} → ${s.source}`;
          const v = scripts.get(key) ?? { duration: 0, forcedLayout: 0 };
          v.duration += s.duration / r.open.length;
          v.forcedLayout += s.forcedLayout / r.open.length;
          scripts.set(key, v);
        }
      }
    console.log(
      `  opening, long animation frames (mean per run): rendering (style, layout, paint) ${ms(render)}; scripts:`,
    );
    for (const [key, v] of [...scripts.entries()]
      .sort((a, b) => b[1].duration - a[1].duration)
      .slice(0, 8))
      console.log(
        `    ${ms(v.duration).padStart(9)}  (forced layout ${ms(v.forcedLayout)})  ${key.slice(0, 110)}`,
      );
    if (VERBOSE) {
      for (const [i, o] of r.open.entries())
        console.log(
          `  run ${i + 1}: open ${ms(o.totalMs)} (frame ${ms(o.shownMs)}, surface ${ms(o.surfaceMs)}, code ${ms(o.codeMs)}, fetch ${ms(o.fetchStartMs)}–${ms(o.fetchEndMs)}), script ${ms(o.scriptMs)}, style ${ms(o.styleMs)}, layout ${ms(o.layoutMs)}, tasks ${ms(o.taskMs)}; save ${ms(r.saves[i].totalMs)} ("${r.saves[i].savingText}" → "${r.saves[i].savedText}", HTTP ${r.saves[i].statuses.join(',')})`,
        );
    }
    for (const [i, p] of r.profiles.entries()) {
      for (const [phase, top] of Object.entries(p)) {
        if (!top) continue;
        console.log(`  CPU profile, ${phase}, run ${i + 1} (self time):`);
        for (const [fn, t] of top.slice(0, 10)) console.log(`    ${ms(t).padStart(9)}  ${fn}`);
      }
    }
    if (r.errors.length) console.log(`  page errors: ${[...new Set(r.errors)].join('; ')}`);
  }
}

// --- Main ---------------------------------------------------------------------------------

try {
  const state = startServer({ port: PORT, dist: DIST });
  await waitForServer(state);
  const { tokens, schoolId } = await directorSession(api);
  const documents = await prepareDocuments(tokens.access_token, schoolId);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  cleanups.push(() => void browser.close().catch(() => {}));
  const session = { tokens, schoolId };
  const results = [];
  for (const doc of documents) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      process.stderr.write(`bench:editor: ${doc.label}, run ${run + 1} of ${RUNS}\n`);
      runs.push(await measureRun(browser, doc, session, run));
    }
    results.push(summarize(doc, runs));
  }
  const version = browser.version();
  await browser.close();

  console.log(
    `\nKoers editor benchmark: Chromium ${version}, ${cpus().length} cores (load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}), ${RUNS} run${RUNS > 1 ? 's' : ''} per document, medians (keystrokes pooled)\n`,
  );
  printTable(results);
  printDetails(results);
  console.log(
    `\nEvent Timing reports an event only when it took at least 16 ms (durationThreshold's minimum),
with durations rounded to 8 ms: a keystroke without an entry is counted as "≤ 16 ms" (as 16 in the
percentiles). A keystroke's figure is the longest of its events' entries (keydown to the next paint).`,
  );
  const missed = results.flatMap((r) => [
    median(r.open.map((o) => o.totalMs)) > GOALS.openMs ? `${r.doc.label}: open` : null,
    r.keys.p95 > GOALS.keystrokeP95Ms ? `${r.doc.label}: keystroke p95` : null,
    !(Math.max(...r.saves.map((s) => s.bodyBytes)) < GOALS.saveBodyBytes)
      ? `${r.doc.label}: save body size`
      : null,
  ]);
  const list = missed.filter(Boolean);
  console.log(list.length ? `\ngoal missed: ${list.join('; ')}` : '\nall goals met');
  // Exiting runs the cleanups (bench/lib.mjs).
  process.exit(0);
} catch (error) {
  console.error(`bench:editor crashed: ${error?.stack ?? error}`);
  process.exit(1);
}
