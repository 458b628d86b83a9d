import { describe, expect, it, vi } from 'vitest';
import { REDIS_URL, redisProblem } from './redis.js';
import { RedisThrottle, throttleKey } from '../src/services/throttle.js';

const problem = await redisProblem('Redis throttle tests');

describe.skipIf(problem !== null)('login throttle in Redis (REDIS_URL)', () => {
  it('blocks the sixth failure within the window and shares the count between server processes', async () => {
    const key = throttleKey('login', `redis-${Date.now()}@koers.test`, '10.1.1.1');
    // Two instances stand for two server processes behind a load balancer.
    const one = new RedisThrottle(REDIS_URL, { maxAttempts: 5, windowSeconds: 60 });
    const two = new RedisThrottle(REDIS_URL, { maxAttempts: 5, windowSeconds: 60 });
    await Promise.all([one.whenReady(), two.whenReady()]);
    try {
      for (let i = 0; i < 3; i++) expect(await one.reserve(key)).toBe(0);
      for (let i = 0; i < 2; i++) expect(await two.reserve(key)).toBe(0);
      const wait = await one.reserve(key);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      await two.clear(key);
      expect(await one.reserve(key)).toBe(0);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('opens a new window when the old one has passed', async () => {
    const key = throttleKey('login', `redis-window-${Date.now()}@koers.test`, '10.1.1.2');
    const throttle = new RedisThrottle(REDIS_URL, { maxAttempts: 2, windowSeconds: 1 });
    await throttle.whenReady();
    try {
      expect(await throttle.reserve(key)).toBe(0);
      expect(await throttle.reserve(key)).toBe(0);
      expect(await throttle.reserve(key)).toBe(1);
      // The window's expiry is Redis' own clock: wait for the key to be gone, not for a time.
      await vi.waitFor(async () => expect(await throttle.reserve(key)).toBe(0), {
        timeout: 10_000,
        interval: 100,
      });
    } finally {
      await throttle.close();
    }
  });

  it('lets through at most the limit of 100 simultaneous attempts from two processes', async () => {
    const key = throttleKey('login', `redis-race-${Date.now()}@koers.test`, '10.1.1.3');
    const one = new RedisThrottle(REDIS_URL, { maxAttempts: 5, windowSeconds: 60 });
    const two = new RedisThrottle(REDIS_URL, { maxAttempts: 5, windowSeconds: 60 });
    await Promise.all([one.whenReady(), two.whenReady()]);
    try {
      const waits = await Promise.all(
        Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? one : two).reserve(key)),
      );
      expect(waits.filter((w) => w === 0)).toHaveLength(5);
      expect(waits.filter((w) => w > 0 && w <= 60)).toHaveLength(95);
    } finally {
      await one.clear(key);
      await one.close();
      await two.close();
    }
  });
});
