import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminMembershipsRequest,
  LoginSession,
  AdminUser,
  AdminUserDetail,
  CreateAdminUserRequest,
  errorResponses,
  Id,
  IdParams,
  List,
  MessageResponse,
  PageQuery,
  Paged,
  Resource,
  UpdateAdminUserRequest,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { ContextType, Database } from '../../db/types.js';
import { invalid, notFound } from '../../lib/errors.js';
import { translate } from '../../lib/messages.js';
import { pickKnown } from '../../lib/pick.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { isoIn } from '../../lib/time.js';
import {
  invalidMemberships,
  replaceMemberships,
  userMemberships,
} from '../../repositories/admin.js';
import {
  adminUsersPager,
  findAdminUser,
  isLastSuperAdmin,
  setBlocked,
} from '../../repositories/admin-users.js';
import { activeSessions, isUserSession } from '../../repositories/logins.js';
import { ACCOUNT_LINK_TTL_SECONDS, createPasswordReset } from '../../repositories/auth.js';
import {
  createUser,
  deleteUser,
  displayName,
  emailTaken,
  normaliseEmail,
  updateUser,
} from '../../repositories/users.js';
import { accountMail } from '../../services/account-mail.js';
import { audit, auditedWrite, type AuditEntry } from '../../services/audit.js';
import { assertAcceptablePassword, hashPassword } from '../../services/passwords.js';
import { revokeAllLogins, revokeLogin } from '../../services/sessions.js';
import { RESET_PATH } from '../password/index.js';

const tags = ['admin', 'users'];

type Memberships = Array<{ id: number; role_id: number }>;
type MembershipChanges = { organisations?: Memberships; schools?: Memberships };

const SessionParams = Type.Object({ id: Id, sessionId: Id });

/**
 * The audit rows of a change of memberships: one per school or board whose membership was added,
 * changed or removed, in that context, so its own admins see it in their log too.
 */
async function replaceAndRecord(
  trx: Transaction<Database>,
  actorId: number,
  userId: number,
  wanted: MembershipChanges,
): Promise<void> {
  const before = await userMemberships(trx, userId);
  for (const [type, key] of [
    ['organisation', 'organisations'],
    ['school', 'schools'],
  ] as Array<[ContextType, 'organisations' | 'schools']>) {
    const next = wanted[key];
    if (!next) continue;
    await replaceMemberships(trx, userId, type, next);
    const old = new Map(before[key].map((m) => [m.id, m.role_id]));
    const now = new Map(next.map((m) => [m.id, m.role_id]));
    const entry = (action: string, contextId: number, roleId?: number): AuditEntry => ({
      userId: actorId,
      action,
      subjectType: 'user',
      subjectId: userId,
      contextType: type,
      contextId,
      ...(roleId !== undefined ? { changes: { role_id: roleId } } : {}),
    });
    for (const [contextId, roleId] of now) {
      if (!old.has(contextId)) await audit(trx, entry('member_added', contextId, roleId));
      else if (old.get(contextId) !== roleId)
        await audit(trx, entry('role_changed', contextId, roleId));
    }
    for (const contextId of old.keys())
      if (!now.has(contextId)) await audit(trx, entry('member_removed', contextId));
  }
}

/**
 * `/api/admin/users`: every user of the installation. Besides the fields: memberships in one
 * place, the account invitation and the password-reset mail, blocking (which ends the user's
 * sessions at once), super admin rights (never the last one's) and the user's sessions.
 */
const users: FastifyPluginAsyncTypebox = async (app) => {
  const listUsers = adminUsersPager(app.db, app.dialect);
  const load = async (id: number) => {
    const user = await findAdminUser(app.db, id);
    if (!user) throw notFound();
    return user;
  };
  const checkMemberships = async (body: MembershipChanges) => {
    if (
      body.organisations &&
      (await invalidMemberships(app.db, 'organisation', body.organisations))
    )
      throw invalid('organisations', 'validation.exists');
    if (body.schools && (await invalidMemberships(app.db, 'school', body.schools)))
      throw invalid('schools', 'validation.exists');
  };
  /** The user's own language for a mail, else the admin's. */
  const mailLocale = (request: FastifyRequest, locale: string | null) =>
    locale === 'nl' || locale === 'en' ? locale : request.locale;
  const resetUrl = (request: FastifyRequest, token: string, email: string) =>
    `${publicOrigin(request)}${RESET_PATH}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;

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
        summary: 'Create a user',
        description:
          'Without a password the user chooses one through the account invitation (POST …/invitation).',
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
      const { password: _password, organisations, schools, ...changes } = body;
      const actorId = request.user!.id;
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
          await replaceAndRecord(trx, actorId, newId, { organisations, schools });
          return newId;
        },
        (newId) => ({
          userId: actorId,
          action: 'created',
          subjectType: 'user',
          subjectId: newId,
          changes: { ...changes, email },
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
        description:
          'Taking away super admin rights is refused for yourself and for the last super admin who is not blocked.',
        params: IdParams,
        body: UpdateAdminUserRequest,
        response: { 200: Resource(AdminUserDetail), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await load(id);
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
      if (isAdmin === false && id === request.user!.id)
        throw invalid('admin', 'users.self_super_admin');
      if (password !== undefined) assertAcceptablePassword(password, password);
      await checkMemberships({ organisations, schools });
      const passwordHash = password !== undefined ? await hashPassword(password) : undefined;
      const actorId = request.user!.id;
      const fields = {
        ...rest,
        ...(email !== undefined ? { email: normaliseEmail(email) } : {}),
      };
      const rightsChange = isAdmin !== undefined && isAdmin !== before.admin;
      await auditedWrite(
        app.db,
        async (trx) => {
          if (isAdmin === false && before.admin && (await isLastSuperAdmin(trx, app.dialect, id)))
            throw invalid('admin', 'users.last_super_admin', { name: displayName(before) });
          await updateUser(trx, id, {
            ...fields,
            ...(isAdmin !== undefined ? { admin: isAdmin ? 1 : 0 } : {}),
            ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
          });
          await replaceAndRecord(trx, actorId, id, { organisations, schools });
          if (rightsChange)
            await audit(trx, {
              userId: actorId,
              action: isAdmin ? 'super_admin_granted' : 'super_admin_revoked',
              subjectType: 'user',
              subjectId: id,
            });
          // A password set by an admin (say, after a leak) must end the sessions that knew the
          // old one, as a reset or a change by the user does.
          if (passwordHash !== undefined) await revokeAllLogins(trx, id);
        },
        // The fields themselves; memberships and rights have rows of their own.
        Object.keys(fields).length > 0 || password !== undefined
          ? {
              userId: actorId,
              action: 'updated',
              subjectType: 'user',
              subjectId: id,
              changes: { ...fields, password_changed: password !== undefined },
            }
          : () => null,
      );
      return { data: await load(id) };
    },
  );

  app.put(
    '/users/:id/memberships',
    {
      schema: {
        tags,
        summary: 'Replace every membership of a user (boards and schools, with the role in each)',
        params: IdParams,
        body: AdminMembershipsRequest,
        response: { 200: Resource(AdminUserDetail), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await load(id);
      await checkMemberships(request.body);
      const actorId = request.user!.id;
      await app.db.transaction().execute((trx) => replaceAndRecord(trx, actorId, id, request.body));
      return { data: await load(id) };
    },
  );

  app.post(
    '/users/:id/invitation',
    {
      schema: {
        tags,
        summary: 'Mail the account invitation: a link to choose a password, valid 7 days',
        description:
          'For a user without a password; one with a password gets a reset mail instead.',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = await load(request.params.id);
      if (user.has_password)
        throw invalid('user', 'users.has_password', { name: displayName(user) });
      const token = await createPasswordReset(app.db, user.email, ACCOUNT_LINK_TTL_SECONDS);
      const inviter = displayName(request.user!);
      await app.mailer.send(
        accountMail({
          to: user.email,
          locale: mailLocale(request, user.locale),
          name: user.first_name,
          inviter,
          url: resetUrl(request, token, user.email),
          expiresAt: isoIn(ACCOUNT_LINK_TTL_SECONDS),
        }),
      );
      await audit(app.db, {
        userId: request.user!.id,
        action: 'account_invitation_sent',
        subjectType: 'user',
        subjectId: user.id,
      });
      return { message: translate(request.locale, 'passwords.sent') };
    },
  );

  app.post(
    '/users/:id/password-reset',
    {
      schema: {
        tags,
        summary: 'Mail the user a link to choose a new password (valid 60 minutes)',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = await load(request.params.id);
      const token = await createPasswordReset(app.db, user.email);
      const locale = mailLocale(request, user.locale);
      await app.mailer.send({
        to: user.email,
        subject: translate(locale, 'mail.reset.subject'),
        text: translate(locale, 'mail.reset.text', {
          name: displayName(user),
          url: resetUrl(request, token, user.email),
        }),
      });
      await audit(app.db, {
        userId: request.user!.id,
        action: 'password_reset_sent',
        subjectType: 'user',
        subjectId: user.id,
      });
      return { message: translate(request.locale, 'passwords.sent') };
    },
  );

  app.post(
    '/users/:id/block',
    {
      schema: {
        tags,
        summary: 'Block a user: every session ends at once and login is refused',
        description: 'Refused for yourself and for the last super admin who is not blocked.',
        params: IdParams,
        response: { 200: Resource(AdminUserDetail), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = await load(id);
      if (id === request.user!.id) throw invalid('user', 'users.self_block');
      if (user.blocked_at === null) {
        await auditedWrite(
          app.db,
          async (trx) => {
            if (user.admin && (await isLastSuperAdmin(trx, app.dialect, id)))
              throw invalid('user', 'users.last_super_admin', { name: displayName(user) });
            await setBlocked(trx, id, new Date().toISOString());
            await revokeAllLogins(trx, id);
          },
          { userId: request.user!.id, action: 'blocked', subjectType: 'user', subjectId: id },
        );
      }
      return { data: await load(id) };
    },
  );

  app.post(
    '/users/:id/unblock',
    {
      schema: {
        tags,
        summary: 'Unblock a user: they may log in again',
        params: IdParams,
        response: { 200: Resource(AdminUserDetail), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = await load(id);
      if (user.blocked_at !== null) {
        await auditedWrite(app.db, (trx) => setBlocked(trx, id, null), {
          userId: request.user!.id,
          action: 'unblocked',
          subjectType: 'user',
          subjectId: id,
        });
      }
      return { data: await load(id) };
    },
  );

  app.get(
    '/users/:id/sessions',
    {
      schema: {
        tags,
        summary: "The user's active sessions (logins that can still be used)",
        params: IdParams,
        response: { 200: List(LoginSession), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await load(id);
      return { data: await activeSessions(app.db, id, request.loginId) };
    },
  );

  app.delete(
    '/users/:id/sessions',
    {
      schema: {
        tags,
        summary: 'End every session of the user (their next call is a 401)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await load(id);
      await auditedWrite(app.db, (trx) => revokeAllLogins(trx, id), {
        userId: request.user!.id,
        action: 'sessions_ended',
        subjectType: 'user',
        subjectId: id,
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/users/:id/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'End one session of the user',
        params: SessionParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, sessionId } = request.params;
      await load(id);
      if (!(await isUserSession(app.db, id, sessionId))) throw notFound();
      await auditedWrite(app.db, (trx) => revokeLogin(trx, sessionId), {
        userId: request.user!.id,
        action: 'sessions_ended',
        subjectType: 'user',
        subjectId: id,
        changes: { session: sessionId },
      });
      return reply.status(204).send(null);
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
      const user = await load(id);
      if (id === request.user!.id) throw invalid('user', 'users.self');
      await auditedWrite(
        app.db,
        async (trx) => {
          if (user.admin && (await isLastSuperAdmin(trx, app.dialect, id)))
            throw invalid('user', 'users.last_super_admin', { name: displayName(user) });
          await deleteUser(trx, id);
        },
        {
          userId: request.user!.id,
          action: 'deleted',
          subjectType: 'user',
          subjectId: id,
        },
      );
      return reply.status(204).send(null);
    },
  );
};

export default users;
