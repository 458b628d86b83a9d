import { useSyncExternalStore } from 'react';
import { initialLocale, readLocaleConfig, type Locale, type LocaleConfig } from '@/i18n/config';
import { readStored, readStoredContext, STORAGE_KEYS, writeStored } from './storage';
import type { ContextRef, CurrentUser, Organisation, Role, School } from './types';

/**
 * The session (SPEC §3 auth and locale state): tokens, the loaded user, the chosen context and
 * its loaded school or organisation, the roles and the locale. A plain external store so route
 * middleware (outside React) and components read the same state.
 */
export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  user: CurrentUser | null;
  context: ContextRef | null;
  /** The loaded entity of `context` (null while loading or when its load failed). */
  organisation: Organisation | null;
  school: School | null;
  /** null until loaded, and when the load failed (SPEC §6: then there is no role). */
  roles: Role[] | null;
  rolesStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  locale: Locale;
  localeConfig: LocaleConfig;
}

type Listener = () => void;

function initialState(): SessionState {
  const localeConfig = readLocaleConfig();
  return {
    token: readStored(STORAGE_KEYS.token),
    refreshToken: readStored(STORAGE_KEYS.refreshToken),
    user: null,
    context: readStoredContext(),
    organisation: null,
    school: null,
    roles: null,
    rolesStatus: 'idle',
    locale: initialLocale(readStored(STORAGE_KEYS.locale), localeConfig),
    localeConfig,
  };
}

let state: SessionState = initialState();
const listeners = new Set<Listener>();

export function getSession(): SessionState {
  return state;
}

/** Replaces parts of the state and notifies subscribers (no persistence: see the setters). */
export function updateSession(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session state (or a slice of it) in a component. */
export function useSessionState<T = SessionState>(
  select: (s: SessionState) => T = (s) => s as unknown as T,
): T {
  return useSyncExternalStore(
    subscribeSession,
    () => select(state),
    () => select(state),
  );
}

/** Login and refresh store both tokens (SPEC §4). */
export function storeTokens(token: string, refreshToken: string): void {
  writeStored(STORAGE_KEYS.token, token);
  writeStored(STORAGE_KEYS.refreshToken, refreshToken);
  updateSession({ token, refreshToken });
}

/** SPEC §4: logout or data removal clears user, tokens, context and their stored copies. */
export function clearAuth(): void {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.context,
    STORAGE_KEYS.contextType,
    STORAGE_KEYS.period,
  ]) {
    writeStored(key, null);
  }
  updateSession({
    token: null,
    refreshToken: null,
    user: null,
    context: null,
    organisation: null,
    school: null,
    roles: null,
    rolesStatus: 'idle',
  });
}

/** Stores the chosen context and its type (SPEC §4) together with its loaded entity. */
export function storeContext(
  context: ContextRef | null,
  entity: { organisation?: Organisation | null; school?: School | null } = {},
): void {
  writeStored(STORAGE_KEYS.context, context ? JSON.stringify(context) : null);
  writeStored(STORAGE_KEYS.contextType, context ? context.contextType : null);
  updateSession({
    context,
    organisation: entity.organisation ?? null,
    school: entity.school ?? null,
  });
}

export function storeLocale(locale: Locale): void {
  writeStored(STORAGE_KEYS.locale, locale);
  updateSession({ locale });
}

/** Tests start from what is in local storage now (after they prepared it). */
export function resetSessionForTests(): void {
  state = initialState();
  for (const listener of listeners) listener();
}
