import { generate } from 'otplib';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/core.js';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

/** A code of the app `steps` time steps (30 s) from now. */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describeEachDatabase('two-step verification', (t) => {
  const inject = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token?: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });
  const password = (email: string) =>
    inject('POST', '/api/auth/login', undefined, { email, password: DEMO_PASSWORD });

  /** Turns it on for `email`: the secret and the recovery codes. */
  async function turnOn(email: string) {
    const token = await loginAs(t.app, email);
    const setup = await inject('POST', '/api/users/current/two-factor/setup', token);
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qr_svg } = setup.json().data;
    expect(uri).toContain(`otpauth://totp/Koers:${encodeURIComponent(email)}`);
    expect(qr_svg).toContain('<svg');
    // A wrong code does not turn it on.
    const wrong = await inject('POST', '/api/users/current/two-factor', token, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    const on = await inject('POST', '/api/users/current/two-factor', token, {
      code: await codeAt(secret, -1),
    });
    expect(on.statusCode).toBe(200);
    return { token, secret: secret as string, codes: on.json().data.recovery_codes as string[] };
  }

  it('is turned on with a code of the new secret, with ten recovery codes; the secret is kept encrypted', async () => {
    const { token, secret, codes } = await turnOn('leraar@koers.test');
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const status = await inject('GET', '/api/users/current/two-factor', token);
    expect(status.json().data).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    const row = await t.app.db.selectFrom('user_two_factor').selectAll().executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    const stored = await t.app.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
    // On already: no second set-up.
    expect((await inject('POST', '/api/users/current/two-factor/setup', token)).statusCode).toBe(
      422,
    );
  });

  it('asks for the code after the password; a code works once; a recovery code works once', async () => {
    const email = 'directeur@koers.test';
    const { secret, codes } = await turnOn(email);

    const first = await password(email);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    // No session before the code.
    expect(body).toEqual({
      two_factor_required: true,
      challenge: expect.any(String),
      expires_in: 300,
    });
    expect(body.access_token).toBeUndefined();

    const wrong = await inject('POST', '/api/auth/two-factor', undefined, {
      challenge: body.challenge,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toBeDefined();

    const code = await codeAt(secret, 0);
    const right = await inject('POST', '/api/auth/two-factor', undefined, {
      challenge: body.challenge,
      code,
    });
    expect(right.statusCode).toBe(200);
    const tokens = right.json();
    expect((await inject('GET', '/api/users/current', tokens.access_token)).json().data.email).toBe(
      email,
    );

    // The same code again (seen over a shoulder): refused.
    const again = await inject('POST', '/api/auth/two-factor', undefined, {
      challenge: (await password(email)).json().challenge,
      code,
    });
    expect(again.statusCode).toBe(422);

    // A recovery code, typed in lower case without dashes, works once.
    const typed = codes[3]!.toLowerCase().replace(/-/g, ' ');
    const recovery = await inject('POST', '/api/auth/two-factor', undefined, {
      challenge: (await password(email)).json().challenge,
      recovery_code: typed,
    });
    expect(recovery.statusCode).toBe(200);
    const reused = await inject('POST', '/api/auth/two-factor', undefined, {
      challenge: (await password(email)).json().challenge,
      recovery_code: codes[3],
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.recovery_code).toBeDefined();
    const status = await inject('GET', '/api/users/current/two-factor', tokens.access_token);
    expect(status.json().data.recovery_codes_left).toBe(9);

    const logins = await t.app.db
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'login')
      .execute();
    expect(logins.map((row) => JSON.parse(String(row.changes))?.two_factor)).toEqual(
      expect.arrayContaining(['code', 'recovery_code']),
    );
  });

  it('refuses a forged or foreign challenge, and throttles wrong codes per user', async () => {
    const email = 'eenschool@koers.test';
    await turnOn(email);
    const { challenge } = (await password(email)).json();
    const [user, expires, nonce] = challenge.split('.');
    for (const forged of [
      `${Number(user) + 1}.${expires}.${nonce}.x`,
      'nonsense',
      `${challenge}x`,
    ]) {
      const response = await inject('POST', '/api/auth/two-factor', undefined, {
        challenge: forged,
        code: '123456',
      });
      expect(response.statusCode).toBe(422);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await inject('POST', '/api/auth/two-factor', undefined, {
        challenge,
        code: '000000',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('is turned off only with the password and a code; new recovery codes replace the old', async () => {
    const email = 'bestuur@koers.test';
    const { token, secret, codes } = await turnOn(email);
    const renewed = await inject('POST', '/api/users/current/two-factor/recovery-codes', token, {
      code: await codeAt(secret, 0),
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(codes[0]);

    const noPassword = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/current/two-factor',
      headers: bearer(token),
      payload: { current_password: 'niet-dit', recovery_code: fresh[0] },
    });
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors.current_password).toBeDefined();
    const oldCode = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/current/two-factor',
      headers: bearer(token),
      payload: { current_password: DEMO_PASSWORD, recovery_code: codes[0] },
    });
    expect(oldCode.statusCode).toBe(422);
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/current/two-factor',
      headers: bearer(token),
      payload: { current_password: DEMO_PASSWORD, recovery_code: fresh[0] },
    });
    expect(off.statusCode).toBe(204);
    expect((await inject('GET', '/api/users/current/two-factor', token)).json().data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    // The password alone logs in again.
    expect((await password(email)).json().access_token).toEqual(expect.any(String));
  });
});
