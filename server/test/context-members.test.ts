import { afterAll, beforeAll, expect, it } from 'vitest';
import { nowIso } from '../src/lib/time.js';
import { bearer, describeEachDatabase, loginAs } from './helpers.js';
import { parseMail, startSmtpSink, type SinkMessage } from './smtp-sink.js';

const sink = await startSmtpSink();
afterAll(() => sink.close());

/** Every mail the sink received for `to`, oldest first, read. */
const mailsTo = (to: string) =>
  sink.messages.filter((m: SinkMessage) => m.to.includes(to)).map((m) => parseMail(m.raw));

/** Waits until `count` mails to `to` arrived, and returns them read. */
async function waitForMails(to: string, count = 1) {
  await sink.waitFor(to);
  const deadline = Date.now() + 5000;
  while (mailsTo(to).length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const mails = mailsTo(to);
  expect(mails.length).toBe(count);
  return mails;
}

const linkId = (text: string | null) => {
  const id = /\/uitnodigingen\/([A-Za-z0-9_-]+)\/accepteren/.exec(text ?? '')?.[1];
  if (!id) throw new Error(`no invitation link in:\n${text}`);
  return id;
};

describeEachDatabase(
  'members and invitations of a context',
  (t) => {
    // Both databases' suites mail the same addresses: each reads only its own.
    beforeAll(() => {
      sink.messages.length = 0;
    });
    const as = async (email: string, locale = 'en') => bearer(await loginAs(t.app, email), locale);
    const schoolInvites = () => `/api/schools/${t.ids.schools.vlinderhof}/invites`;

    it('invites several addresses at once with one role, and mails each a text and an HTML part', async () => {
      const headers = await as('bestuur@koers.test', 'nl');
      const emails = [
        'Anna.de.Vries@Vlinderhof.nl',
        'ben@vlinderhof.nl',
        'anna.de.vries@vlinderhof.nl',
      ];
      const response = await t.app.inject({
        method: 'POST',
        url: `${schoolInvites()}/batch`,
        headers,
        payload: { emails, role_id: t.ids.roles.directeur },
      });
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json().data as { email: string; ref: string; role_id: number }[];
      // A repeated address (in another case) is invited once.
      expect(created.map((i) => i.email).sort()).toEqual([
        'anna.de.vries@vlinderhof.nl',
        'ben@vlinderhof.nl',
      ]);
      expect(created.every((i) => i.role_id === t.ids.roles.directeur)).toBe(true);

      const [mail] = await waitForMails('anna.de.vries@vlinderhof.nl');
      // A new address gets the inviter's language.
      expect(mail!.subject).toBe('Je bent uitgenodigd voor OBS De Vlinderhof in Koers');
      expect(mail!.headers['content-type']).toMatch(/^multipart\/alternative/);
      expect(mail!.text).toContain(
        'Henk van den Berg heeft je uitgenodigd voor OBS De Vlinderhof in Koers, als Directeur.',
      );
      expect(mail!.text).toMatch(/http:\/\/koers\.test\/uitnodigingen\/[A-Za-z0-9_-]+\/accepteren/);
      expect(mail!.text).toMatch(/De link werkt tot en met \d{1,2} \w+ \d{4}\./);
      const id = linkId(mail!.text);
      // The HTML part says the same, with the link as a button.
      expect(mail!.html).toContain('<html lang="nl">');
      expect(mail!.html).toContain('<strong>OBS De Vlinderhof</strong>');
      expect(mail!.html).toContain(`<a href="http://koers.test/uitnodigingen/${id}/accepteren"`);
      expect(mail!.html).toContain('Uitnodiging accepteren');

      // The link works: the invitation page knows it, with the role.
      const shown = await t.app.inject({ method: 'GET', url: `/api/invites/${id}` });
      expect(shown.json().data).toMatchObject({
        email: 'anna.de.vries@vlinderhof.nl',
        role_id: t.ids.roles.directeur,
        existing_user: false,
      });

      // The list shows both, by a ref that is not the link's secret.
      const list = await t.app.inject({ method: 'GET', url: schoolInvites(), headers });
      expect(list.statusCode).toBe(200);
      const pending = list.json().data as { email: string; ref: string; expired: boolean }[];
      const anna = pending.find((i) => i.email === 'anna.de.vries@vlinderhof.nl');
      expect(anna).toMatchObject({ invited_by: 'Henk van den Berg', expired: false });
      expect(list.body).not.toContain(id);
      expect(anna!.ref).not.toBe(id);
    });

    it('writes an English mail to an account whose language is English', async () => {
      await t.app.db
        .updateTable('users')
        .set({ locale: 'en' })
        .where('email', '=', 'eenbestuur@koers.test')
        .execute();
      const response = await t.app.inject({
        method: 'POST',
        url: `${schoolInvites()}/batch`,
        headers: await as('bestuur@koers.test', 'nl'),
        payload: { emails: ['eenbestuur@koers.test'], role_id: t.ids.roles.medewerker },
      });
      expect(response.statusCode, response.body).toBe(201);
      const [mail] = await waitForMails('eenbestuur@koers.test');
      expect(mail!.subject).toBe('You have been invited to OBS De Vlinderhof in Koers');
      expect(mail!.text).toContain(
        'Henk van den Berg has invited you to OBS De Vlinderhof in Koers, as Medewerker.',
      );
      expect(mail!.text).toMatch(/The link works until \d{1,2} \w+ \d{4}\./);
      expect(mail!.html).toContain('Accept the invitation');
    });

    it('escapes the names people typed in the HTML of the mail', async () => {
      const admin = await as('admin@koers.test');
      const school = await t.app.inject({
        method: 'POST',
        url: `/api/organisations/${t.ids.organisations.rivierenland}/schools`,
        headers: admin,
        payload: { name: 'De <b>Bonte</b> & Co' },
      });
      expect(school.statusCode, school.body).toBe(201);
      const schoolId = school.json().data.id as number;
      await t.app.inject({
        method: 'POST',
        url: `/api/schools/${schoolId}/invites/batch`,
        headers: admin,
        payload: { emails: ['html@bonte.nl'], role_id: t.ids.roles.medewerker },
      });
      const [mail] = await waitForMails('html@bonte.nl');
      expect(mail!.html).toContain('De &lt;b&gt;Bonte&lt;/b&gt; &amp; Co');
      expect(mail!.html).not.toContain('<b>Bonte</b>');
      expect(mail!.text).toContain('De <b>Bonte</b> & Co');
    });

    it('invites nobody when one address cannot be invited, and names each one and why', async () => {
      const headers = await as('bestuur@koers.test', 'en');
      // An open invitation first.
      const first = await t.app.inject({
        method: 'POST',
        url: `${schoolInvites()}/batch`,
        headers,
        payload: { emails: ['al.uitgenodigd@vlinderhof.nl'], role_id: t.ids.roles.medewerker },
      });
      expect(first.statusCode).toBe(201);
      const mulder = await t.app.db
        .selectFrom('school_user')
        .innerJoin('users', 'users.id', 'school_user.user_id')
        .select('users.email')
        .where('school_user.school_id', '=', t.ids.schools.vlinderhof)
        .executeTakeFirstOrThrow();

      const refused = await t.app.inject({
        method: 'POST',
        url: `${schoolInvites()}/batch`,
        headers,
        payload: {
          emails: [
            'nieuw@vlinderhof.nl',
            'geen-adres',
            mulder.email,
            'al.uitgenodigd@vlinderhof.nl',
          ],
          role_id: t.ids.roles.medewerker,
        },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.emails).toEqual([
        '“geen-adres” is not a valid email address.',
        `${mulder.email} is already a member.`,
        'al.uitgenodigd@vlinderhof.nl has already been invited. Send that invitation again from the list instead.',
      ]);
      const nl = await t.app.inject({
        method: 'POST',
        url: `${schoolInvites()}/batch`,
        headers: { ...headers, 'accept-language': 'nl' },
        payload: { emails: ['geen-adres'], role_id: t.ids.roles.medewerker },
      });
      expect(nl.json().errors.emails).toEqual(['“geen-adres” is geen geldig e-mailadres.']);
      // All or none: the good address was not invited either.
      const list = await t.app.inject({ method: 'GET', url: schoolInvites(), headers });
      const listed = (list.json().data as { email: string }[]).map((i) => i.email);
      expect(listed).not.toContain('nieuw@vlinderhof.nl');
      expect(mailsTo('nieuw@vlinderhof.nl')).toEqual([]);

      const nothing = await t.app.inject({
        method: 'POST',
        url: `${schoolInvites()}/batch`,
        headers: { ...headers, 'accept-language': 'nl' },
        payload: { emails: [' '], role_id: t.ids.roles.medewerker },
      });
      expect(nothing.json().errors.emails).toEqual(['Het veld e-mailadressen is verplicht.']);
      const noRole = await t.app.inject({
        method: 'POST',
        url: `${schoolInvites()}/batch`,
        headers,
        payload: { emails: ['nieuw@vlinderhof.nl'], role_id: 999_999 },
      });
      expect(Object.keys(noRole.json().errors)).toEqual(['role_id']);
    });

    it('resends a pending invitation with the same link, valid 7 days again, also after it expired', async () => {
      const headers = await as('bestuur@koers.test', 'en');
      const email = 'verlopen@vlinderhof.nl';
      await t.app.inject({
        method: 'POST',
        url: `${schoolInvites()}/batch`,
        headers,
        payload: { emails: [email], role_id: t.ids.roles.medewerker },
      });
      const [first] = await waitForMails(email);
      const id = linkId(first!.text);
      // A week later the link no longer works.
      await t.app.db
        .updateTable('invitations')
        .set({ expires_at: '2020-01-01T00:00:00.000Z' })
        .where('id', '=', id)
        .execute();
      expect((await t.app.inject({ method: 'GET', url: `/api/invites/${id}` })).statusCode).toBe(
        404,
      );
      const list = await t.app.inject({ method: 'GET', url: schoolInvites(), headers });
      const pending = (list.json().data as { email: string; ref: string; expired: boolean }[]).find(
        (i) => i.email === email,
      )!;
      expect(pending.expired).toBe(true);

      const resent = await t.app.inject({
        method: 'POST',
        url: `${schoolInvites()}/${pending.ref}/resend`,
        headers,
      });
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json().data).toMatchObject({ email, ref: pending.ref, expired: false });
      expect(Date.parse(resent.json().data.expires_at)).toBeGreaterThan(
        Date.now() + 6 * 86_400_000,
      );
      const [, second] = await waitForMails(email, 2);
      expect(linkId(second!.text)).toBe(id);
      expect((await t.app.inject({ method: 'GET', url: `/api/invites/${id}` })).statusCode).toBe(
        200,
      );
      const audit = await t.app.db
        .selectFrom('audit_log')
        .select(['action', 'subject_id'])
        .where('action', '=', 'invite_resent')
        .where('subject_id', '=', pending.ref)
        .execute();
      expect(audit).toHaveLength(1);
    });

    it('replaces an expired invitation when the address is invited again', async () => {
      const headers = await as('bestuur@koers.test', 'en');
      const email = 'opnieuw@vlinderhof.nl';
      const invite = () =>
        t.app.inject({
          method: 'POST',
          url: `${schoolInvites()}/batch`,
          headers,
          payload: { emails: [email], role_id: t.ids.roles.medewerker },
        });
      expect((await invite()).statusCode).toBe(201);
      await t.app.db
        .updateTable('invitations')
        .set({ expires_at: '2020-01-01T00:00:00.000Z' })
        .where('email', '=', email)
        .execute();
      expect((await invite()).statusCode).toBe(201);
      const list = await t.app.inject({ method: 'GET', url: schoolInvites(), headers });
      const mine = (list.json().data as { email: string; expired: boolean }[]).filter(
        (i) => i.email === email,
      );
      expect(mine).toEqual([expect.objectContaining({ expired: false })]);
    });

    it('withdraws a pending invitation: its link stops working, and it is gone from the list', async () => {
      const headers = await as('bestuur@koers.test', 'en');
      const email = 'ingetrokken@vlinderhof.nl';
      const created = await t.app.inject({
        method: 'POST',
        url: `${schoolInvites()}/batch`,
        headers,
        payload: { emails: [email], role_id: t.ids.roles.medewerker },
      });
      const ref = created.json().data[0].ref as string;
      const [mail] = await waitForMails(email);
      const id = linkId(mail!.text);

      // Another context's admin cannot reach it through their own context.
      const elsewhere = await t.app.inject({
        method: 'DELETE',
        url: `/api/organisations/${t.ids.organisations.linge}/invites/${ref}`,
        headers: await as('eenbestuur@koers.test'),
      });
      expect(elsewhere.statusCode).toBe(404);

      const withdrawn = await t.app.inject({
        method: 'DELETE',
        url: `${schoolInvites()}/${ref}`,
        headers,
      });
      expect(withdrawn.statusCode).toBe(204);
      expect((await t.app.inject({ method: 'GET', url: `/api/invites/${id}` })).statusCode).toBe(
        404,
      );
      const accept = await t.app.inject({
        method: 'POST',
        url: `/api/invites/${id}/accept`,
        payload: {
          first_name: 'Te',
          last_name: 'Laat',
          password: 'een-lang-wachtwoord',
          password_confirmation: 'een-lang-wachtwoord',
        },
      });
      expect(accept.statusCode).toBe(404);
      const list = await t.app.inject({ method: 'GET', url: schoolInvites(), headers });
      expect((list.json().data as { email: string }[]).map((i) => i.email)).not.toContain(email);
      const again = await t.app.inject({
        method: 'DELETE',
        url: `${schoolInvites()}/${ref}`,
        headers,
      });
      expect(again.statusCode).toBe(404);
    });

    it('shows pending invitations to admins only; an accepted one leaves the list', async () => {
      const directeur = await t.app.inject({
        method: 'GET',
        url: `/api/schools/${t.ids.schools.regenboog}/invites`,
        headers: await as('directeur@koers.test'),
      });
      expect(directeur.statusCode).toBe(403);

      const headers = await as('bestuur@koers.test', 'en');
      const email = 'geaccepteerd@vlinderhof.nl';
      await t.app.inject({
        method: 'POST',
        url: `${schoolInvites()}/batch`,
        headers,
        payload: { emails: [email], role_id: t.ids.roles.medewerker },
      });
      const [mail] = await waitForMails(email);
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/invites/${linkId(mail!.text)}/accept`,
        payload: {
          first_name: 'Noor',
          last_name: 'Aksoy',
          password: 'een-lang-wachtwoord',
          password_confirmation: 'een-lang-wachtwoord',
        },
      });
      expect(accepted.statusCode).toBe(200);
      const list = await t.app.inject({ method: 'GET', url: schoolInvites(), headers });
      expect((list.json().data as { email: string }[]).map((i) => i.email)).not.toContain(email);
    });

    it('never demotes or removes the last admin of a board, and says why', async () => {
      const linge = t.ids.organisations.linge;
      const eenbestuur = t.ids.users.eenbestuur;
      const admin = await as('admin@koers.test', 'nl');
      const url = `/api/organisations/${linge}/users/${eenbestuur}`;

      const demote = await t.app.inject({
        method: 'PATCH',
        url,
        headers: admin,
        payload: { role_id: t.ids.roles.directeur },
      });
      expect(demote.statusCode).toBe(422);
      expect(demote.json().errors.role_id).toEqual([
        'Jeroen Visser is de laatste beheerder van Stichting Christelijk Onderwijs De Linge. Maak eerst iemand anders beheerder.',
      ]);
      const remove = await t.app.inject({
        method: 'DELETE',
        url,
        headers: { ...admin, 'accept-language': 'en' },
      });
      expect(remove.statusCode).toBe(422);
      expect(remove.json().errors.user).toEqual([
        'Jeroen Visser is the last administrator of Stichting Christelijk Onderwijs De Linge. Make someone else an administrator first.',
      ]);
      // A change that keeps the admin rank is fine.
      const same = await t.app.inject({
        method: 'PATCH',
        url,
        headers: admin,
        payload: { role_id: t.ids.roles.bestuurder },
      });
      expect(same.statusCode).toBe(200);

      // With a second admin, either may go.
      const second = await t.app.db
        .insertInto('users')
        .values({
          email: 'tweede.bestuurder@linge.nl',
          first_name: 'Tweede',
          last_name_prefix: null,
          last_name: 'Bestuurder',
          password_hash: null,
          admin: 0,
          locale: null,
          created_at: nowIso(),
          updated_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.app.db
        .insertInto('organisation_user')
        .values({ organisation_id: linge, user_id: second.id, role_id: t.ids.roles.bestuurder })
        .execute();
      const demoted = await t.app.inject({
        method: 'PATCH',
        url: `/api/organisations/${linge}/users/${second.id}`,
        headers: admin,
        payload: { role_id: t.ids.roles.medewerker },
      });
      expect(demoted.statusCode).toBe(200);
      // Now the first is the last admin again.
      expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(422);
      const audit = await t.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('subject_type', '=', 'user')
        .where('subject_id', '=', String(eenbestuur))
        .where('context_id', '=', linge)
        .execute();
      // Only the accepted change was recorded.
      expect(audit.map((row) => row.action)).toEqual(['role_changed']);
    });

    it('lets only one of two simultaneous demotions of the last two admins through', async () => {
      const admin = await as('admin@koers.test');
      const board = await t.app.inject({
        method: 'POST',
        url: '/api/admin/organisations',
        headers: admin,
        payload: { name: 'Stichting Gelijktijdig', authority_number: '49999' },
      });
      expect(board.statusCode, board.body).toBe(201);
      const boardId = board.json().data.id as number;
      const ids: number[] = [];
      for (const name of ['een', 'twee']) {
        const user = await t.app.db
          .insertInto('users')
          .values({
            email: `${name}@gelijktijdig.nl`,
            first_name: name,
            last_name_prefix: null,
            last_name: 'Bestuurder',
            password_hash: null,
            admin: 0,
            locale: null,
            created_at: nowIso(),
            updated_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.app.db
          .insertInto('organisation_user')
          .values({ organisation_id: boardId, user_id: user.id, role_id: t.ids.roles.bestuurder })
          .execute();
        ids.push(user.id);
      }
      const answers = await Promise.all(
        ids.map((id) =>
          t.app.inject({
            method: 'PATCH',
            url: `/api/organisations/${boardId}/users/${id}`,
            headers: admin,
            payload: { role_id: t.ids.roles.medewerker },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
      const admins = await t.app.db
        .selectFrom('organisation_user')
        .select('user_id')
        .where('organisation_id', '=', boardId)
        .where('role_id', '=', t.ids.roles.bestuurder)
        .execute();
      expect(admins).toHaveLength(1);
    });

    it('counts the admins of its board for a school: a school admin may go when the board has one', async () => {
      const admin = await as('admin@koers.test');
      const addAdmin = async (schoolId: number, email: string) => {
        const user = await t.app.db
          .insertInto('users')
          .values({
            email,
            first_name: 'School',
            last_name_prefix: null,
            last_name: 'Beheerder',
            password_hash: null,
            admin: 0,
            locale: null,
            created_at: nowIso(),
            updated_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.app.db
          .insertInto('school_user')
          .values({ school_id: schoolId, user_id: user.id, role_id: t.ids.roles.bestuurder })
          .execute();
        return user.id;
      };
      // De Zonnewijzer has no board: its only admin stays.
      const zonnewijzer = t.ids.schools.zonnewijzer;
      const only = await addAdmin(zonnewijzer, 'beheerder@zonnewijzer.nl');
      const refused = await t.app.inject({
        method: 'DELETE',
        url: `/api/schools/${zonnewijzer}/users/${only}`,
        headers: admin,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.user[0]).toContain(
        'the last administrator of Daltonschool De Zonnewijzer',
      );
      // Het Kompas belongs to Rivierenland, whose board has an admin.
      const kompas = t.ids.schools.kompas;
      const schoolAdmin = await addAdmin(kompas, 'beheerder@kompas.nl');
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/schools/${kompas}/users/${schoolAdmin}`,
        headers: admin,
      });
      expect(removed.statusCode).toBe(204);
    });

    it('refuses an admin changing or removing themselves', async () => {
      const headers = await as('bestuur@koers.test', 'en');
      const url = `/api/organisations/${t.ids.organisations.rivierenland}/users/${t.ids.users.bestuur}`;
      const demote = await t.app.inject({
        method: 'PATCH',
        url,
        headers,
        payload: { role_id: t.ids.roles.medewerker },
      });
      expect(demote.json().errors.role_id).toEqual(['You cannot remove or demote yourself.']);
      const remove = await t.app.inject({ method: 'DELETE', url, headers });
      expect(remove.json().errors.user).toEqual(['You cannot remove or demote yourself.']);
    });
  },
  { config: { smtpUrl: sink.url } },
);
