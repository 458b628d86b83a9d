import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

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
    command: 'rm -f ../data/e2e.db ../data/e2e.db-* && node ../server/dist/server.js',
    cwd: '.',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'file:../data/e2e.db',
      // Short access-token lifetime is set per test through the API where needed.
      NODE_ENV: 'test',
      // The .ics feed URL the API hands out must point at this server.
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      FILES_DIR: '../data/e2e-files',
    },
  },
});
