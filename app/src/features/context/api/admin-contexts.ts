import useSWR from 'swr';
import type { AdminOrganisation, AdminSchool, PageMeta } from '@koers/contract';
import { apiFetch } from '@/lib/api/client';

const PER_PAGE = 100; // DESIGN §3: the largest page the paginator serves

/** Every page of a super-admin list, one request per 100 rows. */
async function fetchAll<T>(path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await apiFetch<{ data: T[]; meta: PageMeta }>(
      `${path}?page=${page}&per_page=${PER_PAGE}&sort_column=name&sort_order=asc`,
    );
    rows.push(...result.data);
    if (page >= result.meta.last_page) return rows;
  }
}

export const adminContextsKey = 'admin-contexts';

/** All organisations and schools, for a super admin choosing a context (SPEC §2). */
export async function fetchAdminContexts(): Promise<{
  organisations: AdminOrganisation[];
  schools: AdminSchool[];
}> {
  const [organisations, schools] = await Promise.all([
    fetchAll<AdminOrganisation>('/api/admin/organisations'),
    fetchAll<AdminSchool>('/api/admin/schools'),
  ]);
  return { organisations, schools };
}

export function useAdminContexts(enabled: boolean) {
  return useSWR(enabled ? adminContextsKey : null, fetchAdminContexts, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
