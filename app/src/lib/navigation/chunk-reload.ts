/**
 * SPEC §2/§8: a screen whose code fails to load (typically after a deploy replaced the hashed
 * chunks) reloads the page — once. The time of that reload is kept in sessionStorage: while it is
 * recent, a failing chunk shows the error page instead of reloading again, so a chunk that is
 * really broken never causes a loop (not even when other chunks of the same page load fine). A
 * later deploy, after the quiet period, may reload again.
 */
export const CHUNK_RELOAD_KEY = 'koers:chunk-reload';

/** How long after a reload for a chunk error no second one happens. */
export const CHUNK_RELOAD_QUIET_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading chunk .* failed|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/** SPEC §9: how long a screen's code may take to arrive before the load counts as failed. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

/**
 * SPEC §8: a screen's code did not load. The reason is 'timeout' (nothing within
 * SCREEN_LOAD_TIMEOUT_MS), 'missing' (the file loaded but is not the screen it should be, e.g. a
 * stale file after a deploy) or the type of the browser's error (TypeError for a failed fetch).
 */
export class ChunkLoadError extends Error {
  readonly reason: string;

  constructor(reason: string, cause?: unknown) {
    const detail = cause instanceof Error ? `: ${cause.message}` : '';
    super(`Loading chunk failed (${reason})${detail}`, { cause });
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

/**
 * Loads a chunk with the time-out of SPEC §9; a failure to fetch the code becomes a
 * ChunkLoadError that names its reason. Other errors (the module itself threw) pass unchanged.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = SCREEN_LOAD_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    if (error instanceof ChunkLoadError || !isChunkLoadError(error)) throw error;
    throw new ChunkLoadError(error instanceof Error ? error.name : 'error', error);
  } finally {
    clearTimeout(timer);
  }
}

/** A screen's or layout's module: its component is the default export, or the chunk is 'missing'. */
export async function loadScreenChunk<T extends { default?: unknown }>(
  load: () => Promise<T>,
  timeoutMs?: number,
): Promise<T> {
  const module = await loadChunk(load, timeoutMs);
  if (module?.default == null) throw new ChunkLoadError('missing');
  return module;
}

interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload: () => void;
  now?: () => number;
}

const browserEnvironment = (): ReloadEnvironment => {
  let storage: Storage | undefined;
  try {
    storage = globalThis.sessionStorage;
  } catch {
    storage = undefined;
  }
  return { storage, reload: () => globalThis.location.reload() };
};

/**
 * Reloads for a chunk error unless this tab already did so within the quiet period; returns
 * whether it reloads.
 */
export function reloadOnceForChunkError(
  error: unknown,
  env: ReloadEnvironment = browserEnvironment(),
): boolean {
  if (!isChunkLoadError(error) || !env.storage) return false;
  const now = (env.now ?? Date.now)();
  const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_QUIET_MS) return false;
  env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  env.reload();
  return true;
}

/**
 * Wraps a lazy import of a screen or layout (loadScreenChunk: time-out, reason): on a chunk error
 * the page reloads once (the promise then never settles, so no error page flashes before the
 * reload); otherwise the error propagates to the error page.
 */
export function withChunkReload<T extends { default?: unknown }>(
  load: () => Promise<T>,
  env?: ReloadEnvironment,
  timeoutMs?: number,
): () => Promise<T> {
  return async () => {
    try {
      return await loadScreenChunk(load, timeoutMs);
    } catch (error) {
      if (reloadOnceForChunkError(error, env)) return new Promise<T>(() => {});
      throw error;
    }
  };
}
