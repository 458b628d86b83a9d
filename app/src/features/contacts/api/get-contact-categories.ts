import type { ContactCategory, ContextType } from '@koers/contract';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';

type ContextRef = { id: number; contextType: ContextType };

/** SWR key of the contact categories of a context. */
export const contactCategoriesKey = ({ id, contextType }: ContextRef) =>
  `/api/${contextType === 'organisation' ? 'organisations' : 'schools'}/${id}/contact-categories`;

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
