import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSessionForTests } from '@/lib/session/session-store';
import LoginPage from './login-page';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function renderLogin(
  loginAnswer: () => Response,
  state?: unknown,
  codeAnswer: (body: Record<string, string>) => Response = () => json({}, 404),
) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/auth/login') {
        posted.push(JSON.parse(String(init.body)));
        return loginAnswer();
      }
      if (url === '/api/auth/two-factor') {
        const body = JSON.parse(String(init.body));
        posted.push(body);
        return codeAnswer(body);
      }
      if (url === '/api/users/current') {
        return json({
          data: {
            id: 1,
            email: 'directeur@koers.test',
            first_name: 'Dirk',
            last_name_prefix: null,
            last_name: 'Directeur',
            admin: false,
            locale: null,
            organisations: [],
            schools: [],
          },
        });
      }
      if (url === '/api/roles') return json({ data: [] });
      return json({ message: 'Not found.' }, 404);
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/authenticatie/inloggen', Component: LoginPage },
      { path: '/authenticatie/wachtwoord-vergeten', Component: () => <h1>Forgot</h1> },
    ],
    { initialEntries: [{ pathname: '/authenticatie/inloggen', search: '?x=1', state }] },
  );
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return { router, posted };
}

async function submit(email = 'directeur@koers.test', password = 'welkom-bij-koers') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('logs in: stores both tokens, loads the user and visits login again for the landing rules', async () => {
    const { router, posted } = renderLogin(() =>
      json({ token_type: 'Bearer', expires_in: 900, access_token: 'a1', refresh_token: 'r1' }),
    );
    await submit(' directeur@koers.test ');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/authenticatie/inloggen');
    expect(posted).toEqual([{ email: 'directeur@koers.test', password: 'welkom-bij-koers' }]);
    expect(localStorage.getItem('token')).toBe('a1');
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(getSession().user?.first_name).toBe('Dirk');
  });

  it('shows the 422 message in the error summary and on the field', async () => {
    renderLogin(() =>
      json(
        {
          message: 'These credentials do not match our records.',
          errors: { email: ['These credentials do not match our records.'] },
        },
        422,
      ),
    );
    await submit();
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(summary).toHaveTextContent('These credentials do not match our records.');
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toHaveFocus();
    // Each error links to its field.
    expect(
      screen.getByRole('link', { name: 'These credentials do not match our records.' }),
    ).toHaveAttribute('href', '#login-email');
    expect(document.getElementById('login-email')).toBe(screen.getByLabelText('Email address'));
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says at the email field that a blocked account is blocked (auth.blocked), and stays logged out', async () => {
    const blocked =
      'This account has been blocked. Ask the administrator of your school or board if you think this is a mistake.';
    renderLogin(() => json({ message: blocked, errors: { email: [blocked] } }, 422));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(blocked);
    expect(screen.getByRole('link', { name: blocked })).toHaveAttribute('href', '#login-email');
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining(blocked));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('tells how long to wait after too many attempts (429 Retry-After)', async () => {
    renderLogin(() => json({ message: 'Too Many Attempts.' }, 429, { 'Retry-After': '42' }));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 42 seconds.',
    );
  });

  it('says why when the session ended (failed token refresh)', async () => {
    renderLogin(() => json({}, 500), { sessionEnded: true });
    expect(
      await screen.findByText('Your session has ended. Log in again to continue.'),
    ).toBeInTheDocument();
  });

  it('asks for the code of the app after the password, or a recovery code, before the session starts', async () => {
    const tokens = {
      token_type: 'Bearer',
      expires_in: 900,
      access_token: 'a2',
      refresh_token: 'r2',
    };
    const { router, posted } = renderLogin(
      () => json({ two_factor_required: true, challenge: 'c-1', expires_in: 300 }),
      undefined,
      (body) =>
        body.code === '123456' || body.recovery_code === 'K7QM-2XRT-PW9D'
          ? json(tokens)
          : json(
              {
                message: 'The given data was invalid.',
                errors: { code: ['This code is not right, or has been used.'] },
              },
              422,
            ),
    );
    await submit();
    const user = userEvent.setup();
    const code = await screen.findByRole('textbox', { name: 'Code' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Two-step verification');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // No session before the code.
    expect(localStorage.getItem('token')).toBeNull();

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findAllByText('This code is not right, or has been used.'),
    ).not.toHaveLength(0);
    expect(localStorage.getItem('token')).toBeNull();

    // A recovery code instead.
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Recovery code' }),
      'K7QM-2XRT-PW9D',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('a2'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(posted.slice(1)).toEqual([
      { challenge: 'c-1', code: '000000' },
      { challenge: 'c-1', recovery_code: 'K7QM-2XRT-PW9D' },
    ]);
  });
});
