/** What the category filter needs of an event. */
export interface CategorisedEvent {
  calendar_category_id: number | null;
}

/**
 * The events whose category is not hidden; `'none'` in `hidden` hides the events without a
 * category. An event whose category is unknown to the filter (added since) stays visible.
 */
export function filterEvents<E extends CategorisedEvent>(
  events: readonly E[],
  hidden: ReadonlySet<number | 'none'>,
): E[] {
  if (hidden.size === 0) return [...events];
  return events.filter((e) => !hidden.has(e.calendar_category_id ?? 'none'));
}
