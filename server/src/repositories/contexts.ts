import type { FileRef, PageQuery } from '@koers/contract';
import type { SortColumn } from '@koers/contract/constants';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { ContextType, Database, OrganisationsTable } from '../db/types.js';
import { paginate } from '../lib/paginate.js';
import { nowIso } from '../lib/time.js';
import { randomToken } from '../lib/tokens.js';
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
    .select([...ORGANISATION_COLUMNS, 'require_two_factor'])
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
    require_two_factor: org.require_two_factor === 1,
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
    .select([...SCHOOL_COLUMNS, 'require_two_factor'])
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
    require_two_factor: school.require_two_factor === 1,
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

/** A school or organisation's current icon: choosing it again needs no ownership check. */
export async function currentIcon(
  db: Db,
  table: 'organisations' | 'schools',
  id: number,
): Promise<number | null> {
  const row = await db
    .selectFrom(table)
    .select('icon_file_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.icon_file_id ?? null;
}

export async function organisationExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('organisations')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export type OrganisationValues = Pick<
  Insertable<OrganisationsTable>,
  'name' | 'authority_number' | 'icon_file_id'
>;

export async function createOrganisation(db: Db, values: OrganisationValues): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('organisations')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A context's two-step verification requirement, stored as 0/1, when it is changed. */
const flag = (required: boolean | undefined) =>
  required !== undefined ? { require_two_factor: required ? 1 : 0 } : {};

export async function updateOrganisation(
  db: Db,
  id: number,
  {
    require_two_factor,
    ...changes
  }: Partial<OrganisationValues> & { require_two_factor?: boolean },
): Promise<void> {
  await db
    .updateTable('organisations')
    .set({ ...changes, ...flag(require_two_factor), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes an organisation with what hangs off it; its schools stay, without a board.
 */
export async function deleteOrganisation(db: Db, id: number): Promise<void> {
  await deleteContextContent(db, 'organisation', id);
  await db
    .updateTable('schools')
    .set({ organisation_id: null })
    .where('organisation_id', '=', id)
    .execute();
  await db.deleteFrom('organisations').where('id', '=', id).execute();
}

/** A school as the API takes it: `calendar` as a boolean. */
export interface SchoolValues {
  name: string;
  brin_number: string | null;
  organisation_id: number | null;
  icon_file_id: number | null;
  calendar: boolean;
}

/** The columns of a school change (`calendar` and the requirement stored as 0/1). */
const schoolColumns = ({
  calendar,
  require_two_factor,
  ...rest
}: Partial<SchoolValues> & { require_two_factor?: boolean }) => ({
  ...rest,
  ...(calendar !== undefined ? { calendar: calendar ? 1 : 0 } : {}),
  ...flag(require_two_factor),
});

/** A new school, with its own secret for the calendar feed. */
export async function createSchool(db: Db, values: SchoolValues): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('schools')
    .values({
      ...values,
      calendar: values.calendar ? 1 : 0,
      calendar_feed_key: randomToken(24),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSchool(
  db: Db,
  id: number,
  changes: Partial<SchoolValues> & { require_two_factor?: boolean },
): Promise<void> {
  await db
    .updateTable('schools')
    .set({ ...schoolColumns(changes), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Deletes a school with what hangs off it (memberships, events and the like cascade). */
export async function deleteSchool(db: Db, id: number): Promise<void> {
  await deleteContextContent(db, 'school', id);
  await db.deleteFrom('schools').where('id', '=', id).execute();
}

const ORGANISATION_SCHOOLS_SORT: Record<SortColumn<'organisationSchools'>, string> = {
  name: 'schools.name',
  brin_number: 'schools.brin_number',
  id: 'schools.id',
};

/** `GET /api/organisations/{id}/schools`: one page of the organisation's schools. */
export async function organisationSchoolsPage(
  db: Kysely<Database>,
  dialect: Dialect,
  secret: string,
  organisationId: number,
  query: PageQuery,
) {
  const page = await paginate(
    db
      .selectFrom('schools')
      .select(SCHOOL_COLUMNS)
      .where('schools.organisation_id', '=', organisationId),
    query,
    {
      sortColumns: ORGANISATION_SCHOOLS_SORT,
      defaultSort: { column: 'name', order: 'asc' },
      search: ['schools.name', 'schools.brin_number'],
      textColumns: ['schools.name', 'schools.brin_number'],
      dialect,
      tieBreaker: 'schools.id',
      db,
    },
  );
  const icons = await iconRefs(
    db,
    secret,
    page.data.map((s) => s.icon_file_id),
  );
  return { data: page.data.map((s) => schoolSummary(s, icons)), meta: page.meta };
}

/**
 * Removes what hangs off a context through polymorphic columns (no foreign key can cascade
 * those): its documents (blocks cascade), contacts and contact categories, and open invitations.
 */
export async function deleteContextContent(db: Db, type: ContextType, id: number): Promise<void> {
  await db
    .deleteFrom('documents')
    .where('documentable_type', '=', type)
    .where('documentable_id', '=', id)
    .execute();
  await db
    .deleteFrom('contacts')
    .where('contextable_type', '=', type)
    .where('contextable_id', '=', id)
    .execute();
  await db
    .deleteFrom('contact_categories')
    .where('contextable_type', '=', type)
    .where('contextable_id', '=', id)
    .execute();
  await db
    .deleteFrom('invitations')
    .where('invitable_type', '=', type)
    .where('invitable_id', '=', id)
    .execute();
}
