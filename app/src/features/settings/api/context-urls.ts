import type { ContextType } from '@koers/contract';
import { SORT_COLUMNS } from '@koers/contract/constants';
import { contextApiPath } from '@/lib/api/context-path';

/** Paged members of a context with their role (`GET /api/{ctx}/{id}/users`). */
export const contextUsersUrl = (context: { id: number; contextType: ContextType }) =>
  `${contextApiPath(context)}/users`;

/** Paged schools of an organisation (`GET /api/organisations/{id}/schools`). */
export const organisationSchoolsUrl = (organisationId: number) =>
  `/api/organisations/${organisationId}/schools`;

/** Sort allow-lists of the server. */
export const CONTEXT_USERS_SORT = SORT_COLUMNS.contextUsers;
export const ORGANISATION_SCHOOLS_SORT = SORT_COLUMNS.organisationSchools;
