import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ConfirmEmailRequest,
  CurrentUser,
  EmailChangeRequested,
  errorResponses,
  Id,
  List,
  LoginSession,
  MessageResponse,
  Resource,
  UpdateCurrentUserRequest,
  ValidationErrorResponse,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import { invalid, notFound, unauthenticated } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { currentUserLoader } from '../../repositories/account.js';
import { requestEmailChange, takeEmailChange } from '../../repositories/email-changes.js';
import { activeSessions, isUserSession } from '../../repositories/logins.js';
import {
  emailTaken,
  findUserById,
  normaliseEmail,
  toLocale,
  updateUser,
} from '../../repositories/users.js';
import { auditedWrite } from '../../services/audit.js';
import { formatMailDate, linkMail } from '../../services/link-mail.js';
import {
  assertAcceptablePassword,
  hashPassword,
  verifyPassword,
} from '../../services/passwords.js';
import { revokeAllLogins, revokeLogin } from '../../services/sessions.js';
import twoFactor from './two-factor.js';

const SessionParams = Type.Object({ sessionId: Id });

/** The logged-in user's own account (DESIGN.md §3, Account). */
const account: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(twoFactor);
  const loadCurrentUser = currentUserLoader(app.db, app.config.signingSecret);

  app.get(
    '/users/current',
    {
      onRequest: app.requireUser,
      config: { duringTwoFactorSetup: true },
      schema: {
        tags: ['account'],
        summary: 'The current user with organisations → schools and schools → organisation',
        response: { 200: Resource(CurrentUser), 401: MessageResponse },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const user = await loadCurrentUser(request.user);
      return {
        data: request.twoFactorSetup ? { ...user, two_factor_setup_required: true } : user,
      };
    },
  );

  app.patch(
    '/users/current',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Change your name or language (the e-mail address: POST …/email)',
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

  app.post(
    '/users/current/email',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Ask to change your e-mail address (your password; a link to the new address)',
        description:
          'Nothing changes yet: a link valid for a day goes to the new address, and the old address is told. Following the link (`POST …/email/confirm`) changes the address and ends every login. A new request replaces an earlier one.',
        body: ChangeEmailRequest,
        response: { 202: EmailChangeRequested, 401: MessageResponse, 422: ValidationErrorResponse },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      const email = normaliseEmail(request.body.email);
      // A stolen access token alone must not take the account: the password is asked first.
      if (!(await verifyPassword(user.password_hash, request.body.current_password)))
        throw invalid('current_password', 'validation.password_current');
      if (email === user.email) throw invalid('email', 'account.email_same');
      if (await emailTaken(app.db, email, user.id)) throw invalid('email', 'validation.unique');
      const { token, expiresAt } = await auditedWrite(
        app.db,
        (trx) => requestEmailChange(trx, user.id, email),
        {
          userId: user.id,
          action: 'updated',
          subjectType: 'user',
          subjectId: user.id,
          changes: { email_change_requested: email },
        },
      );
      const locale = toLocale(user.locale) ?? request.locale;
      const vars = { name: user.first_name, old_email: user.email, new_email: email };
      await app.mailer.send(
        linkMail({
          to: email,
          locale,
          subject: 'mail.email_change.subject',
          vars: { ...vars, date: formatMailDate(expiresAt, locale) },
          before: ['mail.email_change.greeting', 'mail.email_change.intro'],
          link: {
            url: `${publicOrigin(request)}/account/e-mailadres-bevestigen?token=${encodeURIComponent(token)}`,
            action: 'mail.email_change.action',
            label: 'mail.email_change.link',
          },
          after: ['mail.email_change.validity'],
          footnote: 'mail.email_change.ignore',
        }),
      );
      await app.mailer.send(
        linkMail({
          to: user.email,
          locale,
          subject: 'mail.email_notice.subject',
          vars,
          before: ['mail.email_notice.greeting', 'mail.email_notice.intro'],
          footnote: 'mail.email_notice.ignore',
        }),
      );
      return reply.status(202).send({
        message: request.t('account.email_change_sent', { email }),
        data: { pending_email: email, expires_at: expiresAt },
      });
    },
  );

  app.post(
    '/users/current/email/confirm',
    {
      schema: {
        tags: ['account'],
        summary: 'Confirm a new e-mail address with the link sent to it (no login needed)',
        security: [],
        description:
          'The address changes and every login of the account ends (log in again with the new address). An unknown, used or expired link, or an address taken meanwhile, is a 422.',
        body: ConfirmEmailRequest,
        response: { 200: MessageResponse, 422: ValidationErrorResponse },
      },
    },
    async (request) => {
      const change = await auditedWrite(
        app.db,
        async (trx) => {
          const taken = await takeEmailChange(trx, request.body.token);
          if (!taken) throw invalid('token', 'account.email_token');
          // Taken by someone else meanwhile: refused, and the link keeps working (rolled back).
          if (await emailTaken(trx, taken.newEmail, taken.userId))
            throw invalid('token', 'validation.unique');
          await updateUser(trx, taken.userId, { email: taken.newEmail });
          return taken;
        },
        (taken) => ({
          userId: taken.userId,
          action: 'updated',
          subjectType: 'user',
          subjectId: taken.userId,
          changes: { email: taken.newEmail },
        }),
      );
      await revokeAllLogins(app.db, change.userId);
      return { message: request.t('account.email_changed') };
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
  app.get(
    '/users/current/sessions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Your active sessions (logins that can still be used), this one marked',
        response: { 200: List(LoginSession), ...errorResponses },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return { data: await activeSessions(app.db, request.user.id, request.loginId) };
    },
  );

  app.delete(
    '/users/current/sessions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Log out on every other device (this session stays)',
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      await auditedWrite(
        app.db,
        (trx) => revokeAllLogins(trx, user.id, request.loginId ?? undefined),
        {
          userId: user.id,
          action: 'sessions_ended',
          subjectType: 'user',
          subjectId: user.id,
          changes: { others: true },
        },
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/users/current/sessions/:sessionId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'End one of your sessions (its next call is a 401)',
        params: SessionParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      const { sessionId } = request.params;
      // Another person's session is not found, as one that does not exist.
      if (!(await isUserSession(app.db, user.id, sessionId))) throw notFound();
      await auditedWrite(app.db, (trx) => revokeLogin(trx, sessionId), {
        userId: user.id,
        action: 'sessions_ended',
        subjectType: 'user',
        subjectId: user.id,
        changes: { session: sessionId },
      });
      return reply.status(204).send(null);
    },
  );
};

export default account;
