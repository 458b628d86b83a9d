import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { nowIso } from '../lib/time.js';

/** A ticket of the way back from a provider (migration 0017), by the hash of its text. */
export async function createSsoTicket(
  db: Kysely<Database>,
  ticket: { hash: string; userId: number; provider: string; mfa: boolean; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sso_tickets')
    .values({
      id: ticket.hash,
      user_id: ticket.userId,
      provider: ticket.provider,
      mfa: ticket.mfa ? 1 : 0,
      expires_at: ticket.expiresAt,
      created_at: nowIso(),
    })
    .execute();
}

/**
 * Takes a ticket: removes it and answers it if it had not expired. Single use even when two
 * requests race, as only one of them removes the row. Expired ones go with every take.
 */
export async function takeSsoTicket(
  db: Kysely<Database>,
  hash: string,
): Promise<{ userId: number; provider: string; mfa: boolean } | undefined> {
  const now = nowIso();
  await db.deleteFrom('sso_tickets').where('expires_at', '<=', now).execute();
  const row = await db
    .deleteFrom('sso_tickets')
    .where('id', '=', hash)
    .returning(['user_id', 'provider', 'mfa', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return undefined;
  return { userId: row.user_id, provider: row.provider, mfa: row.mfa === 1 };
}
