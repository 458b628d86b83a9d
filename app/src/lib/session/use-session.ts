import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import type { Locale } from '@/i18n/config';
import { changeLocale } from '@/i18n/change-locale';
import { paths } from '@/lib/paths';
import { logout as endSession, setContext as chooseContext } from './actions';
import { isAdmin, isManager, resolveRole } from './rules';
import { useSessionState } from './session-store';
import type { ContextRef } from './types';

/**
 * The session for components: the user, context, role and the derived permissions of SPEC §6,
 * plus the actions that change them.
 */
export function useSession() {
  const state = useSessionState();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  const role = useMemo(
    () => resolveRole(state.user, state.context, state.roles),
    [state.user, state.context, state.roles],
  );

  const setLocale = useCallback(
    async (locale: Locale) => {
      await changeLocale(locale);
      // Server texts (validation messages, names) follow Accept-Language: fetch them again.
      void mutate(() => true);
    },
    [mutate],
  );

  const setContext = useCallback((context: ContextRef) => chooseContext(context), []);

  const logout = useCallback(async () => {
    await endSession();
    await mutate(() => true, undefined, { revalidate: false });
    await navigate(paths.login.href());
  }, [mutate, navigate]);

  return {
    user: state.user,
    token: state.token,
    context: state.context,
    organisation: state.organisation,
    school: state.school,
    roles: state.roles,
    role,
    isManager: isManager(state.user, role),
    isAdmin: isAdmin(state.user, role),
    locale: state.locale,
    locales: state.localeConfig.locales,
    setLocale,
    setContext,
    logout,
  };
}
