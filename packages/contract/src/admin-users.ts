import { Type, type Static } from '@sinclair/typebox';
import { Membership } from './admin.js';

/**
 * The super admin's management of one user beyond its fields (`/api/admin/users/{id}/…`):
 * memberships in one place, mails, blocking and sessions.
 */

/**
 * `PUT /api/admin/users/{id}/memberships`: every board and school the user belongs to, with the
 * role in each; what is left out is removed.
 */
export const AdminMembershipsRequest = Type.Object({
  organisations: Type.Array(Membership, { maxItems: 1000 }),
  schools: Type.Array(Membership, { maxItems: 1000 }),
});
export type AdminMembershipsRequest = Static<typeof AdminMembershipsRequest>;
