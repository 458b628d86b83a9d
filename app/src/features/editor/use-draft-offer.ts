import { useEffect, useRef, useState } from 'react';
import { draftStore, type Draft, type DraftStore } from './drafts';
import type { SaveQueue } from './save-queue';

export type DraftOfferState =
  | { status: 'checking' }
  | { status: 'none' }
  | { status: 'offered'; draft: Draft }
  | { status: 'restoring'; draft: Draft };

export interface UseDraftOfferOptions {
  queue: SaveQueue;
  userId: number;
  documentId: number;
  drafts?: DraftStore;
  /** Look only in edit mode. */
  enabled?: boolean;
  /** The restored changes are on the server: reload the document before the editor shows it. */
  onRestored?: () => void;
}

/**
 * On opening a document in edit mode: is there a draft of this user for it (left by a failed
 * save, a reload, a crash or a logout)? Then it is offered back; `restore` saves it through the
 * queue (conflicts and retries as any save), `discard` removes it. Show the editor only once the
 * answer is `none`: typing meanwhile would make a new draft over the one on offer.
 */
export function useDraftOffer({
  queue,
  userId,
  documentId,
  drafts = draftStore(),
  enabled = true,
  onRestored,
}: UseDraftOfferOptions) {
  const [found, setFound] = useState<{ key: string; state: DraftOfferState } | null>(null);
  const key = `${userId}:${documentId}:${enabled}`;
  const live = useRef(true);
  const restored = useRef(onRestored);
  useEffect(() => {
    restored.current = onRestored;
  });

  useEffect(() => {
    live.current = true;
    if (!enabled) return;
    let current = true;
    drafts.get(userId, documentId).then(
      (draft) => {
        if (current) {
          setFound({ key, state: draft ? { status: 'offered', draft } : { status: 'none' } });
        }
      },
      // No IndexedDB: nothing to offer.
      () => current && setFound({ key, state: { status: 'none' } }),
    );
    return () => {
      current = false;
      live.current = false;
    };
  }, [drafts, userId, documentId, enabled, key]);

  const state: DraftOfferState = !enabled
    ? { status: 'none' }
    : found?.key === key
      ? found.state
      : { status: 'checking' };

  async function restore() {
    if (state.status !== 'offered') return;
    const { draft } = state;
    setFound({ key, state: { status: 'restoring', draft } });
    // A failure or a conflict leaves it to the status line and the dialog; done when saved.
    if (!(await queue.restore(draft))) await queue.whenSaved();
    if (!live.current) return;
    setFound({ key, state: { status: 'none' } });
    restored.current?.();
  }

  async function discard() {
    if (state.status !== 'offered') return;
    await drafts.delete(userId, documentId).catch(() => undefined);
    if (live.current) setFound({ key, state: { status: 'none' } });
  }

  return { state, restore, discard };
}
