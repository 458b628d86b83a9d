import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, restoreSession, setContext } from './actions';
import { getSession, resetSessionForTests } from './session-store';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stub(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return routes[url]?.() ?? json({ message: 'Not found.' }, 404);
    }),
  );
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
  localStorage.setItem('refreshToken', 'r');
  resetSessionForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('session actions', () => {
  it('leaves the user empty when the current-user load fails (SPEC §8), keeping the tokens', async () => {
    stub({ '/api/users/current': () => json({ message: 'Server Error' }, 500) });
    await restoreSession();
    expect(getSession().user).toBeNull();
    expect(getSession().token).toBe('t');
  });

  it('loads the stored context’s school alongside the current user, not after it', async () => {
    localStorage.setItem('context', JSON.stringify({ id: 12, contextType: 'school' }));
    localStorage.setItem('contextType', 'school');
    resetSessionForTests();
    let releaseUser!: () => void;
    const userGate = new Promise<void>((resolve) => (releaseUser = resolve));
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (url === '/api/users/current') {
          await userGate;
          return json({
            data: {
              id: 1,
              email: 'e@koers.test',
              first_name: 'E',
              last_name_prefix: null,
              last_name: 'S',
              admin: false,
              locale: null,
              organisations: [],
              schools: [],
            },
          });
        }
        if (url === '/api/schools/12') {
          return json({
            data: { id: 12, name: 'De Regenboog', calendar: true, organisation: null },
          });
        }
        if (url === '/api/roles') return json({ data: [] });
        return json({ message: 'Not found.' }, 404);
      }),
    );
    const restoring = restoreSession();
    // The school is requested while the user is still on its way.
    await vi.waitFor(() => expect(calls).toContain('/api/schools/12'));
    expect(getSession().user).toBeNull();
    releaseUser();
    await restoring;
    expect(getSession().school?.name).toBe('De Regenboog');
    expect(calls).toContain('/api/roles');
  });

  it('keeps no school of a stored context when the user cannot be loaded', async () => {
    localStorage.setItem('context', JSON.stringify({ id: 12, contextType: 'school' }));
    localStorage.setItem('contextType', 'school');
    resetSessionForTests();
    stub({
      '/api/users/current': () => json({ message: 'Server Error' }, 500),
      '/api/schools/12': () => json({ data: { id: 12, name: 'De Regenboog' } }),
    });
    await restoreSession();
    expect(getSession().user).toBeNull();
    expect(getSession().school).toBeNull();
  });

  it('reloads the roles on every context change and stores the context', async () => {
    const calls = stub({
      '/api/schools/12': () =>
        json({
          data: {
            id: 12,
            name: 'De Regenboog',
            calendar: true,
            organisation: null,
            access: { role_id: 1 },
          },
        }),
      '/api/roles': () => json({ data: [{ id: 1, name: 'Medewerker', rank: 1 }] }),
    });
    await setContext({ id: 12, contextType: 'school' });
    await setContext({ id: 12, contextType: 'school' });
    expect(calls.filter((c) => c === 'GET /api/roles')).toHaveLength(2);
    expect(getSession().school?.name).toBe('De Regenboog');
    expect(localStorage.getItem('contextType')).toBe('school');
  });

  it('does not store a context that cannot be loaded', async () => {
    stub({});
    await expect(setContext({ id: 99, contextType: 'organisation' })).rejects.toMatchObject({
      status: 404,
    });
    expect(getSession().context).toBeNull();
    expect(localStorage.getItem('context')).toBeNull();
  });

  it('logout revokes the login on the server and clears the stored auth data', async () => {
    localStorage.setItem('context', JSON.stringify({ id: 12, contextType: 'school' }));
    localStorage.setItem('contextType', 'school');
    localStorage.setItem('period', '3');
    localStorage.setItem('locale', 'nl');
    resetSessionForTests();
    const calls = stub({ '/api/auth/logout': () => new Response(null, { status: 204 }) });
    await logout();
    expect(calls).toContain('POST /api/auth/logout');
    for (const key of ['token', 'refreshToken', 'context', 'contextType', 'period']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('locale')).toBe('nl');
    expect(getSession().token).toBeNull();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await logout();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
