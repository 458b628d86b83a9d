import type { Kysely, Transaction } from 'kysely';
import type { Database, DocumentRow } from '../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Whose document it is, as the title page of its Word file names it. */
export interface DocumentOwnerNames {
  /** The school's or board's name; null for the template. */
  contextName: string | null;
  /** A school document's board, when the school has one. */
  boardName: string | null;
  /** The school year of a document that belongs to one. */
  periodName: string | null;
}

export async function documentOwnerNames(
  db: Db,
  doc: Pick<DocumentRow, 'documentable_type' | 'documentable_id' | 'period_id'>,
): Promise<DocumentOwnerNames> {
  const names: DocumentOwnerNames = { contextName: null, boardName: null, periodName: null };
  if (doc.documentable_id !== null && doc.documentable_type === 'school') {
    const school = await db
      .selectFrom('schools')
      .leftJoin('organisations', 'organisations.id', 'schools.organisation_id')
      .select(['schools.name as school', 'organisations.name as board'])
      .where('schools.id', '=', doc.documentable_id)
      .executeTakeFirst();
    names.contextName = school?.school ?? null;
    names.boardName = school?.board ?? null;
  } else if (doc.documentable_id !== null && doc.documentable_type === 'organisation') {
    const board = await db
      .selectFrom('organisations')
      .select('name')
      .where('id', '=', doc.documentable_id)
      .executeTakeFirst();
    names.contextName = board?.name ?? null;
  }
  if (doc.period_id !== null) {
    const period = await db
      .selectFrom('periods')
      .select('name')
      .where('id', '=', doc.period_id)
      .executeTakeFirst();
    names.periodName = period?.name ?? null;
  }
  return names;
}
