import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContextUser,
  Id,
  errorResponses,
  IdParams,
  PageQuery,
  Paged,
  Resource,
  UpdateContextUserRequest,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import { invalid, notFound } from '../../lib/errors.js';
import { contextName } from '../../repositories/invites.js';
import {
  contextMembersPage,
  findMember,
  isLastAdmin,
  lockContextMemberships,
  removeMember,
  setMemberRole,
} from '../../repositories/members.js';
import { listRoles } from '../../repositories/roles.js';
import { displayName } from '../../repositories/users.js';
import { ADMIN_RANK } from '@koers/contract/constants';
import { requireContextAdmin } from '../../services/access.js';
import { auditedWrite } from '../../services/audit.js';
import type { ContextType, Database } from '../../db/types.js';
import type { Transaction } from 'kysely';

const MemberParams = Type.Object({ id: Id, userId: Id });

/**
 * Members of an organisation or school, managed by its admins (rank ≥ 15): list (paged), change
 * a member's role, remove a membership. Members of a board are listed with the board, not with
 * each of its schools. A context never loses its last admin: demoting or removing them is
 * refused with the reason (checked inside the write's transaction, under a lock).
 */
const users: FastifyPluginAsyncTypebox = async (app) => {
  /** 422 when the change would leave the context without an admin. */
  async function keepAnAdmin(
    trx: Transaction<Database>,
    type: ContextType,
    contextId: number,
    member: ContextUser,
    field: string,
  ): Promise<void> {
    await lockContextMemberships(trx, app.dialect, type, contextId);
    if (!(await isLastAdmin(trx, type, contextId, member.id))) return;
    throw invalid(field, 'users.last_admin', {
      name: displayName(member),
      context: (await contextName(trx, type, contextId)) ?? '',
    });
  }

  for (const [segment, type] of [
    ['organisations', 'organisation'],
    ['schools', 'school'],
  ] as Array<[string, ContextType]>) {
    app.get(
      `/${segment}/:id/users`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['users'],
          summary: `Members of the ${type} (paged; search on names and email; ${type} admins)`,
          params: IdParams,
          querystring: PageQuery,
          response: { 200: Paged(ContextUser), ...errorResponses },
        },
      },
      async (request) => {
        await requireContextAdmin(request, type, request.params.id);
        return contextMembersPage(app.db, app.dialect, type, request.params.id, request.query);
      },
    );

    app.patch(
      `/${segment}/:id/users/:userId`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['users'],
          summary: `Change a member's role (${type} admins)`,
          params: MemberParams,
          body: UpdateContextUserRequest,
          response: { 200: Resource(ContextUser), ...errorResponses },
        },
      },
      async (request) => {
        const { id, userId } = request.params;
        const access = await requireContextAdmin(request, type, id);
        const member = await findMember(app.db, type, id, userId);
        if (!member) throw notFound();
        if (userId === request.user?.id && !access.superAdmin)
          throw invalid('role_id', 'users.self');
        const roleId = request.body.role_id;
        const role = (await listRoles(app.db)).find((r) => r.id === roleId);
        if (!role) throw invalid('role_id', 'validation.exists');
        const work = async (trx: Transaction<Database>) => {
          if (role.rank < ADMIN_RANK) await keepAnAdmin(trx, type, id, member, 'role_id');
          await setMemberRole(trx, type, id, userId, roleId);
        };
        await auditedWrite(app.db, work, {
          userId: request.user!.id,
          action: 'role_changed',
          subjectType: 'user',
          subjectId: userId,
          contextType: type,
          contextId: id,
          changes: { role_id: roleId },
        });
        return { data: { ...member, role_id: roleId } };
      },
    );

    app.delete(
      `/${segment}/:id/users/:userId`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['users'],
          summary: `Remove a member from the ${type} (${type} admins)`,
          params: MemberParams,
          response: { 204: Type.Null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { id, userId } = request.params;
        const access = await requireContextAdmin(request, type, id);
        const member = await findMember(app.db, type, id, userId);
        if (!member) throw notFound();
        if (userId === request.user?.id && !access.superAdmin) throw invalid('user', 'users.self');
        const work = async (trx: Transaction<Database>) => {
          await keepAnAdmin(trx, type, id, member, 'user');
          await removeMember(trx, type, id, userId);
        };
        await auditedWrite(app.db, work, {
          userId: request.user!.id,
          action: 'member_removed',
          subjectType: 'user',
          subjectId: userId,
          contextType: type,
          contextId: id,
        });
        return reply.status(204).send(null);
      },
    );
  }
};

export default users;
