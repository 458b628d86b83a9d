import { ApiError } from '@/lib/api/client';
import { requestLogout } from '@/lib/api/auth-logout';

// The call modules are imported on use: they also hold SWR hooks, and the entry chunk (the
// login page) should not carry SWR. Each import is one small cached chunk.
const api = {
  currentUser: () => import('@/lib/api/users-current').then((m) => m.fetchCurrentUser()),
  roles: () => import('@/lib/api/roles').then((m) => m.fetchRoles()),
  organisation: (id: number) =>
    import('@/lib/api/organisation').then((m) => m.fetchOrganisation(id)),
  school: (id: number) => import('@/lib/api/school').then((m) => m.fetchSchool(id)),
};
import { clearAuth, getSession, storeContext, updateSession } from './session-store';
import type { ContextRef, Organisation, School } from './types';

/** SPEC §4/§8: loads the current user; a failure leaves the user empty, silently. */
export async function loadCurrentUser(): Promise<void> {
  try {
    updateSession({ user: await api.currentUser() });
  } catch {
    updateSession({ user: null });
  }
}

/** SPEC §7: the roles, loaded when a user is present and on each context change. Failure only ends loading. */
export async function loadRoles(): Promise<void> {
  updateSession({ rolesStatus: 'loading' });
  try {
    updateSession({ roles: await api.roles(), rolesStatus: 'loaded' });
  } catch {
    updateSession({ roles: null, rolesStatus: 'failed' });
  }
}

export async function fetchContextEntity(
  context: ContextRef,
): Promise<{ organisation?: Organisation; school?: School }> {
  return context.contextType === 'school'
    ? { school: await api.school(context.id) }
    : { organisation: await api.organisation(context.id) };
}

/**
 * Sets the context (modal, chooser screen, auto-context): loads the school or organisation first,
 * so a context that cannot be loaded is never stored; then stores it and reloads the roles
 * (SPEC §4). Throws when the load fails.
 */
export async function setContext(context: ContextRef): Promise<void> {
  const entity = await fetchContextEntity(context);
  storeContext(context, entity);
  await loadRoles();
}

/**
 * SPEC §2 check-auth, plus what the shell needs after a reload: with a stored token but no user,
 * load the user (failure ignored); with a user, the roles; with a stored context, its entity. A
 * context the user can no longer see (404/403) is forgotten so the context guard asks again.
 */
export async function restoreSession(): Promise<void> {
  const session = getSession();
  const { context } = session;
  // The context's school or organisation needs only the token: it is fetched alongside the user
  // rather than after it (one round trip less before the first screen). Kept only for a user.
  const entity =
    session.token && context && !session.organisation && !session.school
      ? fetchContextEntity(context)
      : null;
  entity?.catch(() => undefined); // handled below; never an unhandled rejection
  if (session.token && !session.user) await loadCurrentUser();
  const { user, rolesStatus } = getSession();
  if (!user) return;
  const pending: Promise<void>[] = [];
  if (rolesStatus === 'idle') pending.push(loadRoles());
  if (entity && context) {
    pending.push(
      entity.then(
        (loaded) => {
          if (getSession().context === context) storeContext(context, loaded);
        },
        (error: unknown) => {
          const gone = error instanceof ApiError && (error.status === 404 || error.status === 403);
          if (gone && getSession().context === context) storeContext(null);
        },
      ),
    );
  }
  await Promise.all(pending);
}

/** SPEC §2: logout revokes the login on the server (best effort) and clears stored auth data. */
export async function logout(): Promise<void> {
  if (getSession().token) {
    try {
      await requestLogout();
    } catch {
      /* the local session ends regardless */
    }
  }
  clearAuth();
}
