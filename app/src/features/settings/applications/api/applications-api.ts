import type {
  Application,
  CreateApplicationBody,
  ReorderApplicationsBody,
  UpdateApplicationBody,
} from '@koers/contract';
import { apiFetch } from '@/lib/api/client';
import { schoolApplicationsKey } from '@/lib/api/school-applications';

/** `POST /api/schools/{id}/applications` (the school's managers): added at the end. */
export async function createApplication(
  schoolId: number,
  body: CreateApplicationBody,
): Promise<Application> {
  return (
    await apiFetch<{ data: Application }>(schoolApplicationsKey(schoolId), {
      method: 'POST',
      json: body,
    })
  ).data;
}

/** `PATCH /api/applications/{id}`: name, address, type, icon (`icon_file_id: null` removes it). */
export async function updateApplication(
  id: number,
  body: UpdateApplicationBody,
): Promise<Application> {
  return (
    await apiFetch<{ data: Application }>(`/api/applications/${id}`, {
      method: 'PATCH',
      json: body,
    })
  ).data;
}

/** `DELETE /api/applications/{id}`. */
export async function deleteApplication(id: number): Promise<void> {
  await apiFetch<null>(`/api/applications/${id}`, { method: 'DELETE' });
}

/**
 * `PUT /api/schools/{id}/applications/order`: every application once, in the new order. Answers
 * the list in that order (a 422 on `ids` when it changed meanwhile).
 */
export async function reorderApplications(schoolId: number, ids: number[]): Promise<Application[]> {
  const body: ReorderApplicationsBody = { ids };
  return (
    await apiFetch<{ data: Application[] }>(`${schoolApplicationsKey(schoolId)}/order`, {
      method: 'PUT',
      json: body,
    })
  ).data;
}
