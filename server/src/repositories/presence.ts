import { DOCUMENT_PRESENCE } from '@koers/contract/constants';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Who has a document open in edit mode: one row per document and user with the time of the last
 * heartbeat. In the database, so every server process answers the same; an entry older than
 * `DOCUMENT_PRESENCE.expiresSeconds` no longer counts and is removed by the next heartbeat on
 * that document. `now` (ms since the epoch) is a parameter so the expiry is testable.
 */
export interface PresentEditorRow {
  user_id: number;
  first_name: string;
  last_name_prefix: string | null;
  last_name: string;
  seen_at: string;
}

const cutoff = (now: number) =>
  new Date(now - DOCUMENT_PRESENCE.expiresSeconds * 1000).toISOString();

/** Records a heartbeat and drops the document's expired entries. */
export async function touchPresence(
  db: Db,
  documentId: number,
  userId: number,
  now: number = Date.now(),
): Promise<void> {
  const seenAt = new Date(now).toISOString();
  await db
    .deleteFrom('document_presence')
    .where('document_id', '=', documentId)
    .where('seen_at', '<', cutoff(now))
    .execute();
  await db
    .insertInto('document_presence')
    .values({ document_id: documentId, user_id: userId, seen_at: seenAt })
    .onConflict((oc) => oc.columns(['document_id', 'user_id']).doUpdateSet({ seen_at: seenAt }))
    .execute();
}

/** The users other than `exceptUserId` whose heartbeat on the document has not expired. */
export function presentEditors(
  db: Db,
  documentId: number,
  exceptUserId: number,
  now: number = Date.now(),
): Promise<PresentEditorRow[]> {
  return db
    .selectFrom('document_presence')
    .innerJoin('users', 'users.id', 'document_presence.user_id')
    .select([
      'document_presence.user_id',
      'users.first_name',
      'users.last_name_prefix',
      'users.last_name',
      'document_presence.seen_at',
    ])
    .where('document_presence.document_id', '=', documentId)
    .where('document_presence.user_id', '!=', exceptUserId)
    .where('document_presence.seen_at', '>=', cutoff(now))
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .orderBy('document_presence.user_id')
    .execute();
}

/** The user closed the document's edit mode. */
export async function leavePresence(db: Db, documentId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('document_presence')
    .where('document_id', '=', documentId)
    .where('user_id', '=', userId)
    .execute();
}
