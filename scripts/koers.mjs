#!/usr/bin/env node
// The two README commands. `npm start` and `npm test` must work on a machine that has only
// Node and npm, so this file uses nothing but Node built-ins: it bootstraps pnpm through npm,
// installs the workspace, and then runs the real scripts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10';
const env = {
  ...process.env,
  // Nothing may prompt or phone home (CI has no stdin, the network is closed).
  STORYBOOK_DISABLE_TELEMETRY: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  CI: process.env.CI ?? '',
  PNPM_HOME: process.env.PNPM_HOME ?? '',
  npm_config_yes: 'true',
};

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function has(cmd, args = ['--version']) {
  const r = spawnSync(cmd, args, { stdio: 'ignore', env });
  return r.status === 0;
}

let pnpm = ['pnpm'];
function ensurePnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return;
  // corepack is not reliable everywhere; npx fetches pnpm from the npm registry instead.
  console.log(`> pnpm ${PNPM_VERSION} not found, running it through npx`);
  pnpm = ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

function p(args, opts) {
  const [cmd, ...pre] = pnpm;
  return run(cmd, [...pre, ...args], opts);
}

function install() {
  const frozen = existsSync(resolve(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  if (p(['install', ...frozen, '--reporter=append-only']) !== 0) {
    console.error('pnpm install failed');
    process.exit(1);
  }
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return;
  console.log('> Chromium not found, installing Debian package "chromium"');
  if (aptInstall('chromium') && existsSync(path)) return;
  console.error(
    `\nChromium is needed for the browser tests but was not found at ${path}.\n` +
      'Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or point CHROMIUM_PATH at a\n' +
      'Chromium or Chrome binary, then run `npm test` again.\n',
  );
  process.exit(1);
}

/** Installs Debian's package `pkg` when the command runs as root with apt; whether it did. */
function aptInstall(pkg) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !has('apt-get', ['--version'])) return false;
  const envApt = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    run('apt-get', ['update', '-qq'], { env: envApt }) === 0 &&
    run('apt-get', ['install', '-y', '-qq', pkg], { env: envApt }) === 0
  );
}

/**
 * haproxy, the load balancer of the multi-process journey (e2e/multi-process.spec.ts). Without it
 * that journey is skipped with the reason, or fails where PostgreSQL is required (CI).
 */
function ensureHaproxy() {
  const path = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';
  if (existsSync(path)) return;
  console.log('> haproxy not found, installing Debian package "haproxy"');
  if (aptInstall('haproxy') && existsSync(path)) return;
  console.warn(
    `haproxy is not at ${path}: the multi-process journey will be skipped ` +
      '(Debian/Ubuntu: `sudo apt-get install haproxy`, or point HAPROXY_PATH at one).',
  );
}

const steps = {
  start() {
    ensurePnpm();
    install();
    const status = p(['run', 'build']) || p(['--filter', '@koers/server', 'build']);
    if (status !== 0) process.exit(status);
    process.exit(p(['--filter', '@koers/server', 'start']));
  },
  test() {
    ensurePnpm();
    install();
    ensureChromium();
    ensureHaproxy();
    const plan = [
      ['typecheck', ['run', 'typecheck']],
      ['lint', ['run', 'lint']],
      ['unit and integration tests (vitest)', ['run', 'test:unit']],
      ['build packages and app', ['run', 'build']],
      ['build server', ['--filter', '@koers/server', 'build']],
      ['build storybook', ['run', 'build-storybook']],
      ['storybook interaction and axe tests', ['run', 'test-storybook']],
      ['end-to-end tests (playwright)', ['run', 'e2e']],
    ];
    // The e2e reporter's few lines per failed journey, printed after the summary so that a log
    // read from its end still says where a journey stopped.
    const digest = resolve(root, 'test-results', 'failure-digest.txt');
    rmSync(digest, { force: true });
    const results = [];
    for (const [name, args] of plan) {
      console.log(`\n=== ${name}`);
      const started = Date.now();
      const status = p(args);
      results.push({ name, status, seconds: Math.round((Date.now() - started) / 1000) });
      if (status !== 0) break;
    }
    console.log('\n=== summary');
    for (const r of results)
      console.log(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
    const failed = results.filter((r) => r.status !== 0).length;
    const skipped = plan.length - results.length;
    console.log(`steps: ${results.length - failed} passed, ${failed} failed, ${skipped} skipped`);
    if (failed && existsSync(digest)) {
      const lines = readFileSync(digest, 'utf8').trimEnd().split('\n');
      console.log(`\n=== failed journeys\n${lines.slice(0, 40).join('\n')}`);
    }
    process.exit(failed ? 1 : 0);
  },
};

const step = steps[process.argv[2]];
if (!step) {
  console.error('usage: node scripts/koers.mjs start|test');
  process.exit(2);
}
step();
