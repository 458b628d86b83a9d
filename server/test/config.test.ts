import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  EnvSchema,
  loadConfig,
  parseEnv,
  repoRoot,
  sqliteFastPathEnabled,
} from '../src/lib/config.js';

/** A fixed secret, so loading the configuration never writes data/.signing-secret. */
const BASE = { SIGNING_SECRET: 'test-secret' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('gives every variable its documented default when the environment is empty', () => {
    const config = loadConfig(BASE);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBe(`file:${join(repoRoot(), 'data', 'koers.db')}`);
    // Without APP_URL each link takes the address its request came in on (lib/public-origin.ts).
    expect(config.appUrl).toBeNull();
    expect(config.seed).toBe(true);
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
    expect(config.redisUrl).toBeNull();
    expect(config.rateLimit).toEqual({ max: 1000, windowSeconds: 60 });
    expect(config.sqliteFastPath).toBe(true);
    expect(config.accessTokenTtl).toBe(1800);
    // Koers is a Dutch product: a first visit whose browser asks for neither nl nor en is Dutch.
    expect(config.defaultLocale).toBe('nl');
  });

  it('reads DEFAULT_LOCALE as nl or en, and refuses another language', () => {
    expect(loadConfig({ ...BASE, DEFAULT_LOCALE: 'en' }).defaultLocale).toBe('en');
    expect(loadConfig({ ...BASE, DEFAULT_LOCALE: ' nl ' }).defaultLocale).toBe('nl');
    expect(problemsOf({ DEFAULT_LOCALE: 'de' })).toEqual([
      'DEFAULT_LOCALE="de": expected nl or en',
    ]);
  });

  it('reads numbers, booleans and URLs from their strings, and treats blank as unset', () => {
    const config = loadConfig({
      ...BASE,
      PORT: ' 8080 ',
      SEED: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '50',
      RATE_LIMIT_WINDOW: '10',
      KOERS_SQLITE_FAST_PATH: '0',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABASE_URL: 'postgres://koers@db.example.org/koers',
      APP_URL: 'https://koers.example.org/',
      HOST: '',
    });
    expect(config.port).toBe(8080);
    expect(config.seed).toBe(false);
    expect(config.logLevel).toBe('warn');
    expect(config.rateLimit).toEqual({ max: 50, windowSeconds: 10 });
    expect(config.sqliteFastPath).toBe(false);
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.databaseUrl).toBe('postgres://koers@db.example.org/koers');
    expect(config.appUrl).toBe('https://koers.example.org');
    expect(config.host).toBe('0.0.0.0');
  });

  it('reads TRUST_PROXY as a switch, a hop count or a list of proxy addresses', () => {
    const trust = (value: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('true')).toBe(true);
    expect(trust('1')).toBe(true);
    expect(trust('FALSE')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
    expect(trust('loopback,fd00::/8')).toBe('loopback,fd00::/8');
  });

  it('refuses a bad value with a message that names the variable and what it expects', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([
      'PORT="abc": expected a TCP port number, 1 to 65535',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'maybe' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY="maybe": expected true or false/),
    ]);
    expect(problemsOf({ DATABASE_URL: 'ftp://files.example.org/koers.db' })).toEqual([
      'DATABASE_URL="ftp://files.example.org/koers.db": expected `file:<path>` for SQLite or `postgres://…` for PostgreSQL',
    ]);
    // Stricter than a plain Number(): no fractions, exponents or hex.
    for (const port of ['8080.5', '1e3', '0x50', '0', '70000'])
      expect(problemsOf({ PORT: port })).toHaveLength(1);
    expect(problemsOf({ SEED: 'yes' })).toEqual(['SEED="yes": expected true, false, 1 or 0']);
    expect(problemsOf({ RATE_LIMIT_MAX: '0' })).toHaveLength(1);
    expect(problemsOf({ REDIS_URL: '127.0.0.1:6379' })).toEqual([
      'REDIS_URL="127.0.0.1:6379": expected a redis:// or rediss:// URL',
    ]);
    expect(problemsOf({ KOERS_SQLITE_FAST_PATH: 'off' })).toHaveLength(1);
  });

  it('lists every wrong variable at once, and keeps a URL’s password out of the message', () => {
    let error: unknown;
    try {
      loadConfig({ ...BASE, PORT: 'abc', LOG_LEVEL: 'loud', SMTP_URL: 'http://u:secret@mail' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT="abc"');
    expect(message).toContain('LOG_LEVEL="loud"');
    expect(message).toContain('SMTP_URL="http://***@mail"');
    expect(message).not.toContain('secret');
  });

  it('describes every variable it reads', () => {
    const undocumented = Object.entries(EnvSchema.properties)
      .filter(([name, schema]) => name !== 'OAUTH_CLIENT_SECRET' && !schema.description)
      .map(([name]) => name);
    expect(undocumented).toEqual([]);
  });

  it('reads the single sign-on providers named by OIDC_PROVIDERS, and names what one lacks', () => {
    expect(loadConfig(BASE).oidcProviders).toEqual([]);
    const microsoft = {
      OIDC_MICROSOFT_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
      OIDC_MICROSOFT_CLIENT_ID: 'client',
      OIDC_MICROSOFT_CLIENT_SECRET: 'secret',
      OIDC_MICROSOFT_LABEL: 'Microsoft',
      OIDC_MICROSOFT_TRUST_EMAIL: 'true',
    };
    expect(
      loadConfig({ ...BASE, ...microsoft, OIDC_PROVIDERS: 'microsoft' }).oidcProviders,
    ).toEqual([
      {
        id: 'microsoft',
        issuer: 'https://login.microsoftonline.com/tenant/v2.0',
        clientId: 'client',
        clientSecret: 'secret',
        label: 'Microsoft',
        trustEmail: true,
      },
    ]);
    const missing = () => loadConfig({ ...BASE, ...microsoft, OIDC_PROVIDERS: 'microsoft,google' });
    expect(missing).toThrow(ConfigError);
    expect(missing).toThrow(/OIDC_GOOGLE_ISSUER: required for provider "google"/);
    expect(missing).toThrow(/OIDC_GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ ...BASE, OIDC_PROVIDERS: 'Microsoft Entra' })).toThrow(
      /OIDC_PROVIDERS="Microsoft Entra"/,
    );
    expect(() =>
      loadConfig({
        ...BASE,
        ...microsoft,
        OIDC_PROVIDERS: 'microsoft',
        OIDC_MICROSOFT_ISSUER: 'login.microsoftonline.com',
      }),
    ).toThrow(/OIDC_MICROSOFT_ISSUER="login.microsoftonline.com": expected an http/);
  });

  it('switches the SQLite fast path off with 0 or false only', () => {
    expect(sqliteFastPathEnabled({})).toBe(true);
    expect(sqliteFastPathEnabled({ KOERS_SQLITE_FAST_PATH: '1' })).toBe(true);
    expect(sqliteFastPathEnabled({ KOERS_SQLITE_FAST_PATH: '0' })).toBe(false);
    expect(sqliteFastPathEnabled({ KOERS_SQLITE_FAST_PATH: 'false' })).toBe(false);
    expect(() => sqliteFastPathEnabled({ KOERS_SQLITE_FAST_PATH: 'nee' })).toThrow(
      /KOERS_SQLITE_FAST_PATH="nee"/,
    );
  });

  it('stops the server before it listens, naming the wrong variable', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(repoRoot(), 'server', 'src', 'server.ts')],
      {
        cwd: join(repoRoot(), 'server'),
        env: { ...process.env, ...BASE, PORT: 'abc', TRUST_PROXY: 'maybe' },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT="abc"');
    expect(result.stderr).toContain('TRUST_PROXY="maybe"');
    // The operator's mistake, not a crash: no stack trace.
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
