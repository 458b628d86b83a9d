import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/**
 * Counts attempts per key (email + IP) in fixed windows, shared by every server process:
 * in Redis when REDIS_URL is set, else in the login_attempts table.
 *
 * An attempt is counted (reserved) atomically *before* the password is verified: counting a
 * failure after the ~50 ms hash check let 100 simultaneous guesses all be evaluated, since each
 * read the count before any had written it. A success clears the key.
 */
export interface Throttle {
  /**
   * Counts one attempt. Answers 0 when it may go ahead, else the seconds until the key's window
   * ends (the attempt is refused; it still counts, so hammering does not help).
   */
  reserve(key: string): Promise<number>;
  /** Forgets the key's attempts (after a success). */
  clear(key: string): Promise<void>;
  /** Gives one reserved attempt back (a success that should not count against a shared budget). */
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface ThrottleLimits {
  maxAttempts: number;
  windowSeconds: number;
}

/** DESIGN §3: five failed logins per email and IP per minute. */
export const LOGIN_LIMITS: ThrottleLimits = { maxAttempts: 5, windowSeconds: 60 };

/** The key of a client IP's budget over every address (login, forgot and reset together). */
export const ipThrottleKey = (ip: string): string =>
  `auth-ip:${createHash('sha256').update(ip).digest('hex')}`;

/** Keys are hashed so the table and Redis never hold email addresses. */
export const throttleKey = (scope: string, email: string, ip: string): string =>
  `${scope}:${createHash('sha256').update(`${email.trim().toLowerCase()}|${ip}`).digest('hex')}`;

export class DatabaseThrottle implements Throttle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: ThrottleLimits = LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  async reserve(key: string): Promise<number> {
    const now = this.now();
    const expired = now - this.limits.windowSeconds * 1000;
    // One atomic upsert: a new window when the old one has passed, else one more attempt; the
    // row as it is after this attempt decides.
    const { rows } = await sql<{ window_start: number | string; count: number | string }>`
      insert into login_attempts (key, window_start, count) values (${key}, ${now}, 1)
      on conflict (key) do update set
        count = case when login_attempts.window_start <= ${expired} then 1 else login_attempts.count + 1 end,
        window_start = case when login_attempts.window_start <= ${expired} then ${now} else login_attempts.window_start end
      returning window_start, count
    `.execute(this.db);
    const row = rows[0]!;
    // PostgreSQL returns bigint as a string.
    if (Number(row.count) <= this.limits.maxAttempts) return 0;
    const end = Number(row.window_start) + this.limits.windowSeconds * 1000;
    return Math.max(1, Math.ceil((end - now) / 1000));
  }

  async release(key: string): Promise<void> {
    await this.db
      .updateTable('login_attempts')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('count', '>', 0)
      .execute();
  }

  async clear(key: string): Promise<void> {
    const expired = this.now() - this.limits.windowSeconds * 1000;
    // Also sweep windows that have passed, so the table stays small.
    await this.db
      .deleteFrom('login_attempts')
      .where((eb) => eb.or([eb('key', '=', key), eb('window_start', '<=', expired)]))
      .execute();
  }

  async close(): Promise<void> {}
}

const RESERVE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

export class RedisThrottle implements Throttle {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly limits: ThrottleLimits = LOGIN_LIMITS,
    /** Connection trouble (ioredis reconnects by itself); without a listener it is printed raw. */
    onError: (error: Error) => void = () => undefined,
  ) {
    this.redis = new Redis(url, {
      lazyConnect: false,
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      // Fail at once while Redis is away (FallbackThrottle then counts in the database) instead
      // of holding every login until it is back.
      enableOfflineQueue: false,
    });
    this.redis.on('error', onError);
  }

  async reserve(key: string): Promise<number> {
    // INCR and the window's expiry in one script: atomic across every process. The first attempt
    // opens the window; later ones do not extend it.
    const [count, ttl] = (await this.redis.eval(
      RESERVE_SCRIPT,
      1,
      `koers:${key}`,
      String(this.limits.windowSeconds * 1000),
    )) as [number, number];
    if (count <= this.limits.maxAttempts) return 0;
    return Math.max(1, Math.ceil(ttl / 1000));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(`koers:${key}`);
  }

  async release(key: string): Promise<void> {
    // Never below zero, and never a key without its window's expiry.
    await this.redis.eval(RELEASE_SCRIPT, 1, `koers:${key}`);
  }

  /** Resolves true once connected, or false when that takes longer than `timeoutMs`. */
  whenReady(timeoutMs = 2000): Promise<boolean> {
    if (this.redis.status === 'ready') return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.redis.off('ready', onReady);
        resolve(false);
      }, timeoutMs);
      const onReady = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.redis.once('ready', onReady);
    });
  }

  /** Whether Redis answers a PING within `timeoutMs` (the readiness check). */
  async ping(timeoutMs = 1000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        this.redis.ping().then((answer) => answer === 'PONG'),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), timeoutMs);
        }),
      ]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/**
 * Redis while it answers, the database when it does not: a Redis outage must not lock everyone
 * out of logging in. Attempts counted in the database during an outage do not carry over to
 * Redis when it is back (a new window starts there), which errs on the side of letting people in
 * after at most one extra window.
 */
export class FallbackThrottle implements Throttle {
  constructor(
    readonly redis: RedisThrottle,
    private readonly database: DatabaseThrottle,
    private readonly onFallback: (error: unknown) => void = () => undefined,
  ) {}

  async reserve(key: string): Promise<number> {
    try {
      return await this.redis.reserve(key);
    } catch (error) {
      this.onFallback(error);
      return this.database.reserve(key);
    }
  }

  async clear(key: string): Promise<void> {
    await Promise.all([
      this.redis.clear(key).catch((error: unknown) => this.onFallback(error)),
      this.database.clear(key),
    ]);
  }

  async release(key: string): Promise<void> {
    await Promise.all([
      this.redis.release(key).catch((error: unknown) => this.onFallback(error)),
      this.database.release(key),
    ]);
  }

  async close(): Promise<void> {
    await Promise.all([this.redis.close(), this.database.close()]);
  }
}
