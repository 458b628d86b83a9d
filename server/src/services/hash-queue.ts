import { availableParallelism } from 'node:os';

/**
 * At most `limit` password hashes (argon2, CPU-bound, ~50 ms each) run at once; the others wait
 * in order. Without a bound, a burst of anonymous logins or resets took every core and raised
 * everyone's response times several times over; with one core kept free the rest of the API
 * keeps its pace while the attempts wait their turn. The server sets the limit from
 * HASH_CONCURRENCY at start (default: the cores minus one).
 */
let limit = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

export function setHashConcurrency(value: number): void {
  limit = Math.max(1, value);
  while (running < limit && waiting.length > 0) {
    running++;
    waiting.shift()!();
  }
}

async function acquire(): Promise<void> {
  if (running < limit) {
    running++;
    return;
  }
  // The slot is handed over by release(): `running` already counts this caller.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/** Runs `work` when a hashing slot is free. */
export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  await acquire();
  try {
    return await work();
  } finally {
    release();
  }
}
