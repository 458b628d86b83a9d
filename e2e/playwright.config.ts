import { defineConfig } from '@playwright/test';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

// The web server's relative paths (../data, ../server) are relative to this folder, whatever
// directory Playwright is started from.
const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3111);
const baseURL = `http://127.0.0.1:${port}`;

// The e2e journeys run against the real server serving the built app, on a fresh SQLite
// database seeded with the demo data. Build first (`pnpm build` and the server build).
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command:
      'rm -rf ../data/e2e.db ../data/e2e.db-* ../data/e2e-files && node ../server/dist/server.js',
    cwd: here,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Relative to the repository root (the server resolves them there).
      DATABASE_URL: 'file:data/e2e.db',
      // Short access-token lifetime is set per test through the API where needed.
      NODE_ENV: 'test',
      // The .ics feed URL the API hands out must point at this server.
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      FILES_DIR: 'data/e2e-files',
    },
  },
});
