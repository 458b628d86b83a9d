import type { CalendarCategory } from '@koers/contract';
import useSWR from 'swr';
import { apiFetch } from './client';

/** SWR key of a school's calendar categories (the year calendar and its settings tab). */
export const calendarCategoriesKey = (schoolId: number) =>
  `/api/schools/${schoolId}/calendar-categories`;

/** `GET /api/schools/{id}/calendar-categories`. */
export async function getCalendarCategories(schoolId: number): Promise<CalendarCategory[]> {
  const response = await apiFetch<{ data: CalendarCategory[] }>(calendarCategoriesKey(schoolId));
  return response.data;
}

export function useCalendarCategories(schoolId: number | null) {
  return useSWR(schoolId === null ? null : calendarCategoriesKey(schoolId), () =>
    getCalendarCategories(schoolId as number),
  );
}
