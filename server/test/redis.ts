import { Redis } from 'ioredis';

/** The Redis of the Redis-backed tests (the one on 127.0.0.1 unless TEST_REDIS_URL says other). */
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Why Redis cannot be used (it does not answer), or null when it can. The suites that need it
 * skip with a warning naming `what`, so a machine without Redis still runs the rest.
 */
export async function redisProblem(what: string): Promise<string | null> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    console.warn(`${what} skipped: ${REDIS_URL} does not answer (${problem}).`);
    return problem;
  } finally {
    client.disconnect();
  }
}
