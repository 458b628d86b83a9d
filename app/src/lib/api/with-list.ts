import type { SWRResponse } from 'swr';

/**
 * An SWR result with a derived list added under `name`, without reading the result's other
 * fields. SWR re-renders a component only for the fields it has read; spreading the result
 * (`{ ...result }`) reads all of them, `isValidating` included, so every revalidation of primed
 * data rendered the sidebar and header again after the first screen had shown. The fields stay
 * available as getters, read only by the callers that use them.
 */
export function withList<Data, Name extends string, Item>(
  result: SWRResponse<Data>,
  name: Name,
  list: Item[],
): Pick<SWRResponse<Data>, 'data' | 'error' | 'isLoading' | 'isValidating' | 'mutate'> &
  Record<Name, Item[]> {
  return Object.defineProperties({ [name]: list } as Record<Name, Item[]>, {
    data: { get: () => result.data, enumerable: true },
    error: { get: () => result.error, enumerable: true },
    isLoading: { get: () => result.isLoading, enumerable: true },
    isValidating: { get: () => result.isValidating, enumerable: true },
    mutate: { get: () => result.mutate, enumerable: true },
  }) as Pick<SWRResponse<Data>, 'data' | 'error' | 'isLoading' | 'isValidating' | 'mutate'> &
    Record<Name, Item[]>;
}
