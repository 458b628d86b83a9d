/**
 * The two demo servers of the journeys (started by playwright.config.ts): the main one, and one
 * whose access tokens expire after SHORT_TOKEN_TTL_SECONDS, for the journey that waits for a real
 * expiry. E2E_PORT moves both (the second one is on the next port).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
export const SHORT_TOKEN_PORT = E2E_PORT + 1;
export const SHORT_TOKEN_TTL_SECONDS = 4;

export const serverUrl = (port: number) => `http://127.0.0.1:${port}`;

/** The SQLite database of the server on `port`, relative to the repository root. */
export const databaseFile = (port: number) => `data/e2e-${port}.db`;
