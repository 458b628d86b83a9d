import { SORT_COLUMNS } from '@koers/contract/constants';

/** The super admin's paged lists (`GET /api/admin/{…}`). */
export const adminListUrls = {
  organisations: '/api/admin/organisations',
  schools: '/api/admin/schools',
  users: '/api/admin/users',
  manuals: '/api/admin/manuals',
} as const;

/** The columns the server lets each admin list sort on. */
export const ADMIN_ORGANISATIONS_SORT = SORT_COLUMNS.adminOrganisations;
export const ADMIN_SCHOOLS_SORT = SORT_COLUMNS.adminSchools;
export const ADMIN_USERS_SORT = SORT_COLUMNS.adminUsers;
export const ADMIN_MANUALS_SORT = SORT_COLUMNS.adminManuals;
