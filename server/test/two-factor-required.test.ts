import { generate } from 'otplib';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/core.js';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

/** Logs in with the password as the app does: the login's own access token. */
async function passwordLogin(app: Parameters<typeof loginAs>[0], email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().access_token as string;
}

describeEachDatabase('two-step verification required by a school', (t) => {
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('leads a director through set-up after login: nothing else answers until it is on', async () => {
    const school = t.ids.schools.regenboog;
    // A teacher may not require it; the board's admin may.
    const teacher = await loginAs(t.app, 'leraar@koers.test');
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/schools/${school}`,
      headers: bearer(teacher),
      payload: { require_two_factor: true },
    });
    expect(refused.statusCode).toBe(403);
    const board = await loginAs(t.app, 'bestuur@koers.test');
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/schools/${school}`,
      headers: bearer(board),
      payload: { require_two_factor: true },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.require_two_factor).toBe(true);

    // The director (rank 10) must set it up; the teacher (rank 1) need not.
    const director = await passwordLogin(t.app, 'directeur@koers.test');
    expect((await get('/api/users/current', director)).json().data).toMatchObject({
      two_factor_setup_required: true,
    });
    const blocked = await get(`/api/schools/${school}`, director);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('two_factor_setup_required');
    expect((await get('/api/roles', director)).statusCode).toBe(200);
    const reader = await passwordLogin(t.app, 'leraar@koers.test');
    expect((await get('/api/users/current', reader)).json().data).not.toHaveProperty(
      'two_factor_setup_required',
    );
    expect((await get(`/api/schools/${school}`, reader)).statusCode).toBe(200);

    // Set up with this very session; then everything answers it.
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/users/current/two-factor/setup',
      headers: bearer(director),
    });
    expect(setup.statusCode).toBe(200);
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/users/current/two-factor',
      headers: bearer(director),
      payload: { code: await generate({ secret: setup.json().data.secret }) },
    });
    expect(on.statusCode).toBe(200);
    expect((await get(`/api/schools/${school}`, director)).statusCode).toBe(200);
    expect((await get('/api/users/current', director)).json().data).not.toHaveProperty(
      'two_factor_setup_required',
    );
    // From now on the login asks for the code.
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'directeur@koers.test', password: DEMO_PASSWORD },
    });
    expect(next.json().two_factor_required).toBe(true);
  });

  it('applies a board’s requirement to its members with rank ≥ 10', async () => {
    const board = await loginAs(t.app, 'eenbestuur@koers.test');
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/organisations/${t.ids.organisations.linge}`,
      headers: bearer(board),
      payload: { require_two_factor: true },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.require_two_factor).toBe(true);
    const member = await passwordLogin(t.app, 'eenbestuur@koers.test');
    expect((await get('/api/users/current', member)).json().data).toMatchObject({
      two_factor_setup_required: true,
    });
  });
});

describeEachDatabase(
  'two-step verification required of super admins',
  (t) => {
    it('leads a super admin through set-up when REQUIRE_2FA_FOR_SUPER_ADMINS is on', async () => {
      const admin = await passwordLogin(t.app, 'admin@koers.test');
      expect((await get(t, '/api/users/current', admin)).json().data).toMatchObject({
        two_factor_setup_required: true,
      });
      expect((await get(t, '/api/admin/users', admin)).statusCode).toBe(403);
    });
  },
  { config: { requireTwoFactorForSuperAdmins: true } },
);

function get(t: { app: Parameters<typeof loginAs>[0] }, url: string, token: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}
