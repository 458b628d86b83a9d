// What the browser benchmarks (bench:editor, bench:reader) share: the app's build, the real
// server on a fresh SQLite demo database serving it, the API, the demo director's session and
// a large generated plan.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generatePlan } from './editor/plan.mjs';

export const root = resolve(import.meta.dirname, '..');
export const option = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
export const flag = (name) => process.argv.includes(`--${name}`);
export const DIRECTOR = { email: 'directeur@koers.test', password: 'welkom-bij-koers' };
export const SCHOOL = 'OBS De Regenboog';

/** Runs a command in the repository; a failure ends the benchmark named `what`. */
export function sh(what, cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`${what}: \`${cmd} ${args.join(' ')}\` failed (${r.status ?? r.signal})`);
    process.exit(1);
  }
}

/**
 * Builds the app into `dist` (unless --no-build) and the server when server/dist is missing.
 * `minify: false` keeps function names readable for CPU profiles.
 */
export function buildApp(what, dist, { minify = true } = {}) {
  if (!flag('no-build')) {
    sh(what, 'pnpm', ['--filter', '@koers/app', 'i18n']);
    sh(what, 'pnpm', [
      '--filter',
      '@koers/app',
      'exec',
      'vite',
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      dist,
      '--emptyOutDir',
      ...(minify ? [] : ['--minify', 'false']),
    ]);
  }
  if (!existsSync(join(root, 'server/dist/server.js')))
    sh(what, 'pnpm', ['--filter', '@koers/server', 'build']);
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${what}: ${dist}/index.html is missing; run without --no-build.`);
    process.exit(1);
  }
}

// Everything started is stopped by `cleanup`, on success, failure or Ctrl-C.
export const cleanups = [];
function cleanup() {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      fn();
    } catch {
      /* best effort: the process is ending */
    }
  }
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

/** The real server on a fresh demo database (seeded on start), serving the app built in `dist`. */
export function startServer({ port, dist, env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'koers-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = spawn('node', ['server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      APP_URL: base,
      APP_DIST: dist,
      DATABASE_URL: `file:${join(dataDir, 'bench.db')}`,
      FILES_DIR: join(dataDir, 'files'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const state = { base, exit: null };
  server.on('exit', (code) => (state.exit = code ?? 'signal'));
  cleanups.push(() => server.kill());
  return state;
}

export async function waitForServer(state) {
  for (let i = 0; i < 240; i++) {
    if (state.exit !== null) throw new Error(`the server exited (${state.exit}) before it was up`);
    try {
      if ((await fetch(`${state.base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer on ${state.base} within 2 minutes`);
}

/** A JSON call to the server at `base`; anything but 2xx throws with the answer. */
export function apiClient(base) {
  return async function api(path, token, { method = 'GET', body } = {}) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
}

/** The demo director's tokens and the id of the demo school. */
export async function directorSession(api) {
  const tokens = await api('/api/auth/login', null, { method: 'POST', body: DIRECTOR });
  const me = (await api('/api/users/current', tokens.access_token)).data;
  const school = [...me.schools, ...me.organisations.flatMap((o) => o.schools)].find(
    (s) => s.name === SCHOOL,
  );
  if (!school) throw new Error(`${SCHOOL} is not among the director's schools`);
  return { tokens, schoolId: school.id };
}

/** A new plan of `blocks` generated blocks, written through the API as an import would. */
export async function createPlan(api, token, schoolId, blocks, lastText) {
  const created = await api(`/api/schools/${schoolId}/documents`, token, {
    method: 'POST',
    body: { name: `Benchmarkplan (${blocks.toLocaleString('nl-NL')} blokken)`, type: 'plan' },
  });
  const put = await api(`/api/documents/${created.data.id}/blocks`, token, {
    method: 'PUT',
    body: { version: created.data.version, blocks: generatePlan(blocks, lastText) },
  });
  return put.data;
}

/** Stores the session the way the app does (SPEC §9 local storage keys), in Dutch. */
export async function storeSession(page, base, tokens, schoolId) {
  await page.goto(`${base}/api/health`);
  await page.evaluate(
    ({ tokens, schoolId }) => {
      localStorage.clear();
      localStorage.setItem('token', tokens.access_token);
      localStorage.setItem('refreshToken', tokens.refresh_token);
      localStorage.setItem('context', JSON.stringify({ id: schoolId, contextType: 'school' }));
      localStorage.setItem('contextType', 'school');
      localStorage.setItem('locale', 'nl');
    },
    { tokens, schoolId },
  );
}

/** Lets the page go quiet: no requests for a moment and two frames drawn. */
export async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}
