import type {
  CalendarEvent,
  CreateCalendarEventBody,
  UpdateCalendarEventBody,
} from '@koers/contract';
import { useSWRConfig } from 'swr';
import { apiFetch } from '@/lib/api/client';

/** `POST /api/schools/{id}/calendar-events` (managers of the school). */
export async function createCalendarEvent(
  schoolId: number,
  body: CreateCalendarEventBody,
): Promise<CalendarEvent> {
  return (
    await apiFetch<{ data: CalendarEvent }>(`/api/schools/${schoolId}/calendar-events`, {
      method: 'POST',
      json: body,
    })
  ).data;
}

/** `PATCH /api/calendar-events/{id}`. */
export async function updateCalendarEvent(
  id: number,
  body: UpdateCalendarEventBody,
): Promise<CalendarEvent> {
  return (
    await apiFetch<{ data: CalendarEvent }>(`/api/calendar-events/${id}`, {
      method: 'PATCH',
      json: body,
    })
  ).data;
}

/** `DELETE /api/calendar-events/{id}`. */
export async function deleteCalendarEvent(id: number): Promise<void> {
  await apiFetch<null>(`/api/calendar-events/${id}`, { method: 'DELETE' });
}

/**
 * After a change to the school's events: every cached range of them is fetched again (the month
 * grid and the list read the school year's range; another year may be cached too).
 */
export function useRefreshCalendarEvents(schoolId: number) {
  const { mutate } = useSWRConfig();
  return async () => {
    const events = `/api/schools/${schoolId}/calendar-events?`;
    await mutate((key) => typeof key === 'string' && key.startsWith(events));
  };
}
