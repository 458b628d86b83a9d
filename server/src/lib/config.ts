import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server's configuration, parsed once from the environment (see server/README.md). */
export interface Config {
  /** `file:<absolute path>` for SQLite or `postgres://…`. */
  databaseUrl: string;
  port: number;
  host: string;
  /** Public base URL of the app, used in mailed links (reset password, invitations). */
  appUrl: string;
  smtpUrl: string | null;
  /** Sender of outgoing mail. */
  mailFrom: string;
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
  logLevel: string;
  /** `client_secret` accepted at /api/oauth/token for client "1" (null: any secret, public client). */
  oauthClientSecret: string | null;
  /**
   * Certificate and private key (PEM) from TLS_CERT and TLS_KEY: the server then speaks HTTPS,
   * with HTTP/2 for browsers and HTTP/1.1 for other clients, on PORT. Null: plain HTTP/1.1.
   */
  tls: TlsFiles | null;
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

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/**
 * Without SIGNING_SECRET the embedded install keeps a random secret in data/, so signed URLs
 * survive a restart; several processes behind a load balancer must set SIGNING_SECRET.
 */
function signingSecret(env: NodeJS.ProcessEnv, root: string): string {
  if (env.SIGNING_SECRET) return env.SIGNING_SECRET;
  const file = resolve(root, 'data', '.signing-secret');
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(dirname(file), { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = repoRoot();
  const port = int(env.PORT, 3000, 'PORT');
  const tls = tlsFiles(env, root);
  return {
    databaseUrl: resolveDatabaseUrl(env.DATABASE_URL, root),
    port,
    host: env.HOST || '0.0.0.0',
    appUrl: (env.APP_URL || `${tls ? 'https' : 'http'}://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Koers <no-reply@koers.test>',
    redisUrl: env.REDIS_URL || null,
    filesDir: resolve(root, env.FILES_DIR || 'data/files'),
    signingSecret: signingSecret(env, root),
    accessTokenTtl: int(env.ACCESS_TOKEN_TTL, 30 * 60, 'ACCESS_TOKEN_TTL'),
    refreshIdleTtl: int(env.REFRESH_TOKEN_IDLE_TTL, 14 * 24 * 3600, 'REFRESH_TOKEN_IDLE_TTL'),
    refreshAbsoluteTtl: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600, 'REFRESH_TOKEN_TTL'),
    appDist: resolve(root, env.APP_DIST || 'app/dist'),
    seed: env.SEED !== 'false' && env.SEED !== '0',
    logLevel: env.LOG_LEVEL || 'info',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET || null,
    tls,
  };
}
