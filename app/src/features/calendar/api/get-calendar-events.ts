import type { CalendarEvent } from '@koers/contract';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';

/** SWR key of a school's events overlapping [from, to] (inclusive `YYYY-MM-DD` dates). */
export const calendarEventsKey = (schoolId: number, from: string, to: string) =>
  `/api/schools/${schoolId}/calendar-events?${new URLSearchParams({ from, to }).toString()}`;

/** `GET /api/schools/{id}/calendar-events?from&to`. */
export async function getCalendarEvents(
  schoolId: number,
  from: string,
  to: string,
): Promise<CalendarEvent[]> {
  const response = await apiFetch<{ data: CalendarEvent[] }>(calendarEventsKey(schoolId, from, to));
  return response.data;
}

/** The events of a school within a range; nothing is fetched until school and range are known. */
export function useCalendarEvents(
  schoolId: number | null,
  range: { from: string; to: string } | null,
) {
  return useSWR(
    schoolId === null || range === null ? null : calendarEventsKey(schoolId, range.from, range.to),
    () => getCalendarEvents(schoolId as number, range!.from, range!.to),
  );
}
