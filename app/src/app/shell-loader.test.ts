import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session/types';

const user: CurrentUser = {
  id: 1,
  email: 'x@koers.test',
  first_name: 'X',
  last_name_prefix: null,
  last_name: 'Y',
  admin: false,
  locale: null,
  organisations: [],
  schools: [],
};

function stubFetch() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ data: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

// A fresh module graph per test: the loader's run-once flag and the session start anew.
async function load() {
  const session = await import('@/lib/session/session-store');
  const { shellLoader } = await import('./shell-loader');
  return { ...session, shellLoader };
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('shellLoader', () => {
  it('requests the shell’s data of a school once, on the first screen with a session', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('context', JSON.stringify({ id: 5, contextType: 'school' }));
    localStorage.setItem('contextType', 'school');
    const { updateSession, shellLoader } = await load();
    updateSession({ user });
    const calls = stubFetch();
    await expect(shellLoader()).resolves.toBeNull();
    await vi.waitFor(() =>
      expect(calls.sort()).toEqual([
        '/api/schools/5/applications',
        '/api/schools/5/documents',
        '/api/schools/5/periods',
      ]),
    );
    await shellLoader();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(3);
  });

  it('also requests the board’s documents for a manager of a school in a board', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('context', JSON.stringify({ id: 6, contextType: 'school' }));
    localStorage.setItem('contextType', 'school');
    const { updateSession, shellLoader } = await load();
    updateSession({
      user: { ...user, schools: [{ id: 6, access: { role_id: 2 } }] } as unknown as CurrentUser,
      roles: [{ id: 2, name: 'Directeur', rank: 10 }] as never,
      rolesStatus: 'loaded',
      school: { id: 6, name: 'De Regenboog', organisation: { id: 9 } } as never,
    });
    const calls = stubFetch();
    // Another school than the test above: SWR's preload slots outlive vi.resetModules.
    await shellLoader();
    await vi.waitFor(() =>
      expect(calls.sort()).toEqual([
        '/api/organisations/9/documents',
        '/api/schools/6/applications',
        '/api/schools/6/documents',
        '/api/schools/6/periods',
      ]),
    );
  });

  it('requests nothing without a user or a context', async () => {
    localStorage.setItem('token', 't');
    const { updateSession, shellLoader } = await load();
    updateSession({ user });
    const calls = stubFetch();
    await shellLoader();
    updateSession({ user: null, context: { id: 5, contextType: 'school' } });
    await shellLoader();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
