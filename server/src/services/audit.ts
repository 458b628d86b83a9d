import type { Kysely, Transaction } from 'kysely';
import type { ContextType, Database } from '../db/types.js';
import { nowIso } from '../lib/time.js';

export interface AuditEntry {
  /** Who (null for the system, e.g. the seed or a CLI). */
  userId: number | null;
  /** What: `created`, `updated`, `deleted`, or a verb such as `login`, `invited`, `password_reset`. */
  action: string;
  /** The table-like name of the subject: `document`, `school`, `user`, … */
  subjectType: string;
  subjectId: number | string | null;
  /** In which context (null for account-level actions). */
  contextType?: ContextType | null;
  contextId?: number | null;
  /** The changed fields (new values); never passwords or tokens. */
  changes?: Record<string, unknown> | null;
}

/**
 * Records who did what, when and in which context. A write goes through `auditedWrite`; this on
 * its own is for events that change nothing else (a login, a requested reset mail).
 */
export async function audit(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId == null ? null : String(entry.subjectId),
      context_type: entry.contextType ?? null,
      context_id: entry.contextId ?? null,
      changes: entry.changes ? JSON.stringify(entry.changes) : null,
      created_at: nowIso(),
    })
    .execute();
}

/**
 * Runs `work` in one transaction with its audit row, so a change and its trace commit or roll
 * back together. `entry` is the row, or builds it from what `work` returned (a new id); a
 * builder that returns null records nothing (the write turned out not to happen).
 */
export async function auditedWrite<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
  entry: AuditEntry | ((result: T) => AuditEntry | null),
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await work(trx);
    const row = typeof entry === 'function' ? entry(result) : entry;
    if (row) await audit(trx, row);
    return result;
  });
}

/**
 * The audit row of a change to an organisation or school itself (created, updated, deleted):
 * the context is its own subject, whether its admins or a super admin made the change.
 */
export const contextEntry = (
  userId: number | null,
  action: string,
  contextType: ContextType,
  contextId: number,
  changes?: Record<string, unknown>,
): AuditEntry => ({
  userId,
  action,
  subjectType: contextType,
  subjectId: contextId,
  contextType,
  contextId,
  changes,
});
