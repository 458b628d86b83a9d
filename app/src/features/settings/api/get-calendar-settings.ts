import type { CalendarCategory, CalendarFeed } from '@koers/contract';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';

// The same URLs (and so the same SWR cache entries) as the year calendar's own calls: features
// do not import each other, so the settings tab keeps its own two small fetchers.

/** `GET /api/schools/{id}/calendar-categories`. */
export function useSettingsCalendarCategories(schoolId: number | null) {
  const key = schoolId === null ? null : `/api/schools/${schoolId}/calendar-categories`;
  return useSWR(
    key,
    async (url: string) => (await apiFetch<{ data: CalendarCategory[] }>(url)).data,
  );
}

/** `GET /api/schools/{id}/calendar-feed`. */
export function useSettingsCalendarFeed(schoolId: number | null) {
  const key = schoolId === null ? null : `/api/schools/${schoolId}/calendar-feed`;
  return useSWR(key, async (url: string) => (await apiFetch<{ data: CalendarFeed }>(url)).data);
}
