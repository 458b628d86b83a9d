import {
  AUDIT_EXPORT_LIMIT,
  type AuditEntry,
  type AuditExportQuery,
  type AuditLogQuery,
  type PagedResult,
} from '@koers/contract';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { ContextType, Database } from '../db/types.js';
import { invalid } from '../lib/errors.js';
import type { Locale } from '../lib/messages.js';
import { paginate, searchCondition } from '../lib/paginate.js';
import { summarize, type WordedEntry } from '../services/audit-wording.js';

/**
 * Reading the activity log (audit_log). Only reads: the log is written by services/audit.ts and
 * the database refuses to change or remove its rows (migration 0007).
 */

/** Whose log: every entry (super admins) or one context's. */
export type AuditScope = { kind: 'all' } | { kind: 'context'; type: ContextType; id: number };

export type AuditFilters = Omit<AuditExportQuery, 'query'> & { query?: string };

const TIME_ZONE = 'Europe/Amsterdam';

/** Minutes the Dutch clock is ahead of UTC at `instant`. */
function amsterdamOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * The UTC instant of midnight at the start of a Dutch calendar day (`YYYY-MM-DD`). The clocks
 * change at 02:00 or 03:00, so midnight has one offset.
 */
export function startOfDutchDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  const offset = amsterdamOffsetMinutes(new Date(utcMidnight));
  return new Date(utcMidnight - offset * 60_000).toISOString();
}

/** The day after `day` (`YYYY-MM-DD`). */
const nextDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/** The base select of entries with their person and context, before scope and filters. */
function entries(db: Kysely<Database>) {
  return db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .leftJoin('organisations', (join) =>
      join
        .onRef('organisations.id', '=', 'audit_log.context_id')
        .on('audit_log.context_type', '=', 'organisation'),
    )
    .leftJoin('schools', (join) =>
      join
        .onRef('schools.id', '=', 'audit_log.context_id')
        .on('audit_log.context_type', '=', 'school'),
    )
    .select([
      'audit_log.id',
      'audit_log.created_at',
      'audit_log.user_id',
      'audit_log.action',
      'audit_log.subject_type',
      'audit_log.subject_id',
      'audit_log.subject_label',
      'audit_log.context_type',
      'audit_log.context_id',
      'audit_log.changes',
      'users.first_name',
      'users.last_name_prefix',
      'users.last_name',
      'users.email',
      'organisations.name as organisation_name',
      'schools.name as school_name',
    ]);
}

type EntryQuery = ReturnType<typeof entries>;
type EntryRow = Awaited<ReturnType<EntryQuery['execute']>>[number];

/**
 * A context's entries: a school's are those in the school; a board's those in the board, in its
 * schools of today (their whole history comes along when a school joins), and those written
 * while a school was the board's (`organisation_id`: a school that moved away or was removed).
 */
function scoped(query: EntryQuery, scope: AuditScope): EntryQuery {
  if (scope.kind === 'all') return query;
  if (scope.type === 'school')
    return query
      .where('audit_log.context_type', '=', 'school')
      .where('audit_log.context_id', '=', scope.id);
  return query.where((eb) =>
    eb.or([
      eb('audit_log.organisation_id', '=', scope.id),
      eb.and([
        eb('audit_log.context_type', '=', 'school'),
        eb(
          'audit_log.context_id',
          'in',
          eb
            .selectFrom('schools')
            .select('schools.id')
            .where('schools.organisation_id', '=', scope.id),
        ),
      ]),
    ]),
  );
}

/** The person's full name, lowered, as one text the search can match ("anna de vries"). */
const fullName = sql<string>`lower(users.first_name || ' ' || coalesce(users.last_name_prefix || ' ', '') || users.last_name)`;

function filtered(query: EntryQuery, filters: AuditFilters): EntryQuery {
  let q = query;
  if (filters.user_id !== undefined) q = q.where('audit_log.user_id', '=', filters.user_id);
  if (filters.action !== undefined) q = q.where('audit_log.action', '=', filters.action);
  if (filters.subject_type !== undefined)
    q = q.where('audit_log.subject_type', '=', filters.subject_type);
  if (filters.from && filters.to && filters.to < filters.from)
    throw invalid('to', 'validation.after_or_equal', { date: filters.from });
  if (filters.from) q = q.where('audit_log.created_at', '>=', startOfDutchDay(filters.from));
  if (filters.to) q = q.where('audit_log.created_at', '<', startOfDutchDay(nextDay(filters.to)));
  const text = filters.query?.trim().toLowerCase();
  if (text) {
    const columns = searchCondition(
      ['audit_log.subject_label', 'users.email', 'organisations.name', 'schools.name'],
      text,
    );
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        columns as Expression<SqlBool>,
        sql<SqlBool>`${fullName} like ${pattern} escape '\\'`,
      ]),
    );
  }
  return q;
}

/** What the wording needs besides the row: the names of roles and boards its changes refer to. */
interface Names {
  roles: Map<number, string>;
  boards: Map<number, string>;
}

const parseChanges = (text: string | null): Record<string, unknown> | null => {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

async function namesFor(db: Kysely<Database>, changes: Array<Record<string, unknown> | null>) {
  const ids = (key: string) => [
    ...new Set(
      changes
        .map((c) => c?.[key])
        .filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v)),
    ),
  ];
  const roleIds = ids('role_id');
  const boardIds = ids('organisation_id');
  const roles = roleIds.length
    ? await db.selectFrom('roles').select(['id', 'name']).where('id', 'in', roleIds).execute()
    : [];
  const boards = boardIds.length
    ? await db
        .selectFrom('organisations')
        .select(['id', 'name'])
        .where('id', 'in', boardIds)
        .execute()
    : [];
  return {
    roles: new Map(roles.map((r) => [r.id, r.name])),
    boards: new Map(boards.map((b) => [b.id, b.name])),
  } satisfies Names;
}

function toEntry(
  locale: Locale,
  row: EntryRow,
  changes: Record<string, unknown> | null,
  names: Names,
): AuditEntry {
  const actor =
    row.user_id == null
      ? null
      : {
          id: row.user_id,
          name:
            row.first_name == null
              ? null
              : [row.first_name, row.last_name_prefix, row.last_name].filter(Boolean).join(' '),
          email: row.email ?? null,
        };
  const contextType = row.context_type as ContextType | null;
  const context =
    contextType === 'organisation' || contextType === 'school'
      ? {
          type: contextType,
          id: row.context_id ?? 0,
          name: (contextType === 'school' ? row.school_name : row.organisation_name) ?? null,
        }
      : null;
  const worded: WordedEntry = {
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    subjectName: row.subject_label,
    actor,
    context,
    changes,
    roleName:
      typeof changes?.role_id === 'number' ? (names.roles.get(changes.role_id) ?? null) : null,
    boardName:
      typeof changes?.organisation_id === 'number'
        ? (names.boards.get(changes.organisation_id) ?? null)
        : null,
  };
  return {
    id: row.id,
    created_at: row.created_at,
    actor,
    action: row.action,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    subject_name: row.subject_label,
    context,
    summary: summarize(locale, worded),
  };
}

/** Rows as entries worded in `locale`. */
async function word(db: Kysely<Database>, locale: Locale, rows: EntryRow[]): Promise<AuditEntry[]> {
  const changes = rows.map((row) => parseChanges(row.changes));
  const names = await namesFor(db, changes);
  return rows.map((row, i) => toEntry(locale, row, changes[i] ?? null, names));
}

/** One page of the log (newest first unless asked otherwise). */
export async function auditLogPage(
  db: Kysely<Database>,
  scope: AuditScope,
  params: AuditLogQuery,
  locale: Locale,
): Promise<PagedResult<AuditEntry>> {
  const { page, per_page, sort_column, sort_order, query, ...filters } = params;
  const base = filtered(scoped(entries(db), scope), { ...filters, query });
  const result = await paginate(
    base,
    { page, per_page, sort_column, sort_order },
    {
      sortColumns: { created_at: 'audit_log.created_at' },
      defaultSort: { column: 'created_at', order: sort_order ?? 'desc' },
      tieBreaker: 'audit_log.id',
      tieBreakerOrder: 'sort',
    },
  );
  return { data: await word(db, locale, result.data), meta: result.meta };
}

/** Rows of the export, fetched this many at a time. */
const EXPORT_BATCH = 1000;

/** How many entries the filters select (to refuse an export larger than the limit). */
export async function auditLogCount(
  db: Kysely<Database>,
  scope: AuditScope,
  filters: AuditFilters,
): Promise<number> {
  const row = await filtered(scoped(entries(db), scope), filters)
    .clearSelect()
    .select(sql<number | string>`count(*)`.as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Every entry the filters select, newest first, worded in `locale`: read in batches by
 * (created_at, id), so a long export holds neither the whole log in memory nor a transaction.
 */
export async function* auditLogEntries(
  db: Kysely<Database>,
  scope: AuditScope,
  filters: AuditFilters,
  locale: Locale,
  limit = AUDIT_EXPORT_LIMIT,
): AsyncGenerator<AuditEntry> {
  let after: { created_at: string; id: number } | null = null;
  let sent = 0;
  while (sent < limit) {
    let query = filtered(scoped(entries(db), scope), filters);
    if (after) {
      const { created_at, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb('audit_log.created_at', '<', created_at),
          eb.and([eb('audit_log.created_at', '=', created_at), eb('audit_log.id', '<', id)]),
        ]),
      );
    }
    const rows = await query
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(Math.min(EXPORT_BATCH, limit - sent))
      .execute();
    if (rows.length === 0) return;
    for (const entry of await word(db, locale, rows)) yield entry;
    sent += rows.length;
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
}

/** The people the person filter offers: who appears in this log, matching `query`, by name. */
export async function auditLogActors(
  db: Kysely<Database>,
  dialect: Dialect,
  scope: AuditScope,
  query: string | undefined,
): Promise<Array<{ id: number; name: string; email: string }>> {
  const text = query?.trim().toLowerCase() ?? '';
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let people = db
    .selectFrom('users')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name_prefix',
      'users.last_name',
      'users.email',
    ])
    .orderBy(sql`lower(users.last_name)`)
    .orderBy('users.id')
    .limit(20);
  if (text && scope.kind === 'all') {
    // Every user of the installation (100,000 in the benchmark): the start of a name or the
    // email, which the lower() indexes answer, as the admin's user search does.
    const prefix = searchCondition(
      ['users.first_name', 'users.last_name', 'users.email'],
      text,
      'prefix',
      dialect === 'sqlite',
    );
    people = people.where(prefix as Expression<SqlBool>);
  } else if (text) {
    people = people.where((eb) =>
      eb.or([
        sql<SqlBool>`${fullName} like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(users.email) like ${pattern} escape '\\'`,
      ]),
    );
  }
  if (scope.kind === 'context') {
    // Only people who appear in this context's log: its entries' distinct authors.
    const authors = scoped(entries(db), scope)
      .clearSelect()
      .select('audit_log.user_id')
      .where('audit_log.user_id', 'is not', null);
    people = people.where('users.id', 'in', authors as never);
  }
  const rows = await people.execute();
  return rows.map((row) => ({
    id: row.id,
    name: [row.first_name, row.last_name_prefix, row.last_name].filter(Boolean).join(' '),
    email: row.email,
  }));
}
