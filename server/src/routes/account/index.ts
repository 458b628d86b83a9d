import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordRequest,
  CurrentUser,
  MessageResponse,
  Resource,
  UpdateCurrentUserRequest,
  ValidationErrorResponse,
} from '@koers/contract';
import { invalid, unauthenticated } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import { currentUserLoader } from '../../repositories/account.js';
import { emailTaken, findUserById, normaliseEmail, updateUser } from '../../repositories/users.js';
import { auditedWrite } from '../../services/audit.js';
import {
  assertAcceptablePassword,
  hashPassword,
  verifyPassword,
} from '../../services/passwords.js';
import { revokeAllLogins } from '../../services/sessions.js';

/** The logged-in user's own account (DESIGN.md §3, Account). */
const account: FastifyPluginAsyncTypebox = async (app) => {
  const loadCurrentUser = currentUserLoader(app.db, app.config.signingSecret);

  app.get(
    '/users/current',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'The current user with organisations → schools and schools → organisation',
        response: { 200: Resource(CurrentUser), 401: MessageResponse },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return { data: await loadCurrentUser(request.user) };
    },
  );

  app.patch(
    '/users/current',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Change your name, email or language',
        body: UpdateCurrentUserRequest,
        response: {
          200: Resource(CurrentUser),
          401: MessageResponse,
          422: ValidationErrorResponse,
        },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      const changes = pickKnown(request.body, UpdateCurrentUserRequest);
      if (changes.email !== undefined) {
        changes.email = normaliseEmail(changes.email);
        if (await emailTaken(app.db, changes.email, user.id))
          throw invalid('email', 'validation.unique');
      }
      if (Object.keys(changes).length > 0) {
        await auditedWrite(app.db, (trx) => updateUser(trx, user.id, changes), {
          userId: user.id,
          action: 'updated',
          subjectType: 'user',
          subjectId: user.id,
          changes,
        });
      }
      const fresh = (await findUserById(app.db, user.id)) ?? user;
      return { data: await loadCurrentUser(fresh) };
    },
  );

  app.put(
    '/users/current/password',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Change your password (ends your other logins)',
        body: ChangePasswordRequest,
        response: { 200: MessageResponse, 401: MessageResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      const { current_password, password, password_confirmation } = request.body;
      if (!(await verifyPassword(user.password_hash, current_password))) {
        throw invalid('current_password', 'validation.password_current');
      }
      assertAcceptablePassword(password, password_confirmation);
      const passwordHash = await hashPassword(password);
      await auditedWrite(
        app.db,
        (trx) => updateUser(trx, user.id, { password_hash: passwordHash }),
        {
          userId: user.id,
          action: 'password_changed',
          subjectType: 'user',
          subjectId: user.id,
        },
      );
      await revokeAllLogins(app.db, user.id, request.loginId ?? undefined);
      return { message: request.t('passwords.updated') };
    },
  );
};

export default account;
