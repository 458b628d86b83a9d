import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ContextType, Database, Invitation } from '../db/types.js';
import { nowIso } from '../lib/time.js';
import { normaliseEmail } from './users.js';

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

/** The invitations of an address that can still be accepted, oldest first. */
export function findOpenInvitationsByEmail(db: Db, email: string): Promise<Invitation[]> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .orderBy('created_at')
    .execute();
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

/**
 * The name under which a context's admins see an invitation: a digest of its id. The id itself
 * is the secret of the mailed link (whoever holds it may make an account for the address), so it
 * is never listed; the ref cannot be turned back into it.
 */
export const invitationRef = (id: string): string =>
  createHash('sha256').update(id).digest('base64url').slice(0, 22);

export interface PendingInvitationRow {
  id: string;
  email: string;
  role_id: number;
  created_at: string;
  expires_at: string;
  inviter_first_name: string | null;
  inviter_last_name_prefix: string | null;
  inviter_last_name: string | null;
}

/** The invitations of a context that were not accepted (expired ones too), newest first. */
export function listPendingInvitations(
  db: Db,
  type: ContextType,
  contextId: number,
): Promise<PendingInvitationRow[]> {
  return db
    .selectFrom('invitations')
    .leftJoin('users', 'users.id', 'invitations.invited_by')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.role_id',
      'invitations.created_at',
      'invitations.expires_at',
      'users.first_name as inviter_first_name',
      'users.last_name_prefix as inviter_last_name_prefix',
      'users.last_name as inviter_last_name',
    ])
    .where('invitations.invitable_type', '=', type)
    .where('invitations.invitable_id', '=', contextId)
    .where('invitations.accepted_at', 'is', null)
    .orderBy('invitations.created_at', 'desc')
    .orderBy('invitations.email')
    .execute();
}

/** A pending invitation of the context by its ref, or undefined. */
export async function findPendingInvitationByRef(
  db: Db,
  type: ContextType,
  contextId: number,
  ref: string,
): Promise<PendingInvitationRow | undefined> {
  const pending = await listPendingInvitations(db, type, contextId);
  return pending.find((invitation) => invitationRef(invitation.id) === ref);
}

/** Of `emails`, those with an invitation into the context that can still be accepted. */
export async function openlyInvitedEmails(
  db: Db,
  type: ContextType,
  contextId: number,
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectFrom('invitations')
    .select('email')
    .where('invitable_type', '=', type)
    .where('invitable_id', '=', contextId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .where('email', 'in', emails)
    .execute();
  return new Set(rows.map((row) => row.email));
}

/** Of `emails`, those of direct members of the context. */
export async function memberEmails(
  db: Db,
  type: ContextType,
  contextId: number,
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows =
    type === 'organisation'
      ? await db
          .selectFrom('organisation_user')
          .innerJoin('users', 'users.id', 'organisation_user.user_id')
          .select('users.email')
          .where('organisation_user.organisation_id', '=', contextId)
          .where('users.email', 'in', emails)
          .execute()
      : await db
          .selectFrom('school_user')
          .innerJoin('users', 'users.id', 'school_user.user_id')
          .select('users.email')
          .where('school_user.school_id', '=', contextId)
          .where('users.email', 'in', emails)
          .execute();
  return new Set(rows.map((row) => row.email));
}

/**
 * Drops the expired, unaccepted invitations of these addresses into the context: a new
 * invitation takes their place, so the list shows each address once.
 */
export async function deleteExpiredInvitations(
  db: Db,
  type: ContextType,
  contextId: number,
  emails: string[],
): Promise<void> {
  if (emails.length === 0) return;
  await db
    .deleteFrom('invitations')
    .where('invitable_type', '=', type)
    .where('invitable_id', '=', contextId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '<=', nowIso())
    .where('email', 'in', emails)
    .execute();
}

/** Gives a pending invitation a new expiry (resending it). */
export async function renewInvitation(db: Db, id: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('invitations')
    .set({ expires_at: expiresAt })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .execute();
}

/** Withdraws a pending invitation: its link stops working. True when one was withdrawn. */
export async function deletePendingInvitation(db: Db, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('invitations')
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
