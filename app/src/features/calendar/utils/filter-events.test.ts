import { describe, expect, it } from 'vitest';
import { filterEvents } from './filter-events';

const events = [
  { id: 1, calendar_category_id: 1 },
  { id: 2, calendar_category_id: 2 },
  { id: 3, calendar_category_id: null },
];

describe('filterEvents', () => {
  it('shows everything when nothing is hidden', () => {
    expect(filterEvents(events, new Set())).toEqual(events);
  });

  it('hides the events of unticked categories, and uncategorised ones with "none"', () => {
    expect(filterEvents(events, new Set([2])).map((e) => e.id)).toEqual([1, 3]);
    expect(filterEvents(events, new Set<number | 'none'>(['none', 1])).map((e) => e.id)).toEqual([
      2,
    ]);
  });
});
