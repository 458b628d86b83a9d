import type { Kysely } from 'kysely';
import type { Config } from '../lib/config.js';
import { isoIn, nowIso } from '../lib/time.js';
import { hashToken, randomToken } from '../lib/tokens.js';
import type { Database } from '../db/types.js';

/** The token pair answered by login and refresh (DESIGN.md §3). */
export interface TokenPair {
  token_type: 'Bearer';
  /** Seconds until the access token expires. */
  expires_in: number;
  access_token: string;
  refresh_token: string;
}

type Lifetimes = Pick<Config, 'accessTokenTtl' | 'refreshIdleTtl' | 'refreshAbsoluteTtl'>;

async function issuePair(
  db: Kysely<Database>,
  userId: number,
  loginId: number,
  loginExpiresAt: string,
  config: Lifetimes,
): Promise<TokenPair> {
  const now = Date.now();
  const created = new Date(now).toISOString();
  const access = randomToken();
  const refresh = randomToken();
  await db
    .insertInto('access_tokens')
    .values({
      login_id: loginId,
      user_id: userId,
      token_hash: hashToken(access),
      expires_at: isoIn(config.accessTokenTtl, now),
      revoked_at: null,
      created_at: created,
    })
    .execute();
  const idle = isoIn(config.refreshIdleTtl, now);
  await db
    .insertInto('refresh_tokens')
    .values({
      login_id: loginId,
      user_id: userId,
      token_hash: hashToken(refresh),
      // The idle expiry never outlives the login's absolute expiry.
      expires_at: loginExpiresAt,
      idle_expires_at: idle < loginExpiresAt ? idle : loginExpiresAt,
      rotated_at: null,
      revoked_at: null,
      created_at: created,
    })
    .execute();
  return {
    token_type: 'Bearer',
    expires_in: config.accessTokenTtl,
    access_token: access,
    refresh_token: refresh,
  };
}

/** The browser and address a login comes from. */
export interface LoginClient {
  userAgent?: string | null;
  ip?: string | null;
  /** The user must set up two-step verification before this login may do anything else. */
  twoFactorSetup?: boolean;
}

/** Starts a login (token family) for a user whose password was verified, and issues its first pair. */
export async function startLogin(
  db: Kysely<Database>,
  userId: number,
  config: Lifetimes,
  /** Where the login comes from, for the lists of the user's sessions. */
  client: LoginClient = {},
): Promise<TokenPair> {
  return db.transaction().execute(async (trx) => {
    const expiresAt = isoIn(config.refreshAbsoluteTtl);
    const now = nowIso();
    const login = await trx
      .insertInto('logins')
      .values({
        user_id: userId,
        expires_at: expiresAt,
        revoked_at: null,
        created_at: now,
        last_used_at: now,
        user_agent: client.userAgent ? client.userAgent.slice(0, 500) : null,
        ip: client.ip ? client.ip.slice(0, 100) : null,
        two_factor_setup: client.twoFactorSetup ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return issuePair(trx, userId, login.id, expiresAt, config);
  });
}

/** Revokes a login and every token issued in it (logout, refresh-token reuse). */
export async function revokeLogin(db: Kysely<Database>, loginId: number): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('logins')
    .set({ revoked_at: now })
    .where('id', '=', loginId)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('login_id', '=', loginId)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('login_id', '=', loginId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every login of a user (password reset or change elsewhere). */
export async function revokeAllLogins(
  db: Kysely<Database>,
  userId: number,
  exceptLoginId?: number,
): Promise<void> {
  const logins = await db
    .selectFrom('logins')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  for (const { id } of logins) if (id !== exceptLoginId) await revokeLogin(db, id);
}

export type RefreshOutcome =
  { ok: true; pair: TokenPair; userId: number } | { ok: false; reuse: boolean };

/**
 * Rotation: a valid refresh token is exchanged for a new pair and can never be used again.
 * Presenting an already rotated token means it leaked (or a client replayed it): the whole
 * login is revoked (RFC 9700 §4.14.2).
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  refreshToken: string,
  config: Lifetimes,
): Promise<RefreshOutcome> {
  const now = nowIso();
  const row = await db
    .selectFrom('refresh_tokens')
    .innerJoin('logins', 'logins.id', 'refresh_tokens.login_id')
    .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
    .select([
      'users.blocked_at',
      'refresh_tokens.id',
      'refresh_tokens.login_id',
      'refresh_tokens.user_id',
      'refresh_tokens.expires_at',
      'refresh_tokens.idle_expires_at',
      'refresh_tokens.rotated_at',
      'refresh_tokens.revoked_at',
      'logins.expires_at as login_expires_at',
      'logins.revoked_at as login_revoked_at',
    ])
    .where('refresh_tokens.token_hash', '=', hashToken(refreshToken))
    .executeTakeFirst();
  if (!row) return { ok: false, reuse: false };
  if (row.rotated_at !== null) {
    await revokeLogin(db, row.login_id);
    return { ok: false, reuse: true };
  }
  if (row.revoked_at !== null || row.login_revoked_at !== null) return { ok: false, reuse: false };
  // Blocking revokes every login; this covers a refresh that raced with the block.
  if (row.blocked_at !== null) return { ok: false, reuse: false };
  if (row.expires_at <= now || row.idle_expires_at <= now || row.login_expires_at <= now) {
    return { ok: false, reuse: false };
  }
  return db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
    // Conditional update: of two concurrent refreshes with one token, only one wins; the other
    // is a replay and revokes the login.
    const result = await trx
      .updateTable('refresh_tokens')
      .set({ rotated_at: now })
      .where('id', '=', row.id)
      .where('rotated_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      await revokeLogin(trx, row.login_id);
      return { ok: false, reuse: true };
    }
    const pair = await issuePair(trx, row.user_id, row.login_id, row.login_expires_at, config);
    await trx
      .updateTable('logins')
      .set({ last_used_at: now })
      .where('id', '=', row.login_id)
      .execute();
    return { ok: true, pair, userId: row.user_id };
  });
}
