import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../services/mail.js';
import { DatabaseThrottle, RedisThrottle, type Throttle } from '../services/throttle.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail (SMTP or the outbox + log). */
    mailer: Mailer;
    /** Failed-login counter (Redis or the login_attempts table). */
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
    const throttle: Throttle = app.config.redisUrl
      ? new RedisThrottle(app.config.redisUrl, undefined, (error) =>
          app.log.warn({ err: error }, 'login throttle: Redis'),
        )
      : new DatabaseThrottle(app.db);
    app.decorate('mailer', mailer);
    app.decorate('loginThrottle', throttle);
    app.addHook('onClose', async () => {
      mailer.close();
      await throttle.close();
    });
  },
  { name: 'services', dependencies: ['db'] },
);
