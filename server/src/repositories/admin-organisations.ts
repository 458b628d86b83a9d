import type { AdminOrganisation, FileRef, PageQuery } from '@koers/contract';
import type { SortColumn } from '@koers/contract/constants';
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { Database } from '../db/types.js';
import { paginate } from '../lib/paginate.js';
import { iconRefs } from './contexts.js';

const SORT: Record<SortColumn<'adminOrganisations'>, string> = {
  name: 'organisations.name',
  authority_number: 'organisations.authority_number',
  created_at: 'organisations.created_at',
  id: 'organisations.id',
};

const adminOrganisationsQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('organisations')
    .select([
      'organisations.id',
      'organisations.name',
      'organisations.authority_number',
      'organisations.icon_file_id',
      'organisations.created_at',
      'organisations.updated_at',
      (eb) =>
        eb
          .selectFrom('schools')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('schools.organisation_id', '=', 'organisations.id')
          .as('schools_count'),
    ]);

type AdminOrganisationRow = Awaited<
  ReturnType<ReturnType<typeof adminOrganisationsQuery>['executeTakeFirstOrThrow']>
>;

export const organisationRowToAdminOrganisation = (
  row: AdminOrganisationRow,
  icons: Map<number, FileRef>,
): AdminOrganisation => ({
  id: row.id,
  name: row.name,
  authority_number: row.authority_number,
  icon: row.icon_file_id !== null ? (icons.get(row.icon_file_id) ?? null) : null,
  icon_file_id: row.icon_file_id,
  // PostgreSQL counts as bigint, which the driver hands over as a string.
  schools_count: Number(row.schools_count ?? 0),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

async function toAdminOrganisations(
  db: Kysely<Database>,
  secret: string,
  rows: AdminOrganisationRow[],
): Promise<AdminOrganisation[]> {
  const icons = await iconRefs(
    db,
    secret,
    rows.map((r) => r.icon_file_id),
  );
  return rows.map((row) => organisationRowToAdminOrganisation(row, icons));
}

/** `GET /api/admin/organisations`: search on name and authority number. */
export async function adminOrganisationsPage(
  db: Kysely<Database>,
  dialect: Dialect,
  secret: string,
  query: PageQuery,
) {
  const page = await paginate(adminOrganisationsQuery(db), query, {
    sortColumns: SORT,
    defaultSort: { column: 'name', order: 'asc' },
    search: ['organisations.name', 'organisations.authority_number'],
    textColumns: ['organisations.name', 'organisations.authority_number'],
    dialect,
    tieBreaker: 'organisations.id',
    db,
  });
  return { data: await toAdminOrganisations(db, secret, page.data), meta: page.meta };
}

export async function findAdminOrganisation(
  db: Kysely<Database>,
  secret: string,
  id: number,
): Promise<AdminOrganisation | undefined> {
  const row = await adminOrganisationsQuery(db)
    .where('organisations.id', '=', id)
    .executeTakeFirst();
  return row ? (await toAdminOrganisations(db, secret, [row]))[0] : undefined;
}

/** The board other than `exceptId` that has this authority number (they are unique), if any. */
export async function organisationWithAuthorityNumber(
  db: Kysely<Database> | Transaction<Database>,
  authorityNumber: string,
  exceptId?: number,
): Promise<{ id: number; name: string } | undefined> {
  let query = db
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where('authority_number', '=', authorityNumber);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}
