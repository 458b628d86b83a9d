import { DOCUMENT_HISTORY } from '@koers/contract/constants';
import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  Database,
  DocumentSaveKind,
  DocumentVersionsTable,
  BlockRevisionsTable,
} from '../db/types.js';

/**
 * A document's history: every write records the version it made (`document_saves`) and the
 * blocks it changed (`block_revisions`); reading a version rebuilds it from those revisions.
 * See migration 0011 for the tables.
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface RecordSaveInput {
  documentId: number;
  version: number;
  userId: number | null;
  kind: DocumentSaveKind;
  /**
   * Record every block, not only those changed in `version`: for a new document, and when the
   * write renumbered the blocks (their positions changed without their version).
   */
  full: boolean;
}

/**
 * Records a write in its transaction: the save, the blocks that `version` changed (or every
 * block when `full`) and the blocks it deleted. Blocks and tombstones carry the version that
 * last changed them (migration 0006), so what changed is read back from them.
 */
export async function recordSave(trx: Db, input: RecordSaveInput): Promise<void> {
  const { documentId, version, userId, kind, full } = input;
  await trx
    .insertInto('document_saves')
    .values({
      document_id: documentId,
      version,
      user_id: userId,
      kind,
      saved_at: new Date().toISOString(),
    })
    .execute();
  const changedOnly = full ? sql`` : sql`and changed_version = ${version}`;
  await sql`insert into block_revisions
      (document_id, uid, version, type, level, content, position, deleted)
    select document_id, uid, ${version}, type, level, content, position, 0
    from blocks where document_id = ${documentId} ${changedOnly}`.execute(trx);
  await sql`insert into block_revisions
      (document_id, uid, version, type, level, content, position, deleted)
    select document_id, uid, ${version}, '', null, '', position, 1
    from block_tombstones where document_id = ${documentId} and version = ${version}`.execute(trx);
}

export type RevisionRow = Pick<BlockRevisionsTable, 'uid' | 'type' | 'level' | 'content'>;

/**
 * The blocks of a document as they were at `version`, in order: per uid its latest revision at
 * or before that version, unless that revision deleted it.
 */
export function blocksAt(db: Db, documentId: number, version: number): Promise<RevisionRow[]> {
  return db
    .selectFrom('block_revisions as r')
    .select(['r.uid', 'r.type', 'r.level', 'r.content'])
    .where('r.document_id', '=', documentId)
    .where('r.deleted', '=', 0)
    .where((eb) =>
      eb(
        'r.version',
        '=',
        eb
          .selectFrom('block_revisions as later')
          .select((e) => e.fn.max('later.version').as('v'))
          .whereRef('later.document_id', '=', 'r.document_id')
          .whereRef('later.uid', '=', 'r.uid')
          .where('later.version', '<=', version),
      ),
    )
    .orderBy('r.position')
    .orderBy('r.uid')
    .execute();
}

export interface SaveRow {
  version: number;
  user_id: number | null;
  kind: DocumentSaveKind;
  saved_at: string;
  first_name: string | null;
  last_name_prefix: string | null;
  last_name: string | null;
}

/** A save, when `version` is one this document's history holds. */
export function findSave(db: Db, documentId: number, version: number) {
  return db
    .selectFrom('document_saves')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Saves before `before` (all when undefined), newest first, with their authors' names. */
export function listSaves(
  db: Db,
  documentId: number,
  before: number | undefined,
  limit: number,
): Promise<SaveRow[]> {
  let query = db
    .selectFrom('document_saves')
    .leftJoin('users', 'users.id', 'document_saves.user_id')
    .select([
      'document_saves.version',
      'document_saves.user_id',
      'document_saves.kind',
      'document_saves.saved_at',
      'users.first_name',
      'users.last_name_prefix',
      'users.last_name',
    ])
    .where('document_saves.document_id', '=', documentId);
  if (before !== undefined) query = query.where('document_saves.version', '<', before);
  return query.orderBy('document_saves.version', 'desc').limit(limit).execute();
}

/** A history entry: consecutive saves of one person within DOCUMENT_HISTORY.entryMinutes. */
export interface HistoryEntryRows {
  /** The entry's last (newest) save: opening the entry opens this version. */
  last: SaveRow;
  /** Its first (oldest) save. */
  first: SaveRow;
  saves: number;
}

/**
 * Groups saves (newest first) into history entries. A save joins the entry being built when it
 * is by the same person and of the same kind, and the entry would still span less than
 * `entryMinutes`; restores and the baseline always stand alone.
 */
export function groupSaves(saves: SaveRow[]): HistoryEntryRows[] {
  const span = DOCUMENT_HISTORY.entryMinutes * 60_000;
  const entries: HistoryEntryRows[] = [];
  let current: HistoryEntryRows | undefined;
  for (const save of saves) {
    const joins =
      current !== undefined &&
      save.kind === 'saved' &&
      current.first.kind === 'saved' &&
      save.user_id === current.last.user_id &&
      Date.parse(current.last.saved_at) - Date.parse(save.saved_at) < span;
    if (joins) {
      current!.first = save;
      current!.saves++;
      continue;
    }
    current = { last: save, first: save, saves: 1 };
    entries.push(current);
  }
  return entries;
}

export type VersionRow = DocumentVersionsTable & {
  id: number;
  first_name: string | null;
  last_name_prefix: string | null;
  last_name: string | null;
};

/** A document's named versions, newest first, with their authors' names. */
export function listVersions(db: Db, documentId: number): Promise<VersionRow[]> {
  return db
    .selectFrom('document_versions')
    .leftJoin('users', 'users.id', 'document_versions.created_by')
    .select([
      'document_versions.id',
      'document_versions.document_id',
      'document_versions.version',
      'document_versions.name',
      'document_versions.kind',
      'document_versions.note',
      'document_versions.created_by',
      'document_versions.created_at',
      'users.first_name',
      'users.last_name_prefix',
      'users.last_name',
    ])
    .where('document_versions.document_id', '=', documentId)
    .orderBy('document_versions.version', 'desc')
    .orderBy('document_versions.id', 'desc')
    .execute() as Promise<VersionRow[]>;
}

export function createVersion(
  db: Db,
  values: Omit<DocumentVersionsTable, 'id' | 'created_at'>,
): Promise<{ id: number }> {
  return db
    .insertInto('document_versions')
    .values({ ...values, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** How much history a document keeps: rows of revisions and saves (the benchmark prints it). */
export async function historySize(
  db: Db,
  documentId: number,
): Promise<{ revisions: number; saves: number }> {
  const count = (table: 'block_revisions' | 'document_saves') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('document_id', '=', documentId)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  return { revisions: await count('block_revisions'), saves: await count('document_saves') };
}
