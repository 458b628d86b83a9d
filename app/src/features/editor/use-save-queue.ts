import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { draftStore, type DraftStore } from './drafts';
import { SaveQueue, type SaveQueueOptions, type SaveState } from './save-queue';

export type UseSaveQueueOptions = Omit<SaveQueueOptions, 'drafts'> & {
  /** The draft store; the browser's IndexedDB by default. */
  drafts?: DraftStore | null;
};

/**
 * The save queue of the open document, and its state for the status line and the dialogs. It
 * saves at once when the window loses focus, the page is hidden or left (`pagehide`, with
 * `keepalive`), and the component unmounts (leaving the route); it retries at once when the
 * browser is back `online`. A new queue is made for another document or user; the callbacks may
 * change between renders.
 */
export function useSaveQueue(options: UseSaveQueueOptions): { queue: SaveQueue; state: SaveState } {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { documentId, userId } = options;
  const [made, setMade] = useState(() => ({ documentId, userId, queue: createQueue(options) }));
  function createQueue({ drafts = draftStore(), ...rest }: UseSaveQueueOptions) {
    return new SaveQueue({
      ...rest,
      drafts,
      onSaved: (...args) => latest.current.onSaved?.(...args),
      onRemoteChanges: (...args) => latest.current.onRemoteChanges?.(...args),
      onResolved: (...args) => latest.current.onResolved?.(...args),
    });
  }
  let queue = made.queue;
  if (made.documentId !== documentId || made.userId !== userId) {
    // Another document: a queue of its own (the old one flushed when its effect cleaned up).
    queue = createQueue(options);
    setMade({ documentId, userId, queue });
  }

  useEffect(() => {
    queue.activate();
    const flush = () => void queue.flush();
    const flushLeaving = () => void queue.flush({ keepalive: true });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushLeaving();
    };
    window.addEventListener('blur', flush);
    window.addEventListener('online', flush);
    window.addEventListener('pagehide', flushLeaving);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('blur', flush);
      window.removeEventListener('online', flush);
      window.removeEventListener('pagehide', flushLeaving);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the route: send what is left; the draft store keeps it if that fails.
      void queue.flush();
      queue.dispose();
    };
  }, [queue]);

  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  return { queue, state };
}
