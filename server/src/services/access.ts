import { ADMIN_RANK, MANAGER_RANK } from '@koers/contract/constants';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { forbidden, notFound, unauthenticated } from '../lib/errors.js';
import type { ContextType, Database, User } from '../db/types.js';
import { precompiled } from '../lib/precompiled.js';

export { ADMIN_RANK, MANAGER_RANK };

/** What a user may do in one context. */
export interface ContextAccess {
  contextType: ContextType;
  contextId: number;
  /** The role through which the user belongs (the organisation's for an inherited school), null for a super admin without membership. */
  roleId: number | null;
  /** Rank of that role; a super admin without membership gets Infinity. */
  rank: number;
  superAdmin: boolean;
  /** For a school: its organisation (null when it has none). */
  organisationId: number | null;
}

// Every route of a context checks access first; the two queries are compiled once.
const organisationAccess = precompiled(2, (db, userId: number, organisationId: number) =>
  db
    .selectFrom('organisations')
    .leftJoin('organisation_user', (j) =>
      j
        .onRef('organisation_user.organisation_id', '=', 'organisations.id')
        .on('organisation_user.user_id', '=', userId),
    )
    .leftJoin('roles', 'roles.id', 'organisation_user.role_id')
    .select(['organisations.id', 'organisation_user.role_id', 'roles.rank'])
    .where('organisations.id', '=', organisationId),
);

const schoolAccess = precompiled(2, (db, userId: number, schoolId: number) =>
  db
    .selectFrom('schools')
    .leftJoin('organisation_user', (j) =>
      j
        .onRef('organisation_user.organisation_id', '=', 'schools.organisation_id')
        .on('organisation_user.user_id', '=', userId),
    )
    .leftJoin('roles as org_roles', 'org_roles.id', 'organisation_user.role_id')
    .leftJoin('school_user', (j) =>
      j.onRef('school_user.school_id', '=', 'schools.id').on('school_user.user_id', '=', userId),
    )
    .leftJoin('roles as school_roles', 'school_roles.id', 'school_user.role_id')
    .select([
      'schools.id',
      'schools.organisation_id',
      'organisation_user.role_id as org_role_id',
      'org_roles.rank as org_rank',
      'school_user.role_id as school_role_id',
      'school_roles.rank as school_rank',
    ])
    .where('schools.id', '=', schoolId),
);

/**
 * A user's access to a context (SPEC §6, DESIGN §4): for a school the organisation's access is
 * checked first (members of an organisation are members of its schools), then the school's own.
 * Super admins pass everywhere. Null when the context does not exist or the user is no member.
 */
export async function resolveAccess(
  db: Kysely<Database>,
  user: Pick<User, 'id' | 'admin'>,
  contextType: ContextType,
  contextId: number,
): Promise<ContextAccess | null> {
  const superAdmin = user.admin === 1;
  if (contextType === 'organisation') {
    const [row] = await organisationAccess(db, user.id, contextId);
    if (!row) return null;
    if (row.role_id == null && !superAdmin) return null;
    return {
      contextType,
      contextId,
      roleId: row.role_id ?? null,
      rank: superAdmin ? Infinity : (row.rank ?? 0),
      superAdmin,
      organisationId: contextId,
    };
  }
  const [row] = await schoolAccess(db, user.id, contextId);
  if (!row) return null;
  const roleId = row.org_role_id ?? row.school_role_id ?? null;
  const rank = row.org_role_id != null ? row.org_rank : row.school_rank;
  if (roleId == null && !superAdmin) return null;
  return {
    contextType,
    contextId,
    roleId,
    rank: superAdmin ? Infinity : (rank ?? 0),
    superAdmin,
    organisationId: row.organisation_id,
  };
}

function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** 401 without a user; 404 when the context does not exist or the user is not a member. */
export async function requireMember(
  request: FastifyRequest,
  contextType: ContextType,
  contextId: number,
): Promise<ContextAccess> {
  const access = await resolveAccess(
    request.server.db,
    currentUser(request),
    contextType,
    contextId,
  );
  if (!access) throw notFound();
  return access;
}

/** Whether access is a reader's: a member below the managers' rank (not a super admin). */
export const isReader = (access: ContextAccess | null): boolean =>
  access !== null && access.rank < MANAGER_RANK;

/** Like requireMember, then 403 below `minRank` (members may know the context exists). */
export async function requireRank(
  request: FastifyRequest,
  contextType: ContextType,
  contextId: number,
  minRank: number,
): Promise<ContextAccess> {
  const access = await requireMember(request, contextType, contextId);
  if (access.rank < minRank) throw forbidden();
  return access;
}

/** Members with rank ≥ 10 (or super admins): edit documents and other content. */
export const requireManager = (
  request: FastifyRequest,
  contextType: ContextType,
  contextId: number,
) => requireRank(request, contextType, contextId, MANAGER_RANK);

/** Members with rank ≥ 15 (or super admins): settings, users and invitations of the context. */
export const requireContextAdmin = (
  request: FastifyRequest,
  contextType: ContextType,
  contextId: number,
) => requireRank(request, contextType, contextId, ADMIN_RANK);

/** 401 without a user, 403 for anyone but a super admin. */
export function requireSuperAdmin(request: FastifyRequest): User {
  const user = currentUser(request);
  if (user.admin !== 1) throw forbidden();
  return user;
}

/**
 * Read access to an organisation's content (e.g. its documents): its members, and managers of
 * any of its schools (DESIGN §4). 404 for everyone else.
 */
export async function requireOrganisationReader(
  request: FastifyRequest,
  organisationId: number,
): Promise<ContextAccess> {
  const user = currentUser(request);
  const access = await resolveAccess(request.server.db, user, 'organisation', organisationId);
  if (access) return access;
  const managed = await request.server.db
    .selectFrom('school_user')
    .innerJoin('schools', 'schools.id', 'school_user.school_id')
    .innerJoin('roles', 'roles.id', 'school_user.role_id')
    .select(['school_user.role_id', 'roles.rank'])
    .where('school_user.user_id', '=', user.id)
    .where('schools.organisation_id', '=', organisationId)
    .where('roles.rank', '>=', MANAGER_RANK)
    .orderBy('roles.rank', 'desc')
    .executeTakeFirst();
  if (!managed) throw notFound();
  // Readers through a school get read access only: rank 0 keeps every write check failing.
  return {
    contextType: 'organisation',
    contextId: organisationId,
    roleId: null,
    rank: 0,
    superAdmin: false,
    organisationId,
  };
}
