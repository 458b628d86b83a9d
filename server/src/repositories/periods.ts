import type { Kysely, Transaction } from 'kysely';
import type { DocumentStatus } from '@koers/contract/constants';
import type { Database, Period } from '../db/types.js';
import { readersMaySee, statusForReaders } from './documents.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface PeriodWithDocuments extends Pick<
  Period,
  'id' | 'name' | 'start_at' | 'end_at' | 'school_id'
> {
  documents: Array<{ id: number; name: string; type: string; status: DocumentStatus }>;
}

/**
 * A school's periods in chronological order, each with the school's documents of that period;
 * for readers (`forReaders`) only the documents they may see, with the status they see.
 */
export async function listPeriods(
  db: Db,
  schoolId: number,
  forReaders = false,
): Promise<PeriodWithDocuments[]> {
  const periods = await db
    .selectFrom('periods')
    .select(['id', 'name', 'start_at', 'end_at', 'school_id'])
    .where('school_id', '=', schoolId)
    .orderBy('start_at')
    .orderBy('id')
    .execute();
  if (periods.length === 0) return [];
  let documentsQuery = db
    .selectFrom('documents')
    .select(['id', 'name', 'type', 'period_id', 'status', 'adopted_version'])
    .where('documentable_type', '=', 'school')
    .where('documentable_id', '=', schoolId)
    .where(
      'period_id',
      'in',
      periods.map((p) => p.id),
    );
  if (forReaders) documentsQuery = documentsQuery.where(readersMaySee);
  const documents = await documentsQuery.orderBy('id').execute();
  return periods.map((p) => ({
    ...p,
    documents: documents
      .filter((d) => d.period_id === p.id)
      .map((d) => ({
        id: d.id,
        name: d.name,
        type: d.type,
        status: forReaders ? statusForReaders(d) : d.status,
      })),
  }));
}

export async function findPeriod(db: Db, id: number): Promise<PeriodWithDocuments | undefined> {
  const period = await db
    .selectFrom('periods')
    .select('school_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!period) return undefined;
  return (await listPeriods(db, period.school_id)).find((p) => p.id === id);
}

/**
 * The first other period of the school that [startAt, endAt] (inclusive dates) overlaps, if any.
 * School years must not overlap, so "the period that contains today" (SPEC §4) is always one.
 */
export async function overlappingPeriod(
  db: Db,
  schoolId: number,
  startAt: string,
  endAt: string,
  exceptId?: number,
): Promise<Pick<Period, 'id' | 'name' | 'start_at' | 'end_at'> | undefined> {
  let query = db
    .selectFrom('periods')
    .select(['id', 'name', 'start_at', 'end_at'])
    .where('school_id', '=', schoolId)
    .where('start_at', '<=', endAt)
    .where('end_at', '>=', startAt)
    .orderBy('start_at');
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** True when [startAt, endAt] overlaps another period of the school. */
export async function periodOverlaps(
  db: Db,
  schoolId: number,
  startAt: string,
  endAt: string,
  exceptId?: number,
): Promise<boolean> {
  return (await overlappingPeriod(db, schoolId, startAt, endAt, exceptId)) !== undefined;
}

export async function createPeriod(
  db: Db,
  values: { school_id: number; name: string; start_at: string; end_at: string },
): Promise<Period> {
  const now = new Date().toISOString();
  return db
    .insertInto('periods')
    .values({ ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePeriod(
  db: Db,
  id: number,
  patch: Partial<Pick<Period, 'name' | 'start_at' | 'end_at'>>,
): Promise<void> {
  await db
    .updateTable('periods')
    .set({ ...patch, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes the period. Its documents first go where the caller chose: to another period of the
 * school (`moveTo`), or away with it (`'delete'`; their blocks cascade). Without documents there
 * is nothing to choose.
 */
export async function deletePeriod(
  db: Db,
  id: number,
  documents: { moveTo: number } | 'delete' | 'none' = 'none',
): Promise<void> {
  if (documents === 'delete') {
    await db.deleteFrom('documents').where('period_id', '=', id).execute();
  } else if (documents !== 'none') {
    await db
      .updateTable('documents')
      .set({ period_id: documents.moveTo, updated_at: new Date().toISOString() })
      .where('period_id', '=', id)
      .execute();
  }
  await db.deleteFrom('periods').where('id', '=', id).execute();
}

/** Whether a period is one of the school's. */
export async function isPeriodOfSchool(
  db: Db,
  periodId: number,
  schoolId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('periods')
    .select('id')
    .where('id', '=', periodId)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return row !== undefined;
}
