import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from '@/lib/navigation/layout';
import { paths } from '@/lib/paths';
import type { CurrentUser } from '@/lib/session/types';
import { getSession, resetSessionForTests } from '@/lib/session/session-store';
import { currentUser, regenboog } from '@/lib/testing/fixtures';
import { routes } from './router';
import { renderRoutesAt as renderAt } from './render-routes';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const baseUser: CurrentUser = currentUser({
  id: 4,
  email: 'eenschool@koers.test',
  first_name: 'Eva',
  last_name: 'Eenschool',
  schools: [regenboog({ id: 12 })],
});

/** The API as the real server answers it (SPEC §7 shapes); anything else is a 404. */
function stubApi(user: CurrentUser | null, overrides: Record<string, unknown> = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url in overrides) return json(overrides[url]);
      if (url === '/api/users/current') {
        return user ? json({ data: user }) : json({ message: 'Unauthenticated.' }, 401);
      }
      if (url === '/api/oauth/token') return json({ message: 'invalid' }, 401);
      if (url === '/api/documents/31') {
        return json({
          data: {
            id: 31,
            name: 'Jaarplan 2026-2027',
            type: 'plan',
            documentable_type: 'school',
            documentable_id: 12,
            period_id: null,
            version: 1,
            status: 'ter_bespreking',
            adoption: null,
            reading: 'current',
            blocks: [{ id: 1, type: 'h1', level: 1, content: 'Inleiding', position: 0 }],
          },
        });
      }
      if (url === '/api/roles') return json({ data: [{ id: 1, name: 'Medewerker', rank: 1 }] });
      if (url === '/api/schools/12') {
        return json({
          data: { ...baseUser.schools[0], organisation: null, access: { role_id: 1 } },
        });
      }
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return calls;
}

/** A stored session of the school De Regenboog (12), as after a login and a reload. */
function storeSchoolSession() {
  localStorage.setItem('token', 'access');
  localStorage.setItem('context', JSON.stringify({ id: 12, contextType: 'school' }));
  localStorage.setItem('contextType', 'school');
  resetSessionForTests();
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('the route table', () => {
  it('sends a logged-out visitor of a page that needs login to the login screen', async () => {
    stubApi(null);
    const router = renderAt('/jaarkalender');
    // The first test of the file also pays for importing the screens' modules: allow for it.
    expect(await screen.findByRole('heading', { name: 'Log in to Koers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authenticatie/inloggen');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    // Every screen names the browser tab (WCAG 2.4.2).
    await waitFor(() => expect(document.title).toBe('Log in – Koers'));
    expect(screen.getByRole('link', { name: /Privacyverklaring/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('gives a single-school user that school as context and lands on its calendar', async () => {
    localStorage.setItem('token', 'access');
    localStorage.setItem('refreshToken', 'refresh');
    resetSessionForTests();
    stubApi(baseUser);
    const router = renderAt('/authenticatie/inloggen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jaarkalender'));
    expect(getSession().context).toEqual({ id: 12, contextType: 'school' });
    expect(JSON.parse(localStorage.getItem('context') ?? 'null')).toEqual({
      id: 12,
      contextType: 'school',
    });
    expect(localStorage.getItem('contextType')).toBe('school');
  });

  it('sends a user without a context to the chooser, listing their schools', async () => {
    localStorage.setItem('token', 'access');
    resetSessionForTests();
    const twoSchools: CurrentUser = {
      ...baseUser,
      schools: [
        ...baseUser.schools,
        { ...baseUser.schools[0]!, id: 13, name: 'Het Kompas', brin_number: '13CD' },
      ],
    };
    stubApi(twoSchools);
    const router = renderAt('/handleidingen');
    expect(
      await screen.findByRole('heading', { name: 'Choose a school or board' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authenticatie/school-of-bestuur-selecteren');
    expect(await screen.findByText('Het Kompas')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    stubApi(null);
    renderAt('/bestaat-niet');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found – Koers'));
  });

  it('keeps a teacher out of settings (manager guard) and a non-admin out of /admin', async () => {
    storeSchoolSession();
    const calls = stubApi(baseUser);
    const router = renderAt('/instellingen');
    // /instellingen → algemeen tab → manager guard (rank 1) → home → calendar (the school has one).
    await waitFor(() => expect(router.state.location.pathname).toBe('/jaarkalender'));
    expect(calls).toContain('/api/roles');
    await router.navigate('/admin');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/authenticatie/school-of-bestuur-selecteren'),
    );
  });

  it('requests a document while its screen loads, before the shell’s own data, and only once', async () => {
    storeSchoolSession();
    const calls = stubApi(baseUser);
    renderAt('/document/31');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jaarplan 2026-2027' }),
    ).toBeInTheDocument();
    expect(calls.filter((url) => url === '/api/documents/31')).toHaveLength(1);
    // On a busy machine the shell may ask for its data only after the document is shown: wait
    // for that request before comparing when each went out.
    await waitFor(() => expect(calls).toContain('/api/schools/12/periods'));
    expect(calls.indexOf('/api/documents/31')).toBeLessThan(
      calls.indexOf('/api/schools/12/periods'),
    );
  });

  it('lands a school without a calendar on its first plan, fetching its documents once', async () => {
    storeSchoolSession();
    const calls = stubApi(baseUser, {
      '/api/schools/12': {
        data: { ...baseUser.schools[0], calendar: false, organisation: null },
      },
      '/api/schools/12/documents': {
        data: [
          { id: 30, name: 'Notulen', type: 'minutes', status: 'ter_bespreking' },
          { id: 31, name: 'Jaarplan 2026-2027', type: 'plan', status: 'ter_bespreking' },
        ],
      },
    });
    const router = renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jaarplan 2026-2027' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/document/31');
    await waitFor(() => expect(document.title).toBe('Jaarplan 2026-2027 – Koers'));
    // The redirect rule and the sidebar share one request.
    expect(calls.filter((url) => url === '/api/schools/12/documents')).toHaveLength(1);
  });

  it('shows a reader with no calendar and no plan an empty home instead of looping via settings', async () => {
    storeSchoolSession();
    const calls = stubApi(baseUser, {
      '/api/schools/12': {
        data: { ...baseUser.schools[0], calendar: false, organisation: null },
      },
      '/api/schools/12/documents': {
        data: [{ id: 30, name: 'Notulen', type: 'minutes', status: 'ter_bespreking' }],
      },
    });
    const router = renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nothing to read here yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/De Regenboog has no plan documents yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the social map' })).toHaveAttribute(
      'href',
      '/sociale-kaart',
    );
    expect(router.state.location.pathname).toBe('/');
    // Settings was never tried: the rule's target is a screen this reader may not open.
    expect(calls.filter((url) => url === '/api/schools/12/documents')).toHaveLength(1);
    expect(router.state.navigation.state).toBe('idle');
  });

  it('still sends an admin with no calendar and no plan to the general settings', async () => {
    storeSchoolSession();
    stubApi(baseUser, {
      '/api/roles': { data: [{ id: 1, name: 'Bestuurder', rank: 15 }] },
      '/api/schools/12': {
        data: { ...baseUser.schools[0], calendar: false, organisation: null },
      },
      '/api/schools/12/documents': { data: [] },
    });
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/instellingen/algemeen'));
  });

  it('shows a manager, who may not use the general settings, the empty home instead', async () => {
    storeSchoolSession();
    stubApi(baseUser, {
      '/api/roles': { data: [{ id: 1, name: 'Directeur', rank: 10 }] },
      '/api/schools/12': {
        data: { ...baseUser.schools[0], calendar: false, organisation: null },
      },
      '/api/schools/12/documents': { data: [] },
    });
    const router = renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nothing to read here yet' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('the route table', () => {
  it('has a route for every path of lib/paths.ts, and no path of its own', () => {
    const routed = new Set<string>();
    const walk = (list: RouteObject[]) => {
      for (const route of list) {
        if (route.path && route.path !== '*') routed.add(route.path);
        if (route.index && (route.handle as RouteHandle | undefined)?.name === 'home') {
          routed.add(paths.home.path);
        }
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    const collect = (node: object): string[] =>
      'path' in node && typeof node.path === 'string'
        ? [node.path]
        : Object.values(node).flatMap((child: object) => collect(child));
    expect([...routed].sort()).toEqual([...new Set(collect(paths))].sort());
  });
});
