import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse } from '@koers/contract';
import { sql } from 'kysely';

/** How long the database may take to answer before the server reports itself unhealthy. */
const DB_TIMEOUT_MS = 2000;

/** GET /api/health: whether the server and its database answer (load balancers, the e2e smoke test). */
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
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          sql`select 1`.execute(app.db),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database timeout')), DB_TIMEOUT_MS);
          }),
        ]);
        return { status: 'ok' as const, database: app.dialect };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database does not answer');
        return reply.status(503).send({ status: 'error' as const, database: app.dialect });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};

export default health;
