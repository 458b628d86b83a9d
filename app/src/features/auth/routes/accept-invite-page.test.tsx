import type { Invite } from '@koers/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, regenboog } from '@/lib/testing/fixtures';
import { getSession, resetSessionForTests, updateSession } from '@/lib/session/session-store';
import AcceptInvitePage from './accept-invite-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const invite = (overrides: Partial<Invite> = {}): Invite => ({
  id: 'abc',
  email: 'j.jansen@regenboog.nl',
  context_type: 'school',
  context: { id: 3, name: 'De Regenboog' },
  role_id: 1,
  expires_at: '2099-01-01T00:00:00.000Z',
  existing_user: true,
  ...overrides,
});

/** Renders the page for invitation `abc`, with the API answering from `shown`; logs the calls. */
function renderPage(shown: Invite, { twoFactor = false } = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url === '/api/invites/abc') return json({ data: shown });
      if (url === '/api/auth/login') {
        if (twoFactor) return json({ two_factor_required: true, challenge: 'c', expires_in: 300 });
        return json({
          token_type: 'Bearer',
          expires_in: 900,
          access_token: 'a',
          refresh_token: 'r',
        });
      }
      if (url === '/api/invites/abc/accept') {
        return json({
          message: 'The invitation has been accepted.',
          data: { context_type: 'school', context_id: 3, email: shown.email },
        });
      }
      if (url === '/api/users/current') return json({ data: currentUser() });
      if (url === '/api/roles') return json({ data: [{ id: 1, rank: 1 }] });
      if (url === '/api/schools/3') return json({ data: regenboog() });
      if (url === '/api/auth/logout') return new Response(null, { status: 204 });
      return json({ message: 'Not found.' }, 404);
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/uitnodigingen/:id/accepteren', Component: AcceptInvitePage },
      { path: '/', Component: () => <h1>Home</h1> },
    ],
    { initialEntries: ['/uitnodigingen/abc/accepteren'] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <RouterProvider router={router} />
      </IntlProvider>
    </SWRConfig>,
  );
  return { router, calls };
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('AcceptInvitePage', () => {
  it('asks an existing account to log in, then accepts and opens the school', async () => {
    const { router, calls } = renderPage(invite());
    expect(
      await screen.findByText(
        'There is already a Koers account for j.jansen@regenboog.nl. Log in with it to accept the invitation.',
      ),
    ).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveValue('j.jansen@regenboog.nl');
    expect(email).toHaveAttribute('readonly');

    await userEvent.type(screen.getByLabelText('Password'), 'welkom-bij-koers');
    await userEvent.click(screen.getByRole('button', { name: 'Log in and accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Logged in first, then accepted with the account's token.
    expect(calls.indexOf('POST /api/auth/login')).toBeGreaterThan(-1);
    expect(calls.indexOf('POST /api/invites/abc/accept')).toBeGreaterThan(
      calls.indexOf('POST /api/auth/login'),
    );
    expect(getSession().context).toEqual({ id: 3, contextType: 'school' });
  });

  it('sends an account with two-step verification to the login page for its code first', async () => {
    const { calls } = renderPage(invite(), { twoFactor: true });
    await userEvent.type(await screen.findByLabelText('Password'), 'welkom-bij-koers');
    await userEvent.click(screen.getByRole('button', { name: 'Log in and accept' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Your account uses two-step verification\. Log in with your password and the code of your app first/,
    );
    expect(screen.getByRole('link', { name: 'Go to log in' })).toBeInTheDocument();
    // Nothing accepted without a session.
    expect(calls).not.toContain('POST /api/invites/abc/accept');
  });

  it('lets the invited account, already logged in, accept with one button', async () => {
    updateSession({ token: 't', user: currentUser() });
    const { router, calls } = renderPage(invite({ email: 'J.Jansen@regenboog.nl' }));
    expect(
      await screen.findByText(
        'You are logged in as j.jansen@regenboog.nl. Accept to add this school or board to your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).not.toContain('POST /api/auth/login');
  });

  it('tells another logged-in account whom the invitation is for, and lets it log out', async () => {
    updateSession({ token: 't', user: currentUser({ email: 'p.peters@kompas.nl' }) });
    const { calls } = renderPage(invite());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation was sent to j.jansen@regenboog.nl, but you are logged in as p.peters@kompas.nl. Log out, and log in as j.jansen@regenboog.nl to accept it.',
    );
    expect(screen.queryByRole('button', { name: /accept/i })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    // Logged out, the page asks the invited account to log in.
    expect(await screen.findByRole('button', { name: 'Log in and accept' })).toBeInTheDocument();
    expect(getSession().token).toBeNull();
    expect(calls).toContain('POST /api/auth/logout');
    expect(calls).not.toContain('POST /api/invites/abc/accept');
  });

  it('still lets a new user create the account from the link', async () => {
    renderPage(invite({ existing_user: false, email: 'nieuw@regenboog.nl' }));
    expect(
      await screen.findByText(
        'Create your account to accept. You will log in with nieuw@regenboog.nl.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in and accept' })).toBeNull();
  });
});
