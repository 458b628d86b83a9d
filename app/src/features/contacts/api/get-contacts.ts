import type { Contact, ContextType } from '@koers/contract';
import { SORT_COLUMNS, type SortColumn } from '@koers/contract/constants';
import { contextApiPath } from '@/lib/api/context-path';

/** A contact as the paged list returns it. */
export type { Contact };

/** Columns the server lets the contacts list sort on. */
export const CONTACT_SORT_COLUMNS = SORT_COLUMNS.contacts;
export type ContactSortColumn = SortColumn<'contacts'>;

/** How the social map sorts when it opens (the boot script asks for that first page early). */
export const CONTACTS_INITIAL_SORT = { sortColumn: 'name', sortOrder: 'asc' } as const;

/**
 * URL of the paged social map of a context (`GET /api/{ctx}/{id}/contacts`), optionally of one
 * category. The paged-list hook adds page, query and sort to it.
 */
export function contactsUrl(
  context: { id: number; contextType: ContextType },
  categoryId: number | null,
): string {
  const base = `${contextApiPath(context)}/contacts`;
  return categoryId === null ? base : `${base}?contact_category_id=${categoryId}`;
}
