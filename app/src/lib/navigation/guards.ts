import { matchRoute, paths, settingsTabs } from '@/lib/paths';
import { isManager, maySettingsTab, settingsTabsFor } from '@/lib/session/rules';
import type { ContextRef, CurrentUser, Role } from '@/lib/session/types';

/**
 * The route guards of SPEC §2 as pure decisions: each returns the path to redirect to, or null to
 * let the navigation pass.
 */

/**
 * 1. Only a logged-in user passes; one whose session must set up two-step verification first (a
 * board, school or the server requires it) only to its set-up screen.
 */
export function authGuard(user: CurrentUser | null, url?: URL): string | null {
  if (!user) return paths.login.href();
  if (user.two_factor_setup_required && url?.pathname !== paths.twoFactorSetup.path)
    return paths.twoFactorSetup.href();
  return null;
}

/** 2. Only a super admin passes. */
export function adminGuard(user: CurrentUser | null): string | null {
  return user?.admin ? null : paths.changeSchoolOrganisation.href();
}

/**
 * 3. A page needing a context asks for one, unless a super admin opened it with from=admin (the
 * admin area's template document). For anyone else from=admin changes nothing.
 */
export function contextGuard(
  user: CurrentUser | null,
  context: ContextRef | null,
  url: URL,
): string | null {
  if (context) return null;
  if (user?.admin && url.searchParams.get('from') === 'admin') return null;
  return paths.changeSchoolOrganisation.href();
}

/** 4. Guests pass; a logged-in admin goes to the admin landing, anyone else home. */
export function guestOnlyGuard(user: CurrentUser | null): string | null {
  if (!user) return null;
  return user.admin ? paths.admin.organisations.href() : paths.home.href();
}

/** 6. Managers (and super admins) pass; others go home. */
export function managerGuard(user: CurrentUser | null, role: Role | undefined): string | null {
  return isManager(user, role) ? null : paths.home.href();
}

/**
 * The settings tab at `url` is one the user may use (lib/paths.ts `settingsTabs`): false turns
 * it away as not found, so a manager who types an admin's tab never meets the API's 403.
 * Anything that is not a tab (the index) passes.
 */
export function settingsTabGuard(
  user: CurrentUser | null,
  role: Role | undefined,
  url: URL,
): boolean {
  const tab = settingsTabs.find((t) => matchRoute(t.route, url.pathname));
  return !tab || maySettingsTab(user, role, tab);
}

/** Where /instellingen leads (SPEC §2: the general tab): the first tab the user may use. */
export function settingsIndexTarget(
  user: CurrentUser | null,
  role: Role | undefined,
  context: ContextRef | null,
): string {
  const [first] = settingsTabsFor(user, role, context?.contextType ?? null);
  return first ? first.route.href() : paths.home.href();
}
