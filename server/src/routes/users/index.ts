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
import {
  contextMembersPage,
  findMember,
  removeMember,
  setMemberRole,
} from '../../repositories/members.js';
import { roleExists } from '../../repositories/roles.js';
import { requireContextAdmin } from '../../services/access.js';
import { auditedWrite } from '../../services/audit.js';
import type { ContextType } from '../../db/types.js';

const MemberParams = Type.Object({ id: Id, userId: Id });

/**
 * Members of an organisation or school, managed by its admins (rank ≥ 15): list (paged), change
 * a member's role, remove a membership. Members of a board are listed with the board, not with
 * each of its schools.
 */
const users: FastifyPluginAsyncTypebox = async (app) => {
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
        if (!(await roleExists(app.db, roleId))) throw invalid('role_id', 'validation.exists');
        await auditedWrite(app.db, (trx) => setMemberRole(trx, type, id, userId, roleId), {
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
        if (!(await findMember(app.db, type, id, userId))) throw notFound();
        if (userId === request.user?.id && !access.superAdmin) throw invalid('user', 'users.self');
        await auditedWrite(app.db, (trx) => removeMember(trx, type, id, userId), {
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
