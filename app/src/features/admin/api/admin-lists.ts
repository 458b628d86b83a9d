import type {
  ADMIN_MANUALS_SORT as ContractManualsSort,
  ADMIN_ORGANISATIONS_SORT as ContractOrganisationsSort,
  ADMIN_SCHOOLS_SORT as ContractSchoolsSort,
  ADMIN_USERS_SORT as ContractUsersSort,
} from '@koers/contract';

/**
 * The super admin's paged lists (`GET /api/admin/{…}`) and the columns the server lets each sort
 * on. The allow-lists are copied as values because importing them from @koers/contract would
 * bring TypeBox into the bundle; `satisfies` fails the typecheck when they drift apart.
 */
export const adminListUrls = {
  organisations: '/api/admin/organisations',
  schools: '/api/admin/schools',
  users: '/api/admin/users',
  manuals: '/api/admin/manuals',
} as const;

export const ADMIN_ORGANISATIONS_SORT = [
  'name',
  'authority_number',
  'created_at',
  'id',
] as const satisfies readonly (typeof ContractOrganisationsSort)[number][];
export const ADMIN_SCHOOLS_SORT = [
  'name',
  'brin_number',
  'created_at',
  'id',
] as const satisfies readonly (typeof ContractSchoolsSort)[number][];
export const ADMIN_USERS_SORT = [
  'first_name',
  'last_name',
  'email',
  'created_at',
  'id',
] as const satisfies readonly (typeof ContractUsersSort)[number][];
export const ADMIN_MANUALS_SORT = [
  'title',
  'position',
  'created_at',
  'id',
] as const satisfies readonly (typeof ContractManualsSort)[number][];
