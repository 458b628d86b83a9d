import { useEffect, useState } from 'react';

/** SPEC §9: a paged list reloads after a 500 ms pause in typing in its search field. */
export const LIST_SEARCH_DEBOUNCE_MS = 500;
/** SPEC §9: document search runs after a 400 ms pause in typing. */
export const DOCUMENT_SEARCH_DEBOUNCE_MS = 400;

/**
 * Returns `value` once it has stopped changing for `delayMs`. The first render returns the
 * value immediately, so a list does not wait half a second before its first load.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(debounced, value)) return;
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, debounced]);
  return debounced;
}

/** A debounced function plus controls to drop or run a pending call now. */
export interface DebouncedCallback<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the pending call, if any (for example when the field is cleared). */
  cancel: () => void;
  /** Runs the pending call now (for example on Enter), if any. */
  flush: () => void;
}

/** Holds the timer and latest callback outside React state: a debounce is not rendering data. */
function createDebouncer<Args extends unknown[]>(
  initialCallback: (...args: Args) => void,
  initialDelay: number,
) {
  let callback = initialCallback;
  let delayMs = initialDelay;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: Args | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };
  const flush = () => {
    const args = pendingArgs;
    cancel();
    if (args) callback(...args);
  };
  const call = (...args: Args) => {
    clearTimeout(timer);
    pendingArgs = args;
    timer = setTimeout(flush, delayMs);
  };
  const update = (nextCallback: (...args: Args) => void, nextDelay: number) => {
    callback = nextCallback;
    delayMs = nextDelay;
  };
  return { debounced: Object.assign(call, { cancel, flush }) as DebouncedCallback<Args>, update };
}

/**
 * Returns a stable function that calls `callback` with the arguments of its latest call once
 * `delayMs` have passed without another call. The latest `callback` is always used, so callers
 * need not memoise it; a pending call is dropped on unmount so it cannot update a gone page.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): DebouncedCallback<Args> {
  const [{ debounced, update }] = useState(() => createDebouncer(callback, delayMs));
  useEffect(() => update(callback, delayMs), [update, callback, delayMs]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
