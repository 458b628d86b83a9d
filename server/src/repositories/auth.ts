import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { isoIn, nowIso } from '../lib/time.js';
import { hashToken, randomToken } from '../lib/tokens.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Reset links are valid for an hour. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
/** The link in a new account's invitation to choose a password: seven days, as invitations. */
export const ACCOUNT_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Creates a reset token for an email (older unused ones stay valid until they expire). Returns the token. */
export async function createPasswordReset(
  db: Db,
  email: string,
  /** How long the link works; a new account's first link lives longer (ACCOUNT_LINK_TTL_SECONDS). */
  ttlSeconds: number = PASSWORD_RESET_TTL_SECONDS,
): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('password_resets')
    .values({
      email,
      token_hash: hashToken(token),
      expires_at: isoIn(ttlSeconds),
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  return token;
}

/**
 * Consumes a reset token: true when it belonged to this email, was unused and unexpired. The
 * conditional update makes it single-use even under concurrent requests.
 */
/** Whether `token` is an unused, unexpired reset of `email` (read only: consumed on success). */
export async function usablePasswordReset(db: Db, email: string, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

export async function consumePasswordReset(db: Db, email: string, token: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
