import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * Every environment variable the server reads, with its type, default and meaning: one schema,
 * checked once at start. The descriptions are what an operator sees when a value is refused.
 */
export const EnvSchema = Type.Object({
  PORT: Type.Integer({
    minimum: 1,
    maximum: 65535,
    default: 3000,
    description: 'a TCP port number, 1 to 65535',
  }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'an interface address' }),
  DATABASE_URL: Type.String({
    // A bare path, `file:<path>`, `:memory:` or a PostgreSQL URL; any other scheme is a mistake.
    pattern: '^(postgres(ql)?://.+|file:.+|:memory:|(?![A-Za-z][A-Za-z0-9+.-]*://).+)$',
    default: 'file:data/koers.db',
    description: '`file:<path>` for SQLite or `postgres://…` for PostgreSQL',
  }),
  APP_URL: Type.Optional(
    Type.String({ pattern: '^https?://[^\\s]+$', description: 'an http:// or https:// URL' }),
  ),
  SMTP_URL: Type.Optional(
    Type.String({ pattern: '^smtps?://[^\\s]+$', description: 'an smtp:// or smtps:// URL' }),
  ),
  MAIL_FROM: Type.String({
    minLength: 3,
    default: 'Koers <no-reply@koers.test>',
    description: 'a sender address such as `Koers <no-reply@example.org>`',
  }),
  MAIL_POLL_SECONDS: Type.Integer({
    minimum: 0,
    default: 5,
    description: 'seconds between looks for mails due for (another) delivery; 0: none',
  }),
  FILE_STORAGE: Type.Optional(
    Type.Union([Type.Literal('disk'), Type.Literal('database')], {
      description: '`disk` (FILES_DIR) or `database`',
    }),
  ),
  REDIS_URL: Type.Optional(
    Type.String({ pattern: '^rediss?://[^\\s]+$', description: 'a redis:// or rediss:// URL' }),
  ),
  FILES_DIR: Type.String({ minLength: 1, default: 'data/files', description: 'a folder' }),
  SIGNING_SECRET: Type.Optional(Type.String({ minLength: 1, description: 'a secret string' })),
  ACCESS_TOKEN_TTL: Type.Integer({
    minimum: 1,
    default: 30 * 60,
    description: 'a number of seconds',
  }),
  REFRESH_TOKEN_IDLE_TTL: Type.Integer({
    minimum: 1,
    default: 14 * 24 * 3600,
    description: 'a number of seconds',
  }),
  REFRESH_TOKEN_TTL: Type.Integer({
    minimum: 1,
    default: 30 * 24 * 3600,
    description: 'a number of seconds',
  }),
  APP_DIST: Type.String({ minLength: 1, default: 'app/dist', description: 'a folder' }),
  SEED: Type.Boolean({ default: true, description: 'true, false, 1 or 0' }),
  DEFAULT_LOCALE: Type.Union([Type.Literal('nl'), Type.Literal('en')], {
    default: 'nl',
    description: 'nl or en',
  }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) =>
      Type.Literal(level),
    ),
    { default: 'info', description: 'one of fatal, error, warn, info, debug, trace, silent' },
  ),
  OAUTH_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  TLS_CERT: Type.Optional(Type.String({ description: 'the path of a PEM certificate' })),
  TLS_KEY: Type.Optional(Type.String({ description: 'the path of a PEM private key' })),
  TRUST_PROXY: Type.Union(
    [
      Type.Boolean(),
      Type.Integer({ minimum: 2, maximum: 100 }),
      Type.String({
        pattern:
          '^(loopback|linklocal|uniquelocal|[0-9A-Fa-f]*[.:][0-9A-Fa-f.:]*(/[0-9]{1,3})?)(\\s*,\\s*(loopback|linklocal|uniquelocal|[0-9A-Fa-f]*[.:][0-9A-Fa-f.:]*(/[0-9]{1,3})?))*$',
      }),
    ],
    {
      default: false,
      description:
        'true or false (1 or 0), a number of proxy hops from 2, or a comma-separated list of proxy addresses or CIDR ranges',
    },
  ),
  RATE_LIMIT_MAX: Type.Integer({
    minimum: 1,
    default: 1000,
    description: 'a positive number of requests',
  }),
  RATE_LIMIT_WINDOW: Type.Integer({
    minimum: 1,
    default: 60,
    description: 'a number of seconds',
  }),
  LOGIN_IP_MAX: Type.Integer({
    minimum: 1,
    default: 60,
    description: 'a positive number of attempts',
  }),
  HASH_CONCURRENCY: Type.Optional(
    Type.Integer({ minimum: 1, description: 'a positive number of password hashes at once' }),
  ),
  KOERS_SQLITE_FAST_PATH: Type.Boolean({ default: true, description: 'true, false, 1 or 0' }),
  SANITIZE_WORKERS: Type.Optional(
    Type.Integer({ minimum: 0, description: 'a number of worker threads (0: none)' }),
  ),
  UPLOAD_QUOTA_USER_MB: Type.Integer({
    minimum: 1,
    default: 500,
    description: 'a positive number of megabytes',
  }),
  UPLOAD_QUOTA_CONTEXT_MB: Type.Integer({
    minimum: 1,
    default: 5000,
    description: 'a positive number of megabytes',
  }),
  UPLOAD_RATE_MAX: Type.Integer({
    minimum: 1,
    default: 30,
    description: 'a positive number of uploads a minute',
  }),
  RESPONSE_CACHE_MB: Type.Integer({
    minimum: 0,
    default: 64,
    description: 'a number of megabytes (0: no cache)',
  }),
  FILE_PURGE_HOURS: Type.Integer({
    minimum: 0,
    default: 24,
    description: 'a number of hours (0: no purge)',
  }),
  REQUIRE_2FA_FOR_SUPER_ADMINS: Type.Boolean({
    default: false,
    description: 'true, false, 1 or 0',
  }),
  OIDC_PROVIDERS: Type.Optional(
    Type.String({
      pattern: '^[a-z][a-z0-9]{0,31}(,[a-z][a-z0-9]{0,31})*$',
      description:
        'provider names separated by commas, each lower-case letters and digits (e.g. `microsoft,google`)',
    }),
  ),
});

export type Env = Static<typeof EnvSchema>;

/** A configuration the server cannot start with; the message names every wrong variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

/** Which JSON types a schema (or each branch of a union) accepts. */
const acceptedTypes = (schema: TSchema): unknown[] =>
  Array.isArray(schema.anyOf) ? (schema.anyOf as TSchema[]).map((s) => s.type) : [schema.type];

/**
 * An environment string as the value its schema expects. Stricter than TypeBox's own Convert,
 * which reads '8080.5' as 8080 and '1e3' as 1: a number is plain digits, a boolean one of
 * true/false/1/0; anything else stays a string and fails the check with the variable's name.
 */
function convert(schema: TSchema, value: string): unknown {
  const types = acceptedTypes(schema);
  const word = BOOLEAN_WORDS[value.toLowerCase()];
  if (types.includes('boolean') && word !== undefined) return word;
  if (types.includes('integer') && /^[0-9]+$/.test(value)) return Number(value);
  return value;
}

/**
 * The environment parsed against EnvSchema: strings converted to numbers and booleans, unset
 * or blank variables given their default. Throws a ConfigError naming every wrong variable.
 */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const input: Record<string, string> = {};
  const converted: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(EnvSchema.properties as Record<string, TSchema>)) {
    const value = env[name]?.trim();
    if (value === undefined || value === '') continue;
    input[name] = value;
    converted[name] = convert(schema, value);
  }
  const parsed = Value.Default(EnvSchema, converted);
  const problems = new Map<string, string>();
  for (const error of Value.Errors(EnvSchema, parsed)) {
    const name = error.path.split('/')[1] ?? '';
    if (problems.has(name)) continue;
    const schema = (EnvSchema.properties as Record<string, TSchema>)[name];
    const expected = schema?.description ?? error.message.toLowerCase();
    // A URL's credentials stay out of the log.
    const shown = (input[name] ?? '').replace(/\/\/[^@/\s]*@/, '//***@');
    problems.set(name, `${name}=${JSON.stringify(shown)}: expected ${expected}`);
  }
  if (problems.size > 0) throw new ConfigError([...problems.values()]);
  return parsed as Env;
}

/** The server's configuration, parsed once from the environment (see server/README.md). */
export interface Config {
  /** `file:<absolute path>` for SQLite or `postgres://…`. */
  databaseUrl: string;
  port: number;
  host: string;
  /**
   * Public base URL of the app (APP_URL, no trailing slash), used in mailed links (reset password,
   * invitations) and the .ics feed address. Null: each link uses the address its request came in
   * on (lib/public-origin.ts).
   */
  appUrl: string | null;
  smtpUrl: string | null;
  /** Sender of outgoing mail. */
  mailFrom: string;
  /** How often each process's mail worker looks for due mails (ms); 0: no worker. */
  mailPollMs: number;
  /**
   * Where uploaded bytes live: `database` (every process sees them; the default with
   * PostgreSQL) or `disk` (FILES_DIR; the default with SQLite, whose processes share a machine).
   */
  fileStorage: 'disk' | 'database';
  /** Shared counters of the login throttle and the API rate limit; null: per process / database. */
  redisUrl: string | null;
  /** Folder of uploaded files. */
  filesDir: string;
  /** HMAC key of signed file URLs; must be the same in every server process. */
  signingSecret: string;
  /** Access token lifetime in seconds. */
  accessTokenTtl: number;
  /** Refresh token idle and absolute lifetimes in seconds. */
  refreshIdleTtl: number;
  refreshAbsoluteTtl: number;
  /** Built single-page app (index.html + assets); served when it exists. */
  appDist: string;
  /** Seed a new, empty database with the demo data on start. */
  seed: boolean;
  /**
   * The app's language for a first visit whose browser asks for neither nl nor en (DEFAULT_LOCALE):
   * written into the page-level configuration of the index.html the server sends (plugins/spa.ts).
   */
  defaultLocale: 'nl' | 'en';
  logLevel: string;
  /** `client_secret` accepted at /api/oauth/token for client "1" (null: any secret, public client). */
  oauthClientSecret: string | null;
  /**
   * Certificate and private key (PEM) from TLS_CERT and TLS_KEY: the server then speaks HTTPS,
   * with HTTP/2 for browsers and HTTP/1.1 for other clients, on PORT. Null: plain HTTP/1.1.
   */
  tls: TlsFiles | null;
  /**
   * Fastify's `trustProxy`: which proxies' X-Forwarded-For to believe for the client IP (login
   * throttle, rate limit), and their X-Forwarded-Host/-Proto for links without APP_URL. False: the
   * address of the connection and its Host header.
   */
  trustProxy: boolean | number | string;
  /** Requests per caller per window on /api (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW seconds). */
  rateLimit: RateLimitSettings;
  /**
   * Password attempts per client IP per minute, over every address (login, forgot and reset
   * together): a password sprayed over many accounts from one place stops here.
   */
  loginIpMax: number;
  /** Password hashes computed at once (argon2 is CPU-bound); the rest wait their turn. */
  hashConcurrency: number;
  /** SQLite only: cached statements and synchronous reads (src/db/sqlite-fast-path). */
  sqliteFastPath: boolean;
  /** Super admins must use two-step verification (they are led through set-up at login). */
  requireTwoFactorForSuperAdmins: boolean;
  /** Single sign-on: the OpenID Connect providers offered on the login page, in their order. */
  oidcProviders: OidcProviderConfig[];
  /** Limits of uploads (routes/files): what one person and one school or board may store. */
  uploads: UploadLimits;
  /** Worker threads that sanitize large saves of rich text (services/sanitize-pool.ts); 0: none. */
  sanitizeWorkers: number;
  /**
   * Bytes of serialized and compressed document answers each process keeps (lib/response-cache.ts,
   * RESPONSE_CACHE_MB); 0: none, every read serializes and compresses.
   */
  responseCacheBytes: number;
}

export interface UploadLimits {
  /** Bytes of the files one user uploaded, together (UPLOAD_QUOTA_USER_MB). */
  userQuotaBytes: number;
  /** Bytes of the files uploaded for one school or board, together (UPLOAD_QUOTA_CONTEXT_MB). */
  contextQuotaBytes: number;
  /** Uploads per user per minute (UPLOAD_RATE_MAX). */
  perMinute: number;
  /** Files attached to nothing are removed this many hours after their upload; 0: never. */
  purgeAfterHours: number;
}

/** One OpenID Connect provider: OIDC_PROVIDERS names it, OIDC_<NAME>_… describe it. */
export interface OidcProviderConfig {
  /** Its name in OIDC_PROVIDERS and in the addresses (`/api/auth/sso/<id>/…`). */
  id: string;
  /** The issuer identifier; its /.well-known/openid-configuration is read at the first sign-in. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the login page's button says after "Inloggen met". */
  label: string;
  /**
   * The provider's addresses are its organisation's own (a school's Microsoft tenant), so `email`
   * counts as verified without an `email_verified` claim, which Microsoft Entra ID does not send.
   */
  trustEmail: boolean;
}

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
}

export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

/** The repository root (the folder with pnpm-workspace.yaml), from source and from the bundle. */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    if (existsSync(resolve(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return process.cwd();
}

/** Resolves a relative SQLite path against the repository root so the server works from any cwd. */
export function resolveDatabaseUrl(url: string | undefined, root = repoRoot()): string {
  const value = url && url.trim() !== '' ? url.trim() : 'file:data/koers.db';
  if (/^postgres(ql)?:\/\//.test(value)) return value;
  const path = value.replace(/^file:/, '');
  if (path === ':memory:') return ':memory:';
  return `file:${isAbsolute(path) ? path : resolve(root, path)}`;
}

/**
 * Without SIGNING_SECRET the embedded install keeps a random secret in data/, so signed URLs
 * survive a restart; several processes behind a load balancer must set SIGNING_SECRET.
 */
function signingSecret(secret: string | undefined, root: string): string {
  if (secret) return secret;
  const file = resolve(root, 'data', '.signing-secret');
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(dirname(file), { recursive: true });
    const generated = randomBytes(32).toString('hex');
    writeFileSync(file, generated, { mode: 0o600 });
    return generated;
  } catch {
    return randomBytes(32).toString('hex');
  }
}

/**
 * TLS_CERT and TLS_KEY: paths (absolute, or relative to the repository root) of the PEM
 * certificate chain and its private key. Both or neither; a file that cannot be read stops the
 * start with its name, instead of a server that silently falls back to plain HTTP.
 */
export function tlsFiles(env: NodeJS.ProcessEnv, root = repoRoot()): TlsFiles | null {
  const certPath = env.TLS_CERT?.trim() || '';
  const keyPath = env.TLS_KEY?.trim() || '';
  if (!certPath && !keyPath) return null;
  if (!certPath || !keyPath) {
    throw new Error('TLS_CERT and TLS_KEY go together: set both to serve HTTPS, or neither.');
  }
  const read = (name: string, path: string) => {
    try {
      return readFileSync(resolve(root, path));
    } catch (error) {
      throw new Error(`${name}: cannot read ${path} (${(error as NodeJS.ErrnoException).code})`);
    }
  };
  return { cert: read('TLS_CERT', certPath), key: read('TLS_KEY', keyPath) };
}

/**
 * OIDC_PROVIDERS and, for each name in it, OIDC_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and
 * _LABEL (all required) and _TRUST_EMAIL (optional). A missing or malformed one stops the start
 * with its name, as a single sign-on that fails at the first login would.
 */
export function oidcProviders(
  env: NodeJS.ProcessEnv,
  names: string | undefined,
): OidcProviderConfig[] {
  if (!names) return [];
  const problems: string[] = [];
  const providers = [...new Set(names.split(','))].map((id) => {
    const prefix = `OIDC_${id.toUpperCase()}_`;
    const read = (field: string) => {
      const value = env[prefix + field]?.trim() ?? '';
      if (value === '') problems.push(`${prefix}${field}: required for provider "${id}"`);
      return value;
    };
    const issuer = read('ISSUER');
    if (issuer !== '' && !/^https?:\/\/[^\s]+$/.test(issuer))
      problems.push(
        `${prefix}ISSUER=${JSON.stringify(issuer)}: expected an http:// or https:// URL`,
      );
    const trust = env[`${prefix}TRUST_EMAIL`]?.trim().toLowerCase() ?? '';
    if (trust !== '' && !(trust in BOOLEAN_WORDS))
      problems.push(`${prefix}TRUST_EMAIL=${JSON.stringify(trust)}: expected true, false, 1 or 0`);
    return {
      id,
      issuer,
      clientId: read('CLIENT_ID'),
      clientSecret: read('CLIENT_SECRET'),
      label: read('LABEL'),
      trustEmail: BOOLEAN_WORDS[trust] ?? false,
    };
  });
  if (problems.length > 0) throw new ConfigError(problems);
  return providers;
}

/** Whether KOERS_SQLITE_FAST_PATH leaves the SQLite fast path on (it is, unless set to 0/false). */
export function sqliteFastPathEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.KOERS_SQLITE_FAST_PATH?.trim();
  if (value === undefined || value === '') return true;
  return parseEnv({ KOERS_SQLITE_FAST_PATH: value }).KOERS_SQLITE_FAST_PATH;
}

/** Reads and checks the environment; throws a ConfigError that names each wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = repoRoot();
  const parsed = parseEnv(env);
  const tls = tlsFiles(env, root);
  return {
    databaseUrl: resolveDatabaseUrl(parsed.DATABASE_URL, root),
    port: parsed.PORT,
    host: parsed.HOST,
    appUrl: parsed.APP_URL?.replace(/\/+$/, '') ?? null,
    smtpUrl: parsed.SMTP_URL ?? null,
    mailFrom: parsed.MAIL_FROM,
    mailPollMs: parsed.MAIL_POLL_SECONDS * 1000,
    fileStorage:
      parsed.FILE_STORAGE ??
      (/^postgres(ql)?:\/\//.test(parsed.DATABASE_URL) ? 'database' : 'disk'),
    redisUrl: parsed.REDIS_URL ?? null,
    filesDir: resolve(root, parsed.FILES_DIR),
    signingSecret: signingSecret(parsed.SIGNING_SECRET, root),
    accessTokenTtl: parsed.ACCESS_TOKEN_TTL,
    refreshIdleTtl: parsed.REFRESH_TOKEN_IDLE_TTL,
    refreshAbsoluteTtl: parsed.REFRESH_TOKEN_TTL,
    appDist: resolve(root, parsed.APP_DIST),
    seed: parsed.SEED,
    defaultLocale: parsed.DEFAULT_LOCALE,
    logLevel: parsed.LOG_LEVEL,
    oauthClientSecret: parsed.OAUTH_CLIENT_SECRET ?? null,
    tls,
    trustProxy: parsed.TRUST_PROXY,
    rateLimit: { max: parsed.RATE_LIMIT_MAX, windowSeconds: parsed.RATE_LIMIT_WINDOW },
    loginIpMax: parsed.LOGIN_IP_MAX,
    // One core stays free for everything else the server does.
    hashConcurrency: parsed.HASH_CONCURRENCY ?? Math.max(1, availableParallelism() - 1),
    sqliteFastPath: parsed.KOERS_SQLITE_FAST_PATH,
    requireTwoFactorForSuperAdmins: parsed.REQUIRE_2FA_FOR_SUPER_ADMINS,
    oidcProviders: oidcProviders(env, parsed.OIDC_PROVIDERS),
    // One core stays free for the event loop, as for hashing.
    sanitizeWorkers: parsed.SANITIZE_WORKERS ?? Math.max(1, availableParallelism() - 1),
    responseCacheBytes: parsed.RESPONSE_CACHE_MB * 1024 * 1024,
    uploads: {
      userQuotaBytes: parsed.UPLOAD_QUOTA_USER_MB * 1024 * 1024,
      contextQuotaBytes: parsed.UPLOAD_QUOTA_CONTEXT_MB * 1024 * 1024,
      perMinute: parsed.UPLOAD_RATE_MAX,
      purgeAfterHours: parsed.FILE_PURGE_HOURS,
    },
  };
}

/**
 * The configuration of a command-line tool (migrate, create-admin, backup): a wrong variable
 * prints the message that names it and exits with 2, before anything is touched.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(2);
  }
}
