import { afterAll, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { DEMO_PASSWORD } from '../src/seed/core.js';
import { bearer, describeEachDatabase } from './helpers.js';
import { decodeQuotedPrintable, startSmtpSink } from './smtp-sink.js';

const sink = await startSmtpSink();
afterAll(() => sink.close());

const forgot = (app: App, email: string, locale = 'en', remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/password/forgot',
    payload: { email },
    headers: { 'accept-language': locale },
    remoteAddress,
  });

const reset = (app: App, payload: Record<string, string>, locale = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/password/reset',
    payload,
    headers: { 'accept-language': locale },
  });

const loginStatus = async (app: App, email: string, password: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: '10.9.9.9',
    })
  ).statusCode;

/** The token of the reset link in the last mail to `to`. */
async function tokenFromMail(to: string): Promise<string> {
  const mail = await sink.waitFor(to);
  const text = decodeQuotedPrintable(mail.raw);
  const match = /wachtwoord-opnieuw-instellen\?token=([A-Za-z0-9_-]+)&email=/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`);
  sink.messages.splice(sink.messages.indexOf(mail), 1);
  return match[1];
}

describeEachDatabase(
  'forgot and reset password (SMTP)',
  (t) => {
    it('answers the same for a known and an unknown email, and mails only the known one', async () => {
      const known = await forgot(t.app, 'eenschool@koers.test');
      const unknown = await forgot(t.app, 'onbekend@koers.test');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      const token = await tokenFromMail('eenschool@koers.test');
      expect(token.length).toBeGreaterThanOrEqual(22);
      expect(sink.messages.some((m) => m.to.includes('onbekend@koers.test'))).toBe(false);
    });

    it('resets the password with the mailed token once, ending every login', async () => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'leraar@koers.test', password: DEMO_PASSWORD },
      });
      const access = login.json().access_token as string;
      await forgot(t.app, 'leraar@koers.test');
      const token = await tokenFromMail('leraar@koers.test');
      const payload = {
        email: 'leraar@koers.test',
        token,
        password: 'nieuw-wachtwoord-42',
        password_confirmation: 'nieuw-wachtwoord-42',
      };
      const done = await reset(t.app, payload);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: 'Your password has been reset.' });
      expect(await loginStatus(t.app, 'leraar@koers.test', 'nieuw-wachtwoord-42')).toBe(200);
      expect(await loginStatus(t.app, 'leraar@koers.test', DEMO_PASSWORD)).toBe(422);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(access) }))
          .statusCode,
      ).toBe(401);
      // Single use.
      const again = await reset(t.app, {
        ...payload,
        password: 'nog-een-wachtwoord-7',
        password_confirmation: 'nog-een-wachtwoord-7',
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.email).toEqual(['This password reset token is invalid.']);
    });

    it('refuses a token of another email, an expired token and a made-up token', async () => {
      await forgot(t.app, 'directeur@koers.test');
      const token = await tokenFromMail('directeur@koers.test');
      const base = {
        password: 'heel-geheim-wachtwoord',
        password_confirmation: 'heel-geheim-wachtwoord',
      };
      expect((await reset(t.app, { ...base, email: 'bestuur@koers.test', token })).statusCode).toBe(
        422,
      );
      expect(
        (await reset(t.app, { ...base, email: 'directeur@koers.test', token: 'made-up' }))
          .statusCode,
      ).toBe(422);
      await t.app.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect(
        (await reset(t.app, { ...base, email: 'directeur@koers.test', token })).statusCode,
      ).toBe(422);
      expect(await loginStatus(t.app, 'directeur@koers.test', DEMO_PASSWORD)).toBe(200);
    });

    it('refuses common and short passwords and a wrong confirmation, in Dutch and English', async () => {
      await forgot(t.app, 'bestuur@koers.test');
      const token = await tokenFromMail('bestuur@koers.test');
      const common = await reset(
        t.app,
        {
          email: 'bestuur@koers.test',
          token,
          password: 'wachtwoord123',
          password_confirmation: 'wachtwoord123',
        },
        'nl',
      );
      expect(common.statusCode).toBe(422);
      expect(common.json().errors.password).toEqual([
        'Dit wachtwoord komt te vaak voor. Kies een minder voorspelbaar wachtwoord.',
      ]);
      const short = await reset(
        t.app,
        { email: 'bestuur@koers.test', token, password: 'kort', password_confirmation: 'kort' },
        'en',
      );
      expect(short.json()).toEqual({
        message: 'The password must be at least 8 characters.',
        errors: { password: ['The password must be at least 8 characters.'] },
      });
      const shortNl = await reset(
        t.app,
        { email: 'bestuur@koers.test', token, password: 'kort', password_confirmation: 'kort' },
        'nl-NL,nl;q=0.9',
      );
      expect(shortNl.json().errors.password).toEqual([
        'Het veld wachtwoord moet minstens 8 tekens bevatten.',
      ]);
      const mismatch = await reset(t.app, {
        email: 'bestuur@koers.test',
        token,
        password: 'een-goed-wachtwoord',
        password_confirmation: 'iets-anders',
      });
      expect(mismatch.json().errors.password).toEqual([
        'The password confirmation does not match.',
      ]);
      // The token was not used up by the refused attempts.
      const ok = await reset(t.app, {
        email: 'bestuur@koers.test',
        token,
        password: 'een-goed-wachtwoord',
        password_confirmation: 'een-goed-wachtwoord',
      });
      expect(ok.statusCode).toBe(200);
    });

    it('keeps a delivered mail as a record without its body: the link in it is a live secret', async () => {
      await forgot(t.app, 'eenbestuur@koers.test');
      const token = await tokenFromMail('eenbestuur@koers.test');
      const rows = await t.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to', '=', 'eenbestuur@koers.test')
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.sent_at).not.toBeNull();
        expect(row.subject).not.toBe('');
        expect(row.text).toBe('');
        expect(row.html).toBeNull();
      }
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('throttles forgot-password requests per email and IP the same for unknown emails', async () => {
      for (let i = 0; i < 5; i++)
        expect((await forgot(t.app, 'x@koers.test', 'en', '10.7.7.7')).statusCode).toBe(200);
      const blocked = await forgot(t.app, 'x@koers.test', 'en', '10.7.7.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    });
  },
  { config: { smtpUrl: sink.url } },
);

describeEachDatabase('forgot password without SMTP', (t) => {
  it('keeps the mail in the outbox so the link can be followed from the log', async () => {
    const response = await forgot(t.app, 'eenbestuur@koers.test', 'nl');
    expect(response.json()).toEqual({
      message:
        'Als er een account met dit e-mailadres bestaat, hebben we een link gemaild om het wachtwoord opnieuw in te stellen.',
    });
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to', '=', 'eenbestuur@koers.test')
      .executeTakeFirstOrThrow();
    expect(mail.sent_at).toBeNull();
    // The demo user's language is Dutch.
    expect(mail.subject).toBe('Stel je Koers-wachtwoord opnieuw in');
    expect(mail.text).toMatch(
      /http:\/\/koers\.test\/authenticatie\/wachtwoord-opnieuw-instellen\?token=[A-Za-z0-9_-]+&email=eenbestuur%40koers\.test/,
    );
  });
});
