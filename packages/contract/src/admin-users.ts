import { Type, type Static } from '@sinclair/typebox';
import { Membership } from './admin.js';

/**
 * The super admin's management of one user beyond its fields (`/api/admin/users/{id}/…`):
 * memberships in one place, mails, blocking and sessions.
 */

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([Type.Null(), schema]);

/**
 * `PUT /api/admin/users/{id}/memberships`: every board and school the user belongs to, with the
 * role in each; what is left out is removed.
 */
export const AdminMembershipsRequest = Type.Object({
  organisations: Type.Array(Membership, { maxItems: 1000 }),
  schools: Type.Array(Membership, { maxItems: 1000 }),
});
export type AdminMembershipsRequest = Static<typeof AdminMembershipsRequest>;

/** One active session (login) of a user, as `GET /api/admin/users/{id}/sessions` lists it. */
export const AdminSession = Type.Object(
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
    /** Whether this is the session of the request itself. */
    current: Type.Boolean(),
  },
  { $id: 'AdminSession' },
);
export type AdminSession = Static<typeof AdminSession>;
