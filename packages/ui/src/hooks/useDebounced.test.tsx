import { act, renderHook } from '@testing-library/react';
import {
  DOCUMENT_SEARCH_DEBOUNCE_MS,
  LIST_SEARCH_DEBOUNCE_MS,
  useDebouncedCallback,
  useDebouncedValue,
} from './useDebounced';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce constants', () => {
  it('match SPEC §9', () => {
    expect(LIST_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(DOCUMENT_SEARCH_DEBOUNCE_MS).toBe(400);
  });
});

describe('useDebouncedValue', () => {
  it('returns the initial value at once and later values only after a quiet period', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 500), {
      initialProps: { v: '' },
    });
    expect(result.current).toBe('');
    rerender({ v: 'a' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ v: 'ab' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });
});

describe('useDebouncedCallback', () => {
  it('calls once with the latest arguments after the delay', () => {
    const spy = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(spy, 400));
    act(() => {
      result.current('w');
      result.current('wi');
      result.current('wis');
    });
    act(() => vi.advanceTimersByTime(399));
    expect(spy).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('wis');
  });

  it('uses the latest callback and keeps a stable identity', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ cb }) => useDebouncedCallback(cb, 100), {
      initialProps: { cb: first },
    });
    const before = result.current;
    rerender({ cb: second });
    expect(result.current).toBe(before);
    act(() => result.current(1));
    act(() => vi.advanceTimersByTime(100));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(1);
  });

  it('cancel drops and flush runs the pending call; unmount drops it', () => {
    const spy = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(spy, 100));
    act(() => result.current('x'));
    act(() => result.current.cancel());
    act(() => vi.advanceTimersByTime(200));
    expect(spy).not.toHaveBeenCalled();

    act(() => result.current('y'));
    act(() => result.current.flush());
    expect(spy).toHaveBeenCalledWith('y');

    act(() => result.current('z'));
    unmount();
    vi.advanceTimersByTime(200);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
