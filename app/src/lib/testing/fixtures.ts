import type { CurrentUser, School } from '@/lib/session/types';

/** A school of the current user as `GET /api/users/current` lists it. */
export type UserSchool = CurrentUser['schools'][number];

/**
 * De Regenboog, the school most screen tests run in: no board, a calendar, the user's role 1.
 * Structurally both a School (`GET /api/schools/{id}`) and a school of the current user.
 */
export function regenboog(overrides: Partial<School & UserSchool> = {}): School & UserSchool {
  return {
    id: 3,
    name: 'De Regenboog',
    require_two_factor: false,
    brin_number: '12AB',
    icon: null,
    calendar: true,
    organisation_id: null,
    organisation: null,
    access: { role_id: 1 },
    ...overrides,
  };
}

/** A signed-in user who is no super admin; by default a member of De Regenboog only. */
export function currentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    email: 'j.jansen@regenboog.nl',
    first_name: 'Jan',
    last_name_prefix: null,
    last_name: 'Jansen',
    admin: false,
    locale: null,
    organisations: [],
    schools: [regenboog()],
    ...overrides,
  };
}
