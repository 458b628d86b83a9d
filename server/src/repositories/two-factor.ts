import type { TwoFactorStatus } from '@koers/contract';
import { MANAGER_RANK } from '@koers/contract/constants';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { nowIso } from '../lib/time.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A user's two-step verification row (secrets encrypted; see services/two-factor.ts). */
export async function findTwoFactor(db: Db, userId: number) {
  return db
    .selectFrom('user_two_factor')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Whether the user has two-step verification on (a confirmed secret). */
export async function twoFactorEnabled(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_two_factor')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('secret', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function twoFactorStatus(db: Db, userId: number): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(db, userId);
  const left = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  const enabled = Boolean(row?.secret);
  return {
    enabled,
    enabled_at: enabled ? (row?.enabled_at ?? null) : null,
    recovery_codes_left: enabled ? Number(left.count) : 0,
  };
}

/** Keeps a secret being set up (a new set-up replaces an unfinished one). */
export async function storePendingSecret(db: Db, userId: number, encrypted: string) {
  const now = nowIso();
  await db
    .insertInto('user_two_factor')
    .values({
      user_id: userId,
      secret: null,
      enabled_at: null,
      last_step: null,
      pending_secret: encrypted,
      pending_created_at: now,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ pending_secret: encrypted, pending_created_at: now }),
    )
    .execute();
}

/** Turns it on with the confirmed pending secret and the step of the code that confirmed it. */
export async function enableTwoFactor(db: Db, userId: number, step: number) {
  const row = await findTwoFactor(db, userId);
  await db
    .updateTable('user_two_factor')
    .set({
      secret: row?.pending_secret ?? null,
      enabled_at: nowIso(),
      last_step: step,
      pending_secret: null,
      pending_created_at: null,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** Records the step of a code taken, only if it is newer than the last: true when it was. */
export async function takeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('user_two_factor')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function disableTwoFactor(db: Db, userId: number) {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
}

/** Replaces the user's recovery codes by these (hashes). */
export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]) {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  const now = nowIso();
  await db
    .insertInto('recovery_codes')
    .values(
      hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: now })),
    )
    .execute();
}

/** Uses an unused recovery code of the user: true when there was one (it now is used). */
export async function useRecoveryCode(db: Db, userId: number, hash: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) >= 1;
}

/**
 * Whether the user must use two-step verification: a super admin when the server requires it of
 * them (REQUIRE_2FA_FOR_SUPER_ADMINS), or anyone with rank ≥ 10 in a board or school whose admins
 * require it.
 */
export async function twoFactorRequired(
  db: Db,
  user: { id: number; admin: number },
  superAdmins: boolean,
): Promise<boolean> {
  if (user.admin === 1 && superAdmins) return true;
  const school = await db
    .selectFrom('school_user')
    .innerJoin('schools', 'schools.id', 'school_user.school_id')
    .innerJoin('roles', 'roles.id', 'school_user.role_id')
    .select('schools.id')
    .where('school_user.user_id', '=', user.id)
    .where('schools.require_two_factor', '=', 1)
    .where('roles.rank', '>=', MANAGER_RANK)
    .executeTakeFirst();
  if (school) return true;
  const board = await db
    .selectFrom('organisation_user')
    .innerJoin('organisations', 'organisations.id', 'organisation_user.organisation_id')
    .innerJoin('roles', 'roles.id', 'organisation_user.role_id')
    .select('organisations.id')
    .where('organisation_user.user_id', '=', user.id)
    .where('organisations.require_two_factor', '=', 1)
    .where('roles.rank', '>=', MANAGER_RANK)
    .executeTakeFirst();
  return board !== undefined;
}

/** The user's logins need no set-up any more (it has been turned on). */
export async function setUpDone(db: Db, userId: number) {
  await db
    .updateTable('logins')
    .set({ two_factor_setup: 0 })
    .where('user_id', '=', userId)
    .where('two_factor_setup', '=', 1)
    .execute();
}
