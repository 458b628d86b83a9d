import { defineConfig } from '@playwright/test';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import {
  databaseFile,
  E2E_PORT,
  FRESH_PORT,
  HTTPS_PORT,
  mailSinkDir,
  OIDC_TEST_PORT,
  serverUrl,
  SSO_PORT,
  SSO_PROVIDER,
  SHORT_TOKEN_PORT,
  SHORT_TOKEN_TTL_SECONDS,
  TEST_TLS,
} from './servers';

// The web server's relative paths (../data, ../server) are relative to this folder, whatever
// directory Playwright is started from.
const here = dirname(fileURLToPath(import.meta.url));
const baseURL = serverUrl(E2E_PORT);
const oidcIssuer = `http://127.0.0.1:${OIDC_TEST_PORT}`;
const ssoPrefix = `OIDC_${SSO_PROVIDER.id.toUpperCase()}_`;

/**
 * One server on a fresh demo database named after its port (two runs side by side do not clash).
 * With `mailSink`, it sends its mails to a real SMTP server (e2e/mail-sink.ts) whose inbox the
 * journeys read (fixtures `mailsTo`); every server also keeps them in its outbox.
 */
function demoServer(
  serverPort: number,
  env: Record<string, string> = {},
  { mailSink = false }: { mailSink?: boolean } = {},
) {
  const db = databaseFile(serverPort);
  const files = `data/e2e-${serverPort}-files`;
  const mail = mailSinkDir(serverPort);
  const server = 'node ../server/dist/server.js';
  return {
    command: `rm -rf ../${db} ../${db}-* ../${files} ../${mail} && ${
      mailSink ? `../server/node_modules/.bin/tsx mail-sink.ts ${server}` : server
    }`,
    cwd: here,
    url: `${serverUrl(serverPort)}/api/health`,
    // The HTTPS server's certificate is the self-signed test one.
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      // Relative to the repository root (the server resolves them there).
      DATABASE_URL: `file:${db}`,
      NODE_ENV: 'test',
      // The .ics feed and the mailed links must point at this server.
      APP_URL: serverUrl(serverPort),
      LOG_LEVEL: 'warn',
      // The journeys log in from one address far more often than a school would.
      LOGIN_IP_MAX: '100000',
      FILES_DIR: files,
      MAIL_SINK_DIR: `../${mail}`,
      ...env,
    },
  };
}

// The e2e journeys run against the real server serving the built app, on a fresh SQLite
// database seeded with the demo data. Build first (`pnpm build` and the server build).
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous: CI machines have two cores shared by the server, Chromium and the runner.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['./failure-digest.ts']]
    : [
        ['list'],
        ['./failure-digest.ts'],
        ['html', { open: 'never', outputFolder: '../playwright-report' }],
      ],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    demoServer(E2E_PORT, {}, { mailSink: true }),
    demoServer(SHORT_TOKEN_PORT, { ACCESS_TOKEN_TTL: String(SHORT_TOKEN_TTL_SECONDS) }),
    demoServer(HTTPS_PORT, TEST_TLS),
    demoServer(FRESH_PORT, { SEED: 'false' }),
    // Single sign-on: the test OpenID provider, and a demo server that offers it on its login page.
    {
      command: '../server/node_modules/.bin/tsx ../server/test/oidc/serve.ts',
      cwd: here,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        OIDC_TEST_PORT: String(OIDC_TEST_PORT),
        OIDC_TEST_REDIRECT_URIS: `${serverUrl(SSO_PORT)}/api/auth/sso/${SSO_PROVIDER.id}/callback`,
      },
    },
    demoServer(SSO_PORT, {
      OIDC_PROVIDERS: SSO_PROVIDER.id,
      [`${ssoPrefix}ISSUER`]: oidcIssuer,
      // The test provider's client (server/test/oidc/provider.ts).
      [`${ssoPrefix}CLIENT_ID`]: 'koers',
      [`${ssoPrefix}CLIENT_SECRET`]: 'koers-test-secret',
      [`${ssoPrefix}LABEL`]: SSO_PROVIDER.label,
    }),
  ],
});
