import type {
  CreateSchoolRequest,
  School,
  SchoolContents,
  UpdateSchoolRequest,
} from '@koers/contract';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch } from '@/lib/api/client';
import { organisationKey } from '@/lib/api/organisation';
import { schoolKey } from '@/lib/api/school';
import { loadCurrentUser } from '@/lib/session/actions';
import { organisationSchoolsUrl } from '../../api/context-urls';

/** `POST /api/organisations/{id}/schools` (the board's admins). */
export async function createSchool(boardId: number, body: CreateSchoolRequest): Promise<School> {
  return (
    await apiFetch<{ data: School }>(organisationSchoolsUrl(boardId), {
      method: 'POST',
      json: body,
    })
  ).data;
}

/** `PATCH /api/schools/{id}`: name and calendar (the BRIN number by super admins). */
export async function updateSchool(id: number, body: UpdateSchoolRequest): Promise<School> {
  return (await apiFetch<{ data: School }>(schoolKey(id), { method: 'PATCH', json: body })).data;
}

/** `DELETE /api/schools/{id}`: the school and everything of it (the board's admins). */
export async function deleteSchool(id: number): Promise<void> {
  await apiFetch<null>(schoolKey(id), { method: 'DELETE' });
}

/** `GET /api/schools/{id}/contents`: what goes with the school, counted. */
export const schoolContentsKey = (id: number) => `${schoolKey(id)}/contents`;

export function useSchoolContents(id: number | null) {
  return useSWR(
    id === null ? null : schoolContentsKey(id),
    async () => (await apiFetch<{ data: SchoolContents }>(schoolContentsKey(id as number))).data,
    { revalidateOnFocus: false },
  );
}

/**
 * After a change to the board's schools: every cached page of its list (each keeps its page,
 * search and sort; only the data is fetched anew), the board itself (it lists its schools), and
 * the user's memberships, through which the context switch offers the schools.
 */
export function useRefreshSchools(boardId: number) {
  const { mutate } = useSWRConfig();
  return async () => {
    const pages = `${organisationSchoolsUrl(boardId)}?`;
    await Promise.all([
      mutate((key) => typeof key === 'string' && key.startsWith(pages)),
      mutate(organisationKey(boardId)),
      loadCurrentUser(),
    ]);
  };
}
