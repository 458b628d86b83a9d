import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse, ReadinessResponse } from '@koers/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { App } from '../../app.js';
import { FallbackThrottle } from '../../services/throttle.js';

/** How long the database may take to answer before the server reports itself unhealthy. */
const DB_TIMEOUT_MS = 2000;

/** Whether the database answers `select 1` within DB_TIMEOUT_MS. */
async function databaseAnswers(app: App, log: FastifyBaseLogger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(app.db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database timeout')), DB_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch (error) {
    log.error({ err: error }, 'health check: database does not answer');
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const status = (ok: boolean) => (ok ? ('ok' as const) : ('error' as const));

/**
 * GET /api/health: whether the server and its database answer (liveness: load balancers, the e2e
 * smoke test). GET /api/health/ready: each dependency, so a load balancer can take a process out
 * that cannot serve (readiness).
 */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        // Public: load balancers ask without a token.
        security: [],
        summary: 'Server and database health',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (request, reply) => {
      const ok = await databaseAnswers(app, request.log);
      return reply.status(ok ? 200 : 503).send({ status: status(ok), database: app.dialect });
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        security: [],
        summary: "Readiness: this process's database, Redis and SMTP server",
        description:
          '503 when the database does not answer; `degraded` (200) when only Redis or SMTP does not (logins then count in the database).',
        response: { 200: ReadinessResponse, 503: ReadinessResponse },
      },
    },
    async (request, reply) => {
      const throttle = app.loginThrottle;
      const [database, redis, smtp] = await Promise.all([
        databaseAnswers(app, request.log),
        throttle instanceof FallbackThrottle ? throttle.redis.ping() : Promise.resolve(null),
        app.mailer.verify(),
      ]);
      const checks = {
        database: { status: status(database), dialect: app.dialect },
        ...(redis === null ? {} : { redis: { status: status(redis) } }),
        ...(smtp === null ? {} : { smtp: { status: status(smtp) } }),
      };
      if (redis === false) request.log.warn('readiness: Redis does not answer');
      if (smtp === false) request.log.warn('readiness: the SMTP server does not answer');
      const overall = !database
        ? ('error' as const)
        : redis === false || smtp === false
          ? ('degraded' as const)
          : ('ok' as const);
      return reply.status(database ? 200 : 503).send({ status: overall, checks });
    },
  );
};

export default health;
