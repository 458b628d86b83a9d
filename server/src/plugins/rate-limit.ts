import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '../lib/errors.js';

const REDIS_START_WAIT_MS = 2000;

/**
 * A request budget per caller on every route registered after this plugin in its scope (the
 * API): RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW seconds, then 429 `{message}` with
 * Retry-After until the window ends. Beside the login throttle (five failures per email and
 * IP), this bounds what one client can make the server do at all: scraping, a runaway script.
 *
 * A signed-in caller is counted per user, so a school behind one NAT address does not share one
 * budget; anonymous requests per IP (X-Forwarded-For only with TRUST_PROXY). The counters live
 * in Redis when REDIS_URL is set (shared by every server process), else in this process. When
 * Redis does not answer, requests go through rather than fail.
 */
export default fp(
  async (app) => {
    const { max, windowSeconds } = app.config.rateLimit;
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, {
          connectTimeout: 1000,
          maxRetriesPerRequest: 1,
          // A limiter that waits for Redis would hold every request; skipOnError lets them pass.
          enableOfflineQueue: false,
        })
      : null;
    if (redis) {
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limit: Redis'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => undefined);
      });
      // Without the offline queue a command fails until the connection is up: give it a moment
      // at start, so the first requests are counted too.
      const ready = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), REDIS_START_WAIT_MS);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      if (!ready)
        app.log.warn('rate limit: Redis is not ready; requests pass uncounted until it is');
    }
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: windowSeconds * 1000,
      ...(redis ? { redis, nameSpace: 'koers:rate:' } : {}),
      skipOnError: true,
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new HttpError(
          429,
          'errors.rate_limited',
          { seconds },
          {},
          { 'retry-after': String(seconds) },
        );
      },
    });
  },
  { name: 'rate-limit', dependencies: ['db', 'auth', 'errors'] },
);
