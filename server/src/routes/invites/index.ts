import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AcceptInviteRequest,
  AcceptInviteResponse,
  CreatedInvite,
  CreateInviteRequest,
  CreateInvitesRequest,
  errorResponses,
  IdParams,
  Invite,
  InviteParams,
  InviteRefusal,
  List,
  MessageResponse,
  PendingInvite,
  PendingInviteParams,
  Resource,
  ValidationErrorResponse,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { InviteRefusalCode } from '@koers/contract/constants';
import { isEmailAddress } from '../../lib/email.js';
import {
  HttpError,
  invalid,
  notFound,
  ValidationError,
  type FieldError,
} from '../../lib/errors.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { isoIn, nowIso } from '../../lib/time.js';
import { randomToken } from '../../lib/tokens.js';
import {
  claimInvitation,
  contextName,
  createInvitation,
  deleteExpiredInvitations,
  deletePendingInvitation,
  findOpenInvitation,
  findPendingInvitationByRef,
  invitationRef,
  INVITE_TTL_SECONDS,
  isDirectMember,
  listPendingInvitations,
  memberEmails,
  openlyInvitedEmails,
  renewInvitation,
  upsertMembership,
  type PendingInvitationRow,
} from '../../repositories/invites.js';
import { listRoles, roleExists } from '../../repositories/roles.js';
import {
  createUser,
  displayName,
  findUserByEmail,
  normaliseEmail,
  toLocale,
} from '../../repositories/users.js';
import { requireContextAdmin } from '../../services/access.js';
import { auditedWrite, invitationAcceptedEntry } from '../../services/audit.js';
import { inviteMail } from '../../services/invite-mail.js';
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
        (userId) => invitationAcceptedEntry(userId, invite, { new_user: !existing }),
      );
      return {
        message: request.t('invites.accepted'),
        data: { context_type: type, context_id: invite.invitable_id, email: invite.email },
      };
    },
  );

  /** Mails an invitation in the invitee's language (their account's, else the inviter's). */
  async function mailInvitation(
    request: FastifyRequest,
    invitation: { id: string; email: string; role_id: number; expires_at: string },
    type: ContextType,
    contextId: number,
  ): Promise<void> {
    const existing = await findUserByEmail(app.db, invitation.email);
    const roles = await listRoles(app.db);
    const inviter = request.user;
    await app.mailer.send(
      inviteMail({
        to: invitation.email,
        locale: toLocale(existing?.locale ?? null) ?? request.locale,
        inviter: inviter ? displayName(inviter) : 'Koers',
        context: (await contextName(app.db, type, contextId)) ?? '',
        role: roles.find((role) => role.id === invitation.role_id)?.name ?? '',
        url: `${publicOrigin(request)}/uitnodigingen/${invitation.id}/accepteren`,
        expiresAt: invitation.expires_at,
      }),
    );
  }

  const pendingInvite = (row: PendingInvitationRow): PendingInvite => ({
    ref: invitationRef(row.id),
    email: row.email,
    role_id: row.role_id,
    invited_by:
      row.inviter_first_name !== null && row.inviter_last_name !== null
        ? displayName({
            first_name: row.inviter_first_name,
            last_name_prefix: row.inviter_last_name_prefix,
            last_name: row.inviter_last_name,
          })
        : null,
    created_at: row.created_at,
    expires_at: row.expires_at,
    expired: row.expires_at <= nowIso(),
  });

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
            subjectId: invitationRef(id),
            contextType: type,
            contextId,
            changes: { email, role_id: roleId },
          },
        );
        await mailInvitation(
          request,
          { id, email, role_id: roleId, expires_at: expiresAt },
          type,
          contextId,
        );
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

    app.get(
      `/${segment}/:id/invites`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['invites'],
          summary: `The invitations into the ${type} not accepted yet, expired ones too (${type} admins)`,
          params: IdParams,
          response: { 200: List(PendingInvite), ...errorResponses },
        },
      },
      async (request) => {
        await requireContextAdmin(request, type, request.params.id);
        const rows = await listPendingInvitations(app.db, type, request.params.id);
        return { data: rows.map(pendingInvite) };
      },
    );

    app.post(
      `/${segment}/:id/invites/batch`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['invites'],
          summary: `Invite several addresses into the ${type} with one role, all or none (${type} admins)`,
          description:
            'Each address that cannot be invited (not an email address, already a member, already invited and not expired) is named in the 422 errors of `emails`, and nobody is invited. A repeated address counts once; an expired invitation of an address is replaced.',
          params: IdParams,
          body: CreateInvitesRequest,
          response: { 201: List(PendingInvite), ...errorResponses },
        },
      },
      async (request, reply) => {
        const contextId = request.params.id;
        await requireContextAdmin(request, type, contextId);
        const roleId = request.body.role_id;
        const emails = [
          ...new Set(request.body.emails.map(normaliseEmail).filter((email) => email !== '')),
        ];
        const errors: FieldError[] = [];
        if (emails.length === 0) errors.push({ key: 'validation.required' });
        const wellFormed = emails.filter((email) => {
          if (isEmailAddress(email)) return true;
          errors.push({ key: 'invites.email_invalid', vars: { email } });
          return false;
        });
        const members = await memberEmails(app.db, type, contextId, wellFormed);
        const invited = await openlyInvitedEmails(app.db, type, contextId, wellFormed);
        for (const email of wellFormed) {
          if (members.has(email)) errors.push({ key: 'invites.email_member', vars: { email } });
          else if (invited.has(email))
            errors.push({ key: 'invites.email_invited', vars: { email } });
        }
        const fields: Record<string, FieldError[]> = {};
        if (errors.length > 0) fields.emails = errors;
        if (!(await roleExists(app.db, roleId))) fields.role_id = [{ key: 'validation.exists' }];
        if (Object.keys(fields).length > 0) throw new ValidationError(fields);

        const inviter = request.user!;
        const expiresAt = isoIn(INVITE_TTL_SECONDS);
        const created = emails.map((email) => ({
          id: randomToken(24),
          email,
          role_id: roleId,
          expires_at: expiresAt,
        }));
        await auditedWrite(
          app.db,
          async (trx) => {
            await deleteExpiredInvitations(trx, type, contextId, emails);
            for (const invitation of created) {
              await createInvitation(trx, {
                ...invitation,
                invitable_type: type,
                invitable_id: contextId,
                invited_by: inviter.id,
              });
            }
          },
          {
            userId: inviter.id,
            action: 'invited',
            subjectType: 'invitation',
            subjectId: null,
            contextType: type,
            contextId,
            changes: { emails, role_id: roleId },
          },
        );
        for (const invitation of created) {
          await mailInvitation(request, invitation, type, contextId);
        }
        const rows = await listPendingInvitations(app.db, type, contextId);
        const ids = new Set(created.map((invitation) => invitation.id));
        return reply
          .status(201)
          .send({ data: rows.filter((row) => ids.has(row.id)).map(pendingInvite) });
      },
    );

    app.post(
      `/${segment}/:id/invites/:ref/resend`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['invites'],
          summary: `Mail a pending invitation again; its link works 7 more days (${type} admins)`,
          params: PendingInviteParams,
          response: { 200: Resource(PendingInvite), ...errorResponses },
        },
      },
      async (request) => {
        const { id: contextId, ref } = request.params;
        await requireContextAdmin(request, type, contextId);
        const invitation = await findPendingInvitationByRef(app.db, type, contextId, ref);
        if (!invitation) throw notFound();
        const expiresAt = isoIn(INVITE_TTL_SECONDS);
        await auditedWrite(app.db, (trx) => renewInvitation(trx, invitation.id, expiresAt), {
          userId: request.user!.id,
          action: 'invite_resent',
          subjectType: 'invitation',
          subjectId: ref,
          contextType: type,
          contextId,
          changes: { email: invitation.email, expires_at: expiresAt },
        });
        await mailInvitation(request, { ...invitation, expires_at: expiresAt }, type, contextId);
        return { data: pendingInvite({ ...invitation, expires_at: expiresAt }) };
      },
    );

    app.delete(
      `/${segment}/:id/invites/:ref`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['invites'],
          summary: `Withdraw a pending invitation: its link stops working (${type} admins)`,
          params: PendingInviteParams,
          response: { 204: Type.Null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { id: contextId, ref } = request.params;
        await requireContextAdmin(request, type, contextId);
        const invitation = await findPendingInvitationByRef(app.db, type, contextId, ref);
        if (!invitation) throw notFound();
        const withdrawn = await auditedWrite(
          app.db,
          (trx) => deletePendingInvitation(trx, invitation.id),
          (done) =>
            done
              ? {
                  userId: request.user!.id,
                  action: 'invite_withdrawn',
                  subjectType: 'invitation',
                  subjectId: ref,
                  contextType: type,
                  contextId,
                  changes: { email: invitation.email },
                }
              : null,
        );
        if (!withdrawn) throw notFound();
        return reply.status(204).send(null);
      },
    );
  }
};

export default invites;
