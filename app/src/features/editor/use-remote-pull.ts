import type { DocumentChanges } from '@koers/contract';
import { useEffect, useRef } from 'react';
import { getChanges } from './api/post-changes';
import type { SaveQueue } from './save-queue';

/**
 * Brings others' changes in while the user only reads in edit mode: when the presence
 * heartbeat's version passes the queue's (others saved), asks for the changes since then and
 * hands them to `apply`. A save brings others' changes along by itself.
 *
 * An answer no newer than what the queue has saved meanwhile is dropped: it would put blocks back
 * as they were before the user's own later save. (The heartbeat can report the user's own save
 * before its answer arrives; on a slow line the changes then come back after the next save.)
 */
export function useRemotePull(
  documentId: number,
  presenceVersion: number | null,
  queue: SaveQueue,
  baseVersion: number,
  apply: (changes: DocumentChanges) => void,
) {
  const pulled = useRef(0);
  const latestApply = useRef(apply);
  useEffect(() => {
    latestApply.current = apply;
  });
  useEffect(() => {
    const since = Math.max(baseVersion, pulled.current);
    if (presenceVersion === null || presenceVersion <= since) return;
    pulled.current = presenceVersion;
    getChanges(documentId, since).then(
      (changes) => {
        if (changes.version <= queue.getState().baseVersion) return;
        latestApply.current(changes);
      },
      () => {
        pulled.current = since;
      },
    );
  }, [presenceVersion, baseVersion, documentId, queue]);
}
