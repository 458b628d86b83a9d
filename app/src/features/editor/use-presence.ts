import type { PresenceEditor } from '@koers/contract';
import { DOCUMENT_PRESENCE } from '@koers/contract/constants';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api/client';
import { deletePresence, putPresence } from './api/presence';

export interface Presence {
  /** The others editing the document now. */
  editors: readonly PresenceEditor[];
  /** The document's version at the last heartbeat (others saved when it passes yours). */
  version: number | null;
}

const NOBODY: Presence = { editors: [], version: null };

/**
 * Presence in edit mode: a heartbeat (`PUT …/presence`) at once and every `heartbeat_seconds`
 * (the server says how often) while `enabled`, and `DELETE …/presence` on leaving: when
 * disabled, unmounted, or the page goes away (`pagehide`, sent with `keepalive`; a page
 * restored from the back-forward cache beats again). A failed heartbeat keeps the last list and
 * tries again next time; a 403 or 404 (no right to edit, no document) stops.
 */
export function usePresence(documentId: number, enabled: boolean): Presence {
  const [presence, setPresence] = useState<{ documentId: number; value: Presence }>({
    documentId,
    value: NOBODY,
  });

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let seconds: number = DOCUMENT_PRESENCE.heartbeatSeconds;
    // The page went away (pagehide): no heartbeats until it is shown again.
    let left = false;

    const beat = async () => {
      timer = null;
      try {
        const answer = await putPresence(documentId);
        if (!active) return;
        seconds = answer.heartbeat_seconds;
        setPresence({ documentId, value: { editors: answer.editors, version: answer.version } });
      } catch (error) {
        if (!active) return;
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return;
      }
      if (left) return;
      timer = setTimeout(() => void beat(), seconds * 1000);
    };
    const leave = () => {
      left = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      void deletePresence(documentId).catch(() => undefined);
    };
    const onPageHide = () => leave();
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !active || !left) return;
      left = false;
      void beat();
    };

    void beat();
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      active = false;
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      leave();
    };
  }, [documentId, enabled]);

  return enabled && presence.documentId === documentId ? presence.value : NOBODY;
}
