import type {
  CalendarCategory,
  CalendarFeed,
  CreateCalendarCategoryBody,
  UpdateCalendarCategoryBody,
} from '@koers/contract';
import { useSWRConfig } from 'swr';
import { calendarCategoriesKey } from '@/lib/api/calendar-categories';
import { calendarFeedKey } from '@/lib/api/calendar-feed';
import { apiFetch } from '@/lib/api/client';

/** `POST /api/schools/{id}/calendar-categories` (managers of the school). */
export async function createCalendarCategory(
  schoolId: number,
  body: CreateCalendarCategoryBody,
): Promise<CalendarCategory> {
  return (
    await apiFetch<{ data: CalendarCategory }>(calendarCategoriesKey(schoolId), {
      method: 'POST',
      json: body,
    })
  ).data;
}

/** `PATCH /api/calendar-categories/{id}`: a new name, a new colour, or both. */
export async function updateCalendarCategory(
  id: number,
  body: UpdateCalendarCategoryBody,
): Promise<CalendarCategory> {
  return (
    await apiFetch<{ data: CalendarCategory }>(`/api/calendar-categories/${id}`, {
      method: 'PATCH',
      json: body,
    })
  ).data;
}

/** `DELETE /api/calendar-categories/{id}`: its events stay, without a category. */
export async function deleteCalendarCategory(id: number): Promise<void> {
  await apiFetch<null>(`/api/calendar-categories/${id}`, { method: 'DELETE' });
}

/** `POST /api/schools/{id}/calendar-feed/rotate`: a new subscription URL; the old one stops. */
export async function rotateCalendarFeed(schoolId: number): Promise<CalendarFeed> {
  return (
    await apiFetch<{ data: CalendarFeed }>(`${calendarFeedKey(schoolId)}/rotate`, {
      method: 'POST',
    })
  ).data;
}

/**
 * After a change to the categories: their list again, and every cached range of the school's
 * events (each event carries its category's name and colour).
 */
export function useRefreshCalendarCategories(schoolId: number | null) {
  const { mutate } = useSWRConfig();
  return async () => {
    if (schoolId === null) return;
    const events = `/api/schools/${schoolId}/calendar-events?`;
    await Promise.all([
      mutate(calendarCategoriesKey(schoolId)),
      mutate((key) => typeof key === 'string' && key.startsWith(events)),
    ]);
  };
}
