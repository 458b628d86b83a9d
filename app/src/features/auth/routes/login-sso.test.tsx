import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSessionForTests } from '@/lib/session/session-store';
import type * as SsoApi from '../api/sso';
import LoginPage from './login-page';

// Single sign-on on the login page: the server's providers as buttons, the ticket of the way back
// traded for a session, and the reasons a sign-in was refused. The whole way through a real
// provider is the e2e journey's (e2e/sso.spec.ts) and the server's (server/test/sso.test.ts).

const goToProvider = vi.hoisted(() => vi.fn());
vi.mock('../api/sso', async (original) => ({
  ...(await original<typeof SsoApi>()),
  goToProvider,
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const USER = {
  id: 1,
  email: 'leraar@koers.test',
  first_name: 'Lotte',
  last_name_prefix: null,
  last_name: 'Leraar',
  admin: false,
  locale: null,
  organisations: [],
  schools: [],
};

function renderAt(
  entry: { search?: string; hash?: string },
  {
    providers = [{ id: 'school', label: 'Schoolaccount' }],
    complete = () =>
      json({ token_type: 'Bearer', expires_in: 900, access_token: 'a1', refresh_token: 'r1' }),
  }: { providers?: unknown[]; complete?: () => Response } = {},
) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/auth/sso/providers') return json({ data: providers });
      if (url === '/api/auth/sso/complete') {
        posted.push(JSON.parse(String(init.body)));
        return complete();
      }
      if (url === '/api/users/current') return json({ data: USER });
      if (url === '/api/roles') return json({ data: [] });
      return json({ message: 'Not found.' }, 404);
    }),
  );
  const router = createMemoryRouter([{ path: '/authenticatie/inloggen', Component: LoginPage }], {
    initialEntries: [{ pathname: '/authenticatie/inloggen', ...entry }],
  });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <IntlProvider locale="en" defaultLocale="en">
        <RouterProvider router={router} />
      </IntlProvider>
    </SWRConfig>,
  );
  return { router, posted };
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  goToProvider.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('LoginPage single sign-on', () => {
  it('offers a button per provider above the password form; a press leaves for the provider', async () => {
    renderAt({});
    const group = await screen.findByRole('group', { name: 'Log in through your school or board' });
    const button = screen.getByRole('button', { name: 'Log in with Schoolaccount' });
    expect(group).toContainElement(button);
    // Above the form: before the email field in the document's order.
    expect(
      button.compareDocumentPosition(screen.getByLabelText('Email address')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.setup().click(button);
    expect(goToProvider).toHaveBeenCalledWith('school');
  });

  it('shows no provider buttons when the server has none', async () => {
    renderAt({}, { providers: [] });
    await screen.findByLabelText('Email address');
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/auth/sso/providers', expect.anything()),
    );
    expect(screen.queryByRole('group', { name: /school or board/ })).toBeNull();
  });

  it('trades the ticket of the way back for a session, and takes it out of the address first', async () => {
    const { router, posted } = renderAt({ hash: '#sso=ticket-1' });
    await waitFor(() => expect(getSession().user?.first_name).toBe('Lotte'));
    expect(posted).toEqual([{ ticket: 'ticket-1' }]);
    expect(router.state.location.hash).toBe('');
    expect(localStorage.getItem('token')).toBe('a1');
  });

  it('asks for the code when the ticket answers with the second step', async () => {
    renderAt(
      { hash: '#sso=ticket-2' },
      { complete: () => json({ two_factor_required: true, challenge: 'c', expires_in: 300 }) },
    );
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    expect(screen.getByLabelText(/^Code/)).toBeVisible();
  });

  it('says so when a ticket no longer works', async () => {
    renderAt(
      { hash: '#sso=used' },
      { complete: () => json({ message: 'x', errors: { ticket: ['x'] } }, 422) },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired or was already used. Log in again.',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says why the server sent the browser back', async () => {
    renderAt({ search: '?sso_error=cancelled' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing in was cancelled at the provider.',
    );
  });

  it('ignores a reason it does not know', async () => {
    renderAt({ search: '?sso_error=nonsense' });
    await screen.findByRole('button', { name: 'Log in with Schoolaccount' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
