import type {
  Contact,
  ContactDocument,
  CreateContactBody,
  UpdateContactBody,
} from '@koers/contract';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch } from '@/lib/api/client';
import { contactCategoriesKey } from '@/lib/api/contact-categories';
import { contextApiPath } from '@/lib/api/context-path';
import type { ContextRef } from '@/lib/session/types';

/** `POST /api/{ctx}/{id}/contacts` (managers of the context). */
export async function createContact(context: ContextRef, body: CreateContactBody) {
  return (
    await apiFetch<{ data: Contact }>(`${contextApiPath(context)}/contacts`, {
      method: 'POST',
      json: body,
    })
  ).data;
}

/** `PATCH /api/contacts/{id}` (managers of its context). */
export async function updateContact(id: number, body: UpdateContactBody) {
  return (await apiFetch<{ data: Contact }>(`/api/contacts/${id}`, { method: 'PATCH', json: body }))
    .data;
}

/**
 * `DELETE /api/contacts/{id}`. `keepInDocuments` says the user has seen the documents whose
 * contact blocks name the contact (they keep its details); without it the server refuses (422 on
 * `documents`, naming them) when there are any.
 */
export async function deleteContact(id: number, keepInDocuments: boolean): Promise<void> {
  await apiFetch<null>(`/api/contacts/${id}${keepInDocuments ? '?documents=keep' : ''}`, {
    method: 'DELETE',
  });
}

/** SWR key of the documents whose contact blocks name a contact. */
export const contactDocumentsKey = (id: number) => `/api/contacts/${id}/documents`;

/** `GET /api/contacts/{id}/documents`: what removing the contact leaves behind. */
export function useContactDocuments(id: number | null) {
  return useSWR(id === null ? null : contactDocumentsKey(id), (key: string) =>
    apiFetch<{ data: ContactDocument[] }>(key).then((response) => response.data),
  );
}

/**
 * After a change to a contact: every cached page of the context's social map again (with or
 * without a category filter, any page, search or sort: the lists keep theirs, only their rows
 * are fetched anew), and the categories, which count their contacts.
 */
export function useRefreshContacts(context: ContextRef | null) {
  const { mutate } = useSWRConfig();
  return async () => {
    if (!context) return;
    const contacts = `${contextApiPath(context)}/contacts?`;
    await Promise.all([
      mutate((key) => typeof key === 'string' && key.startsWith(contacts)),
      mutate(contactCategoriesKey(context)),
    ]);
  };
}
