import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser, Role } from '@/lib/session/types';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_QUIET_MS,
  ChunkLoadError,
  isChunkLoadError,
  loadChunk,
  loadScreenChunk,
  reloadOnceForChunkError,
  SCREEN_LOAD_TIMEOUT_MS,
  withChunkReload,
} from './chunk-reload';
import { resolveContextRedirect } from './context-redirect';
import { adminGuard, authGuard, contextGuard, guestOnlyGuard, managerGuard } from './guards';
import { selectLayout } from './layout';
import { GLOBAL_MIDDLEWARE, runMiddleware, UnknownMiddlewareError } from './middleware';

const user = (admin = false): CurrentUser => ({
  id: 1,
  email: 'a@koers.test',
  first_name: 'A',
  last_name_prefix: null,
  last_name: 'B',
  admin,
  locale: null,
  organisations: [],
  schools: [],
});
const role = (rank: number): Role => ({ id: rank, name: `r${rank}`, rank });
const url = (path: string) => new URL(path, 'http://koers.test');
const middlewareContext = (path = '/') => ({
  request: new Request(url(path)),
  url: url(path),
  params: {},
});

describe('runMiddleware', () => {
  it('runs the global middleware first, then the screen’s own, in the declared order', async () => {
    const order: string[] = [];
    const registry = Object.fromEntries(
      ['locale', 'check-auth', 'auth', 'context', 'manager'].map((name) => [
        name,
        async () => {
          await Promise.resolve();
          order.push(name);
        },
      ]),
    );
    await runMiddleware(
      [...GLOBAL_MIDDLEWARE, 'auth', 'context', 'manager'],
      registry,
      middlewareContext(),
    );
    expect(order).toEqual(['locale', 'check-auth', 'auth', 'context', 'manager']);
  });

  it('throws for an unknown name before running anything', async () => {
    const ran = vi.fn();
    await expect(
      runMiddleware(['auth', 'does-not-exist'], { auth: ran }, middlewareContext()),
    ).rejects.toThrow(UnknownMiddlewareError);
    expect(ran).not.toHaveBeenCalled();
    await expect(runMiddleware(['toString'], {}, middlewareContext())).rejects.toThrow(
      'Unknown middleware "toString"',
    );
  });

  it('stops at the first middleware that redirects', async () => {
    const later = vi.fn();
    const redirect = new Response(null, { status: 302, headers: { Location: '/x' } });
    await expect(
      runMiddleware(
        ['auth', 'context'],
        {
          auth: () => {
            throw redirect;
          },
          context: later,
        },
        middlewareContext(),
      ),
    ).rejects.toBe(redirect);
    expect(later).not.toHaveBeenCalled();
  });
});

describe('guards (SPEC §2)', () => {
  it('auth: only a logged-in user passes', () => {
    expect(authGuard(null)).toBe('/authenticatie/inloggen');
    expect(authGuard(user())).toBeNull();
    // A session that must set up two-step verification first reaches its set-up screen only.
    const mustSetUp = { ...user(), two_factor_setup_required: true };
    expect(authGuard(mustSetUp, new URL('http://koers.test/jaarkalender'))).toBe(
      '/account/tweestapsverificatie',
    );
    expect(
      authGuard(mustSetUp, new URL('http://koers.test/account/tweestapsverificatie')),
    ).toBeNull();
  });

  it('admin: only a super admin passes, others choose a school or organisation', () => {
    expect(adminGuard(user())).toBe('/authenticatie/school-of-bestuur-selecteren');
    expect(adminGuard(null)).toBe('/authenticatie/school-of-bestuur-selecteren');
    expect(adminGuard(user(true))).toBeNull();
  });

  it('context: needs a context unless a super admin comes from=admin', () => {
    expect(contextGuard(user(), null, url('/jaarkalender'))).toBe(
      '/authenticatie/school-of-bestuur-selecteren',
    );
    expect(contextGuard(user(true), null, url('/document/2?from=admin'))).toBeNull();
    expect(contextGuard(user(true), null, url('/jaarkalender'))).toBe(
      '/authenticatie/school-of-bestuur-selecteren',
    );
    expect(contextGuard(user(), { id: 1, contextType: 'school' }, url('/jaarkalender'))).toBeNull();
  });

  it('context: from=admin is no way around it for anyone else', () => {
    expect(contextGuard(user(), null, url('/document/2?from=admin'))).toBe(
      '/authenticatie/school-of-bestuur-selecteren',
    );
    expect(contextGuard(null, null, url('/document/2?from=admin'))).toBe(
      '/authenticatie/school-of-bestuur-selecteren',
    );
  });

  it('guest-only: admins to the admin landing, other users home, guests pass', () => {
    expect(guestOnlyGuard(user(true))).toBe('/admin/besturen');
    expect(guestOnlyGuard(user())).toBe('/');
    expect(guestOnlyGuard(null)).toBeNull();
  });

  it('manager: rank 10 or a super admin passes, others go home', () => {
    expect(managerGuard(user(), role(9))).toBe('/');
    expect(managerGuard(user(), undefined)).toBe('/');
    expect(managerGuard(user(), role(10))).toBeNull();
    expect(managerGuard(user(true), undefined)).toBeNull();
  });
});

describe('resolveContextRedirect (SPEC §2)', () => {
  const docs = [
    { id: 30, type: 'annual' },
    { id: 31, type: 'plan' },
    { id: 32, type: 'plan' },
  ];

  it('sends a school with a calendar to the calendar without fetching documents', async () => {
    const fetchDocuments = vi.fn();
    await expect(
      resolveContextRedirect(
        { id: 5, contextType: 'school' },
        { id: 5, calendar: true },
        fetchDocuments,
      ),
    ).resolves.toBe('/jaarkalender');
    expect(fetchDocuments).not.toHaveBeenCalled();
  });

  it('otherwise opens the first plan document of the context', async () => {
    const fetchDocuments = vi.fn().mockResolvedValue(docs);
    await expect(
      resolveContextRedirect(
        { id: 5, contextType: 'school' },
        { id: 5, calendar: false },
        fetchDocuments,
      ),
    ).resolves.toBe('/document/31');
    await expect(
      resolveContextRedirect({ id: 9, contextType: 'organisation' }, null, fetchDocuments),
    ).resolves.toBe('/document/31');
    expect(fetchDocuments).toHaveBeenLastCalledWith({ id: 9, contextType: 'organisation' });
  });

  it('opens the plan of the selected school year before the first plan (SPEC §4)', async () => {
    const school = { id: 5, contextType: 'school' as const };
    const fetchDocuments = vi.fn().mockResolvedValue(docs);
    await expect(
      resolveContextRedirect(school, { id: 5, calendar: false }, fetchDocuments, async () => 32),
    ).resolves.toBe('/document/32');
    // Both lists are asked for at once: the sidebar needs the documents anyway.
    expect(fetchDocuments).toHaveBeenCalledWith(school);
    // A calendar still comes first, without asking for either.
    const selected = vi.fn();
    await expect(
      resolveContextRedirect(school, { id: 5, calendar: true }, fetchDocuments, selected),
    ).resolves.toBe('/jaarkalender');
    expect(selected).not.toHaveBeenCalled();
  });

  it('falls back to the first plan when the selected year has none or cannot be loaded', async () => {
    const school = { id: 5, contextType: 'school' as const };
    const fetchDocuments = vi.fn().mockResolvedValue(docs);
    await expect(
      resolveContextRedirect(school, null, fetchDocuments, async () => null),
    ).resolves.toBe('/document/31');
    await expect(
      resolveContextRedirect(school, null, fetchDocuments, () => Promise.reject(new Error('500'))),
    ).resolves.toBe('/document/31');
  });

  it('goes to settings.global when there is no plan, the fetch fails, or there is no context', async () => {
    const ctx = { id: 9, contextType: 'organisation' as const };
    await expect(
      resolveContextRedirect(ctx, null, async () => [{ id: 1, type: 'x' }]),
    ).resolves.toBe('/instellingen/algemeen');
    await expect(
      resolveContextRedirect(ctx, null, () => Promise.reject(new Error('500'))),
    ).resolves.toBe('/instellingen/algemeen');
    await expect(resolveContextRedirect(null, null, vi.fn())).resolves.toBe(
      '/instellingen/algemeen',
    );
  });
});

describe('selectLayout', () => {
  const handles = [undefined, { layout: 'authenticated' as const }, { layout: 'guest' as const }];

  it('uses the first matched screen’s layout, and admin for a super admin with from=admin', () => {
    expect(selectLayout(handles, '', { superAdmin: false })).toBe('authenticated');
    expect(selectLayout(handles, '', { superAdmin: true })).toBe('authenticated');
    expect(selectLayout(handles, '?from=admin', { superAdmin: true })).toBe('admin');
    expect(selectLayout([undefined], '', { superAdmin: false })).toBe('default');
  });

  it('ignores from=admin for anyone but a super admin', () => {
    expect(selectLayout(handles, '?from=admin', { superAdmin: false })).toBe('authenticated');
    expect(selectLayout([undefined], '?from=admin', { superAdmin: false })).toBe('default');
  });
});

describe('chunk reload', () => {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    };
  };
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

  it('reloads once for a failed chunk, not again right after that reload', () => {
    let now = 1_000_000;
    const env = { storage: storage(), reload: vi.fn(), now: () => now };
    expect(reloadOnceForChunkError(chunkError, env)).toBe(true);
    expect(env.storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    now += 5_000;
    expect(reloadOnceForChunkError(chunkError, env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
    // A later deploy, long after, may reload again.
    now += CHUNK_RELOAD_QUIET_MS;
    expect(reloadOnceForChunkError(chunkError, env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('does not loop when other chunks of the page load fine after the reload', async () => {
    const env = { storage: storage(), reload: vi.fn() };
    // First load: the screen's chunk fails → one reload (its promise never settles).
    void withChunkReload(() => Promise.reject(chunkError), env)();
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
    // After the reload the layout's chunk loads, the screen's fails again: an error, no reload.
    const layout = { default: 'layout' };
    await expect(withChunkReload(() => Promise.resolve(layout), env)()).resolves.toBe(layout);
    const failed = withChunkReload(() => Promise.reject(chunkError), env)();
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failed).rejects.toMatchObject({ reason: 'TypeError', cause: chunkError });
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('gives up on a screen whose code has not arrived after 120 s (SPEC §9), and reloads', async () => {
    vi.useFakeTimers();
    try {
      const env = { storage: storage(), reload: vi.fn() };
      let settled = false;
      const never = loadChunk(() => new Promise<never>(() => {}));
      never.catch(() => undefined).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(SCREEN_LOAD_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(never).rejects.toMatchObject({ name: 'ChunkLoadError', reason: 'timeout' });
      expect(SCREEN_LOAD_TIMEOUT_MS).toBe(120_000);

      void withChunkReload(() => new Promise<{ default: string }>(() => {}), env)();
      await vi.advanceTimersByTimeAsync(SCREEN_LOAD_TIMEOUT_MS);
      expect(env.reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the reason of a failed chunk: missing, timeout or the error type (SPEC §8)', async () => {
    await expect(loadScreenChunk(() => Promise.resolve({}))).rejects.toMatchObject({
      name: 'ChunkLoadError',
      reason: 'missing',
      message: 'Loading chunk failed (missing)',
    });
    await expect(loadChunk(() => Promise.reject(chunkError))).rejects.toMatchObject({
      reason: 'TypeError',
      message: `Loading chunk failed (TypeError): ${chunkError.message}`,
    });
    expect(isChunkLoadError(new ChunkLoadError('timeout'))).toBe(true);
    // A screen module that itself throws is a bug in the screen, not a failed load.
    const bug = new Error('boom');
    await expect(loadChunk(() => Promise.reject(bug))).rejects.toBe(bug);
  });

  it('ignores other errors', () => {
    const env = { storage: storage(), reload: vi.fn() };
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(reloadOnceForChunkError(new Error('boom'), env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });
});
