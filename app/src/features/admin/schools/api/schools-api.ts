import type {
  AdminOrganisation,
  AdminSchool,
  ContextUser,
  CreateAdminSchoolRequest,
  DocumentSummary,
  PageMeta,
  UpdateAdminSchoolRequest,
} from '@koers/contract';
import { PER_PAGE_MAX } from '@koers/contract/constants';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch } from '@/lib/api/client';
import { adminListUrls } from '../../api/admin-lists';
import type { Sample } from '../../components/name-list';

const schoolUrl = (id: number) => `${adminListUrls.schools}/${id}`;

/** `POST /api/admin/schools`. */
export async function createSchool(body: CreateAdminSchoolRequest): Promise<AdminSchool> {
  return (
    await apiFetch<{ data: AdminSchool }>(adminListUrls.schools, { method: 'POST', json: body })
  ).data;
}

/** `PATCH /api/admin/schools/{id}`; a new `organisation_id` moves the school to that board. */
export async function updateSchool(
  id: number,
  body: UpdateAdminSchoolRequest,
): Promise<AdminSchool> {
  return (await apiFetch<{ data: AdminSchool }>(schoolUrl(id), { method: 'PATCH', json: body }))
    .data;
}

/** `DELETE /api/admin/schools/{id}`: the school with its content. */
export async function deleteSchool(id: number): Promise<void> {
  await apiFetch<null>(schoolUrl(id), { method: 'DELETE' });
}

/**
 * Every board by name, for choosing a school's board: the admin list a hundred at a time. Its key
 * is under the boards' list URL, so a change to the boards refreshes it too.
 */
export const allBoardsKey = `${adminListUrls.organisations}?per_page=${PER_PAGE_MAX}&sort_column=name&sort_order=asc`;

export function useAllBoards() {
  return useSWR(
    allBoardsKey,
    async (key: string) => {
      const boards: AdminOrganisation[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await apiFetch<{ data: AdminOrganisation[]; meta: PageMeta }>(
          `${key}&page=${page}`,
        );
        boards.push(...answer.data);
        if (page >= answer.meta.last_page) return boards;
      }
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** What removing a school touches: its documents and its own members. */
export interface SchoolImpact {
  documents: DocumentSummary[];
  members: Sample<ContextUser>;
}

/** The documents and own members a removal confirmation names. */
export function useSchoolImpact(id: number) {
  return useSWR(
    ['admin-school-impact', id] as const,
    async (): Promise<SchoolImpact> => {
      const [documents, members] = await Promise.all([
        apiFetch<{ data: DocumentSummary[] }>(`/api/schools/${id}/documents`),
        apiFetch<{ data: ContextUser[]; meta: PageMeta }>(
          `/api/schools/${id}/users?per_page=${PER_PAGE_MAX}&sort_column=last_name&sort_order=asc`,
        ),
      ]);
      return {
        documents: documents.data,
        members: { rows: members.data, total: members.meta.total },
      };
    },
    // Asked anew each time the dialog opens: what it names must be what is removed.
    { revalidateOnMount: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/**
 * How many members of its own each board has (null: no board), for what a move changes: who
 * loses access with the old board and who gains it with the new one.
 */
export function useBoardMemberCounts(boardIds: Array<number | null>) {
  const ids = boardIds.filter((id): id is number => id !== null);
  return useSWR(
    ids.length ? (['admin-board-member-counts', ...ids] as const) : null,
    async () => {
      const counts = await Promise.all(
        ids.map(
          async (id) =>
            [
              id,
              (await apiFetch<{ meta: PageMeta }>(`/api/organisations/${id}/users?per_page=1`)).meta
                .total,
            ] as const,
        ),
      );
      return new Map(counts);
    },
    { revalidateOnMount: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/**
 * After a change to schools: every cached page of the admin's school and board lists (a board
 * counts its schools) and the boards' pages, fetched anew, keeping their page, search and sort.
 */
export function useRefreshSchools() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) =>
        typeof key === 'string' &&
        (key.startsWith(adminListUrls.schools) ||
          key.startsWith(adminListUrls.organisations) ||
          key.startsWith('/api/organisations/')),
    );
}
