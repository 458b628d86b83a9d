import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminUser,
  AdminUserDetail,
  CreateAdminUserRequest,
  errorResponses,
  IdParams,
  PageQuery,
  Paged,
  Resource,
  UpdateAdminUserRequest,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import { invalid, notFound } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import { invalidMemberships, replaceMemberships } from '../../repositories/admin.js';
import { adminUsersPager, findAdminUser } from '../../repositories/admin-users.js';
import {
  createUser,
  deleteUser,
  emailTaken,
  normaliseEmail,
  updateUser,
} from '../../repositories/users.js';
import { auditedWrite } from '../../services/audit.js';
import { assertAcceptablePassword, hashPassword } from '../../services/passwords.js';
import { revokeAllLogins } from '../../services/sessions.js';

const tags = ['admin', 'users'];

type Memberships = Array<{ id: number; role_id: number }>;

/** `/api/admin/users`: every user of the installation, with their memberships. */
const users: FastifyPluginAsyncTypebox = async (app) => {
  const listUsers = adminUsersPager(app.db, app.dialect);
  const load = async (id: number) => {
    const user = await findAdminUser(app.db, id);
    if (!user) throw notFound();
    return user;
  };
  const checkMemberships = async (body: { organisations?: Memberships; schools?: Memberships }) => {
    if (
      body.organisations &&
      (await invalidMemberships(app.db, 'organisation', body.organisations))
    )
      throw invalid('organisations', 'validation.exists');
    if (body.schools && (await invalidMemberships(app.db, 'school', body.schools)))
      throw invalid('schools', 'validation.exists');
  };

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Users (paged; search matches the start of first name, last name or email)',
        querystring: PageQuery,
        response: { 200: Paged(AdminUser), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await listUsers(request.query);
      // JSON text (a string with a JSON content type is sent as it is, not serialized again);
      // the type provider only knows the object form.
      if ('json' in page)
        return reply.type('application/json; charset=utf-8').send(page.json as never);
      return page;
    },
  );

  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Create a user (without a password they set one via "forgot password")',
        body: CreateAdminUserRequest,
        response: { 201: Resource(AdminUserDetail), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = normaliseEmail(body.email);
      if (await emailTaken(app.db, email)) throw invalid('email', 'validation.unique');
      if (body.password !== undefined) assertAcceptablePassword(body.password, body.password);
      await checkMemberships(body);
      const passwordHash = body.password !== undefined ? await hashPassword(body.password) : null;
      const { password: _password, ...changes } = body;
      const id = await auditedWrite(
        app.db,
        async (trx) => {
          const newId = await createUser(trx, {
            email,
            first_name: body.first_name,
            last_name_prefix: body.last_name_prefix ?? null,
            last_name: body.last_name,
            admin: body.admin ? 1 : 0,
            locale: body.locale ?? null,
            password_hash: passwordHash,
          });
          if (body.organisations)
            await replaceMemberships(trx, newId, 'organisation', body.organisations);
          if (body.schools) await replaceMemberships(trx, newId, 'school', body.schools);
          return newId;
        },
        (newId) => ({
          userId: request.user!.id,
          action: 'created',
          subjectType: 'user',
          subjectId: newId,
          changes,
        }),
      );
      return reply.status(201).send({ data: await load(id) });
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'A user with memberships',
        params: IdParams,
        response: { 200: Resource(AdminUserDetail), ...errorResponses },
      },
    },
    async (request) => ({ data: await load(request.params.id) }),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Change a user (memberships are replaced when given)',
        params: IdParams,
        body: UpdateAdminUserRequest,
        response: { 200: Resource(AdminUserDetail), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await load(id);
      const {
        organisations,
        schools,
        password,
        admin: isAdmin,
        email,
        ...rest
      } = pickKnown(request.body, UpdateAdminUserRequest);
      if (email !== undefined && (await emailTaken(app.db, email, id)))
        throw invalid('email', 'validation.unique');
      if (isAdmin === false && id === request.user!.id) throw invalid('admin', 'users.self');
      if (password !== undefined) assertAcceptablePassword(password, password);
      await checkMemberships({ organisations, schools });
      const passwordHash = password !== undefined ? await hashPassword(password) : undefined;
      await auditedWrite(
        app.db,
        async (trx) => {
          await updateUser(trx, id, {
            ...rest,
            ...(email !== undefined ? { email: normaliseEmail(email) } : {}),
            ...(isAdmin !== undefined ? { admin: isAdmin ? 1 : 0 } : {}),
            ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
          });
          if (organisations) await replaceMemberships(trx, id, 'organisation', organisations);
          if (schools) await replaceMemberships(trx, id, 'school', schools);
          // A password set by an admin (say, after a leak) must end the sessions that knew the
          // old one, as a reset or a change by the user does.
          if (passwordHash !== undefined) await revokeAllLogins(trx, id);
        },
        {
          userId: request.user!.id,
          action: 'updated',
          subjectType: 'user',
          subjectId: id,
          changes: {
            ...rest,
            email,
            admin: isAdmin,
            organisations,
            schools,
            password_changed: password !== undefined,
          },
        },
      );
      return { data: await load(id) };
    },
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await load(id);
      if (id === request.user!.id) throw invalid('user', 'users.self');
      await auditedWrite(app.db, (trx) => deleteUser(trx, id), {
        userId: request.user!.id,
        action: 'deleted',
        subjectType: 'user',
        subjectId: id,
      });
      return reply.status(204).send(null);
    },
  );
};

export default users;
