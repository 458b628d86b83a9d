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
 * screen that declares one ('default' when none does).
 */
export function selectLayout(
  handles: readonly (RouteHandle | undefined)[],
  search: string | URLSearchParams,
): LayoutName {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (params.get('from') === 'admin') return 'admin';
  return handles.find((h) => h?.layout)?.layout ?? 'default';
}
