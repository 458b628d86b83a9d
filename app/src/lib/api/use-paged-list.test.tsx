import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/session/session-store';
import { pagedListUrl, usePagedList } from './use-paged-list';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

const meta = (page: number, lastPage: number, total: number) => ({
  current_page: page,
  from: total ? (page - 1) * 25 + 1 : null,
  last_page: lastPage,
  per_page: 25,
  to: total ? Math.min(page * 25, total) : null,
  total,
});

let requested: string[] = [];
beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      if (url.startsWith('/api/broken')) return new Response('{}', { status: 500 });
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return new Response(JSON.stringify({ data: [{ id: page }], meta: meta(page, 3, 60) }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('pagedListUrl (SPEC §7)', () => {
  it('always sends the page, the query only with text, and the sort pair only when complete', () => {
    expect(pagedListUrl('/api/x', { page: 2 })).toBe('/api/x?page=2');
    expect(pagedListUrl('/api/x', { page: 1, query: '  ggd ' })).toBe('/api/x?page=1&query=ggd');
    expect(
      pagedListUrl('/api/x', { page: 1, query: '', sortColumn: 'name', sortOrder: null }),
    ).toBe('/api/x?page=1');
    expect(
      pagedListUrl('/api/x?category=2', { page: 1, sortColumn: 'name', sortOrder: 'desc' }),
    ).toBe('/api/x?category=2&page=1&sort_column=name&sort_order=desc');
  });
});

describe('usePagedList', () => {
  it('loads a page, ignores pages outside 1…last_page and resets to page 1 on a new search', async () => {
    const { result } = renderHook(() => usePagedList<{ id: number }>('/api/contacts'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current.rows).toEqual([{ id: 1 }]);

    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 3 }]));
    act(() => result.current.setPage(4));
    act(() => result.current.setPage(0));
    expect(result.current.page).toBe(3);

    act(() => result.current.setQuery('wijkteam'));
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 1 }]));
    expect(requested.at(-1)).toBe('/api/contacts?page=1&query=wijkteam');

    act(() => result.current.setSort({ column: 'name', order: 'asc' }));
    await waitFor(() =>
      expect(requested.at(-1)).toBe(
        '/api/contacts?page=1&query=wijkteam&sort_column=name&sort_order=asc',
      ),
    );
  });

  it('goes back to page 1 when the list URL changes', async () => {
    const { result, rerender } = renderHook(({ url }) => usePagedList<{ id: number }>(url), {
      wrapper,
      initialProps: { url: '/api/a' },
    });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 2 }]));
    rerender({ url: '/api/b' });
    await waitFor(() => expect(requested.at(-1)).toBe('/api/b?page=1'));
    expect(result.current.page).toBe(1);
  });

  it('empties the list silently when the load fails', async () => {
    const { result } = renderHook(() => usePagedList('/api/broken'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('empty'));
    expect(result.current.rows).toEqual([]);
    expect(result.current.meta).toBeNull();
    expect(result.current.isLoading).toBe(false);
  });

  it('shows a page with its own answer as loaded while it is checked again, others as processing', async () => {
    // The cache as a route loader leaves it: the first page is there before the list mounts.
    const cache = new Map();
    const primed = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>{children}</SWRConfig>
    );
    const { result: first } = renderHook(() => usePagedList<{ id: number }>('/api/primed'), {
      wrapper,
    });
    await waitFor(() => expect(first.current.status).toBe('loaded'));
    cache.set('/api/primed?page=1', {
      data: { data: [{ id: 1 }], meta: meta(1, 3, 60) },
    });
    const statuses: string[] = [];
    const { result } = renderHook(
      () => {
        const list = usePagedList<{ id: number }>('/api/primed');
        statuses.push(list.status);
        return list;
      },
      { wrapper: primed },
    );
    expect(statuses[0]).toBe('loaded');
    expect(result.current.rows).toEqual([{ id: 1 }]);
    await waitFor(() =>
      expect(requested.filter((u) => u === '/api/primed?page=1')).toHaveLength(2),
    );
    expect(statuses).not.toContain('processing');
    // Another page has no answer yet: processing, with the previous rows kept meanwhile.
    act(() => result.current.setPage(2));
    expect(result.current.status).toBe('processing');
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 2 }]));
    expect(result.current.status).toBe('loaded');
  });
});
