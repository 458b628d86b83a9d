import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSessionForTests, updateSession } from '@/lib/session/session-store';
import ConfirmEmailPage from './confirm-email-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The page at `url`, the API answering the confirmation with `answer`; logs the calls. */
function renderPage(url: string, answer: Response) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({
        method,
        url: input,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      if (input === '/api/users/current/email/confirm') return answer;
      if (input === '/api/auth/logout') return new Response(null, { status: 204 });
      return json({ message: 'Not found.' }, 404);
    }),
  );
  const router = createMemoryRouter(
    [{ path: '/account/e-mailadres-bevestigen', Component: ConfirmEmailPage }],
    { initialEntries: [url] },
  );
  render(
    <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return calls;
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

describe('ConfirmEmailPage', () => {
  it('confirms only on the button, says so, and ends the session of this browser', async () => {
    updateSession({ token: 'old-token' });
    const calls = renderPage(
      '/account/e-mailadres-bevestigen?token=abc-123',
      json({ message: 'Your e-mail address has been changed. Log in with your new address.' }),
    );
    const button = await screen.findByRole('button', { name: 'Confirm the new address' });
    // Opening the link (as a mail scanner does) confirms nothing.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your e-mail address has been changed. Log in with your new address.',
    );
    expect(calls.find((c) => c.url === '/api/users/current/email/confirm')?.body).toEqual({
      token: 'abc-123',
    });
    expect(getSession().token).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute(
      'href',
      '/authenticatie/inloggen',
    );
  });

  it('shows the server’s reason when the link is used up or expired', async () => {
    renderPage(
      '/account/e-mailadres-bevestigen?token=oud',
      json(
        {
          message: 'The given data was invalid.',
          errors: { token: ['This link to confirm an e-mail address is invalid or has expired.'] },
        },
        422,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm the new address' }));
    expect(
      await screen.findByRole('link', {
        name: 'This link to confirm an e-mail address is invalid or has expired.',
      }),
    ).toBeInTheDocument();
  });

  it('says a link without its token is incomplete', async () => {
    renderPage('/account/e-mailadres-bevestigen', json({}));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
