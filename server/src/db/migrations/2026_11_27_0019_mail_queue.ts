import { sql, type Kysely } from 'kysely';

/**
 * The outbox becomes the mail queue: `attempts`, `next_attempt_at` (when the next try is due, with
 * backoff after a failure), `claimed_until` (a process that takes a mail to send holds it until
 * then; another process skips it, and takes it over when the holder died), `last_error`, and
 * `failed_at` (given up after the last attempt). Mails written before this migration and never
 * sent stay as they are: they were kept without SMTP or failed in their request, and their links
 * may be stale. The partial index finds the due mails without reading the sent ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('claimed_until', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('last_error', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('failed_at', 'text').execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['next_attempt_at'])
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_due').execute();
  for (const column of ['failed_at', 'last_error', 'claimed_until', 'next_attempt_at', 'attempts'])
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
}
