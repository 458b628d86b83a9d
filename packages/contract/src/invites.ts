import { Type, type Static } from '@sinclair/typebox';
import { Email, Password } from './auth.js';
import { ContextType, Id } from './common.js';
import { INVITE_REFUSALS } from './constants.js';

/** `/api/invites/{id}`: invitation ids are random strings (the secret in the mailed link). */
export const InviteParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type InviteParams = Static<typeof InviteParams>;

/** `GET /api/invites/{id}`: what the accept page shows. */
export const Invite = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    context_type: ContextType,
    context: Type.Object({ id: Type.Integer(), name: Type.String() }),
    role_id: Type.Integer(),
    expires_at: Type.String(),
    /** True when an account with this email exists: the page then only asks to accept. */
    existing_user: Type.Boolean(),
  },
  { $id: 'Invite' },
);
export type Invite = Static<typeof Invite>;

/**
 * `POST /api/invites/{id}/accept`. A new user gives names and a password; an existing user
 * sends an empty body with the bearer token of that very account: the mailed link alone does
 * not add a membership to an account (a forwarded mail would otherwise do it).
 */
export const AcceptInviteRequest = Type.Object({
  first_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  last_name_prefix: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 50 })])),
  last_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  password: Type.Optional(Password),
  password_confirmation: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type AcceptInviteRequest = Static<typeof AcceptInviteRequest>;

export const AcceptInviteResponse = Type.Object({
  message: Type.String(),
  data: Type.Object({
    context_type: ContextType,
    context_id: Type.Integer(),
    email: Type.String(),
  }),
});
export type AcceptInviteResponse = Static<typeof AcceptInviteResponse>;

/** `POST /api/{ctx}/{id}/invites` (context admins): mails a link valid for 7 days. */
export const CreateInviteRequest = Type.Object({ email: Email, role_id: Id });
export type CreateInviteRequest = Static<typeof CreateInviteRequest>;

/** The created invitation (the id is mailed, not returned: only the invitee may hold it). */
export const CreatedInvite = Type.Object({
  email: Type.String(),
  context_type: ContextType,
  context_id: Type.Integer(),
  role_id: Type.Integer(),
  expires_at: Type.String(),
});
export type CreatedInvite = Static<typeof CreatedInvite>;

/** 401/403 of `POST /api/invites/{id}/accept`: the translated message and why (INVITE_REFUSALS). */
export const InviteRefusal = Type.Object(
  {
    message: Type.String(),
    error: Type.Union(INVITE_REFUSALS.map((code) => Type.Literal(code))),
  },
  { $id: 'InviteRefusal' },
);
export type InviteRefusal = Static<typeof InviteRefusal>;

/**
 * `POST /api/{ctx}/{id}/invites/batch` (context admins): invites several addresses with one
 * role, all or none. Every address that cannot be invited (not an address, already a member,
 * already invited) is named in the 422's `emails` errors; a repeated address counts once.
 */
export const CreateInvitesRequest = Type.Object({
  emails: Type.Array(Type.String({ maxLength: 255 }), { maxItems: 50 }),
  role_id: Id,
});
export type CreateInvitesRequest = Static<typeof CreateInvitesRequest>;

/**
 * An invitation not accepted yet, as its context's admins see it (`GET /api/{ctx}/{id}/invites`).
 * `ref` names it for resending and withdrawing; it is not the invitation id, which is the secret
 * of the mailed link and only the invitee holds.
 */
export const PendingInvite = Type.Object(
  {
    ref: Type.String(),
    email: Type.String(),
    role_id: Type.Integer(),
    /** Who sent it (display name), null when that account is gone. */
    invited_by: Type.Union([Type.Null(), Type.String()]),
    created_at: Type.String(),
    expires_at: Type.String(),
    /** The link no longer works; resending renews it. */
    expired: Type.Boolean(),
  },
  { $id: 'PendingInvite' },
);
export type PendingInvite = Static<typeof PendingInvite>;

/** `/api/{ctx}/{id}/invites/{ref}`. */
export const PendingInviteParams = Type.Object({
  id: Id,
  ref: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type PendingInviteParams = Static<typeof PendingInviteParams>;
