import { DEMO_PASSWORD } from '../src/seed/core.js';
import { bearer, demoPasswordHash, describeEachDatabase, loginAs } from './helpers.js';
import { parseMail, startSmtpSink } from './smtp-sink.js';

const sink = await startSmtpSink();
afterAll(() => sink.close());

/** The mail to `to`, taken from the sink (so a later test waits for its own). */
async function mailTo(to: string) {
  const received = await sink.waitFor(to);
  sink.messages.splice(sink.messages.indexOf(received), 1);
  return parseMail(received.raw);
}

describeEachDatabase(
  'changing the own e-mail address',
  (t) => {
    const ask = (token: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/current/email',
        headers: bearer(token, 'nl'),
        payload,
      });
    const confirm = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/current/email/confirm',
        headers: { 'accept-language': 'nl' },
        payload: { token },
      });
    const emailOf = async (id: number) =>
      (
        await t.app.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).email;
    const newUser = async (email: string) => {
      const now = new Date().toISOString();
      const { id } = await t.app.db
        .insertInto('users')
        .values({
          email,
          first_name: 'Sanne',
          last_name_prefix: null,
          last_name: 'Bakker',
          password_hash: await demoPasswordHash(),
          admin: 0,
          locale: 'nl',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    };

    it('needs the password; a link goes to the new address, a notice to the old; the link changes it and ends every login', async () => {
      const id = await newUser(`sanne-${Date.now()}@koers.test`);
      const old = await emailOf(id);
      const token = await loginAs(t.app, old);
      const other = await loginAs(t.app, old);

      const wrong = await ask(token, { email: 'sanne.nieuw@koers.test', current_password: 'fout' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.current_password).toEqual(['Het huidige wachtwoord is onjuist.']);
      const same = await ask(token, { email: old.toUpperCase(), current_password: DEMO_PASSWORD });
      expect(same.statusCode).toBe(422);
      const taken = await ask(token, {
        email: 'leraar@koers.test',
        current_password: DEMO_PASSWORD,
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.email).toEqual(['e-mailadres is al in gebruik.']);

      const next = `sanne.nieuw-${Date.now()}@koers.test`;
      const asked = await ask(token, { email: next, current_password: DEMO_PASSWORD });
      expect(asked.statusCode, asked.body).toBe(202);
      expect(asked.json().data.pending_email).toBe(next);
      // Nothing changed yet.
      expect(await emailOf(id)).toBe(old);

      const link = await mailTo(next);
      expect(link.subject).toContain('Bevestig je nieuwe e-mailadres');
      const url = /https?:\/\/\S+\/account\/e-mailadres-bevestigen\?token=([\w%-]+)/.exec(
        link.text!,
      );
      expect(url, link.text!).not.toBeNull();
      const notice = await mailTo(old);
      expect(notice.text).toContain(next);
      expect(notice.text).not.toMatch(/token=/);

      const done = await confirm(decodeURIComponent(url![1]!));
      expect(done.statusCode, done.body).toBe(200);
      expect(await emailOf(id)).toBe(next);
      // Every login ended: the old tokens no longer work.
      for (const access of [token, other]) {
        const me = await t.app.inject({
          method: 'GET',
          url: '/api/users/current',
          headers: bearer(access),
        });
        expect(me.statusCode).toBe(401);
      }
      // Used up: the link works once.
      expect((await confirm(decodeURIComponent(url![1]!))).statusCode).toBe(422);
    });

    it('refuses an unknown or expired link, and a second request replaces the first', async () => {
      expect((await confirm('onbekend')).statusCode).toBe(422);
      const id = await newUser(`jaap-${Date.now()}@koers.test`);
      const token = await loginAs(t.app, await emailOf(id));
      const first = `jaap.een-${Date.now()}@koers.test`;
      const second = `jaap.twee-${Date.now()}@koers.test`;
      expect((await ask(token, { email: first, current_password: DEMO_PASSWORD })).statusCode).toBe(
        202,
      );
      const firstLink = /token=([\w%-]+)/.exec((await mailTo(first)).text!)![1]!;
      expect(
        (await ask(token, { email: second, current_password: DEMO_PASSWORD })).statusCode,
      ).toBe(202);
      const secondLink = /token=([\w%-]+)/.exec((await mailTo(second)).text!)![1]!;
      expect((await confirm(decodeURIComponent(firstLink))).statusCode).toBe(422);

      await t.app.db
        .updateTable('email_changes')
        .set({ expires_at: '2020-01-01T00:00:00.000Z' })
        .where('user_id', '=', id)
        .execute();
      expect((await confirm(decodeURIComponent(secondLink))).statusCode).toBe(422);
      expect(await emailOf(id)).not.toBe(second);
    });
  },
  { config: { smtpUrl: sink.url } },
);
