import type { LoginSession } from '@koers/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The logins (sessions) of a user, as the user's own account and the super admin list them.
 * Ending them is `services/sessions.ts` (revokeLogin, revokeAllLogins).
 */

/** A user's sessions that can still be used: not ended, not expired, not idle too long. */
export async function activeSessions(db: Db, userId: number, currentLoginId: number | null) {
  const now = new Date().toISOString();
  const rows = await db
    .selectFrom('logins')
    .select(['id', 'created_at', 'last_used_at', 'expires_at', 'user_agent', 'ip'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('refresh_tokens')
          .select('refresh_tokens.id')
          .whereRef('refresh_tokens.login_id', '=', 'logins.id')
          .where('refresh_tokens.revoked_at', 'is', null)
          .where('refresh_tokens.rotated_at', 'is', null)
          .where('refresh_tokens.idle_expires_at', '>', now),
      ),
    )
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row): LoginSession => ({
    id: row.id,
    created_at: row.created_at,
    last_used_at: row.last_used_at ?? row.created_at,
    expires_at: row.expires_at,
    user_agent: row.user_agent,
    ip: row.ip,
    current: row.id === currentLoginId,
  }));
}

/** Whether login `sessionId` belongs to user `userId`. */
export async function isUserSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('logins')
    .select('id')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
