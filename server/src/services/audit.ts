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

/** Records who did what, when and in which context. Call it inside the write's transaction. */
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
