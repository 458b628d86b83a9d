import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * A form with changes that are not saved asks before the user leaves it: another page of the
 * app through react-router's `useBlocker` (the answer through `isAsking`, `stay` and `leave`),
 * closing or reloading the tab through the browser's own question (`beforeunload`).
 * `markDirty` after an edit, `markSaved` after a save; both take effect at once, so a
 * navigation right after a save is not stopped.
 */
export function useLeaveGuard() {
  const dirty = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers show their question only with a return value.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return {
    markDirty() {
      dirty.current = true;
    },
    markSaved() {
      dirty.current = false;
    },
    /** The user tried to leave with unsaved changes. */
    isAsking: blocker.state === 'blocked',
    /** Stay on the form. */
    stay() {
      if (blocker.state === 'blocked') blocker.reset();
    },
    /** Leave; the changes are lost. */
    leave() {
      dirty.current = false;
      if (blocker.state === 'blocked') blocker.proceed();
    },
  };
}
