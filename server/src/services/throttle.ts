import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/**
 * Counts failures per key (email + IP) in fixed windows, shared by every server process:
 * in Redis when REDIS_URL is set, else in the login_attempts table.
 */
export interface Throttle {
  /** Seconds until the key may try again, or 0 when it is below the limit. */
  retryAfter(key: string): Promise<number>;
  /** Records one failure. */
  hit(key: string): Promise<void>;
  /** Forgets the key's failures (after a success). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface ThrottleLimits {
  maxAttempts: number;
  windowSeconds: number;
}

/** DESIGN §3: five failed logins per email and IP per minute. */
export const LOGIN_LIMITS: ThrottleLimits = { maxAttempts: 5, windowSeconds: 60 };

/** Keys are hashed so the table and Redis never hold email addresses. */
export const throttleKey = (scope: string, email: string, ip: string): string =>
  `${scope}:${createHash('sha256').update(`${email.trim().toLowerCase()}|${ip}`).digest('hex')}`;

export class DatabaseThrottle implements Throttle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: ThrottleLimits = LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  async retryAfter(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('login_attempts')
      .select(['window_start', 'count'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return 0;
    // PostgreSQL returns bigint as a string.
    const end = Number(row.window_start) + this.limits.windowSeconds * 1000;
    const now = this.now();
    if (end <= now || row.count < this.limits.maxAttempts) return 0;
    return Math.max(1, Math.ceil((end - now) / 1000));
  }

  async hit(key: string): Promise<void> {
    const now = this.now();
    const expired = now - this.limits.windowSeconds * 1000;
    // One atomic upsert: a new window when the old one has passed, else one more failure.
    await sql`
      insert into login_attempts (key, window_start, count) values (${key}, ${now}, 1)
      on conflict (key) do update set
        count = case when login_attempts.window_start <= ${expired} then 1 else login_attempts.count + 1 end,
        window_start = case when login_attempts.window_start <= ${expired} then ${now} else login_attempts.window_start end
    `.execute(this.db);
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
      maxRetriesPerRequest: 2,
      enableOfflineQueue: true,
    });
    this.redis.on('error', onError);
  }

  async retryAfter(key: string): Promise<number> {
    const [count, ttl] = await Promise.all([
      this.redis.get(`koers:${key}`),
      this.redis.pttl(`koers:${key}`),
    ]);
    if (!count || Number(count) < this.limits.maxAttempts || ttl <= 0) return 0;
    return Math.max(1, Math.ceil(ttl / 1000));
  }

  async hit(key: string): Promise<void> {
    const count = await this.redis.incr(`koers:${key}`);
    // The first failure opens the window; later ones do not extend it.
    if (count === 1) await this.redis.pexpire(`koers:${key}`, this.limits.windowSeconds * 1000);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(`koers:${key}`);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
