/**
 * SPEC §2/§8: a screen whose code fails to load (typically after a deploy replaced the hashed
 * chunks) reloads the page — once. A sessionStorage flag set before the reload stops a loop when
 * the chunk is really broken; a later successful load clears it.
 */
export const CHUNK_RELOAD_KEY = 'koers:chunk-reload';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading chunk .* failed|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  reload: () => void;
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

/** Reloads for a chunk error unless this tab already did; returns whether it reloads. */
export function reloadOnceForChunkError(
  error: unknown,
  env: ReloadEnvironment = browserEnvironment(),
): boolean {
  if (!isChunkLoadError(error) || !env.storage) return false;
  if (env.storage.getItem(CHUNK_RELOAD_KEY)) return false;
  env.storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  env.reload();
  return true;
}

/** After a screen loaded fine, a future deploy may reload again. */
export function clearChunkReloadGuard(env: ReloadEnvironment = browserEnvironment()): void {
  env.storage?.removeItem(CHUNK_RELOAD_KEY);
}

/**
 * Wraps a lazy import: on a chunk error the page reloads once (the promise then never settles, so
 * no error page flashes before the reload); otherwise the error propagates to the error page.
 */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      const module = await load();
      clearChunkReloadGuard();
      return module;
    } catch (error) {
      if (reloadOnceForChunkError(error)) return new Promise<T>(() => {});
      throw error;
    }
  };
}
