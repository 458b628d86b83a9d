import { mutate, preload } from 'swr';
import { cache, SWRGlobalState } from 'swr/_internal';
import { EARLY_REQUEST_TTL_MS } from './client';

/** When each key's request went into SWR's preload slot (to know when it is too old to use). */
const primedAt = new Map<string, number>();

/** SWR's preload slots (requests made by `preload`, waiting for the first hook to take them). */
function preloadSlots(): Record<string, unknown> | undefined {
  return (SWRGlobalState.get(cache) as unknown[] | undefined)?.[3] as
    Record<string, unknown> | undefined;
}

/**
 * Fetches `key` for a screen that is about to show (route loaders): the answer is written to
 * SWR's cache, so the hook that mounts next renders with it at once, and the request stays in
 * SWR's preload slot, so that hook's first revalidation reuses it instead of asking again.
 * Rejects like the fetcher; the hook then gets the same error from the preload slot.
 *
 * SWR keeps a preloaded request until a hook takes it, however old: a screen that never mounted
 * (its navigation was overtaken) would leave it there, and a later visit — or the editor loading
 * the document afresh — would get that old answer. A request in the slot longer than
 * `EARLY_REQUEST_TTL_MS` is dropped and made again.
 */
export async function prime<T>(
  key: string,
  fetcher: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  const slots = preloadSlots();
  const at = primedAt.get(key);
  if (slots && key in slots && at !== undefined && now() - at > EARLY_REQUEST_TTL_MS) {
    delete slots[key];
  }
  if (!slots || !(key in slots)) primedAt.set(key, now());
  const data = await preload(key, fetcher);
  await mutate(key, data, { revalidate: false });
  return data;
}
