import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';

/**
 * An invitation for an email that already has an account is accepted only by that account,
 * logged in: the mailed link alone (which may have been forwarded) adds no membership. A new
 * account is still made from the link.
 */
describeEachDatabase('accepting invitations', (t) => {
  const as = async (email: string, locale = 'en') => bearer(await loginAs(t.app, email), locale);

  /** Invites `email` into De Vlinderhof (as the board's admin) and returns the mailed id. */
  async function invite(email: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/schools/${t.ids.schools.vlinderhof}/invites`,
      headers: await as('bestuur@koers.test'),
      payload: { email, role_id: t.ids.roles.medewerker },
    });
    expect(response.statusCode, response.body).toBe(201);
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('to', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const id = /\/uitnodigingen\/([A-Za-z0-9_-]+)\/accepteren/.exec(mail.text)?.[1];
    if (!id) throw new Error(`no invitation link in the mail to ${email}`);
    return id;
  }

  const accept = (id: string, headers: Record<string, string> = {}, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/invites/${id}/accept`, headers, payload });

  /** The school ids the account belongs to directly or through its board. */
  async function schoolsOf(email: string): Promise<number[]> {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/current',
      headers: await as(email),
    });
    return (me.json().data.schools as { id: number }[]).map((s) => s.id);
  }

  it('does not join an existing account by the link alone: it asks for a login (401)', async () => {
    const id = await invite('eenschool@koers.test');
    const shown = await t.app.inject({ method: 'GET', url: `/api/invites/${id}` });
    expect(shown.json().data.existing_user).toBe(true);

    for (const locale of ['en', 'nl']) {
      const response = await accept(id, { 'accept-language': locale });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('login_required');
      expect(response.json().message).toBe(
        locale === 'en'
          ? 'This invitation is for an existing Koers account. Log in with the invited address to accept it.'
          : 'Deze uitnodiging is voor een bestaand Koers-account. Log in met het uitgenodigde adres om haar te accepteren.',
      );
    }
    // Names and a password in the body change nothing: no account is taken over or made.
    const takeover = await accept(
      id,
      {},
      {
        first_name: 'Indringer',
        last_name: 'X',
        password: 'een-ander-wachtwoord',
        password_confirmation: 'een-ander-wachtwoord',
      },
    );
    expect(takeover.statusCode).toBe(401);
    expect(await schoolsOf('eenschool@koers.test')).not.toContain(t.ids.schools.vlinderhof);
    // Still open for the right account.
    expect((await t.app.inject({ method: 'GET', url: `/api/invites/${id}` })).statusCode).toBe(200);
  });

  it('refuses another logged-in account with 403 wrong_account, and leaves the invitation open', async () => {
    const id = await invite('eenbestuur@koers.test');
    const response = await accept(id, await as('leraar@koers.test', 'nl'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'wrong_account',
      message:
        'Deze uitnodiging is naar een ander e-mailadres gestuurd. Log uit en log in met het uitgenodigde adres om haar te accepteren.',
    });
    expect(await schoolsOf('leraar@koers.test')).not.toContain(t.ids.schools.vlinderhof);
    expect(await schoolsOf('eenbestuur@koers.test')).not.toContain(t.ids.schools.vlinderhof);
    expect((await t.app.inject({ method: 'GET', url: `/api/invites/${id}` })).statusCode).toBe(200);

    // The invited account, logged in, joins; the link is then used up.
    const accepted = await accept(id, await as('eenbestuur@koers.test'));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toEqual({
      context_type: 'school',
      context_id: t.ids.schools.vlinderhof,
      email: 'eenbestuur@koers.test',
    });
    expect(await schoolsOf('eenbestuur@koers.test')).toContain(t.ids.schools.vlinderhof);
    expect((await accept(id, await as('eenbestuur@koers.test'))).statusCode).toBe(404);
  });

  it('makes a new account from the link, as before; logged in as someone else it refuses', async () => {
    const email = 'nieuwe.leerkracht@vlinderhof.nl';
    const id = await invite(email);
    const body = {
      first_name: 'Sanne',
      last_name: 'Bakker',
      password: 'klaslokaal-met-ramen',
      password_confirmation: 'klaslokaal-met-ramen',
    };
    const asOther = await accept(id, await as('leraar@koers.test'), body);
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json().error).toBe('wrong_account');

    const created = await accept(id, {}, body);
    expect(created.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'klaslokaal-met-ramen' },
    });
    expect(login.statusCode).toBe(200);
    expect(await schoolsOf(email)).toEqual([t.ids.schools.vlinderhof]);
  });
});
