import type { SchoolContents } from '@koers/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Whether another school than `exceptId` has this BRIN number (a BRIN names one school). */
export async function brinTaken(db: Db, brin: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('schools').select('id').where('brin_number', '=', brin);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The school's BRIN number and board, for the checks before a change or a removal. */
export async function schoolNumbers(db: Db, id: number) {
  return db
    .selectFrom('schools')
    .select(['id', 'name', 'brin_number', 'organisation_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function organisationNumber(db: Db, id: number) {
  return db
    .selectFrom('organisations')
    .select(['id', 'authority_number'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What goes with a school when it is removed, counted (`GET /api/schools/{id}/contents`). */
export async function schoolContents(db: Db, id: number): Promise<SchoolContents> {
  const count = async (query: Promise<{ n: string | number | bigint } | undefined>) =>
    Number((await query)?.n ?? 0);
  const [documents, calendar_events, contacts, periods, members] = await Promise.all([
    count(
      db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('documentable_type', '=', 'school')
        .where('documentable_id', '=', id)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('calendar_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('school_id', '=', id)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('contacts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('contextable_type', '=', 'school')
        .where('contextable_id', '=', id)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('periods')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('school_id', '=', id)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('school_user')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('school_id', '=', id)
        .executeTakeFirst(),
    ),
  ]);
  return { documents, calendar_events, contacts, periods, members };
}
