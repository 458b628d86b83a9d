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
import { paginate } from '../../lib/paginate.js';
import { requireContextAdmin } from '../../services/access.js';
import { audit } from '../../services/audit.js';
import type { ContextType } from '../../db/types.js';

const security = [{ bearer: [] }];
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
    const table = type === 'organisation' ? 'organisation_user' : 'school_user';
    const key = type === 'organisation' ? 'organisation_id' : 'school_id';

    const membership = (contextId: number, userId: number) =>
      app.db
        .selectFrom(table)
        .innerJoin('users', 'users.id', `${table}.user_id`)
        .select([
          'users.id',
          'users.email',
          'users.first_name',
          'users.last_name_prefix',
          'users.last_name',
          `${table}.role_id`,
        ])
        .where(`${table}.${key}` as 'school_user.school_id', '=', contextId)
        .where('users.id', '=', userId)
        .executeTakeFirst();

    app.get(
      `/${segment}/:id/users`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['users'],
          summary: `Members of the ${type} (paged; search on names and email; ${type} admins)`,
          security,
          params: IdParams,
          querystring: PageQuery,
          response: { 200: Paged(ContextUser), ...errorResponses },
        },
      },
      async (request) => {
        await requireContextAdmin(request, type, request.params.id);
        return paginate(
          app.db
            .selectFrom(table)
            .innerJoin('users', 'users.id', `${table}.user_id`)
            .select([
              'users.id',
              'users.email',
              'users.first_name',
              'users.last_name_prefix',
              'users.last_name',
              `${table}.role_id`,
            ])
            .where(`${table}.${key}` as 'school_user.school_id', '=', request.params.id),
          request.query,
          {
            sortColumns: {
              first_name: 'users.first_name',
              last_name: 'users.last_name',
              email: 'users.email',
              role_id: `${table}.role_id`,
            },
            defaultSort: { column: 'last_name', order: 'asc' },
            search: ['users.first_name', 'users.last_name', 'users.email'],
            textColumns: ['users.first_name', 'users.last_name', 'users.email'],
            dialect: app.dialect,
            tieBreaker: 'users.id',
            db: app.db,
          },
        );
      },
    );

    app.patch(
      `/${segment}/:id/users/:userId`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['users'],
          summary: `Change a member's role (${type} admins)`,
          security,
          params: MemberParams,
          body: UpdateContextUserRequest,
          response: { 200: Resource(ContextUser), ...errorResponses },
        },
      },
      async (request) => {
        const { id, userId } = request.params;
        const access = await requireContextAdmin(request, type, id);
        const member = await membership(id, userId);
        if (!member) throw notFound();
        if (userId === request.user?.id && !access.superAdmin)
          throw invalid('role_id', 'users.self');
        const role = await app.db
          .selectFrom('roles')
          .select('id')
          .where('id', '=', request.body.role_id)
          .executeTakeFirst();
        if (!role) throw invalid('role_id', 'validation.exists');
        await app.db.transaction().execute(async (trx) => {
          await trx
            .updateTable(table)
            .set({ role_id: role.id })
            .where(key as 'school_id', '=', id)
            .where('user_id', '=', userId)
            .execute();
          await audit(trx, {
            userId: request.user?.id ?? null,
            action: 'role_changed',
            subjectType: 'user',
            subjectId: userId,
            contextType: type,
            contextId: id,
            changes: { role_id: role.id },
          });
        });
        return { data: { ...member, role_id: role.id } };
      },
    );

    app.delete(
      `/${segment}/:id/users/:userId`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['users'],
          summary: `Remove a member from the ${type} (${type} admins)`,
          security,
          params: MemberParams,
          response: { 204: Type.Null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { id, userId } = request.params;
        const access = await requireContextAdmin(request, type, id);
        if (!(await membership(id, userId))) throw notFound();
        if (userId === request.user?.id && !access.superAdmin) throw invalid('user', 'users.self');
        await app.db.transaction().execute(async (trx) => {
          await trx
            .deleteFrom(table)
            .where(key as 'school_id', '=', id)
            .where('user_id', '=', userId)
            .execute();
          await audit(trx, {
            userId: request.user?.id ?? null,
            action: 'member_removed',
            subjectType: 'user',
            subjectId: userId,
            contextType: type,
            contextId: id,
          });
        });
        return reply.status(204).send(null);
      },
    );
  }
};

export default users;
