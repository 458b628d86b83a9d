import type { SWRResponse } from 'swr';
import { describe, expect, it } from 'vitest';
import { withList } from './with-list';

/** An SWR result that records which of its fields were read, as SWR's own does. */
function recordingResult(data: number[]) {
  const read = new Set<string>();
  const result = {} as SWRResponse<number[]>;
  const fields = { data, error: undefined, isLoading: false, isValidating: true, mutate: () => {} };
  for (const [key, value] of Object.entries(fields)) {
    Object.defineProperty(result, key, {
      get: () => {
        read.add(key);
        return value;
      },
    });
  }
  return { result, read };
}

describe('withList', () => {
  it('adds the list and reads no field of the result until a caller does', () => {
    const { result, read } = recordingResult([1, 2]);
    const combined = withList(result, 'items', [1, 2]);
    expect(combined.items).toEqual([1, 2]);
    expect([...read]).toEqual([]);
    expect(combined.data).toEqual([1, 2]);
    expect(combined.isLoading).toBe(false);
    expect([...read].sort()).toEqual(['data', 'isLoading']);
    expect(combined.isValidating).toBe(true);
    expect(read.has('isValidating')).toBe(true);
  });
});
