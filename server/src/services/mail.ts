import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/types.js';
import { nowIso } from '../lib/time.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same mail as HTML (sent as multipart/alternative with the text). */
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Whether the SMTP server accepts a connection (the readiness check), or null without
   * SMTP_URL. The answer is kept for 30 seconds, so a load balancer's polling does not open a
   * connection each time.
   */
  verify(): Promise<boolean | null>;
  close(): void;
}

const VERIFY_TTL_MS = 30_000;
const VERIFY_TIMEOUT_MS = 3000;

/**
 * Every mail is recorded in mail_outbox. With SMTP_URL it is sent through nodemailer, `sent_at`
 * is set and the body is removed: reset and invitation links are live secrets, and a delivered
 * mail needs only its record (to, subject, when). Without SMTP_URL it stays in the outbox with its
 * body and is written to the log, so the demo's reset link can be followed from the console.
 */
export function createMailer(
  db: Kysely<Database>,
  options: { smtpUrl: string | null; from: string; log: FastifyBaseLogger },
): Mailer {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;
  let verified: { at: number; ok: boolean } | undefined;
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
          created_at: nowIso(),
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
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: nowIso(), text: '', html: null })
        .where('id', '=', row.id)
        .execute();
    },
    close() {
      transport?.close();
    },
  };
}
