import type {
  CONTEXT_USERS_SORT as ContractUsersSort,
  ContextType,
  ORGANISATION_SCHOOLS_SORT as ContractSchoolsSort,
} from '@koers/contract';

/** The `{ctx}/{id}` part of the context's API paths. */
export function contextPath(context: { id: number; contextType: ContextType }): string {
  return `/api/${context.contextType === 'organisation' ? 'organisations' : 'schools'}/${context.id}`;
}

/** Paged members of a context with their role (`GET /api/{ctx}/{id}/users`). */
export const contextUsersUrl = (context: { id: number; contextType: ContextType }) =>
  `${contextPath(context)}/users`;

/** Paged schools of an organisation (`GET /api/organisations/{id}/schools`). */
export const organisationSchoolsUrl = (organisationId: number) =>
  `/api/organisations/${organisationId}/schools`;

/**
 * Sort allow-lists of the server, copied as values (importing them would bring TypeBox into the
 * bundle); `satisfies` fails the typecheck when they drift from the contract.
 */
export const CONTEXT_USERS_SORT = [
  'first_name',
  'last_name',
  'email',
  'role_id',
] as const satisfies readonly (typeof ContractUsersSort)[number][];
export const ORGANISATION_SCHOOLS_SORT = [
  'name',
  'brin_number',
  'id',
] as const satisfies readonly (typeof ContractSchoolsSort)[number][];
