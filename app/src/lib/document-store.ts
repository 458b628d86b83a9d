import type { Document } from '@koers/contract';
import { useSyncExternalStore } from 'react';

/**
 * The document being viewed and its edit-mode flag (SPEC §4 "Document view"). The document page
 * writes it; the authenticated layout reads it for the header's edit/read toggle and the
 * edit-mode banner, which live outside the page. A tiny external store rather than a context so
 * the header re-renders without wrapping the whole shell in a provider.
 */
export interface DocumentState {
  documentId: number | null;
  document: Document | null;
  /** Edit mode (default off). */
  isEditing: boolean;
  /**
   * Whether the current user may edit this document (session/rules `canEditDocument`): the header
   * shows the toggle only then.
   */
  canEdit: boolean;
  /** The result picked in the header search: the page highlights that block and the text. */
  highlight: DocumentHighlight | null;
}

/** A block to highlight and the search text whose matches are marked inside it. */
export interface DocumentHighlight {
  blockId: number;
  text: string;
}

const INITIAL: DocumentState = {
  documentId: null,
  document: null,
  isEditing: false,
  canEdit: false,
  highlight: null,
};

let state: DocumentState = INITIAL;
const listeners = new Set<() => void>();

function update(next: DocumentState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The current state (stable between changes, as useSyncExternalStore needs). */
export function getDocumentState(): DocumentState {
  return state;
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeDocumentState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows `document`. Opening another document leaves edit mode; reloading the same one (a
 * revalidation) keeps it. Losing the right to edit also leaves edit mode.
 */
export function setDocument(document: Document, canEdit: boolean): void {
  const same = state.documentId === document.id;
  // Shown already (the route loader publishes it before the page renders): nothing changes, so
  // no subscriber renders again.
  if (same && state.document === document && state.canEdit === canEdit) return;
  update({
    documentId: document.id,
    document,
    canEdit,
    isEditing: same && canEdit ? state.isEditing : false,
    highlight: same ? state.highlight : null,
  });
}

/** Switches edit mode; refused (stays off) when no document is shown or it may not be edited. */
export function setEditing(isEditing: boolean): void {
  const next = isEditing && state.document !== null && state.canEdit;
  if (next !== state.isEditing) update({ ...state, isEditing: next });
}

/** Marks the block a search result points at (null to clear), for the page to highlight. */
export function setHighlight(highlight: DocumentHighlight | null): void {
  if (
    highlight?.blockId !== state.highlight?.blockId ||
    highlight?.text !== state.highlight?.text
  ) {
    update({ ...state, highlight });
  }
}

/** Clears the document, its id and edit mode (SPEC §4), e.g. when leaving the document page. */
export function resetDocument(): void {
  if (state !== INITIAL) update(INITIAL);
}

/** The document store as one object, for callers that prefer `documentStore.reset()`. */
export const documentStore = {
  getState: getDocumentState,
  subscribe: subscribeDocumentState,
  setDocument,
  setEditing,
  setHighlight,
  reset: resetDocument,
} as const;

/** The document state in a component; re-renders on every change. */
export function useDocumentState(): DocumentState {
  return useSyncExternalStore(subscribeDocumentState, getDocumentState, getDocumentState);
}
