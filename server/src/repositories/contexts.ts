import type { FileRef } from '@koers/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { fileRef } from '../storage/signing.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Resolves icon file ids to `{name, url}` with signed URLs, in one query. */
export async function iconRefs(
  db: Db,
  secret: string,
  ids: Array<number | null>,
): Promise<Map<number, FileRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const map = new Map<number, FileRef>();
  if (wanted.length === 0) return map;
  const rows = await db
    .selectFrom('files')
    .select(['id', 'name'])
    .where('id', 'in', wanted)
    .execute();
  for (const row of rows) map.set(row.id, fileRef(secret, row));
  return map;
}

export interface SchoolRow {
  id: number;
  name: string;
  brin_number: string | null;
  icon_file_id: number | null;
  calendar: number;
  organisation_id: number | null;
}

export interface OrganisationRow {
  id: number;
  name: string;
  authority_number: string | null;
  icon_file_id: number | null;
}

export const SCHOOL_COLUMNS = [
  'schools.id',
  'schools.name',
  'schools.brin_number',
  'schools.icon_file_id',
  'schools.calendar',
  'schools.organisation_id',
] as const;

export const ORGANISATION_COLUMNS = [
  'organisations.id',
  'organisations.name',
  'organisations.authority_number',
  'organisations.icon_file_id',
] as const;

export const schoolSummary = (row: SchoolRow, icons: Map<number, FileRef>) => ({
  id: row.id,
  name: row.name,
  brin_number: row.brin_number,
  icon: row.icon_file_id !== null ? (icons.get(row.icon_file_id) ?? null) : null,
  calendar: row.calendar === 1,
  organisation_id: row.organisation_id,
});

export const organisationSummary = (row: OrganisationRow, icons: Map<number, FileRef>) => ({
  id: row.id,
  name: row.name,
  authority_number: row.authority_number,
  icon: row.icon_file_id !== null ? (icons.get(row.icon_file_id) ?? null) : null,
});

/** Whether a file id names an existing file (icons are uploaded first, then linked). */
export async function fileExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('files').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined
  );
}

/** `GET /api/organisations/{id}`: the organisation with its schools, which inherit the access. */
export async function loadOrganisation(db: Db, secret: string, id: number, roleId: number | null) {
  const org = await db
    .selectFrom('organisations')
    .select(ORGANISATION_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!org) return null;
  const schools = await db
    .selectFrom('schools')
    .select(SCHOOL_COLUMNS)
    .where('organisation_id', '=', id)
    .orderBy('name')
    .execute();
  const icons = await iconRefs(db, secret, [
    org.icon_file_id,
    ...schools.map((s) => s.icon_file_id),
  ]);
  const access = roleId !== null ? { role_id: roleId } : null;
  return {
    ...organisationSummary(org, icons),
    access,
    schools: schools.map((s) => ({ ...schoolSummary(s, icons), access })),
  };
}

/**
 * `GET /api/schools/{id}`: the school with its organisation. `access` is the caller's effective
 * role (the organisation's first); `organisation.access` their role in the organisation, if any.
 */
export async function loadSchool(
  db: Db,
  secret: string,
  id: number,
  roleId: number | null,
  organisationRoleId: number | null,
) {
  const school = await db
    .selectFrom('schools')
    .select(SCHOOL_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!school) return null;
  const org =
    school.organisation_id !== null
      ? await db
          .selectFrom('organisations')
          .select(ORGANISATION_COLUMNS)
          .where('id', '=', school.organisation_id)
          .executeTakeFirst()
      : undefined;
  const icons = await iconRefs(db, secret, [school.icon_file_id, org?.icon_file_id ?? null]);
  return {
    ...schoolSummary(school, icons),
    organisation: org
      ? {
          ...organisationSummary(org, icons),
          access: organisationRoleId !== null ? { role_id: organisationRoleId } : null,
        }
      : null,
    access: roleId !== null ? { role_id: roleId } : null,
  };
}

/** The caller's own role in an organisation (not via a school), or null. */
export async function organisationRole(
  db: Db,
  organisationId: number,
  userId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('organisation_user')
    .select('role_id')
    .where('organisation_id', '=', organisationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role_id ?? null;
}
