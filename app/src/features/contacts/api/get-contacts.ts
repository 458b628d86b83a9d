import type {
  CONTACT_SORT_COLUMNS as ContractSortColumns,
  Contact,
  ContextType,
} from '@koers/contract';

/** A contact as the paged list returns it. */
export type { Contact };

/**
 * Columns the server lets the contacts list sort on, copied as a value (importing it would bring
 * TypeBox into the bundle); `satisfies` fails the typecheck when it drifts from the contract.
 */
export const CONTACT_SORT_COLUMNS = [
  'name',
  'function',
  'organisation_name',
] as const satisfies readonly (typeof ContractSortColumns)[number][];
export type ContactSortColumn = (typeof CONTACT_SORT_COLUMNS)[number];

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
  const base = `/api/${context.contextType === 'organisation' ? 'organisations' : 'schools'}/${context.id}/contacts`;
  return categoryId === null ? base : `${base}?contact_category_id=${categoryId}`;
}
