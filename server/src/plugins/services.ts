import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../services/mail.js';
import { setHashConcurrency } from '../services/hash-queue.js';
import { createSanitizer, type Sanitizer } from '../services/sanitize-pool.js';
import {
  DatabaseThrottle,
  FallbackThrottle,
  LOGIN_LIMITS,
  RedisThrottle,
  type Throttle,
  type ThrottleLimits,
} from '../services/throttle.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail: the outbox as a queue, delivered by SMTP (or kept and logged without). */
    mailer: Mailer;
    /** Login-attempt counter (Redis with the login_attempts table as fallback, or the table). */
    loginThrottle: Throttle;
    /**
     * Password attempts per client IP over every address (LOGIN_IP_MAX a minute): a success
     * gives its attempt back, so a school behind one address is not locked out by its own logins.
     */
    authIpThrottle: Throttle;
    /** Uploads per user per minute (UPLOAD_RATE_MAX), in the same store as the others. */
    uploadThrottle: Throttle;
    /** Rich text sanitizing, large batches in worker threads (SANITIZE_WORKERS). */
    sanitizer: Sanitizer;
  }
}

/** Shared services with a lifetime: created with the app, closed with it. */
export default fp(
  async (app) => {
    const mailer = createMailer(app.db, {
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      log: app.log,
      dialect: app.dialect,
      pollMs: app.config.mailPollMs,
    });
    // Both budgets live in the same store: Redis with the database as fallback, or the database.
    const makeThrottle = async (limits: ThrottleLimits, what: string): Promise<Throttle> => {
      const database = new DatabaseThrottle(app.db, limits);
      if (!app.config.redisUrl) return database;
      const redis = new RedisThrottle(app.config.redisUrl, limits, (error) =>
        app.log.warn({ err: error }, `${what}: Redis`),
      );
      // Give the connection a moment at start, so the first logins count in Redis too.
      if (!(await redis.whenReady()))
        app.log.warn(`${what}: Redis is not ready; counting in the database until it is`);
      return new FallbackThrottle(redis, database, (error) =>
        app.log.warn({ err: error }, `${what}: Redis does not answer, counting in the database`),
      );
    };
    const [throttle, ipThrottle, uploadThrottle] = await Promise.all([
      makeThrottle(LOGIN_LIMITS, 'login throttle'),
      makeThrottle({ maxAttempts: app.config.loginIpMax, windowSeconds: 60 }, 'IP throttle'),
      makeThrottle(
        { maxAttempts: app.config.uploads.perMinute, windowSeconds: 60 },
        'upload throttle',
      ),
    ]);
    setHashConcurrency(app.config.hashConcurrency);
    app.decorate('mailer', mailer);
    app.decorate('loginThrottle', throttle);
    app.decorate('authIpThrottle', ipThrottle);
    app.decorate('uploadThrottle', uploadThrottle);
    const sanitizer = createSanitizer(app.config.sanitizeWorkers);
    app.decorate('sanitizer', sanitizer);
    app.addHook('onClose', async () => {
      await Promise.all([
        mailer.close(),
        throttle.close(),
        ipThrottle.close(),
        uploadThrottle.close(),
        sanitizer.close(),
      ]);
    });
  },
  { name: 'services', dependencies: ['db'] },
);
