import type { Document } from '@koers/contract';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getDocumentState,
  resetDocument,
  setDocument,
  setEditing,
  setHighlight,
  useDocumentState,
} from './document-store';

const doc = (id: number, documentable_type = 'school'): Document => ({
  id,
  name: 'Schoolplan 2026-2027',
  type: 'plan',
  documentable_type,
  documentable_id: 3,
  period_id: 1,
  version: 1,
  updated_at: '2026-11-01T10:00:00.000Z',
  status: 'ter_bespreking',
  adoption: null,
  reading: 'current',
  is_template: false,
  template_id: null,
  fixed_chapters: [],
  blocks: [],
});

afterEach(() => {
  // Unmount first: a reset re-renders whatever still subscribes.
  cleanup();
  resetDocument();
});

describe('document store', () => {
  it('starts empty and out of edit mode', () => {
    expect(getDocumentState()).toEqual({
      documentId: null,
      document: null,
      isEditing: false,
      canEdit: false,
      highlight: null,
    });
  });

  it('lets the toggle switch edit mode only for an editable document', () => {
    setEditing(true);
    expect(getDocumentState().isEditing).toBe(false);

    setDocument(doc(1), false);
    setEditing(true);
    expect(getDocumentState().isEditing).toBe(false);

    setDocument(doc(1), true);
    setEditing(true);
    expect(getDocumentState().isEditing).toBe(true);
  });

  it('keeps edit mode when the same document reloads and leaves it for another document', () => {
    setDocument(doc(1), true);
    setEditing(true);
    setDocument({ ...doc(1), version: 2 }, true);
    expect(getDocumentState()).toMatchObject({ isEditing: true, documentId: 1 });
    setDocument(doc(2), true);
    expect(getDocumentState()).toMatchObject({ isEditing: false, documentId: 2 });
  });

  it('keeps the highlighted block for the same document only', () => {
    setDocument(doc(1), false);
    setHighlight({ blockId: 12, text: 'zorg' });
    setDocument({ ...doc(1), version: 2 }, false);
    expect(getDocumentState().highlight).toEqual({ blockId: 12, text: 'zorg' });
    setDocument(doc(2), false);
    expect(getDocumentState().highlight).toBeNull();
  });

  it('reset clears the document, its id and edit mode', () => {
    setDocument(doc(1), true);
    setEditing(true);
    resetDocument();
    expect(getDocumentState()).toMatchObject({
      documentId: null,
      document: null,
      isEditing: false,
    });
  });

  it('re-renders subscribed components on a change', () => {
    const { result } = renderHook(() => useDocumentState());
    act(() => setDocument(doc(4), true));
    expect(result.current.documentId).toBe(4);
    act(() => setEditing(true));
    expect(result.current.isEditing).toBe(true);
  });

  it('does not notify when the document shown is published again unchanged', () => {
    const shown = doc(5);
    setDocument(shown, true);
    let renders = 0;
    renderHook(() => {
      renders++;
      return useDocumentState();
    });
    const before = getDocumentState();
    const rendersBefore = renders;
    act(() => setDocument(shown, true));
    expect(getDocumentState()).toBe(before);
    expect(renders).toBe(rendersBefore);
    // A new answer for it, or another right to edit, is a change.
    act(() => setDocument(shown, false));
    expect(getDocumentState().canEdit).toBe(false);
    act(() => setDocument({ ...shown, version: 2 }, false));
    expect(getDocumentState().document?.version).toBe(2);
    expect(renders).toBe(rendersBefore + 2);
  });
});
