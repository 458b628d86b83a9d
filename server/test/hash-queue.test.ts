import { afterEach, describe, expect, it } from 'vitest';
import { setHashConcurrency, withHashSlot } from '../src/services/hash-queue.js';

afterEach(() => setHashConcurrency(4));

describe('withHashSlot', () => {
  it('runs at most the limit at once and the rest in order, handing each slot on', async () => {
    setHashConcurrency(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      withHashSlot(async () => {
        started.push(i);
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return i;
      }),
    );
    // Let the first ones start, then finish whichever is running, one at a time.
    for (let done = 0; done < 6; done++) {
      await expect.poll(() => releases.length).toBeGreaterThan(0);
      expect(running).toBeLessThanOrEqual(2);
      releases.shift()!();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('lets waiting work start when the limit grows, and frees the slot when work fails', async () => {
    setHashConcurrency(1);
    const failing = withHashSlot(() => Promise.reject(new Error('argon2 failed')));
    await expect(failing).rejects.toThrow('argon2 failed');
    expect(await withHashSlot(async () => 'next')).toBe('next');
  });
});
