import { useEffect, useSyncExternalStore } from 'react';

/**
 * Edit mode of a content page other than a document (the year calendar, the social map). The
 * page says that it can be edited and by whom; the authenticated layout reads it for the header's
 * edit/read toggle and the edit-mode banner, as it reads the document store for a document. A
 * tiny external store for the same reason as `document-store.ts`: the header lives outside the
 * page.
 */
export interface PageEditState {
  /**
   * The page that offers edit mode, with what it shows (e.g. `calendar:school:3`); null when the
   * page shown offers none. Another key is another page: edit mode starts off there.
   */
  page: string | null;
  /** Whether the current user may edit this page: the header shows the toggle only then. */
  canEdit: boolean;
  /** Edit mode (default off). */
  isEditing: boolean;
}

const INITIAL: PageEditState = { page: null, canEdit: false, isEditing: false };

let state: PageEditState = INITIAL;
const listeners = new Set<() => void>();

function update(next: PageEditState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The current state (stable between changes, as useSyncExternalStore needs). */
export function getPageEditState(): PageEditState {
  return state;
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribePageEditState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Offers edit mode for `page`. The same page again keeps edit mode unless the right to edit is
 * gone; another page starts with it off.
 */
export function setEditablePage(page: string, canEdit: boolean): void {
  const same = state.page === page;
  if (same && state.canEdit === canEdit) return;
  update({ page, canEdit, isEditing: same && canEdit ? state.isEditing : false });
}

/** Switches edit mode; refused (stays off) when no page offers it or the user may not edit. */
export function setPageEditing(isEditing: boolean): void {
  const next = isEditing && state.page !== null && state.canEdit;
  if (next !== state.isEditing) update({ ...state, isEditing: next });
}

/**
 * The page `page` is left: its toggle goes and edit mode ends. A page that has already taken
 * its place (its effect ran first) is left alone.
 */
export function leaveEditablePage(page?: string): void {
  if (page !== undefined && state.page !== page) return;
  if (state !== INITIAL) update(INITIAL);
}

/** The page edit state in a component; re-renders on every change. */
export function usePageEditState(): PageEditState {
  return useSyncExternalStore(subscribePageEditState, getPageEditState, getPageEditState);
}

/**
 * For a page that can be edited in place: offers the header's toggle to those who `canEdit` while
 * the page is shown (`page` null: not now, e.g. while it has nothing to edit) and ends edit mode
 * when the page goes. Returns whether edit mode is on for this page.
 */
export function usePageEditMode(page: string | null, canEdit: boolean): boolean {
  useEffect(() => {
    if (page === null) return undefined;
    setEditablePage(page, canEdit);
    return () => leaveEditablePage(page);
  }, [page, canEdit]);
  const current = usePageEditState();
  return page !== null && current.page === page && current.canEdit && current.isEditing;
}
