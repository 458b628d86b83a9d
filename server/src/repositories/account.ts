import type { CurrentUser, FileRef } from '@koers/contract';
import type { Kysely } from 'kysely';
import type { Database, User } from '../db/types.js';
import { precompile } from '../lib/precompiled.js';
import { iconRefs, ORGANISATION_COLUMNS, SCHOOL_COLUMNS, type SchoolRow } from './contexts.js';
import { toLocale } from './users.js';

const iconOf = (icons: Map<number, FileRef>, id: number | null): FileRef | null =>
  id !== null ? (icons.get(id) ?? null) : null;

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
    // Synchronously when SQLite's connection is free (no promise per query), else in parallel.
    let orgRows = organisationsOf.now(user.id);
    let schoolRows = orgRows && schoolsOf.now(user.id);
    if (!orgRows || !schoolRows) {
      [orgRows, schoolRows] = await Promise.all([organisationsOf(user.id), schoolsOf(user.id)]);
    }
    const orgsNow = orgRows.map((org) => schoolsOfOrganisation.now(org.id));
    const orgSchools = orgsNow.every((rows) => rows !== undefined)
      ? (orgsNow as SchoolRow[][])
      : await Promise.all(orgRows.map((org) => schoolsOfOrganisation(org.id)));
    const orgAccess = new Map(orgRows.map((o) => [o.id, o.role_id]));

    const iconIds = [
      ...orgRows.map((o) => o.icon_file_id),
      ...schoolRows.flatMap((s) => [s.icon_file_id, s.organisation_icon_file_id]),
      ...orgSchools.flat().map((s) => s.icon_file_id),
    ];
    const icons = iconIds.some((id) => id !== null)
      ? await iconRefs(db, signingSecret, iconIds)
      : new Map();

    // Plain literals, one shape per kind of object: spreading the summaries into larger objects
    // made V8 copy and migrate them, and left the serializer reading objects of many shapes
    // (both showed up in the CPU profile of this route).
    const organisations = [];
    for (let i = 0; i < orgRows.length; i++) {
      const org = orgRows[i]!;
      const access = { role_id: org.role_id };
      organisations.push({
        id: org.id,
        name: org.name,
        authority_number: org.authority_number,
        icon: iconOf(icons, org.icon_file_id),
        access,
        schools: (orgSchools[i] ?? []).map((school) => ({
          id: school.id,
          name: school.name,
          brin_number: school.brin_number,
          icon: iconOf(icons, school.icon_file_id),
          calendar: school.calendar === 1,
          organisation_id: school.organisation_id,
          access: { role_id: org.role_id },
        })),
      });
    }
    const schools = schoolRows.map((school) => {
      const inherited =
        school.organisation_id !== null ? orgAccess.get(school.organisation_id) : undefined;
      const organisation =
        school.organisation_id !== null && school.organisation_name !== null
          ? {
              id: school.organisation_id,
              name: school.organisation_name,
              authority_number: school.organisation_authority_number,
              icon: iconOf(icons, school.organisation_icon_file_id),
              access: inherited !== undefined ? { role_id: inherited } : null,
            }
          : null;
      return {
        id: school.id,
        name: school.name,
        brin_number: school.brin_number,
        icon: iconOf(icons, school.icon_file_id),
        calendar: school.calendar === 1,
        organisation_id: school.organisation_id,
        organisation,
        // SPEC §3: when the school's organisation has access, the school inherits it.
        access: { role_id: inherited ?? school.role_id },
      };
    });
    return {
      id: user.id,
      email: user.email,
      first_name: user.first_name,
      last_name_prefix: user.last_name_prefix,
      last_name: user.last_name,
      admin: user.admin === 1,
      locale: toLocale(user.locale),
      organisations,
      schools,
    };
  };
}
