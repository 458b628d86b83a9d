import type { Http2SecureServer } from 'node:http2';
import Fastify, {
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifySchema,
  type FastifyServerOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createDatabase, type DatabaseHandle } from './db/database.js';
import { loadConfig, type Config } from './lib/config.js';
import { COMPRESS_THRESHOLD } from './lib/response-cache.js';
import { loggerOptions } from './lib/redact.js';
import authPlugin from './plugins/auth.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin from './plugins/errors.js';
import i18nPlugin from './plugins/i18n.js';
import inputPlugin from './plugins/input.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import securityPlugin from './plugins/security.js';
import servicesPlugin from './plugins/services.js';
import spaPlugin from './plugins/spa.js';
import storagePlugin from './plugins/storage.js';
import swaggerPlugin from './plugins/swagger.js';
import compress from '@fastify/compress';
import routes from './routes/index.js';
import type { FileStorage } from './storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (method, URL, schema): the OpenAPI document and the tests walk it. */
    routeList: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

export interface BuildAppOptions {
  /** Overrides of the environment configuration. */
  config?: Partial<Config>;
  /** An open (migrated) database; the caller keeps ownership. Default: opened from config.databaseUrl. */
  database?: DatabaseHandle;
  /** Pino logger options, or false (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Where uploaded bytes go; default: LocalDiskStorage(config.filesDir). */
  storage?: FileStorage;
}

/** The Fastify instance with the type provider every route uses. */
export type App = FastifyInstance;

/**
 * Builds the app (plugins + routes) without listening, so tests can `app.inject()` and the
 * benchmark can run it in-process. Migrations and seeding are the caller's business (server.ts).
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<App> {
  const config: Config = { ...loadConfig(), ...options.config };
  const handle =
    options.database ??
    createDatabase(config.databaseUrl, { sqliteFastPath: config.sqliteFastPath });
  const serverOptions: FastifyServerOptions = {
    // Secrets in URLs (feed keys, file signatures, invitation ids) never reach the log.
    logger: options.logger ?? loggerOptions(config.logLevel),
    // Behind a load balancer the client IP (login throttle, rate limit) comes from X-Forwarded-For.
    // A hop count is accepted at run time, though Fastify's types leave it out.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 2 * 1024 * 1024,
    // Fastify's default `coerceTypes: 'array'` also reads a one-item array as its item, and
    // inside a nullable field's anyOf Ajv let `["x"]` pass as a string while the body kept the
    // array, which then reached the sanitizer and the database (a 500). JSON bodies carry their
    // types; query strings keep their string-to-number coercion, and repeated query values are
    // handled by the input plugin.
    ajv: { customOptions: { allErrors: true, coerceTypes: true } },
    routerOptions: { ignoreTrailingSlash: true },
  };
  // With a certificate: HTTPS, HTTP/2 for browsers (one connection for the app's files and API
  // calls instead of six, which the first screen waits on) and HTTP/1.1 for other clients. The
  // routes and plugins use only Fastify's request and reply, which behave the same on both.
  const app = (
    config.tls
      ? (Fastify({
          ...serverOptions,
          http2: true,
          https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key },
        } as FastifyHttp2SecureOptions<Http2SecureServer>) as unknown as FastifyInstance)
      : Fastify(serverOptions)
  ).withTypeProvider<TypeBoxTypeProvider>();

  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeList.push({ method, url: route.url, schema: route.schema });
    }
  });

  await app.register(dbPlugin, { handle, config, ownsHandle: options.database === undefined });
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(authPlugin);
  await app.register(servicesPlugin);
  await app.register(storagePlugin, { storage: options.storage });
  await app.register(securityPlugin);
  await app.register(compress, { threshold: COMPRESS_THRESHOLD });
  await app.register(swaggerPlugin);
  // The API's routes in a scope of their own, so the rate limit covers them and nothing else
  // (the app's files, Swagger UI).
  await app.register(
    async (api) => {
      await api.register(rateLimitPlugin);
      await api.register(routes);
    },
    { prefix: '/api' },
  );
  await app.register(spaPlugin);
  return app;
}
