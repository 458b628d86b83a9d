import type {
  ContactCategory,
  CreateContactCategoryBody,
  UpdateContactCategoryBody,
} from '@koers/contract';
import { useSWRConfig } from 'swr';
import { apiFetch } from '@/lib/api/client';
import { contactCategoriesKey } from '@/lib/api/contact-categories';
import { contextApiPath } from '@/lib/api/context-path';
import type { ContextRef } from '@/lib/session/types';

/** `POST /api/{ctx}/{id}/contact-categories` (managers of the context). */
export async function createContactCategory(
  context: ContextRef,
  body: CreateContactCategoryBody,
): Promise<ContactCategory> {
  return (
    await apiFetch<{ data: ContactCategory }>(contactCategoriesKey(context), {
      method: 'POST',
      json: body,
    })
  ).data;
}

/** `PATCH /api/contact-categories/{id}`: a new name. */
export async function renameContactCategory(id: number, name: string): Promise<ContactCategory> {
  const body: UpdateContactCategoryBody = { name };
  return (
    await apiFetch<{ data: ContactCategory }>(`/api/contact-categories/${id}`, {
      method: 'PATCH',
      json: body,
    })
  ).data;
}

/** Where the contacts of a removed category go: another category, or none. */
export type CategoryContactsDestination = { moveTo: number } | 'clear' | null;

/**
 * `DELETE /api/contact-categories/{id}`, with where its contacts go (`null`: it has none, or the
 * user has not chosen, which the server refuses for a category with contacts).
 */
export async function deleteContactCategory(
  id: number,
  destination: CategoryContactsDestination,
): Promise<void> {
  const query =
    destination === null
      ? ''
      : destination === 'clear'
        ? '?contacts=clear'
        : `?contacts=move&move_to=${destination.moveTo}`;
  await apiFetch<null>(`/api/contact-categories/${id}${query}`, { method: 'DELETE' });
}

/**
 * After a change to the categories: their list again, and every cached page of the context's
 * social map (a contact shows its category's name; removing a category moves its contacts).
 * The lists keep their page, search and sort: only their data is fetched anew.
 */
export function useRefreshCategories(context: ContextRef | null) {
  const { mutate } = useSWRConfig();
  return async () => {
    if (!context) return;
    const contacts = `${contextApiPath(context)}/contacts?`;
    await Promise.all([
      mutate(contactCategoriesKey(context)),
      mutate((key) => typeof key === 'string' && key.startsWith(contacts)),
    ]);
  };
}
