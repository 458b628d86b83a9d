import type { ContactCategory, ContextType } from '@koers/contract';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import { contextPath } from './context-urls';

/** `GET /api/{ctx}/{id}/contact-categories` (same cache entry as the social map's). */
export function useSettingsContactCategories(
  context: { id: number; contextType: ContextType } | null,
) {
  const key = context === null ? null : `${contextPath(context)}/contact-categories`;
  return useSWR(
    key,
    async (url: string) => (await apiFetch<{ data: ContactCategory[] }>(url)).data,
  );
}
