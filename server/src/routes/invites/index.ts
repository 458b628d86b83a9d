import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AcceptInviteRequest,
  AcceptInviteResponse,
  CreatedInvite,
  CreateInviteRequest,
  errorResponses,
  IdParams,
  Invite,
  InviteParams,
  InviteRefusal,
  MessageResponse,
  Resource,
  ValidationErrorResponse,
} from '@koers/contract';
import type { InviteRefusalCode } from '@koers/contract/constants';
import { HttpError, invalid, ValidationError, type FieldError } from '../../lib/errors.js';
import { translate } from '../../lib/messages.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { isoIn } from '../../lib/time.js';
import { randomToken } from '../../lib/tokens.js';
import {
  claimInvitation,
  contextName,
  createInvitation,
  findOpenInvitation,
  INVITE_TTL_SECONDS,
  isDirectMember,
  upsertMembership,
} from '../../repositories/invites.js';
import { roleExists } from '../../repositories/roles.js';
import {
  createUser,
  displayName,
  findUserByEmail,
  normaliseEmail,
  toLocale,
} from '../../repositories/users.js';
import { requireContextAdmin } from '../../services/access.js';
import { auditedWrite } from '../../services/audit.js';
import { assertAcceptablePassword, hashPassword } from '../../services/passwords.js';
import type { ContextType } from '../../db/types.js';

const invalidInvite = () => new HttpError(404, 'invites.invalid');

/** A refused accept: the translated message and the reason the app acts on (INVITE_REFUSALS). */
const refusal = (status: 401 | 403, error: InviteRefusalCode) =>
  new HttpError(
    status,
    error === 'wrong_account' ? 'invites.wrong_user' : 'invites.login_required',
    {},
    { error },
  );

/** Invitations (DESIGN §3): admins invite by email; the link in the mail is the secret. */
const invites: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invites/:id',
    {
      schema: {
        tags: ['invites'],
        // Public: the invitation id from the mail is the secret.
        security: [],
        summary: 'An open invitation (no login needed: the id is the secret from the mail)',
        params: InviteParams,
        response: { 200: Resource(Invite), 404: MessageResponse },
      },
    },
    async (request) => {
      const invite = await findOpenInvitation(app.db, request.params.id);
      const type = invite?.invitable_type as ContextType | undefined;
      const name =
        invite && type ? await contextName(app.db, type, invite.invitable_id) : undefined;
      if (!invite || !type || name === undefined) throw invalidInvite();
      return {
        data: {
          id: invite.id,
          email: invite.email,
          context_type: type,
          context: { id: invite.invitable_id, name },
          role_id: invite.role_id,
          expires_at: invite.expires_at,
          existing_user: (await findUserByEmail(app.db, invite.email)) !== undefined,
        },
      };
    },
  );

  app.post(
    '/invites/:id/accept',
    {
      schema: {
        tags: ['invites'],
        // Public: a new user has no token yet. An invitation for an existing account needs
        // that account's token (checked below).
        security: [],
        summary: 'Accept an invitation',
        description:
          'A new user sends first_name, last_name, password and password_confirmation and gets an account. An invitation for an existing account is accepted only by that account, logged in (bearer token), with an empty body: without a token 401 `login_required`, as another account 403 `wrong_account`.',
        params: InviteParams,
        body: AcceptInviteRequest,
        response: {
          200: AcceptInviteResponse,
          401: InviteRefusal,
          403: InviteRefusal,
          404: MessageResponse,
          422: ValidationErrorResponse,
        },
      },
    },
    async (request) => {
      const invite = await findOpenInvitation(app.db, request.params.id);
      const type = invite?.invitable_type as ContextType | undefined;
      if (!invite || !type || (await contextName(app.db, type, invite.invitable_id)) === undefined)
        throw invalidInvite();
      const existing = await findUserByEmail(app.db, invite.email);
      // The link alone proves only that someone holds the mail: it may have been forwarded. An
      // existing account therefore joins only when it is the one logged in; a new account is
      // made from the link (no one is logged in as it yet).
      if (request.user && request.user.id !== existing?.id) throw refusal(403, 'wrong_account');
      if (existing && !request.user) throw refusal(401, 'login_required');

      let passwordHash: string | null = null;
      const body = request.body;
      if (!existing) {
        const missing: Record<string, FieldError[]> = {};
        for (const field of ['first_name', 'last_name', 'password'] as const) {
          if (!body[field]) missing[field] = [{ key: 'validation.required' }];
        }
        if (Object.keys(missing).length > 0) throw new ValidationError(missing);
        assertAcceptablePassword(body.password as string, body.password_confirmation);
        passwordHash = await hashPassword(body.password as string);
      }

      await auditedWrite(
        app.db,
        async (trx) => {
          if (!(await claimInvitation(trx, invite.id))) throw invalidInvite();
          const userId =
            existing?.id ??
            (await createUser(trx, {
              email: invite.email,
              first_name: body.first_name as string,
              last_name_prefix: body.last_name_prefix ?? null,
              last_name: body.last_name as string,
              password_hash: passwordHash,
              admin: 0,
              locale: request.locale,
            }));
          await upsertMembership(trx, type, invite.invitable_id, userId, invite.role_id);
          return userId;
        },
        (userId) => ({
          userId,
          action: 'invite_accepted',
          subjectType: 'invitation',
          subjectId: invite.id,
          contextType: type,
          contextId: invite.invitable_id,
          changes: { role_id: invite.role_id, new_user: !existing },
        }),
      );
      return {
        message: request.t('invites.accepted'),
        data: { context_type: type, context_id: invite.invitable_id, email: invite.email },
      };
    },
  );

  for (const [segment, type] of [
    ['organisations', 'organisation'],
    ['schools', 'school'],
  ] as Array<[string, ContextType]>) {
    app.post(
      `/${segment}/:id/invites`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['invites'],
          summary: `Invite someone by email into the ${type} with a role (${type} admins)`,
          params: IdParams,
          body: CreateInviteRequest,
          response: { 201: Resource(CreatedInvite), ...errorResponses },
        },
      },
      async (request, reply) => {
        const contextId = request.params.id;
        await requireContextAdmin(request, type, contextId);
        const email = normaliseEmail(request.body.email);
        const roleId = request.body.role_id;
        if (!(await roleExists(app.db, roleId))) throw invalid('role_id', 'validation.exists');
        const existing = await findUserByEmail(app.db, email);
        if (existing && (await isDirectMember(app.db, type, contextId, existing.id))) {
          throw invalid('email', 'invites.already_member');
        }
        const name = (await contextName(app.db, type, contextId)) ?? '';
        const id = randomToken(24);
        const expiresAt = isoIn(INVITE_TTL_SECONDS);
        const inviter = request.user;
        await auditedWrite(
          app.db,
          (trx) =>
            createInvitation(trx, {
              id,
              email,
              invitable_type: type,
              invitable_id: contextId,
              role_id: roleId,
              invited_by: inviter?.id ?? null,
              expires_at: expiresAt,
            }),
          {
            userId: inviter?.id ?? null,
            action: 'invited',
            subjectType: 'invitation',
            subjectId: id,
            contextType: type,
            contextId,
            changes: { email, role_id: roleId },
          },
        );
        const locale = toLocale(existing?.locale ?? null) ?? request.locale;
        await app.mailer.send({
          to: email,
          subject: translate(locale, 'mail.invite.subject', { context: name }),
          text: translate(locale, 'mail.invite.text', {
            inviter: inviter ? displayName(inviter) : 'Koers',
            context: name,
            url: `${publicOrigin(request)}/uitnodigingen/${id}/accepteren`,
          }),
        });
        return reply.status(201).send({
          data: {
            email,
            context_type: type,
            context_id: contextId,
            role_id: roleId,
            expires_at: expiresAt,
          },
        });
      },
    );
  }
};

export default invites;
