import type { CurrentUser } from '@koers/contract';
import type { Kysely } from 'kysely';
import type { Database, User } from '../db/types.js';
import { precompile } from '../lib/precompiled.js';
import {
  iconRefs,
  ORGANISATION_COLUMNS,
  organisationSummary,
  SCHOOL_COLUMNS,
  schoolSummary,
  type OrganisationRow,
} from './contexts.js';
import { userSummary } from './users.js';

export type CurrentUserLoader = (user: User) => Promise<CurrentUser>;

/**
 * Builds the loader of GET /api/users/current: the user with their organisations (each with all
 * its schools, inheriting the organisation's access) and their own schools (each with its
 * organisation). It runs on every app start and context switch and is benchmarked, so its
 * queries are compiled once: two for a user without a board, one more per board membership,
 * and one for icons when any context has one.
 */
export function currentUserLoader(db: Kysely<Database>, signingSecret: string): CurrentUserLoader {
  const organisationsOf = precompile(db, 1, (userId: number) =>
    db
      .selectFrom('organisation_user')
      .innerJoin('organisations', 'organisations.id', 'organisation_user.organisation_id')
      .select([...ORGANISATION_COLUMNS, 'organisation_user.role_id'])
      .where('organisation_user.user_id', '=', userId)
      .orderBy('organisations.name')
      .orderBy('organisations.id'),
  );
  const schoolsOf = precompile(db, 1, (userId: number) =>
    db
      .selectFrom('school_user')
      .innerJoin('schools', 'schools.id', 'school_user.school_id')
      .leftJoin('organisations', 'organisations.id', 'schools.organisation_id')
      .select([
        ...SCHOOL_COLUMNS,
        'school_user.role_id',
        'organisations.name as organisation_name',
        'organisations.authority_number as organisation_authority_number',
        'organisations.icon_file_id as organisation_icon_file_id',
      ])
      .where('school_user.user_id', '=', userId)
      .orderBy('schools.name')
      .orderBy('schools.id'),
  );
  const schoolsOfOrganisation = precompile(db, 1, (organisationId: number) =>
    db
      .selectFrom('schools')
      .select(SCHOOL_COLUMNS)
      .where('schools.organisation_id', '=', organisationId)
      .orderBy('schools.name')
      .orderBy('schools.id'),
  );

  return async (user) => {
    const [orgRows, schoolRows] = await Promise.all([organisationsOf(user.id), schoolsOf(user.id)]);
    const orgSchools = await Promise.all(orgRows.map((org) => schoolsOfOrganisation(org.id)));
    const orgAccess = new Map(orgRows.map((o) => [o.id, o.role_id]));

    const iconIds = [
      ...orgRows.map((o) => o.icon_file_id),
      ...schoolRows.flatMap((s) => [s.icon_file_id, s.organisation_icon_file_id]),
      ...orgSchools.flat().map((s) => s.icon_file_id),
    ];
    const icons = iconIds.some((id) => id !== null)
      ? await iconRefs(db, signingSecret, iconIds)
      : new Map();

    return {
      ...userSummary(user),
      organisations: orgRows.map((org, i) => ({
        ...organisationSummary(org, icons),
        access: { role_id: org.role_id },
        schools: (orgSchools[i] ?? []).map((school) => ({
          ...schoolSummary(school, icons),
          access: { role_id: org.role_id },
        })),
      })),
      schools: schoolRows.map((school) => {
        const inherited =
          school.organisation_id !== null ? orgAccess.get(school.organisation_id) : undefined;
        const org: OrganisationRow | null =
          school.organisation_id !== null && school.organisation_name !== null
            ? {
                id: school.organisation_id,
                name: school.organisation_name,
                authority_number: school.organisation_authority_number,
                icon_file_id: school.organisation_icon_file_id,
              }
            : null;
        return {
          ...schoolSummary(school, icons),
          organisation: org
            ? {
                ...organisationSummary(org, icons),
                access: inherited !== undefined ? { role_id: inherited } : null,
              }
            : null,
          // SPEC §3: when the school's organisation has access, the school inherits it.
          access: { role_id: inherited ?? school.role_id },
        };
      }),
    };
  };
}
