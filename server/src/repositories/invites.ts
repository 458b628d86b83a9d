import type { Kysely, Transaction } from 'kysely';
import type { ContextType, Database, Invitation } from '../db/types.js';
import { nowIso } from '../lib/time.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Invitations are valid for a week. */
export const INVITE_TTL_SECONDS = 7 * 24 * 3600;

/** An invitation that can still be accepted (not accepted, not expired), or undefined. */
export function findOpenInvitation(db: Db, id: string): Promise<Invitation | undefined> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
}

/** Name of the organisation or school an invitation is for, or undefined when it no longer exists. */
export async function contextName(
  db: Db,
  type: ContextType,
  id: number,
): Promise<string | undefined> {
  const row =
    type === 'organisation'
      ? await db.selectFrom('organisations').select('name').where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('schools').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name;
}

/** Adds (or updates the role of) a membership. */
export async function upsertMembership(
  db: Db,
  type: ContextType,
  contextId: number,
  userId: number,
  roleId: number,
): Promise<void> {
  if (type === 'organisation') {
    await db
      .insertInto('organisation_user')
      .values({ organisation_id: contextId, user_id: userId, role_id: roleId })
      .onConflict((oc) =>
        oc.columns(['organisation_id', 'user_id']).doUpdateSet({ role_id: roleId }),
      )
      .execute();
  } else {
    await db
      .insertInto('school_user')
      .values({ school_id: contextId, user_id: userId, role_id: roleId })
      .onConflict((oc) => oc.columns(['school_id', 'user_id']).doUpdateSet({ role_id: roleId }))
      .execute();
  }
}

/** Whether the user is a direct member of the context. */
export async function isDirectMember(
  db: Db,
  type: ContextType,
  contextId: number,
  userId: number,
): Promise<boolean> {
  const row =
    type === 'organisation'
      ? await db
          .selectFrom('organisation_user')
          .select('user_id')
          .where('organisation_id', '=', contextId)
          .where('user_id', '=', userId)
          .executeTakeFirst()
      : await db
          .selectFrom('school_user')
          .select('user_id')
          .where('school_id', '=', contextId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
  return row !== undefined;
}

export interface NewInvitation {
  id: string;
  email: string;
  invitable_type: ContextType;
  invitable_id: number;
  role_id: number;
  invited_by: number | null;
  expires_at: string;
}

export async function createInvitation(db: Db, invitation: NewInvitation): Promise<void> {
  await db
    .insertInto('invitations')
    .values({ ...invitation, accepted_at: null, created_at: nowIso() })
    .execute();
}

/**
 * Marks an invitation accepted. Single use even when two requests race: only one of them sets
 * accepted_at, and only that one gets true.
 */
export async function claimInvitation(db: Db, id: string): Promise<boolean> {
  const claimed = await db
    .updateTable('invitations')
    .set({ accepted_at: nowIso() })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
