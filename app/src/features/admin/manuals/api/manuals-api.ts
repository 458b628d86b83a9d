import type {
  AdminManual,
  CreateAdminManualRequest,
  PageMeta,
  UpdateAdminManualRequest,
} from '@koers/contract';
import { PER_PAGE_MAX } from '@koers/contract/constants';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch } from '@/lib/api/client';
import { adminListUrls } from '../../api/admin-lists';

/** `GET /api/admin/manuals/{id}`: one manual with its text. */
export const adminManualKey = (id: number) => `${adminListUrls.manuals}/${id}`;

export function useAdminManual(id: number | null) {
  return useSWR(
    id === null ? null : adminManualKey(id),
    (key: string) => apiFetch<{ data: AdminManual }>(key).then((answer) => answer.data),
    // The form starts from what the server has now, not from a copy of an earlier visit.
    { revalidateOnMount: true, revalidateOnFocus: false },
  );
}

/** `POST /api/admin/manuals`: the new manual goes last. */
export async function createManual(body: CreateAdminManualRequest): Promise<AdminManual> {
  return (
    await apiFetch<{ data: AdminManual }>(adminListUrls.manuals, { method: 'POST', json: body })
  ).data;
}

/** `PATCH /api/admin/manuals/{id}`. */
export async function updateManual(
  id: number,
  body: UpdateAdminManualRequest,
): Promise<AdminManual> {
  return (
    await apiFetch<{ data: AdminManual }>(adminManualKey(id), { method: 'PATCH', json: body })
  ).data;
}

/** `DELETE /api/admin/manuals/{id}`. */
export async function deleteManual(id: number): Promise<void> {
  await apiFetch<null>(adminManualKey(id), { method: 'DELETE' });
}

/** `PUT /api/admin/manuals/order`: every manual once, in the order readers see them. */
export async function reorderManuals(ids: number[]): Promise<AdminManual[]> {
  return (
    await apiFetch<{ data: AdminManual[] }>(`${adminListUrls.manuals}/order`, {
      method: 'PUT',
      json: { ids },
    })
  ).data;
}

/** Key of every manual in their order (not a list page: all pages, for reordering). */
export const allManualsKey = ['admin-manuals-in-order'] as const;

/** Every manual in the order readers see them, page after page of the admin list. */
export function useAllManuals() {
  return useSWR(
    allManualsKey,
    async () => {
      const manuals: AdminManual[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await apiFetch<{ data: AdminManual[]; meta: PageMeta }>(
          `${adminListUrls.manuals}?per_page=${PER_PAGE_MAX}&page=${page}&sort_column=position&sort_order=asc`,
        );
        manuals.push(...answer.data);
        if (page >= answer.meta.last_page) return manuals;
      }
    },
    // Asked anew each time the order is opened: it must name every manual there is now.
    { revalidateOnMount: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/**
 * After a change to manuals: every cached page of the admin's manual list and the readers'
 * manuals, fetched anew. The list keeps its page, search and sort: only its data changes.
 * `removed`: a manual that is gone, whose own page is not asked for again.
 */
export function useRefreshManuals() {
  const { mutate } = useSWRConfig();
  return (removed?: number) =>
    mutate(
      (key) =>
        (typeof key === 'string' &&
          (removed === undefined || key !== adminManualKey(removed)) &&
          (key.startsWith(adminListUrls.manuals) || key === '/api/manuals')) ||
        (Array.isArray(key) && key[0] === allManualsKey[0]),
    );
}
