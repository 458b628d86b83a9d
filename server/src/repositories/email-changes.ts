import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { isoIn, nowIso } from '../lib/time.js';
import { hashToken, randomToken } from '../lib/tokens.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A confirmation link for a new e-mail address works for a day. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;

/**
 * Records that `userId` wants `newEmail`, replacing an earlier request of theirs (its link stops
 * working). Returns the link's token (only its hash is stored) and when it expires.
 */
export async function requestEmailChange(
  db: Db,
  userId: number,
  newEmail: string,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomToken();
  const expiresAt = isoIn(EMAIL_CHANGE_TTL_SECONDS);
  await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
  await db
    .insertInto('email_changes')
    .values({
      user_id: userId,
      new_email: newEmail,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      created_at: nowIso(),
    })
    .execute();
  return { token, expiresAt };
}

/**
 * Takes the request of a confirmation link: the user and the new address, or undefined when the
 * token is unknown or expired. The request is used up either way it is found.
 */
export async function takeEmailChange(
  db: Db,
  token: string,
): Promise<{ userId: number; newEmail: string } | undefined> {
  const row = await db
    .deleteFrom('email_changes')
    .where('token_hash', '=', hashToken(token))
    .returning(['user_id', 'new_email', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= nowIso()) return undefined;
  return { userId: row.user_id, newEmail: row.new_email };
}
