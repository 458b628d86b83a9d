import type {
  AdminOrganisation,
  ContextUser,
  CreateAdminOrganisationRequest,
  PageMeta,
  SchoolSummary,
  UpdateAdminOrganisationRequest,
} from '@koers/contract';
import { PER_PAGE_MAX } from '@koers/contract/constants';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch } from '@/lib/api/client';
import { adminListUrls } from '../../api/admin-lists';
import type { Sample } from '../../components/name-list';

/** `GET /api/admin/organisations/{id}`: one board, with its number of schools. */
export const adminBoardKey = (id: number) => `${adminListUrls.organisations}/${id}`;

export function useAdminBoard(id: number | null) {
  return useSWR(id === null ? null : adminBoardKey(id), (key: string) =>
    apiFetch<{ data: AdminOrganisation }>(key).then((answer) => answer.data),
  );
}

/** The board's schools (`GET /api/organisations/{id}/schools`, paged; a super admin may read it). */
export const boardSchoolsUrl = (id: number) => `/api/organisations/${id}/schools`;
/** The board's own members (`GET /api/organisations/{id}/users`, paged). */
export const boardMembersUrl = (id: number) => `/api/organisations/${id}/users`;

/** `POST /api/admin/organisations`. */
export async function createBoard(
  body: CreateAdminOrganisationRequest,
): Promise<AdminOrganisation> {
  return (
    await apiFetch<{ data: AdminOrganisation }>(adminListUrls.organisations, {
      method: 'POST',
      json: body,
    })
  ).data;
}

/** `PATCH /api/admin/organisations/{id}`. */
export async function updateBoard(
  id: number,
  body: UpdateAdminOrganisationRequest,
): Promise<AdminOrganisation> {
  return (
    await apiFetch<{ data: AdminOrganisation }>(adminBoardKey(id), { method: 'PATCH', json: body })
  ).data;
}

/** `DELETE /api/admin/organisations/{id}`: its schools stay, without a board. */
export async function deleteBoard(id: number): Promise<void> {
  await apiFetch<null>(adminBoardKey(id), { method: 'DELETE' });
}

/** What removing a board touches: its schools and its own members, by name. */
export interface BoardImpact {
  schools: Sample<SchoolSummary>;
  members: Sample<ContextUser>;
}

const firstPage = async <T>(url: string, sortColumn: string): Promise<Sample<T>> => {
  const answer = await apiFetch<{ data: T[]; meta: PageMeta }>(
    `${url}?per_page=${PER_PAGE_MAX}&sort_column=${sortColumn}&sort_order=asc`,
  );
  return { rows: answer.data, total: answer.meta.total };
};

/** Key of a board's removal impact (not a URL: it is two requests). */
export const boardImpactKey = (id: number) => ['admin-board-impact', id] as const;

/** The schools and members a removal confirmation names (the first hundred of each). */
export function useBoardImpact(id: number) {
  return useSWR(
    boardImpactKey(id),
    async (): Promise<BoardImpact> => {
      const [schools, members] = await Promise.all([
        firstPage<SchoolSummary>(boardSchoolsUrl(id), 'name'),
        firstPage<ContextUser>(boardMembersUrl(id), 'last_name'),
      ]);
      return { schools, members };
    },
    // Asked anew each time the dialog opens: what it names must be what is removed.
    { revalidateOnMount: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/**
 * After a change to boards: every cached page of the admin's board and school lists (a school
 * shows its board's name) and the board pages, fetched anew. The lists keep their page, search
 * and sort: only their data changes.
 */
export function useRefreshBoards() {
  const { mutate } = useSWRConfig();
  /** `removed`: a board that is gone, whose own page and lists are not asked for again. */
  return (removed?: number) => {
    const gone =
      removed === undefined ? [] : [adminBoardKey(removed), `/api/organisations/${removed}`];
    return mutate(
      (key) =>
        typeof key === 'string' &&
        !gone.some(
          (prefix) =>
            key === prefix || key.startsWith(`${prefix}/`) || key.startsWith(`${prefix}?`),
        ) &&
        (key.startsWith(adminListUrls.organisations) ||
          key.startsWith(adminListUrls.schools) ||
          key.startsWith('/api/organisations/')),
    );
  };
}
