import type { CurrentUser, LoginSession } from '@koers/contract';
import { ToastRegion } from '@koers/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser } from '@/lib/testing/fixtures';
import { getSession, resetSessionForTests, updateSession } from '@/lib/session/session-store';
import AccountPage from './account-page';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const CODES = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JK${String(i).padStart(2, '2')}`);

const session = (id: number, overrides: Partial<LoginSession> = {}): LoginSession => ({
  id,
  created_at: '2026-11-20T07:00:00.000Z',
  last_used_at: '2026-11-26T07:00:00.000Z',
  expires_at: '2026-12-20T07:00:00.000Z',
  user_agent: FIREFOX,
  ip: `192.0.2.${id}`,
  current: false,
  ...overrides,
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The account API as the server answers it, with its sessions; logs the calls. */
function fakeServer(user: CurrentUser, { twoFactorOn = false } = {}) {
  const calls: Call[] = [];
  let twoFactor = twoFactorOn
    ? { enabled: true, enabled_at: '2026-11-02T09:00:00.000Z', recovery_codes_left: 7 }
    : { enabled: false, enabled_at: null as string | null, recovery_codes_left: 0 };
  let sessions = [
    session(1, { current: true }),
    session(2, { user_agent: SAFARI, ip: '198.51.100.20' }),
    session(3, { user_agent: null, ip: null }),
  ];
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const invalid = (field: string, message: string) =>
    json(422, { message, errors: { [field]: [message] } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: input, body });
      const route = `${method} ${input}`;
      if (route === 'PATCH /api/users/current') return json(200, { data: { ...user, ...body } });
      if (route === 'POST /api/users/current/email') {
        if (body.current_password !== 'welkom-bij-koers')
          return invalid('current_password', 'The current password is incorrect.');
        return json(200, {
          message: 'Sent.',
          data: { pending_email: body.email, expires_at: '2026-11-27T10:00:00.000Z' },
        });
      }
      if (route === 'PUT /api/users/current/password') {
        if (body.password !== body.password_confirmation)
          return invalid('password', 'The passwords do not match.');
        sessions = sessions.filter((s) => s.current);
        return json(200, { message: 'Your password has been changed.' });
      }
      if (route === 'GET /api/users/current/sessions') return json(200, { data: sessions });
      if (route === 'GET /api/users/current/two-factor') return json(200, { data: twoFactor });
      if (route === 'POST /api/users/current/two-factor/setup')
        return json(200, {
          data: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
            uri: 'otpauth://totp/Koers:j.jansen%40regenboog.nl?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
            qr_svg:
              '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
          },
        });
      if (route === 'POST /api/users/current/two-factor') {
        if (body.code !== '123456')
          return invalid('code', 'This code is not right, or has been used.');
        twoFactor = {
          enabled: true,
          enabled_at: '2026-11-26T09:00:00.000Z',
          recovery_codes_left: 10,
        };
        return json(200, { data: { recovery_codes: CODES } });
      }
      if (route === 'DELETE /api/users/current/two-factor') {
        if (body.recovery_code === 'used-code')
          return invalid('recovery_code', 'This recovery code is not right, or has been used.');
        if (body.current_password !== 'welkom-bij-koers')
          return invalid('current_password', 'The current password is incorrect.');
        twoFactor = { enabled: false, enabled_at: null, recovery_codes_left: 0 };
        return json(204, null);
      }
      if (route === 'DELETE /api/users/current/sessions') {
        sessions = sessions.filter((s) => s.current);
        return json(204, null);
      }
      const one = /^DELETE \/api\/users\/current\/sessions\/(\d+)$/.exec(route);
      if (one) {
        sessions = sessions.filter((s) => s.id !== Number(one[1]));
        return json(204, null);
      }
      return json(404, { message: 'Not found.' });
    }),
  );
  return calls;
}

function renderPage() {
  return render(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <MemoryRouter initialEntries={['/account']}>
          <AccountPage />
        </MemoryRouter>
        <ToastRegion label="Notifications" closeLabel="Close notification" />
      </IntlProvider>
    </SWRConfig>,
  );
}

const toast = () =>
  within(screen.getByRole('region', { name: 'Notifications' })).findByRole('listitem');

const section = (name: string) => screen.getByRole('region', { name });

let user: CurrentUser;
beforeEach(() => {
  resetSessionForTests();
  user = currentUser({ locale: 'en' });
  updateSession({ user, token: 'token', locale: 'en' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('AccountPage', () => {
  it('saves the name and language, and the session shows the new name', async () => {
    const calls = fakeServer(user);
    const person = userEvent.setup();
    renderPage();
    const details = section('Your details');
    const first = within(details).getByRole('textbox', { name: /^First name/ });
    expect(first).toHaveValue('Jan');
    expect(first).toHaveAttribute('autocomplete', 'given-name');
    await person.clear(first);
    await person.type(first, 'Johan');
    await person.type(within(details).getByRole('textbox', { name: /^Prefix/ }), 'de');
    await person.click(within(details).getByRole('button', { name: 'Save' }));
    expect(await toast()).toHaveTextContent('Your details have been saved');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      first_name: 'Johan',
      last_name_prefix: 'de',
      last_name: 'Jansen',
      locale: 'en',
    });
    expect(getSession().user?.first_name).toBe('Johan');
  });

  it('sends a link to a new address only with the current password, and says where it went', async () => {
    const calls = fakeServer(user);
    const person = userEvent.setup();
    renderPage();
    const email = section('E-mail address');
    expect(email).toHaveTextContent('You log in with j.jansen@regenboog.nl.');
    const address = within(email).getByRole('textbox', { name: /^New e-mail address/ });
    await person.type(address, 'jan@nieuw.nl');
    const password = within(email).getByLabelText(/^Current password/);
    await person.type(password, 'verkeerd');
    await person.click(within(email).getByRole('button', { name: 'Send the link' }));
    // The error in the summary and on its field; what was typed stays.
    expect(await within(email).findAllByText('The current password is incorrect.')).toHaveLength(2);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveValue('jan@nieuw.nl');

    await person.clear(password);
    await person.type(password, 'welkom-bij-koers');
    await person.click(within(email).getByRole('button', { name: 'Send the link' }));
    await waitFor(() =>
      expect(within(email).getByRole('status')).toHaveTextContent(
        /A link has been sent to jan@nieuw\.nl; it works until .*Until you open it, you log in with j\.jansen@regenboog\.nl\./,
      ),
    );
    expect(calls.filter((c) => c.url === '/api/users/current/email').at(-1)?.body).toEqual({
      email: 'jan@nieuw.nl',
      current_password: 'welkom-bij-koers',
    });
    // A fresh form: the password is not kept on the page.
    expect(within(email).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('changes the password; the list then shows this session alone', async () => {
    fakeServer(user);
    const person = userEvent.setup();
    renderPage();
    const sessions = section('Where you are logged in');
    expect(await within(sessions).findAllByRole('listitem')).toHaveLength(3);
    const form = section('Password');
    await person.type(within(form).getByLabelText(/^Current password/), 'welkom-bij-koers');
    await person.type(within(form).getByLabelText(/^New password/), 'een-lang-nieuw-wachtwoord');
    await person.type(
      within(form).getByLabelText(/^Repeat the new password/),
      'een-lang-nieuw-wachtwoord',
    );
    await person.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await toast()).toHaveTextContent(
      'Your password has been changed.You stay logged in here; your other sessions have been ended.',
    );
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(1));
    expect(within(form).getByLabelText(/^New password/)).toHaveValue('');
  });

  it('lists the sessions with browser and address; ends another one, then all others', async () => {
    const calls = fakeServer(user);
    const person = userEvent.setup();
    renderPage();
    const sessions = section('Where you are logged in');
    const list = await within(sessions).findByRole('list', { name: 'Active sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('This session');
    expect(items[1]).toHaveTextContent('Safari on iPhone');
    expect(items[1]).toHaveTextContent('IP address198.51.100.20');
    expect(items[2]).toHaveTextContent('IP addressNot known');
    // This session is ended by logging out, not here.
    expect(within(items[0]!).queryByRole('button')).toBeNull();

    await person.click(within(items[1]!).getByRole('button', { name: /^End session: Safari/ }));
    const one = await screen.findByRole('dialog', { name: 'End session' });
    expect(one).toHaveTextContent(/Do you want to end your session in Safari on iPhone, started/);
    await person.click(within(one).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/sessions/2'))).toBe(true);

    await person.click(
      within(sessions).getByRole('button', { name: 'Log out on all other devices' }),
    );
    const all = await screen.findByRole('dialog', { name: 'Log out on all other devices' });
    expect(all).toHaveTextContent('Do you want to end your session on the other device?');
    expect(all).toHaveTextContent('You stay logged in here.');
    await person.click(within(all).getByRole('button', { name: 'Log out on all other devices' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    // Nothing left to end: the action is gone.
    expect(
      within(sessions).queryByRole('button', { name: 'Log out on all other devices' }),
    ).toBeNull();
  });

  it('sets up two-step verification: a QR code and the key, a first code, the recovery codes once', async () => {
    const calls = fakeServer(user);
    const person = userEvent.setup();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Two-step verification' });
    await person.click(
      await within(section).findByRole('button', { name: 'Set up two-step verification' }),
    );
    expect(
      await within(section).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    // The key in groups of four, as apps show it.
    expect(section).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    const code = within(section).getByRole('textbox', { name: /^Code from your app/ });
    await person.type(code, '000000');
    await person.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(section).findAllByText('This code is not right, or has been used.'),
    ).toHaveLength(2);
    await person.clear(code);
    await person.type(code, '123 456');
    await person.click(within(section).getByRole('button', { name: 'Turn on' }));
    const panel = await within(section).findByRole('group', { name: 'Your recovery codes' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(
      calls.filter((c) => c.url === '/api/users/current/two-factor' && c.method === 'POST').at(-1)
        ?.body,
    ).toEqual({ code: '123456' });
    await person.click(within(panel).getByRole('button', { name: 'I have saved them' }));
    // Shown once: gone, and the section says it is on.
    expect(within(section).queryByRole('group', { name: 'Your recovery codes' })).toBeNull();
    expect(section).toHaveTextContent(
      /Two-step verification is on since .*10 recovery codes are left\./,
    );
  });

  it('turns two-step verification off with the password and a recovery code', async () => {
    const calls = fakeServer(user, { twoFactorOn: true });
    const person = userEvent.setup();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Two-step verification' });
    expect(await within(section).findByText(/7 recovery codes are left\./)).toBeVisible();
    // A used recovery code: the message is on the one code field.
    const codeField = within(section).getByRole('textbox', {
      name: /^Code from your app or a recovery code/,
    });
    await person.type(within(section).getByLabelText(/^Current password/), 'welkom-bij-koers');
    await person.type(codeField, 'used-code');
    await person.click(
      within(section).getByRole('button', { name: 'Turn off two-step verification' }),
    );
    await waitFor(() => expect(codeField).toHaveAttribute('aria-invalid', 'true'));
    expect(codeField).toHaveAccessibleDescription(/This recovery code is not right/);
    await person.clear(codeField);
    await person.clear(within(section).getByLabelText(/^Current password/));
    await person.type(within(section).getByLabelText(/^Current password/), 'welkom-bij-koers');
    await person.type(
      within(section).getByRole('textbox', { name: /^Code from your app or a recovery code/ }),
      'abcd-efgh-jk22',
    );
    await person.click(
      within(section).getByRole('button', { name: 'Turn off two-step verification' }),
    );
    expect(await toast()).toHaveTextContent('Two-step verification is off');
    expect(calls.filter((c) => c.method === 'DELETE').at(-1)?.body).toEqual({
      current_password: 'welkom-bij-koers',
      recovery_code: 'abcd-efgh-jk22',
    });
    expect(
      await within(section).findByRole('button', { name: 'Set up two-step verification' }),
    ).toBeVisible();
  });
});
