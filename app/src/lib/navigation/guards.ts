import { paths } from '@/lib/paths';
import { isManager } from '@/lib/session/rules';
import type { ContextRef, CurrentUser, Role } from '@/lib/session/types';

/**
 * The route guards of SPEC §2 as pure decisions: each returns the path to redirect to, or null to
 * let the navigation pass.
 */

/** 1. Only a logged-in user passes. */
export function authGuard(user: CurrentUser | null): string | null {
  return user ? null : paths.login.href();
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
