/**
 * The demo servers of the journeys (started by playwright.config.ts): the main one; one whose
 * access tokens expire after SHORT_TOKEN_TTL_SECONDS, for the journey that waits for a real
 * expiry; one that serves HTTPS (HTTP/2) with the repository's self-signed test certificate; and
 * a fresh installation without demo data (SEED=false); and one with single sign-on through a test
 * OpenID provider, which runs beside them.
 * E2E_PORT moves them all (the others are on the next ports).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
export const SHORT_TOKEN_PORT = E2E_PORT + 1;
export const SHORT_TOKEN_TTL_SECONDS = 4;
export const HTTPS_PORT = E2E_PORT + 2;
/** A fresh installation: SEED=false, an empty database, its first super admin made by the CLI. */
export const FRESH_PORT = E2E_PORT + 3;
/** A demo server with single sign-on through the test OpenID provider on OIDC_TEST_PORT. */
export const SSO_PORT = E2E_PORT + 4;
/** The test OpenID provider (server/test/oidc/provider.ts), a real oidc-provider on loopback. */
export const OIDC_TEST_PORT = E2E_PORT + 5;
/**
 * The multi-process journey (multi-process.spec.ts): haproxy on MULTI_LB_PORT in front of two
 * server processes on MULTI_PROCESS_PORTS, on PostgreSQL and Redis.
 */
export const MULTI_LB_PORT = E2E_PORT + 6;
export const MULTI_PROCESS_PORTS = [E2E_PORT + 7, E2E_PORT + 8] as const;
/** The provider's id and button label on the SSO server. */
export const SSO_PROVIDER = { id: 'school', label: 'Schoolaccount' };

/** The test certificate and key, relative to the repository root (server/README.md, HTTPS). */
export const TEST_TLS = {
  TLS_CERT: 'server/test/fixtures/tls/localhost.crt',
  TLS_KEY: 'server/test/fixtures/tls/localhost.key',
};

export const serverUrl = (port: number) =>
  `${port === HTTPS_PORT ? 'https' : 'http'}://127.0.0.1:${port}`;

/** The SQLite database of the server on `port`, relative to the repository root. */
export const databaseFile = (port: number) => `data/e2e-${port}.db`;

/** Where the SMTP sink of the server on `port` writes its mails, relative to the repository root. */
export const mailSinkDir = (port: number) => `data/e2e-${port}-mail`;
