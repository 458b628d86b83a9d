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
 * Wraps a lazy import: on a chunk error the page reloads once (the promise then never settles, so
 * no error page flashes before the reload); otherwise the error propagates to the error page.
 */
export function withChunkReload<T>(
  load: () => Promise<T>,
  env?: ReloadEnvironment,
): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (reloadOnceForChunkError(error, env)) return new Promise<T>(() => {});
      throw error;
    }
  };
}
