import type { ContextRef } from './types';

/** SPEC §3/§9 local storage keys, plus the selected period. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  context: 'context',
  contextType: 'contextType',
  locale: 'locale',
  period: 'period',
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can throw (private mode, quota, disabled cookies): the app then keeps working for
// the current tab only.
export function readStored(key: Key): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: Key, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    /* see readStored */
  }
}

/** The stored context, if it is well-formed (`context` holds `{id, contextType}` as JSON). */
export function readStoredContext(): ContextRef | null {
  const raw = readStored(STORAGE_KEYS.context);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ContextRef>;
    const contextType = value.contextType ?? readStored(STORAGE_KEYS.contextType);
    if (
      typeof value.id === 'number' &&
      (contextType === 'school' || contextType === 'organisation')
    ) {
      return { id: value.id, contextType };
    }
  } catch {
    /* ignored: treated as no context */
  }
  return null;
}
