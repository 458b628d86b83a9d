import { isAdmin, isManager, resolveRole } from '@/lib/session/rules';
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
  const { token, user, context, roles, school } = getSession();
  if (preloaded || !token || !user || !context) return null;
  preloaded = true;
  // The sidebar shows a school's managers and admins the plans of its board too (app-sidebar).
  const role = resolveRole(user, context, roles);
  const boardId =
    context.contextType === 'school' && (isManager(user, role) || isAdmin(user, role))
      ? (school?.organisation?.id ?? null)
      : null;
  const { preloadShellData } = await import('@/lib/api/shell-preload');
  await Promise.race([
    preloadShellData(context, boardId),
    new Promise((resolve) => setTimeout(resolve, SHELL_WAIT_MS)),
  ]);
  return null;
}
