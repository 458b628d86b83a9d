/** SPEC §2 layouts. */
export type LayoutName = 'authenticated' | 'admin' | 'default' | 'error' | 'guest';

export interface RouteHandle {
  /** SPEC §2 route name. */
  name?: string;
  layout?: LayoutName;
  /** Names of the screen's own middleware, run after the global ones. */
  middleware?: readonly string[];
}

/**
 * SPEC §2: `?from=admin` selects the admin layout; otherwise the layout of the first matched
 * screen that declares one ('default' when none does). `from=admin` counts for super admins
 * only: anyone else who follows such a link gets the screen's own layout, never the admin
 * sidebar whose links they may not open.
 */
export function selectLayout(
  handles: readonly (RouteHandle | undefined)[],
  search: string | URLSearchParams,
  { superAdmin }: { superAdmin: boolean },
): LayoutName {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (superAdmin && params.get('from') === 'admin') return 'admin';
  return handles.find((h) => h?.layout)?.layout ?? 'default';
}
