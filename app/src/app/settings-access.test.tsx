import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/session/session-store';
import { SCHOOLS, storeSession, stubWorld, TODAY, USERS } from '@/lib/testing/demo-world';
import { renderRoutesAt as renderAt } from './render-routes';

// Instellingen for each rank: the sidebar's link, the tab bar and the guard agree, and no tab a
// user is offered answers 403 (lib/paths.ts settingsTabs).

const regenboog = { id: SCHOOLS.regenboog.id, contextType: 'school' as const };
const mainMenu = () => screen.findByRole('navigation', { name: 'Main menu' });
const tabNames = async () =>
  within(await screen.findByRole('navigation', { name: 'Settings sections' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  localStorage.clear();
  resetSessionForTests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Instellingen for a manager (rank 10)', () => {
  it('is in the sidebar, leading to the first tab a manager may use', async () => {
    storeSession(regenboog);
    stubWorld(USERS.directeur);
    renderAt('/jaarkalender');
    const link = await within(await mainMenu()).findByRole('link', { name: 'Settings' });
    expect(link).toHaveAttribute('href', '/instellingen/applicatie-kiezer');
  });

  it('opens on that tab and offers only the manager’s tabs', async () => {
    storeSession(regenboog);
    stubWorld(USERS.directeur);
    const router = renderAt('/instellingen');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/instellingen/applicatie-kiezer'),
    );
    expect(await tabNames()).toEqual([
      ['Application chooser', '/instellingen/applicatie-kiezer'],
      ['Yearly calendar', '/instellingen/jaarkalender'],
      ['School years', '/instellingen/schooljaren'],
      ['Social map', '/instellingen/sociale-kaart'],
    ]);
  });

  it('answers not-found for an admin’s tab opened by its URL, without asking the API', async () => {
    storeSession(regenboog);
    const calls = stubWorld(USERS.directeur);
    const router = renderAt('/instellingen/gebruikers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/instellingen/gebruikers');
    await waitFor(() => expect(document.title).toBe('Page not found – Koers'));
    expect(calls.some((path) => path.startsWith('/api/schools/3/users'))).toBe(false);
    expect(screen.queryByText(/only the administrators/i)).toBeNull();

    await router.navigate('/instellingen/algemeen');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    // A tab the manager may use still opens.
    await router.navigate('/instellingen/schooljaren');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });
});

describe('Instellingen for an admin (rank 15) and a reader (rank 1)', () => {
  it('gives an admin every tab of a school, from the general one', async () => {
    storeSession(regenboog);
    stubWorld(USERS.bestuur);
    const router = renderAt('/instellingen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/instellingen/algemeen'));
    expect((await tabNames()).map(([name]) => name)).toEqual([
      'General',
      'Application chooser',
      'Yearly calendar',
      'School years',
      'Users',
      'Social map',
      'Activity log',
    ]);
    expect(within(await mainMenu()).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/instellingen/algemeen',
    );
  });

  it('gives a reader no link and sends them home from every tab', async () => {
    storeSession(regenboog);
    stubWorld(USERS.leraar);
    const router = renderAt('/instellingen/sociale-kaart');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jaarkalender'));
    expect(within(await mainMenu()).queryByRole('link', { name: 'Settings' })).toBeNull();
  });
});
