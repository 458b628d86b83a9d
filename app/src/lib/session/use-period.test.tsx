import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearAuth,
  resetSessionForTests,
  storeContext,
  storeTokens,
  updateSession,
} from './session-store';
import { usePeriod } from './period';
import { currentUser, regenboog } from '@/lib/testing/fixtures';
import type { CurrentUser } from './types';

const periods = [
  {
    id: 1,
    name: '2025-2026',
    start_at: '2025-08-01',
    end_at: '2026-07-31',
    documents: [
      { id: 71, name: 'Jaarplan 2025-2026', type: 'plan', status: 'ter_bespreking' as const },
    ],
  },
  {
    id: 2,
    name: '2026-2027',
    start_at: '2026-08-01',
    end_at: '2027-07-31',
    documents: [
      { id: 72, name: 'Jaarplan 2026-2027', type: 'plan', status: 'ter_bespreking' as const },
    ],
  },
];

const user: CurrentUser = currentUser({
  id: 5,
  email: 'directeur@koers.test',
  first_name: 'Dirk',
  last_name: 'Directeur',
  schools: [regenboog({ id: 12 })],
});

/** usePeriod inside a router at `path`, with a fresh SWR cache and the periods API stubbed. */
function renderUsePeriod(path: string, rank: number) {
  updateSession({ user, roles: [{ id: 1, name: 'Rol', rank }], rolesStatus: 'loaded' });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: periods }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] });
    return (
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>
    );
  };
  const hook = renderHook(() => usePeriod(), { wrapper });
  return { ...hook, router: () => router };
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  storeTokens('access', 'refresh');
  storeContext({ id: 12, contextType: 'school' });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T12:00:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePeriod (SPEC §4)', () => {
  it('lets a manager choose: stored, and on a document the period’s plan opens', async () => {
    const { result, router } = renderUsePeriod('/document/72', 10);
    await waitFor(() => expect(result.current.period?.id).toBe(2)); // the one containing today
    expect(result.current.canChoose).toBe(true);
    act(() => result.current.setPeriod(periods[0]!));
    expect(result.current.period?.id).toBe(1);
    expect(localStorage.getItem('period')).toBe('1');
    await waitFor(() => expect(router().state.location.pathname).toBe('/document/71'));
  });

  it('does not store a teacher’s choice', async () => {
    const { result } = renderUsePeriod('/jaarkalender', 1);
    await waitFor(() => expect(result.current.period?.id).toBe(2));
    expect(result.current.canChoose).toBe(false);
    localStorage.setItem('period', '1');
    act(() => result.current.setPeriod(periods[0]!));
    expect(localStorage.getItem('period')).toBe('1'); // untouched: written by no one here
  });

  it('forgets the choice made in this tab at logout', async () => {
    const { result, unmount } = renderUsePeriod('/jaarkalender', 10);
    await waitFor(() => expect(result.current.period?.id).toBe(2));
    act(() => result.current.setPeriod(periods[0]!));
    expect(result.current.period?.id).toBe(1);
    unmount();
    act(() => clearAuth());
    expect(localStorage.getItem('period')).toBeNull();

    // The next manager in this tab gets the default: the period containing today.
    storeTokens('access-2', 'refresh-2');
    storeContext({ id: 12, contextType: 'school' });
    const next = renderUsePeriod('/jaarkalender', 10);
    await waitFor(() => expect(next.result.current.period?.id).toBe(2));
  });
});
