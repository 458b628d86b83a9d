#!/usr/bin/env node
// Serves the built Storybook on 127.0.0.1 and runs the test-runner against it (play functions
// plus axe), so the tests see exactly what a reviewer of the static Storybook sees.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';

const dir = resolve(process.env.STORYBOOK_DIR ?? 'storybook-static');
if (!existsSync(join(dir, 'index.json'))) {
  console.error('storybook-static is missing: run `pnpm build-storybook` first');
  process.exit(1);
}
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.ico': 'image/x-icon',
};
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  let file = join(dir, decodeURIComponent(url.pathname));
  if (!file.startsWith(dir)) return res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  const child = spawn(
    'test-storybook',
    ['--url', `http://127.0.0.1:${port}`, '--maxWorkers=2', ...process.argv.slice(2)],
    { stdio: 'inherit', shell: process.platform === 'win32' },
  );
  child.on('exit', (code) => {
    server.close();
    process.exit(code ?? 1);
  });
});
