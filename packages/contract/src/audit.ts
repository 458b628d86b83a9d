import { Type, type Static } from '@sinclair/typebox';
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES, CONTEXT_TYPES, SORT_COLUMNS } from './constants.js';
import { Id, PageQuery } from './common.js';

/**
 * The activity log (who changed what, when, in which context): read-only, for super admins over
 * every context (`GET /api/admin/audit-log`) and for a context's admins over that context
 * (`GET /api/{ctx}/{id}/audit-log`). Nothing in the API writes or removes an entry; every write
 * of the application adds one.
 */

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([Type.Null(), schema]);

const literals = <T extends readonly string[]>(values: T) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/** A date without a time (`YYYY-MM-DD`). */
const Day = Type.String({ format: 'date', maxLength: 10 });

/** Who did it: null when the system did (the seed, a command-line tool). */
export const AuditActor = Type.Object({
  id: Type.Integer(),
  /** Display name; null when the account has been deleted since. */
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
});
export type AuditActor = Static<typeof AuditActor>;

export const AuditEntry = Type.Object(
  {
    id: Type.Integer(),
    /** When (ISO 8601, UTC). */
    created_at: Type.String(),
    actor: Nullable(AuditActor),
    /** What was done (AUDIT_ACTIONS; older entries may hold another verb). */
    action: Type.String(),
    /** The kind of object it was done to (AUDIT_SUBJECT_TYPES). */
    subject_type: Type.String(),
    subject_id: Nullable(Type.String()),
    /** The object's name when the entry was written (it may have been renamed or removed since). */
    subject_name: Nullable(Type.String()),
    /** The school or board it happened in; null for account-level events. */
    context: Nullable(
      Type.Object({
        type: literals(CONTEXT_TYPES),
        id: Type.Integer(),
        /** Null when the school or board has been removed since. */
        name: Nullable(Type.String()),
      }),
    ),
    /**
     * The entry as one sentence in the reader's language (Accept-Language), e.g. "Anna de Vries
     * wijzigde het document Jaarplan 2026-2027".
     */
    summary: Type.String(),
  },
  { $id: 'AuditEntry' },
);
export type AuditEntry = Static<typeof AuditEntry>;

export const AUDIT_LOG_SORT = SORT_COLUMNS.auditLog;

/** The filters of the activity log, shared by the page and the CSV export. */
const auditFilters = {
  /** Only what this person did. */
  user_id: Type.Optional(Id),
  /** Only this kind of change. */
  action: Type.Optional(literals(AUDIT_ACTIONS)),
  /** Only changes to this kind of object. */
  subject_type: Type.Optional(literals(AUDIT_SUBJECT_TYPES)),
  /** From this day on (Dutch time, inclusive). */
  from: Type.Optional(Day),
  /** Up to and including this day (Dutch time). */
  to: Type.Optional(Day),
};

/**
 * `GET …/audit-log`: paged (newest first unless `sort_order=asc`); `query` searches the person's
 * name and email and the object's name, anywhere in the text.
 */
export const AuditLogQuery = Type.Composite([PageQuery, Type.Object(auditFilters)]);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

/** `GET …/audit-log.csv`: every entry the same filters and search select, as CSV. */
export const AuditExportQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 200 })),
  ...auditFilters,
});
export type AuditExportQuery = Static<typeof AuditExportQuery>;

/** `GET …/audit-log/actors?query=`: the people the log's person filter offers. */
export const AuditActorsQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 200 })),
});
export type AuditActorsQuery = Static<typeof AuditActorsQuery>;
