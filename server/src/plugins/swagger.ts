import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/**
 * The OpenAPI document, generated from the route schemas (which come from @koers/contract), at
 * /api/openapi.json, and Swagger UI at /api/docs. Register before the routes: it collects them
 * as they are added.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      // Contract schemas with an $id become components under that name (not def-0, def-1, …).
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) =>
          typeof json.$id === 'string' ? json.$id : `def-${i}`,
      },
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Koers API',
          version: '1.0.0',
          description:
            'Planning and policy for Dutch school boards and schools. Responses: `{data}`, `{data: [...]}`, paged `{data, meta}`; errors `{message}` (422 adds `errors`). Messages follow Accept-Language (nl, en).',
        },
        // Every operation needs an access token unless its schema says `security: []` (login,
        // password reset, the signed file URLs, health, …): a route that forgets to declare
        // itself is documented as protected, the safe default.
        security: [{ bearer: [] }],
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'Access token from POST /api/auth/login.',
            },
          },
        },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      staticCSP: true,
      // Swagger UI's page needs an inline bootstrap script and styles; this relaxed policy only
      // applies under /api/docs (the app keeps helmet's strict one).
      transformStaticCSP: () =>
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
