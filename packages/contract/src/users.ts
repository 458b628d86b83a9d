import { Type, type Static } from '@sinclair/typebox';
import { SORT_COLUMNS } from './constants.js';
import { Id } from './common.js';
import { Email, Password } from './auth.js';
import { Access, IconRef, OrganisationSchool } from './contexts.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([Type.Null(), schema]);

export const Locale = Type.Union([Type.Literal('nl'), Type.Literal('en')]);
export type Locale = Static<typeof Locale>;

const userFields = {
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name_prefix: Nullable(Type.String({ description: 'Tussenvoegsel, e.g. "van der".' })),
  last_name: Type.String(),
  admin: Type.Boolean({ description: 'Super admin.' }),
  locale: Nullable(Locale),
};

/** A user without memberships. */
export const UserSummary = Type.Object(userFields, { $id: 'UserSummary' });
export type UserSummary = Static<typeof UserSummary>;

const organisationRef = {
  id: Type.Integer(),
  name: Type.String(),
  authority_number: Nullable(Type.String()),
  icon: Nullable(IconRef),
};

/**
 * `GET /api/users/current` (SPEC §3): the user with the organisations they belong to (each with
 * all its schools, which inherit the organisation's access) and the schools they belong to
 * directly (each with its organisation).
 */
export const CurrentUser = Type.Object(
  {
    ...userFields,
    organisations: Type.Array(
      Type.Object({ ...organisationRef, access: Access, schools: Type.Array(OrganisationSchool) }),
    ),
    schools: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        brin_number: Nullable(Type.String()),
        icon: Nullable(IconRef),
        calendar: Type.Boolean(),
        organisation_id: Nullable(Type.Integer()),
        organisation: Nullable(Type.Object({ ...organisationRef, access: Nullable(Access) })),
        access: Access,
      }),
    ),
    /**
     * True when this session must set up two-step verification before anything else (a board,
     * school or the server requires it of the user); absent otherwise.
     */
    two_factor_setup_required: Type.Optional(Type.Boolean()),
  },
  { $id: 'CurrentUser' },
);
export type CurrentUser = Static<typeof CurrentUser>;

/**
 * `PATCH /api/users/current`: name and language. The e-mail address changes through
 * `POST /api/users/current/email` (password and a link to the new address).
 */
export const UpdateCurrentUserRequest = Type.Object({
  first_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  last_name_prefix: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  last_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  locale: Type.Optional(Nullable(Locale)),
});
export type UpdateCurrentUserRequest = Static<typeof UpdateCurrentUserRequest>;

/**
 * `POST /api/users/current/email`: asks to change the e-mail address. Needs the current password;
 * a link goes to the new address (valid a day) and a notice to the old one. Nothing changes until
 * the link is followed.
 */
export const ChangeEmailRequest = Type.Object({
  email: Email,
  current_password: Type.String({ minLength: 1, maxLength: 1000 }),
});
export type ChangeEmailRequest = Static<typeof ChangeEmailRequest>;

/** The answer to `POST /api/users/current/email`: where the link went, until when it works. */
export const EmailChangeRequested = Type.Object({
  message: Type.String(),
  data: Type.Object({ pending_email: Type.String(), expires_at: Type.String() }),
});
export type EmailChangeRequested = Static<typeof EmailChangeRequested>;

/**
 * `POST /api/users/current/email/confirm`: the link's token, from the mail to the new address
 * (no login needed). The address changes and every login of the account ends.
 */
export const ConfirmEmailRequest = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
});
export type ConfirmEmailRequest = Static<typeof ConfirmEmailRequest>;

/** `PUT /api/users/current/password`: other logins of the user are ended. */
export const ChangePasswordRequest = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: 1000 }),
  password: Password,
  password_confirmation: Type.String({ maxLength: 1000 }),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** A member of a context, as `GET /api/{ctx}/{id}/users` lists them. */
export const ContextUser = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    first_name: Type.String(),
    last_name_prefix: Nullable(Type.String()),
    last_name: Type.String(),
    role_id: Type.Integer(),
  },
  { $id: 'ContextUser' },
);
export type ContextUser = Static<typeof ContextUser>;

/** Sortable columns of the users of a context. */
export const CONTEXT_USERS_SORT = SORT_COLUMNS.contextUsers;

/** `PATCH /api/{ctx}/{id}/users/{userId}`. */
export const UpdateContextUserRequest = Type.Object({ role_id: Id });
export type UpdateContextUserRequest = Static<typeof UpdateContextUserRequest>;

export const ContextUserParams = Type.Object({
  ctx: Type.Union([Type.Literal('organisations'), Type.Literal('schools')]),
  id: Id,
  userId: Id,
});
export type ContextUserParams = Static<typeof ContextUserParams>;

/**
 * One active session (login) of a user, as `GET /api/users/current/sessions` (the user's own) and
 * `GET /api/admin/users/{id}/sessions` list it.
 */
export const LoginSession = Type.Object(
  {
    id: Type.Integer(),
    /** When the user logged in. */
    created_at: Type.String(),
    /** When the session last got new tokens (it refreshes while the app is open). */
    last_used_at: Type.String(),
    /** When it ends at the latest, unless used. */
    expires_at: Type.String(),
    /** The browser's User-Agent at login, when it sent one. */
    user_agent: Nullable(Type.String()),
    /** The address the login came from, as the server saw it (null for logins before it kept them). */
    ip: Nullable(Type.String()),
    /** Whether this is the session of the request itself. */
    current: Type.Boolean(),
  },
  { $id: 'LoginSession' },
);
export type LoginSession = Static<typeof LoginSession>;
