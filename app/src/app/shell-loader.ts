import { getSession } from '@/lib/session/session-store';

/** The longest the first screen waits for the shell's data before it shows anyway. */
export const SHELL_WAIT_MS = 1500;

let preloaded = false;

/**
 * Root loader: on the first screen of a visit, as soon as the session is restored (loaders run
 * after the middleware), the shell's data is requested and, for at most SHELL_WAIT_MS, waited
 * for. The header and sidebar then appear complete: on a narrow screen the header otherwise grows
 * when the application icons arrive after the page and pushes the whole page down. Later
 * navigations keep the shell mounted, with its data already in SWR's cache.
 */
export async function shellLoader(): Promise<null> {
  const { token, user, context } = getSession();
  if (preloaded || !token || !user || !context) return null;
  preloaded = true;
  const { preloadShellData } = await import('@/lib/api/shell-preload');
  await Promise.race([
    preloadShellData(context),
    new Promise((resolve) => setTimeout(resolve, SHELL_WAIT_MS)),
  ]);
  return null;
}
