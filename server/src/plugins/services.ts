import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../services/mail.js';
import {
  DatabaseThrottle,
  FallbackThrottle,
  RedisThrottle,
  type Throttle,
} from '../services/throttle.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail (SMTP or the outbox + log). */
    mailer: Mailer;
    /** Login-attempt counter (Redis with the login_attempts table as fallback, or the table). */
    loginThrottle: Throttle;
  }
}

/** Shared services with a lifetime: created with the app, closed with it. */
export default fp(
  async (app) => {
    const mailer = createMailer(app.db, {
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      log: app.log,
    });
    const database = new DatabaseThrottle(app.db);
    let throttle: Throttle = database;
    if (app.config.redisUrl) {
      const redis = new RedisThrottle(app.config.redisUrl, undefined, (error) =>
        app.log.warn({ err: error }, 'login throttle: Redis'),
      );
      // Give the connection a moment at start, so the first logins count in Redis too.
      if (!(await redis.whenReady()))
        app.log.warn('login throttle: Redis is not ready; counting in the database until it is');
      throttle = new FallbackThrottle(redis, database, (error) =>
        app.log.warn(
          { err: error },
          'login throttle: Redis does not answer, counting in the database',
        ),
      );
    }
    app.decorate('mailer', mailer);
    app.decorate('loginThrottle', throttle);
    app.addHook('onClose', async () => {
      mailer.close();
      await throttle.close();
    });
  },
  { name: 'services', dependencies: ['db'] },
);
