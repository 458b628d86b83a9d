import { apiFetch } from '@/lib/api/client';
import { prime } from '@/lib/api/prime';
import { pagedListUrl } from '@/lib/api/use-paged-list';
import { getSession } from '@/lib/session/session-store';
import { contactCategoriesKey, getContactCategories } from '@/lib/api/contact-categories';
import { CONTACTS_INITIAL_SORT, contactsUrl } from './get-contacts';

/**
 * Fetches what the social map shows first (its categories and the first page in the initial
 * sort, the keys its hooks use) into SWR's cache before the screen renders, as the document
 * route does: the table then appears with its rows instead of a spinner that turns into rows one
 * render later. On a first visit the boot script has asked for both already. Resolves when they
 * have answered, never rejects: a failure is the page's to show (SPEC §8).
 */
export async function preloadContacts(): Promise<void> {
  const { token, context } = getSession();
  if (!token || !context) return;
  const firstPage = pagedListUrl(contactsUrl(context, null), { page: 1, ...CONTACTS_INITIAL_SORT });
  await Promise.all([
    prime(firstPage, () => apiFetch(firstPage)).catch(() => undefined),
    prime(contactCategoriesKey(context), () => getContactCategories(context)).catch(
      () => undefined,
    ),
  ]);
}
