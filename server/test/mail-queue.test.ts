import { afterAll, beforeEach, expect, it } from 'vitest';
import {
  createMailer,
  MAIL_MAX_ATTEMPTS,
  mailRetryDelayMs,
  type Mailer,
} from '../src/services/mail.js';
import { describeEachDatabase } from './helpers.js';
import { startSmtpSink } from './smtp-sink.js';

let refusing = false;
const sink = await startSmtpSink({ refuse: () => refusing });
afterAll(() => sink.close());

const silent = { warn() {}, info() {} } as never;

describeEachDatabase(
  'mail queue (the outbox)',
  (t) => {
    let clock = new Date('2026-11-27T10:00:00Z');
    const mailers: Mailer[] = [];
    const mailer = (smtpUrl: string | null = sink.url) => {
      const made = createMailer(t.app.db, {
        smtpUrl,
        from: 'Koers <no-reply@koers.test>',
        log: silent,
        dialect: t.dialect,
        pollMs: 0,
        now: () => clock,
      });
      mailers.push(made);
      return made;
    };
    const row = (to: string) =>
      t.app.db.selectFrom('mail_outbox').selectAll().where('to', '=', to).executeTakeFirstOrThrow();
    const received = (to: string) => sink.messages.filter((m) => m.to.includes(to)).length;

    beforeEach(async () => {
      refusing = false;
      sink.messages.length = 0;
      clock = new Date('2026-11-27T10:00:00Z');
      await Promise.all(mailers.splice(0).map((m) => m.close()));
      await t.app.db.deleteFrom('mail_outbox').execute();
    });

    it('delivers a mail at once and keeps it as a record without its body', async () => {
      await mailer().send({
        to: 'direct@koers.test',
        subject: 'Welkom',
        text: 'link: https://x/?token=geheim',
      });
      expect(received('direct@koers.test')).toBe(1);
      const kept = await row('direct@koers.test');
      expect(kept.sent_at).not.toBeNull();
      expect(kept).toMatchObject({
        text: '',
        html: null,
        attempts: 1,
        claimed_until: null,
        next_attempt_at: null,
      });
    });

    it('keeps a mail the SMTP server refuses and delivers it after the backoff, not before', async () => {
      refusing = true;
      const first = mailer();
      // The caller is not failed: the mail is safe in the queue.
      await first.send({ to: 'later@koers.test', subject: 'Uitnodiging', text: 'hallo' });
      let kept = await row('later@koers.test');
      expect(kept).toMatchObject({
        attempts: 1,
        sent_at: null,
        text: 'hallo',
        claimed_until: null,
      });
      expect(kept.last_error).toContain('Mailbox unavailable');
      expect(Date.parse(kept.next_attempt_at!)).toBe(clock.getTime() + mailRetryDelayMs(1));

      refusing = false;
      expect(await first.deliverDue()).toBe(0);
      expect(received('later@koers.test')).toBe(0);
      clock = new Date(clock.getTime() + mailRetryDelayMs(1));
      expect(await first.deliverDue()).toBe(1);
      expect(received('later@koers.test')).toBe(1);
      kept = await row('later@koers.test');
      expect(kept).toMatchObject({ attempts: 2, text: '', last_error: null });
      expect(await first.deliverDue()).toBe(0);
      expect(received('later@koers.test')).toBe(1);
    });

    it('gives a mail up after the last attempt', async () => {
      refusing = true;
      const one = mailer();
      await one.send({ to: 'never@koers.test', subject: 'x', text: 'x' });
      for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
        clock = new Date(clock.getTime() + mailRetryDelayMs(attempt));
        await one.deliverDue();
      }
      const kept = await row('never@koers.test');
      expect(kept.attempts).toBe(MAIL_MAX_ATTEMPTS);
      expect(kept.failed_at).not.toBeNull();
      expect(kept.next_attempt_at).toBeNull();
      clock = new Date(clock.getTime() + 24 * 3600_000);
      refusing = false;
      expect(await one.deliverDue()).toBe(0);
      expect(received('never@koers.test')).toBe(0);
    });

    it('survives a restart: what one process could not send, the next one sends', async () => {
      // The first process's mail server does not answer at all.
      await mailer('smtp://127.0.0.1:9').send({
        to: 'restart@koers.test',
        subject: 'x',
        text: 'x',
      });
      expect((await row('restart@koers.test')).sent_at).toBeNull();
      clock = new Date(clock.getTime() + mailRetryDelayMs(1));
      expect(await mailer().deliverDue()).toBe(1);
      expect(received('restart@koers.test')).toBe(1);
    });

    it("leaves a mail another process is sending, and takes it over when that process's claim ran out", async () => {
      refusing = true;
      await mailer().send({ to: 'claimed@koers.test', subject: 'x', text: 'x' });
      refusing = false;
      clock = new Date(clock.getTime() + mailRetryDelayMs(1));
      // Another process took it and stopped before it finished.
      await t.app.db
        .updateTable('mail_outbox')
        .set({ claimed_until: new Date(clock.getTime() + 60_000).toISOString() })
        .execute();
      const other = mailer();
      expect(await other.deliverDue()).toBe(0);
      clock = new Date(clock.getTime() + 61_000);
      expect(await other.deliverDue()).toBe(1);
      expect(received('claimed@koers.test')).toBe(1);
    });

    it('never sends a mail twice when two processes work the queue at once', async () => {
      const count = 45;
      // Queued, due now: as a process leaves them whose mail server was down.
      await t.app.db
        .insertInto('mail_outbox')
        .values(
          Array.from({ length: count }, (_, i) => ({
            to: `many-${i}@koers.test`,
            subject: `Mail ${i}`,
            text: 'x',
            html: null,
            sent_at: null,
            next_attempt_at: clock.toISOString(),
            created_at: clock.toISOString(),
          })),
        )
        .execute();
      const [a, b, c] = [mailer(), mailer(), mailer()];
      const delivered = await Promise.all([a.deliverDue(), b.deliverDue(), c.deliverDue()]);
      expect(delivered.reduce((sum, n) => sum + n, 0)).toBe(count);
      for (let i = 0; i < count; i++) expect(received(`many-${i}@koers.test`)).toBe(1);
      const left = await t.app.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .execute();
      expect(left).toEqual([]);
    });

    it('without SMTP keeps the mail with its body and does not queue it', async () => {
      await mailer(null).send({ to: 'demo@koers.test', subject: 'x', text: 'de link' });
      const kept = await row('demo@koers.test');
      expect(kept).toMatchObject({
        text: 'de link',
        sent_at: null,
        next_attempt_at: null,
        attempts: 0,
      });
      expect(await mailer().deliverDue()).toBe(0);
    });
  },
  { seed: false },
);
