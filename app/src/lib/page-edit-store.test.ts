import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getPageEditState,
  leaveEditablePage,
  setEditablePage,
  setPageEditing,
  usePageEditMode,
} from './page-edit-store';

afterEach(() => {
  cleanup();
  leaveEditablePage();
});

describe('page edit store', () => {
  it('starts with no page and out of edit mode', () => {
    expect(getPageEditState()).toEqual({ page: null, canEdit: false, isEditing: false });
  });

  it('turns edit mode on only for a page the user may edit', () => {
    setPageEditing(true);
    expect(getPageEditState().isEditing).toBe(false);
    setEditablePage('calendar:school:3', false);
    setPageEditing(true);
    expect(getPageEditState().isEditing).toBe(false);
    setEditablePage('calendar:school:3', true);
    setPageEditing(true);
    expect(getPageEditState()).toEqual({
      page: 'calendar:school:3',
      canEdit: true,
      isEditing: true,
    });
  });

  it('keeps edit mode on the same page, ends it on another page or when the right goes', () => {
    setEditablePage('calendar:school:3', true);
    setPageEditing(true);
    setEditablePage('calendar:school:3', true);
    expect(getPageEditState().isEditing).toBe(true);
    setEditablePage('calendar:school:4', true);
    expect(getPageEditState()).toEqual({
      page: 'calendar:school:4',
      canEdit: true,
      isEditing: false,
    });
    setPageEditing(true);
    setEditablePage('calendar:school:4', false);
    expect(getPageEditState().isEditing).toBe(false);
  });

  it('leaves only the page named, not one that already took its place', () => {
    setEditablePage('contacts:school:3', true);
    setPageEditing(true);
    leaveEditablePage('calendar:school:3');
    expect(getPageEditState().isEditing).toBe(true);
    leaveEditablePage('contacts:school:3');
    expect(getPageEditState()).toEqual({ page: null, canEdit: false, isEditing: false });
  });
});

describe('usePageEditMode', () => {
  it('offers the toggle while the page is shown and ends edit mode when it goes', () => {
    const { result, unmount } = renderHook(() => usePageEditMode('calendar:school:3', true));
    expect(result.current).toBe(false);
    expect(getPageEditState()).toMatchObject({ page: 'calendar:school:3', canEdit: true });
    act(() => setPageEditing(true));
    expect(result.current).toBe(true);
    unmount();
    expect(getPageEditState()).toEqual({ page: null, canEdit: false, isEditing: false });
  });

  it('ends edit mode when the user may no longer edit, and offers nothing without a page', () => {
    const { result, rerender } = renderHook(
      ({ page, canEdit }: { page: string | null; canEdit: boolean }) =>
        usePageEditMode(page, canEdit),
      { initialProps: { page: 'calendar:school:3' as string | null, canEdit: true } },
    );
    act(() => setPageEditing(true));
    expect(result.current).toBe(true);
    rerender({ page: 'calendar:school:3', canEdit: false });
    expect(result.current).toBe(false);
    expect(getPageEditState().canEdit).toBe(false);
    rerender({ page: null, canEdit: true });
    expect(getPageEditState().page).toBeNull();
  });
});
