import type {
  AdminMembershipsRequest,
  AdminOrganisation,
  AdminSchool,
  LoginSession,
  AdminUserDetail,
  CreateAdminUserRequest,
  PageMeta,
  UpdateAdminUserRequest,
} from '@koers/contract';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch } from '@/lib/api/client';
import { adminListUrls } from '../../api/admin-lists';

/** `GET /api/admin/users/{id}`: one user with their memberships and whether they chose a password. */
export const adminUserKey = (id: number) => `${adminListUrls.users}/${id}`;
/** `GET /api/admin/users/{id}/sessions`: the user's logins that can still be used. */
export const adminUserSessionsKey = (id: number) => `${adminUserKey(id)}/sessions`;

export function useAdminUser(id: number | null) {
  return useSWR(id === null ? null : adminUserKey(id), (key: string) =>
    apiFetch<{ data: AdminUserDetail }>(key).then((answer) => answer.data),
  );
}

export function useAdminUserSessions(id: number) {
  return useSWR(adminUserSessionsKey(id), (key: string) =>
    apiFetch<{ data: LoginSession[] }>(key).then((answer) => answer.data),
  );
}

const post = async (url: string, json?: unknown) =>
  (await apiFetch<{ data: AdminUserDetail }>(url, { method: 'POST', json })).data;

/** `POST /api/admin/users`: created without a password (the invitation mail lets them choose one). */
export const createUser = (body: CreateAdminUserRequest) => post(adminListUrls.users, body);

/** `PATCH /api/admin/users/{id}`: names, email, language, or (with `admin`) super admin rights. */
export async function updateUser(id: number, body: UpdateAdminUserRequest) {
  return (
    await apiFetch<{ data: AdminUserDetail }>(adminUserKey(id), { method: 'PATCH', json: body })
  ).data;
}

/** `PUT /api/admin/users/{id}/memberships`: every board and school with its role; the rest goes. */
export async function replaceMemberships(id: number, body: AdminMembershipsRequest) {
  return (
    await apiFetch<{ data: AdminUserDetail }>(`${adminUserKey(id)}/memberships`, {
      method: 'PUT',
      json: body,
    })
  ).data;
}

/** `POST …/invitation`: the account invitation, for a user who has no password yet. */
export async function sendInvitation(id: number): Promise<void> {
  await apiFetch<{ message: string }>(`${adminUserKey(id)}/invitation`, { method: 'POST' });
}

/** `POST …/password-reset`: a link to choose a new password. */
export async function sendPasswordReset(id: number): Promise<void> {
  await apiFetch<{ message: string }>(`${adminUserKey(id)}/password-reset`, { method: 'POST' });
}

/** `POST …/block`: every session ends at once and login is refused. */
export const blockUser = (id: number) => post(`${adminUserKey(id)}/block`);
/** `POST …/unblock`: they may log in again. */
export const unblockUser = (id: number) => post(`${adminUserKey(id)}/unblock`);

/** `DELETE …/sessions`, or `…/sessions/{sessionId}` for one. */
export async function endSessions(id: number, sessionId?: number): Promise<void> {
  const url = adminUserSessionsKey(id);
  await apiFetch<null>(sessionId === undefined ? url : `${url}/${sessionId}`, {
    method: 'DELETE',
  });
}

/** `DELETE /api/admin/users/{id}`. */
export async function deleteUser(id: number): Promise<void> {
  await apiFetch<null>(adminUserKey(id), { method: 'DELETE' });
}

/** A board or a school the user can be made a member of. */
export interface ContextChoice {
  type: 'organisation' | 'school';
  id: number;
  name: string;
  /** A school's board, to tell schools of the same name apart. */
  board: string | null;
}

const SEARCH_SIZE = 10;

/**
 * The boards and schools whose name matches `query` (the admin lists, ten of each): the choices
 * of the memberships editor, which never loads all of them.
 */
export async function searchContexts(query: string): Promise<ContextChoice[]> {
  const search = new URLSearchParams({
    per_page: String(SEARCH_SIZE),
    sort_column: 'name',
    sort_order: 'asc',
  });
  if (query.trim()) search.set('query', query.trim());
  const [boards, schools] = await Promise.all([
    apiFetch<{ data: AdminOrganisation[]; meta: PageMeta }>(
      `${adminListUrls.organisations}?${search.toString()}`,
    ),
    apiFetch<{ data: AdminSchool[]; meta: PageMeta }>(
      `${adminListUrls.schools}?${search.toString()}`,
    ),
  ]);
  return [
    ...boards.data.map((board): ContextChoice => ({
      type: 'organisation',
      id: board.id,
      name: board.name,
      board: null,
    })),
    ...schools.data.map((school): ContextChoice => ({
      type: 'school',
      id: school.id,
      name: school.name,
      board: school.organisation?.name ?? null,
    })),
  ];
}

/**
 * After a change to a user: the user's page and sessions, and every cached page of the users
 * list, fetched anew. The list keeps its page, search and sort: only its data changes. Board
 * pages list members, so they are asked again too.
 */
export function useRefreshUsers() {
  const { mutate } = useSWRConfig();
  /** `removed`: a user who is gone, whose page is not asked for again. */
  return (removed?: number) => {
    const gone = removed === undefined ? null : adminUserKey(removed);
    return mutate(
      (key) =>
        typeof key === 'string' &&
        !(gone !== null && (key === gone || key.startsWith(`${gone}/`))) &&
        (key.startsWith(adminListUrls.users) || key.startsWith('/api/organisations/')),
    );
  };
}
