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
import { HttpError } from './lib/errors.js';
import authPlugin from './plugins/auth.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin from './plugins/errors.js';
import i18nPlugin from './plugins/i18n.js';
import securityPlugin from './plugins/security.js';
import servicesPlugin from './plugins/services.js';
import spaPlugin from './plugins/spa.js';
import swaggerPlugin from './plugins/swagger.js';
import compress from '@fastify/compress';
import routes from './routes/index.js';

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
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 20) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/** What the input check needs to know of a route, read once from its schema. */
interface InputRules {
  /** Path parameters declared as integers. */
  integerParams: string[];
  /**
   * A paged list's query parameters declared as single values. A query string can repeat them
   * (`?page=1&page=2`), which the parser gives as an array and the schema would refuse with a
   * 422; PHP, and so Laravel, takes the last value, and so do the paged lists (a querystring
   * schema with `page` and `per_page`). The value kept is validated as usual.
   */
  singleQuery: string[];
}

type SchemaProperties = { properties?: Record<string, { type?: unknown }> } | undefined;

const NO_RULES: InputRules = { integerParams: [], singleQuery: [] };
const inputRulesCache = new WeakMap<object, InputRules>();

function inputRules(schema: FastifySchema | undefined): InputRules {
  if (!schema) return NO_RULES;
  let rules = inputRulesCache.get(schema);
  if (!rules) {
    const params = (schema.params as SchemaProperties)?.properties ?? {};
    const query = (schema.querystring as SchemaProperties)?.properties ?? {};
    const paged = query.page !== undefined && query.per_page !== undefined;
    rules = {
      integerParams: Object.keys(params).filter((name) => params[name]!.type === 'integer'),
      singleQuery: paged ? Object.keys(query).filter((name) => query[name]!.type !== 'array') : [],
    };
    inputRulesCache.set(schema, rules);
  }
  return rules;
}

/** The Fastify instance with the type provider every route uses. */
export type App = FastifyInstance;

/**
 * Builds the app (plugins + routes) without listening, so tests can `app.inject()` and the
 * benchmark can run it in-process. Migrations and seeding are the caller's business (server.ts).
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<App> {
  const config: Config = { ...loadConfig(), ...options.config };
  const handle = options.database ?? createDatabase(config.databaseUrl);
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? { level: config.logLevel },
    // Behind a load balancer the client IP (login throttling) comes from X-Forwarded-For.
    trustProxy: process.env.TRUST_PROXY === 'true' || process.env.TRUST_PROXY === '1',
    bodyLimit: 2 * 1024 * 1024,
    ajv: { customOptions: { allErrors: true } },
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

  // PostgreSQL cannot store U+0000 in text; refuse it in any input instead of failing later.
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      return done(new HttpError(400, 'errors.bad_request'));
    }
    const rules = inputRules(request.routeOptions.schema);
    const query = request.query as Record<string, unknown>;
    for (const name of rules.singleQuery) {
      const value = query[name];
      if (Array.isArray(value)) query[name] = value.at(-1);
    }
    // Ajv's coercion reads '0x7', '1e0', '+7' or ' 7' as the integer 7; an id in a path is
    // plain digits or it names nothing.
    for (const name of rules.integerParams) {
      const raw = (request.params as Record<string, unknown>)[name];
      if (typeof raw === 'string' && !/^[0-9]+$/.test(raw)) {
        return done(new HttpError(404, 'errors.not_found'));
      }
    }
    done();
  });

  // OAuth clients may post the token request as a form (RFC 6749 §4.1.3).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  await app.register(dbPlugin, { handle, config, ownsHandle: options.database === undefined });
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(servicesPlugin);
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(swaggerPlugin);
  await app.register(routes, { prefix: '/api' });
  await app.register(spaPlugin);
  return app;
}
