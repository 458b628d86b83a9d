import { useCallback, useEffect, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import type { SaveQueue } from './save-queue';

/**
 * Leaving a document with unsaved changes asks first. In the app (react-router's `useBlocker`,
 * a data router's feature): a navigation to another page waits while the queue saves; only when
 * something is still not saved (offline, a conflict) is the user asked, through `isAsking`,
 * `stay` and `leave` (for `LeaveDialog`). Closing or reloading the tab (`beforeunload`) starts
 * the save and has the browser ask when anything is not confirmed yet. Either way the changes
 * stay in the draft store.
 */
export function useLeaveGuard(queue: SaveQueue, enabled = true) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      enabled && queue.getState().hasUnsaved && currentLocation.pathname !== nextLocation.pathname,
    [queue, enabled],
  );
  const blocker = useBlocker(shouldBlock);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    void queue.flush().then((saved) => {
      if (!current) return;
      if (saved) blocker.proceed();
      else setAsking(true);
    });
    return () => {
      current = false;
    };
  }, [blocker, queue]);

  useEffect(() => {
    if (!enabled) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!queue.getState().hasUnsaved) return;
      void queue.flush({ keepalive: true });
      event.preventDefault();
      // Older browsers show their question only with a return value.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [queue, enabled]);

  return {
    /** The user tried to leave and something is still not saved. */
    isAsking: asking && blocker.state === 'blocked',
    /** Stay on the document and try to save again. */
    stay() {
      setAsking(false);
      if (blocker.state === 'blocked') blocker.reset();
      void queue.flush();
    },
    /** Leave anyway: the changes stay in the draft store and are offered on return. */
    leave() {
      setAsking(false);
      if (blocker.state === 'blocked') blocker.proceed();
    },
  };
}
