import { data, redirect } from 'react-router';
import { loadMessages } from '@/i18n/messages';
import {
  adminGuard,
  authGuard,
  contextGuard,
  guestOnlyGuard,
  managerGuard,
  settingsTabGuard,
} from '@/lib/navigation/guards';
import type { MiddlewareName, NamedMiddleware } from '@/lib/navigation/middleware';
import { restoreSession, setContext } from '@/lib/session/actions';
import { resolveAutoContext, resolveRole } from '@/lib/session/rules';
import { getSession } from '@/lib/session/session-store';

function go(target: string | null): void {
  if (target) throw redirect(target);
}

/** The middleware of SPEC §2 by name; the route table refers to them by these names. */
export const middlewareRegistry: Record<MiddlewareName, NamedMiddleware> = {
  // 5. Messages of the current locale before any page shows.
  locale: async () => {
    await loadMessages(getSession().locale);
  },
  // 7. A stored token without a loaded user: load it, ignore failure, continue.
  'check-auth': async () => {
    await restoreSession();
  },
  auth: ({ url }) => go(authGuard(getSession().user, url)),
  admin: () => go(adminGuard(getSession().user)),
  context: ({ url }) => {
    const { user, context } = getSession();
    go(contextGuard(user, context, url));
  },
  'guest-only': async () => {
    const { user } = getSession();
    if (user && !user.admin) {
      const auto = resolveAutoContext(user);
      if (auto) await setContext(auto).catch(() => undefined); // SPEC: load failures are ignored
    }
    go(guestOnlyGuard(user));
  },
  manager: () => {
    const { user, context, roles } = getSession();
    go(managerGuard(user, resolveRole(user, context, roles)));
  },
  // After `manager`: a settings tab above the user's rank is not found (lib/paths.ts settingsTabs).
  'settings-tab': ({ url }) => {
    const { user, context, roles } = getSession();
    if (!settingsTabGuard(user, resolveRole(user, context, roles), url)) {
      throw data('Not found', { status: 404, statusText: 'Not Found' });
    }
  },
};
