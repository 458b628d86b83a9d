import { describe, expect, it } from 'vitest';
import { REDIS_URL, redisProblem } from './redis.js';
import { RedisThrottle, throttleKey } from '../src/services/throttle.js';

const problem = await redisProblem('Redis throttle tests');

describe.skipIf(problem !== null)('login throttle in Redis (REDIS_URL)', () => {
  it('blocks the sixth failure within the window and shares the count between server processes', async () => {
    const key = throttleKey('login', `redis-${Date.now()}@koers.test`, '10.1.1.1');
    // Two instances stand for two server processes behind a load balancer.
    const one = new RedisThrottle(REDIS_URL, { maxAttempts: 5, windowSeconds: 60 });
    const two = new RedisThrottle(REDIS_URL, { maxAttempts: 5, windowSeconds: 60 });
    try {
      for (let i = 0; i < 3; i++) await one.hit(key);
      for (let i = 0; i < 2; i++) await two.hit(key);
      const wait = await one.retryAfter(key);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      await two.clear(key);
      expect(await one.retryAfter(key)).toBe(0);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('opens a new window when the old one has passed', async () => {
    const key = throttleKey('login', `redis-window-${Date.now()}@koers.test`, '10.1.1.2');
    const throttle = new RedisThrottle(REDIS_URL, { maxAttempts: 2, windowSeconds: 1 });
    try {
      await throttle.hit(key);
      await throttle.hit(key);
      expect(await throttle.retryAfter(key)).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await throttle.retryAfter(key)).toBe(0);
    } finally {
      await throttle.close();
    }
  });
});
