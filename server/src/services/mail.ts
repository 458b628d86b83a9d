import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/types.js';
import type { Dialect } from '../db/database.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same mail as HTML (sent as multipart/alternative with the text). */
  html?: string;
}

export interface Mailer {
  /**
   * Puts a mail in the outbox and, with SMTP_URL, tries to deliver it at once. A failed delivery
   * does not fail the caller: the mail stays queued and is retried with backoff.
   */
  send(mail: Mail): Promise<void>;
  /** Delivers every mail that is due now (the worker's step); how many it delivered. */
  deliverDue(): Promise<number>;
  /**
   * Whether the SMTP server accepts a connection (the readiness check), or null without
   * SMTP_URL. The answer is kept for 30 seconds, so a load balancer's polling does not open a
   * connection each time.
   */
  verify(): Promise<boolean | null>;
  /** Stops the worker, waits for a delivery under way, and closes the connection. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  log: FastifyBaseLogger;
  dialect: Dialect;
  /** How often the worker looks for due mails (ms); 0 runs no worker (tests drive deliverDue). */
  pollMs?: number;
  /** The clock (tests move it to make retries due). */
  now?: () => Date;
}

const VERIFY_TTL_MS = 30_000;
const VERIFY_TIMEOUT_MS = 3000;
/** Attempts before a mail is given up (the backoff below spreads them over about nine hours). */
export const MAIL_MAX_ATTEMPTS = 10;
/** Wait before the next attempt after `attempts` failed ones: 30 s doubling, at most two hours. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 2 * 60 * 60_000);
}
/**
 * How long a process holds a mail it is sending. Longer than one delivery can take with the
 * timeouts below, so a live sender never loses its mail to another process; a process that died
 * mid-delivery gives it up after this.
 */
export const MAIL_CLAIM_MS = 5 * 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
const BATCH = 20;

interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Attempts so far, this one included. */
  attempts: number;
}

/**
 * The outbox is the mail queue. Every mail is written to mail_outbox first, so a mail survives a
 * failing SMTP server and a restart. With SMTP_URL the request's own process delivers it at once
 * (the usual case: the mail is out before the answer), and a worker in every process delivers
 * what is due — mails whose first try failed, after a backoff, and mails a stopped process left.
 * A process claims a mail before it sends it (`claimed_until`, taken in one UPDATE; on PostgreSQL
 * the candidates are locked with FOR UPDATE SKIP LOCKED), so two processes never send the same
 * mail. Once delivered, `sent_at` is set and the body is removed: reset and invitation links are
 * live secrets, and a delivered mail needs only its record (to, subject, when). Without SMTP_URL a
 * mail stays in the outbox with its body and is written to the log, so the demo's reset link can
 * be followed from the console; it is not queued.
 */
export function createMailer(db: Kysely<Database>, options: MailerOptions): Mailer {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : null;
  const now = options.now ?? (() => new Date());
  const at = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();
  let verified: { at: number; ok: boolean } | undefined;
  let closed = false;
  const inFlight = new Set<Promise<unknown>>();

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  };

  /** Takes due mails (or the one with `id`) for this process; each attempt is counted here. */
  async function claim(id?: number): Promise<OutboxRow[]> {
    const nowIso = at();
    const due = db
      .selectFrom('mail_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
      .$if(id !== undefined, (q) => q.where('id', '=', id!))
      .orderBy('next_attempt_at')
      .limit(id === undefined ? BATCH : 1)
      .$if(options.dialect === 'postgres', (q) => q.forUpdate().skipLocked());
    return (
      db
        .updateTable('mail_outbox')
        .set((eb) => ({ claimed_until: at(MAIL_CLAIM_MS), attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', due)
        // Checked again in the UPDATE: on SQLite another process may have claimed it in between.
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
        .where('sent_at', 'is', null)
        .returning(['id', 'to', 'subject', 'text', 'html', 'attempts'])
        .execute()
    );
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
      await transport!.sendMail({
        from: options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
      });
    } catch (error) {
      const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      options.log.warn(
        { err: error, mailId: row.id, attempts: row.attempts },
        giveUp ? 'mail not delivered, given up' : 'mail not delivered, will retry',
      );
      await db
        .updateTable('mail_outbox')
        .set({
          claimed_until: null,
          last_error: String((error as Error)?.message ?? error).slice(0, 1000),
          next_attempt_at: giveUp ? null : at(mailRetryDelayMs(row.attempts)),
          failed_at: giveUp ? at() : null,
        })
        .where('id', '=', row.id)
        .execute();
      return false;
    }
    await db
      .updateTable('mail_outbox')
      .set({
        sent_at: at(),
        text: '',
        html: null,
        claimed_until: null,
        next_attempt_at: null,
        last_error: null,
      })
      .where('id', '=', row.id)
      .execute();
    return true;
  }

  let running: Promise<number> | null = null;
  async function deliverDueNow(): Promise<number> {
    let delivered = 0;
    for (;;) {
      if (closed) return delivered;
      const rows = await claim();
      for (const row of rows) if (await deliver(row)) delivered++;
      if (rows.length < BATCH) return delivered;
    }
  }

  const worker =
    transport && (options.pollMs ?? 5000) > 0
      ? setInterval(() => {
          if (running || closed) return;
          running = track(deliverDueNow())
            .catch((error: unknown) => {
              options.log.warn({ err: error }, 'mail queue: delivery round failed');
              return 0;
            })
            .finally(() => {
              running = null;
            });
        }, options.pollMs ?? 5000)
      : null;
  worker?.unref();

  return {
    async verify() {
      if (!transport) return null;
      if (verified && Date.now() - verified.at < VERIFY_TTL_MS) return verified.ok;
      let timer: NodeJS.Timeout | undefined;
      const ok = await Promise.race([
        transport.verify().then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), VERIFY_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      verified = { at: Date.now(), ok };
      return ok;
    },
    async send(mail) {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          sent_at: null,
          next_attempt_at: transport ? at() : null,
          created_at: at(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        options.log.info(
          { to: mail.to, subject: mail.subject },
          `mail (no SMTP_URL, kept in mail_outbox):\n${mail.text}`,
        );
        return;
      }
      if (closed) return;
      await track(
        (async () => {
          const [claimed] = await claim(row.id);
          if (claimed) await deliver(claimed);
        })(),
      );
    },
    deliverDue() {
      return track(deliverDueNow());
    },
    async close() {
      closed = true;
      if (worker) clearInterval(worker);
      await Promise.allSettled([...inFlight]);
      transport?.close();
    },
  };
}
