import type { ContactCategory } from '@koers/contract';
import useSWR from 'swr';
import type { ContextRef } from '@/lib/session/types';
import { apiFetch } from './client';
import { contextApiPath } from './context-path';

/** SWR key of the contact categories of a context (the social map and its settings tab). */
export const contactCategoriesKey = (context: ContextRef) =>
  `${contextApiPath(context)}/contact-categories`;

/** `GET /api/{ctx}/{id}/contact-categories`, in their set order. */
export async function getContactCategories(context: ContextRef): Promise<ContactCategory[]> {
  const response = await apiFetch<{ data: ContactCategory[] }>(contactCategoriesKey(context));
  return response.data;
}

export function useContactCategories(context: ContextRef | null) {
  return useSWR(context === null ? null : contactCategoriesKey(context), () =>
    getContactCategories(context as ContextRef),
  );
}
