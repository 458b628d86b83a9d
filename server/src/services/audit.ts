import { sql, type Kysely, type Transaction } from 'kysely';
import type { ContextType, Database } from '../db/types.js';
import { nowIso } from '../lib/time.js';

type Db = Kysely<Database> | Transaction<Database>;

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
export async function audit(db: Db, entry: AuditEntry, before?: EntrySnapshot): Promise<void> {
  const now = await snapshot(db, entry);
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
      // The name after the change (a rename shows the new one), else before it (a removal).
      subject_label: now.label ?? before?.label ?? labelFromChanges(entry.changes),
      // The board the change happened under: a school that moved or went is still its board's.
      organisation_id: before ? before.organisationId : now.organisationId,
    })
    .execute();
}

/** What an entry records of its subject and context besides the ids. */
export interface EntrySnapshot {
  /** The subject's name, when it exists. */
  label: string | null;
  /** The board of the entry's context (the board itself, or a school's board). */
  organisationId: number | null;
}

/** The table and name column of each kind of subject with a numeric id. */
const LABEL_COLUMNS = {
  document: ['documents', 'name'],
  organisation: ['organisations', 'name'],
  school: ['schools', 'name'],
  period: ['periods', 'name'],
  contact: ['contacts', 'name'],
  contact_category: ['contact_categories', 'name'],
  calendar_event: ['calendar_events', 'title'],
  calendar_category: ['calendar_categories', 'name'],
  application: ['applications', 'name'],
  manual: ['manuals', 'title'],
  file: ['files', 'name'],
} as const;

function labelFromChanges(changes: AuditEntry['changes']): string | null {
  for (const key of ['name', 'title', 'email'] as const) {
    const value = changes?.[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

async function subjectLabel(db: Db, entry: AuditEntry): Promise<string | null> {
  const { subjectType, subjectId } = entry;
  if (subjectId == null) return null;
  if (subjectType === 'invitation') {
    const row = await db
      .selectFrom('invitations')
      .select('email')
      .where('id', '=', String(subjectId))
      .executeTakeFirst();
    return row?.email ?? null;
  }
  const id = Number(subjectId);
  if (!Number.isSafeInteger(id)) return null;
  if (subjectType === 'user') {
    const row = await db
      .selectFrom('users')
      .select(['first_name', 'last_name_prefix', 'last_name'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? [row.first_name, row.last_name_prefix, row.last_name].filter(Boolean).join(' ')
      : null;
  }
  if (!Object.hasOwn(LABEL_COLUMNS, subjectType)) return null;
  const [table, column] = LABEL_COLUMNS[subjectType as keyof typeof LABEL_COLUMNS];
  // The table and column come from the allow-list above.
  const { rows } = await sql<{ label: string | null }>`
    select ${sql.ref(column)} as label from ${sql.table(table)} where id = ${id}`.execute(db);
  return rows[0]?.label ?? null;
}

async function contextOrganisation(db: Db, entry: AuditEntry): Promise<number | null> {
  if (entry.contextId == null) return null;
  if (entry.contextType === 'organisation') return entry.contextId;
  if (entry.contextType !== 'school') return null;
  const row = await db
    .selectFrom('schools')
    .select('organisation_id')
    .where('id', '=', entry.contextId)
    .executeTakeFirst();
  return row?.organisation_id ?? null;
}

/** The subject's name and the context's board as they are now (inside the write's transaction). */
export async function snapshot(db: Db, entry: AuditEntry): Promise<EntrySnapshot> {
  return {
    label: await subjectLabel(db, entry),
    organisationId: await contextOrganisation(db, entry),
  };
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
    // An entry known before the write is about something that exists: record its name and board
    // as they were (a removed document keeps its name, a moved school its former board).
    const before = typeof entry === 'function' ? undefined : await snapshot(trx, entry);
    const result = await work(trx);
    const row = typeof entry === 'function' ? entry(result) : entry;
    if (row) await audit(trx, row, before);
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

/**
 * The audit row of an accepted invitation (from its link, or by a single sign-on of an invited
 * address): the new member is its actor, the invitation its subject, in the invitation's context.
 */
export const invitationAcceptedEntry = (
  userId: number,
  invite: { id: string; invitable_type: string; invitable_id: number; role_id: number },
  changes: Record<string, unknown>,
): AuditEntry => ({
  userId,
  action: 'invite_accepted',
  subjectType: 'invitation',
  subjectId: invite.id,
  contextType: invite.invitable_type as ContextType,
  contextId: invite.invitable_id,
  changes: { role_id: invite.role_id, ...changes },
});
