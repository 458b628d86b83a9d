import type { AdminSchool, FileRef, PageQuery } from '@koers/contract';
import type { SortColumn } from '@koers/contract/constants';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { Database } from '../db/types.js';
import { paginate } from '../lib/paginate.js';
import { iconRefs } from './contexts.js';

const SORT: Record<SortColumn<'adminSchools'>, string> = {
  name: 'schools.name',
  brin_number: 'schools.brin_number',
  created_at: 'schools.created_at',
  id: 'schools.id',
};

const adminSchoolsQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('schools')
    .leftJoin('organisations', 'organisations.id', 'schools.organisation_id')
    .select([
      'schools.id',
      'schools.name',
      'schools.brin_number',
      'schools.icon_file_id',
      'schools.calendar',
      'schools.organisation_id',
      'schools.created_at',
      'schools.updated_at',
      'organisations.name as organisation_name',
    ]);

type AdminSchoolRow = Awaited<
  ReturnType<ReturnType<typeof adminSchoolsQuery>['executeTakeFirstOrThrow']>
>;

export const schoolRowToAdminSchool = (
  row: AdminSchoolRow,
  icons: Map<number, FileRef>,
): AdminSchool => ({
  id: row.id,
  name: row.name,
  brin_number: row.brin_number,
  icon: row.icon_file_id !== null ? (icons.get(row.icon_file_id) ?? null) : null,
  icon_file_id: row.icon_file_id,
  calendar: row.calendar === 1,
  organisation_id: row.organisation_id,
  organisation:
    row.organisation_id !== null
      ? { id: row.organisation_id, name: row.organisation_name ?? '' }
      : null,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

async function toAdminSchools(
  db: Kysely<Database>,
  secret: string,
  rows: AdminSchoolRow[],
): Promise<AdminSchool[]> {
  const icons = await iconRefs(
    db,
    secret,
    rows.map((r) => r.icon_file_id),
  );
  return rows.map((row) => schoolRowToAdminSchool(row, icons));
}

/** `GET /api/admin/schools`: search on name and BRIN number. */
export async function adminSchoolsPage(
  db: Kysely<Database>,
  dialect: Dialect,
  secret: string,
  query: PageQuery,
) {
  const page = await paginate(adminSchoolsQuery(db), query, {
    sortColumns: SORT,
    defaultSort: { column: 'name', order: 'asc' },
    search: ['schools.name', 'schools.brin_number'],
    textColumns: ['schools.name', 'schools.brin_number'],
    dialect,
    tieBreaker: 'schools.id',
    db,
  });
  return { data: await toAdminSchools(db, secret, page.data), meta: page.meta };
}

export async function findAdminSchool(
  db: Kysely<Database>,
  secret: string,
  id: number,
): Promise<AdminSchool | undefined> {
  const row = await adminSchoolsQuery(db).where('schools.id', '=', id).executeTakeFirst();
  return row ? (await toAdminSchools(db, secret, [row]))[0] : undefined;
}
