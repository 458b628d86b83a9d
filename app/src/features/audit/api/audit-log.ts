import type { AuditActor } from '@koers/contract';
import type { SearchComboBoxOption } from '@koers/ui';
import { apiFetch } from '@/lib/api/client';
import { contextApiPath } from '@/lib/api/context-path';
import type { ContextRef } from '@/lib/session/types';

/** Whose log a screen shows: the whole installation (super admins) or one school or board. */
export type AuditLogScope = { kind: 'all' } | { kind: 'context'; context: ContextRef };

/** The filters the log's bar sets; each one narrows the list and the export alike. */
export interface AuditLogFilters {
  user: SearchComboBoxOption | null;
  action: string | null;
  subjectType: string | null;
  /** Dutch calendar days `YYYY-MM-DD`, both included. */
  from: string | null;
  to: string | null;
}

export const NO_FILTERS: AuditLogFilters = {
  user: null,
  action: null,
  subjectType: null,
  from: null,
  to: null,
};

/** `GET …/audit-log`, the root of the page, the export and the person search. */
export const auditLogRoot = (scope: AuditLogScope): string =>
  scope.kind === 'all' ? '/api/admin/audit-log' : `${contextApiPath(scope.context)}/audit-log`;

function filterParams(filters: AuditLogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.user) params.set('user_id', String(filters.user.id));
  if (filters.action) params.set('action', filters.action);
  if (filters.subjectType) params.set('subject_type', filters.subjectType);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

/**
 * The list URL with its filters (the paged list adds page, search and sort): a new filter is a
 * new URL, so the list goes back to its first page (SPEC §4).
 */
export function auditLogUrl(scope: AuditLogScope, filters: AuditLogFilters): string {
  const params = filterParams(filters).toString();
  return params ? `${auditLogRoot(scope)}?${params}` : auditLogRoot(scope);
}

/** The export of what the list shows: the same filters and search, every page. */
export function auditExportUrl(
  scope: AuditLogScope,
  filters: AuditLogFilters,
  query: string,
): string {
  const params = filterParams(filters);
  if (query.trim()) params.set('query', query.trim());
  const text = params.toString();
  return `${auditLogRoot(scope)}.csv${text ? `?${text}` : ''}`;
}

/** The people the person filter offers for the typed text. */
export async function searchAuditActors(
  scope: AuditLogScope,
  query: string,
): Promise<SearchComboBoxOption[]> {
  const params = query.trim() ? `?${new URLSearchParams({ query: query.trim() })}` : '';
  const { data } = await apiFetch<{ data: AuditActor[] }>(`${auditLogRoot(scope)}/actors${params}`);
  return data.map((actor) => ({
    id: actor.id,
    label: actor.name ?? `#${actor.id}`,
    description: actor.email ?? undefined,
  }));
}

/**
 * Fetches the CSV (with the bearer token, as every call) and hands it to the browser as a
 * download named `fileName`. The body's byte order mark is put back (decoding the text removed
 * it): spreadsheet programs need it to read accented names.
 */
export async function downloadAuditExport(url: string, fileName: string): Promise<void> {
  const text = await apiFetch<string>(url, { headers: { Accept: 'text/csv' } });
  const blob = new Blob([`\uFEFF${text.replace(/^\uFEFF/, '')}`], {
    type: 'text/csv;charset=utf-8',
  });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
