import type { CalendarFeed } from '@koers/contract';
import useSWR from 'swr';
import { apiFetch } from './client';

/** SWR key of a school's .ics subscription URL. */
export const calendarFeedKey = (schoolId: number) => `/api/schools/${schoolId}/calendar-feed`;

/** `GET /api/schools/{id}/calendar-feed` → the subscription URL (it carries the feed's secret key). */
export async function getCalendarFeed(schoolId: number): Promise<CalendarFeed> {
  const response = await apiFetch<{ data: CalendarFeed }>(calendarFeedKey(schoolId));
  return response.data;
}

export function useCalendarFeed(schoolId: number | null) {
  return useSWR(schoolId === null ? null : calendarFeedKey(schoolId), () =>
    getCalendarFeed(schoolId as number),
  );
}
