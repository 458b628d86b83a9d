import { mutate, preload } from 'swr';

/**
 * Fetches `key` for a screen that is about to show (route loaders): the answer is written to
 * SWR's cache, so the hook that mounts next renders with it at once, and the request stays in
 * SWR's preload slot, so that hook's first revalidation reuses it instead of asking again.
 * Rejects like the fetcher; the hook then gets the same error from the preload slot.
 */
export async function prime<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const data = await preload(key, fetcher);
  await mutate(key, data, { revalidate: false });
  return data;
}
