import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSessionForTests } from '@/lib/session/session-store';
import { CONTENT, SCHOOLS, storeSession, stubWorld, TODAY, USERS } from '@/lib/testing/demo-world';
import { renderRoutesAt as renderAt } from './render-routes';

// Where a school or board opens, and which context a document is shown in: the whole route table
// against a fake of the demo API.

const kompas = { id: SCHOOLS.kompas.id, contextType: 'school' as const };
const regenboog = { id: SCHOOLS.regenboog.id, contextType: 'school' as const };
const [kompasLastYear, kompasThisYear, kompasNextYear] = CONTENT.kompas.periods;
const planOf = (period: typeof kompasThisYear) => period!.documents[0]!;
const mainMenu = () => screen.findByRole('navigation', { name: 'Main menu' });

beforeEach(() => {
  // Only the date: the tests wait for real timers (SWR, the router).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  localStorage.clear();
  resetSessionForTests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * Home has landed on `document`: its page shows, inside the shell. Waiting for the page, not only
 * the URL, also lets the sidebar take the school years home put into SWR's preload slot, which
 * is global: left there, the next test would be answered with them.
 */
async function landsOn(
  router: ReturnType<typeof renderAt>,
  document: { id: number; name: string },
) {
  expect(await screen.findByRole('heading', { level: 1, name: document.name })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(`/document/${document.id}`);
  expect(await mainMenu()).toBeInTheDocument();
}

describe('landing in a school without a calendar (SPEC §2 redirect, §4 period)', () => {
  it('opens the jaarplan of the school year that contains today, not the first plan', async () => {
    storeSession(kompas);
    stubWorld(USERS.leraar);
    const router = renderAt('/');
    await landsOn(router, planOf(kompasThisYear));
  });

  it('opens the jaarplan of the year a manager chose, kept from an earlier visit', async () => {
    storeSession(kompas, kompasNextYear!.id);
    stubWorld(USERS.bestuur);
    const router = renderAt('/');
    await landsOn(router, planOf(kompasNextYear));
    // The school-year selector says the same year as the plan that opened.
    expect(
      await within(await mainMenu()).findByRole('button', { name: /School year/ }),
    ).toHaveTextContent(kompasNextYear!.name);
  });

  it('ignores a stored choice of a reader, who cannot choose (SPEC §4)', async () => {
    storeSession(kompas, kompasLastYear!.id);
    stubWorld(USERS.leraar);
    const router = renderAt('/');
    await landsOn(router, planOf(kompasThisYear));
  });

  it('falls back to the first plan when the selected year has no plan', async () => {
    storeSession(kompas);
    stubWorld(USERS.leraar, {
      [`/api/schools/${kompas.id}/periods`]: {
        body: {
          data: CONTENT.kompas.periods.map((p) =>
            p.id === kompasThisYear!.id ? { ...p, documents: [] } : p,
          ),
        },
      },
    });
    const router = renderAt('/');
    await landsOn(router, CONTENT.kompas.documents[0]!);
  });

  it('falls back to the first plan when the school years cannot be loaded', async () => {
    storeSession(kompas);
    stubWorld(USERS.leraar, {
      [`/api/schools/${kompas.id}/periods`]: { status: 500, body: { message: 'Server Error' } },
    });
    const router = renderAt('/');
    await landsOn(router, CONTENT.kompas.documents[0]!);
  });
});

describe('a document of another context', () => {
  it('switches to the document’s school when the reader belongs there', async () => {
    storeSession(kompas);
    stubWorld(USERS.leraar);
    const regenboogPlan = CONTENT.regenboog.documents[2]!;
    const router = renderAt(`/document/${regenboogPlan.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: regenboogPlan.name }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/document/${regenboogPlan.id}`);
    expect(getSession().context).toEqual(regenboog);
    expect(JSON.parse(localStorage.getItem('context') ?? 'null')).toEqual(regenboog);
    // The shell names the document's own school, never the one the reader came from.
    expect(
      await within(await mainMenu()).findByRole('button', {
        name: new RegExp(`^${SCHOOLS.regenboog.name}.*Switch environment`),
      }),
    ).toBeInTheDocument();
    expect(within(await mainMenu()).queryByText(SCHOOLS.kompas.name)).toBeNull();
  });

  it('keeps a school’s context for its board’s plan (listed in its sidebar)', async () => {
    storeSession(regenboog);
    stubWorld(USERS.directeur);
    renderAt(`/document/${CONTENT.rivierenland[0]!.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: CONTENT.rivierenland[0]!.name }),
    ).toBeInTheDocument();
    expect(getSession().context).toEqual(regenboog);
  });

  it('shows not found when the reader has no context of their own to show it in', async () => {
    // The server answered (a super admin's view of a board the user is no member of), but the
    // user has no context of their own to show it in: not found, never under the wrong name.
    storeSession(regenboog);
    stubWorld(USERS.directeur, {
      '/api/documents/5': {
        body: {
          data: {
            ...CONTENT.linge[0],
            version: 1,
            updated_at: '2026-11-01T10:00:00Z',
            blocks: [],
          },
        },
      },
    });
    renderAt('/document/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: CONTENT.linge[0]!.name })).toBeNull();
    expect(getSession().context).toEqual(regenboog);
  });
});

describe('?from=admin (SPEC §2 layouts)', () => {
  it('gives a non-admin the normal layout, never the admin sidebar', async () => {
    storeSession(regenboog);
    stubWorld(USERS.leraar);
    renderAt('/document/2?from=admin');
    // The template is the super admins' (DESIGN §4): for this reader it does not exist.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Document not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
  });

  it('does not let a non-admin without a context past the context guard', async () => {
    storeSession(null);
    stubWorld(USERS.leraar);
    const router = renderAt('/document/2?from=admin');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/authenticatie/school-of-bestuur-selecteren'),
    );
  });

  it('still gives a super admin the admin layout around the template', async () => {
    storeSession(null);
    stubWorld(USERS.admin, {
      '/api/documents/2': {
        body: {
          data: {
            id: 2,
            name: 'Koers template',
            type: 'plan',
            documentable_type: 'template',
            documentable_id: null,
            period_id: null,
            version: 1,
            updated_at: '2026-11-01T10:00:00Z',
            blocks: [],
          },
        },
      },
    });
    renderAt('/document/2?from=admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Koers template' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin menu' })).toBeInTheDocument();
  });
});
