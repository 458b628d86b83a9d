import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MessageResponse,
  SSO_TICKET_SECONDS,
  SSO_TRANSACTION_SECONDS,
  SsoCompleteRequest,
  SsoProvidersResponse,
  TokenResponse,
  TwoFactorChallenge,
  ValidationErrorResponse,
  type SsoError,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OidcProviderConfig } from '../../lib/config.js';
import { invalid } from '../../lib/errors.js';
import { publicOrigin } from '../../lib/public-origin.js';
import {
  claimInvitation,
  findOpenInvitationsByEmail,
  upsertMembership,
} from '../../repositories/invites.js';
import { createSsoTicket, takeSsoTicket } from '../../repositories/sso-tickets.js';
import { createUser, findUserByEmail, findUserById } from '../../repositories/users.js';
import { audit, invitationAcceptedEntry } from '../../services/audit.js';
import {
  finishSignIn,
  newTicket,
  SsoFailure,
  startSignIn,
  ticketHash,
  TRANSACTION_COOKIE,
  TRANSACTION_PATH,
  type SsoIdentity,
} from '../../services/sso.js';
import type { ContextType } from '../../db/types.js';
import { afterFirstFactor } from './log-in.js';

/** The app's login page and its unknown-user variant (SPEC §2), where a sign-in comes back to. */
export const LOGIN_PATH = '/authenticatie/inloggen';
export const UNKNOWN_USER_PATH = '/authenticatie/onbekende-gebruiker';

const ProviderParams = Type.Object({ provider: Type.String({ maxLength: 32 }) });

/**
 * Single sign-on with the OpenID Connect providers of the server's environment (OIDC_PROVIDERS,
 * server/README.md). Start and way back are browser navigations, so they answer with redirects,
 * never with an error page: whatever goes wrong, the browser lands on the login page, which says
 * why. Only addresses Koers knows get in: an account, or an invitation that is still open (it
 * then becomes an account with the names the provider gives, and its invitations are accepted).
 */
const sso: FastifyPluginAsyncTypebox = async (app) => {
  const providers = new Map(app.config.oidcProviders.map((p) => [p.id, p]));

  const redirectUri = (request: FastifyRequest, provider: OidcProviderConfig) =>
    `${publicOrigin(request)}${TRANSACTION_PATH}/${provider.id}/callback`;

  const transactionCookie = (request: FastifyRequest, value: string, maxAge: number) =>
    [
      `${TRANSACTION_COOKIE}=${value}`,
      `Path=${TRANSACTION_PATH}`,
      `Max-Age=${maxAge}`,
      'HttpOnly',
      // Sent along when the provider sends the browser back: a top-level GET from another site.
      'SameSite=Lax',
      ...(request.protocol === 'https' ? ['Secure'] : []),
    ].join('; ');

  const refuse = (request: FastifyRequest, reply: FastifyReply, reason: SsoError) =>
    reply
      .header('set-cookie', transactionCookie(request, '', 0))
      .redirect(`${publicOrigin(request)}${LOGIN_PATH}?sso_error=${reason}`, 303);

  app.get(
    '/auth/sso/providers',
    {
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'The single sign-on providers the login page offers (none when not configured)',
        response: { 200: SsoProvidersResponse },
      },
    },
    async () => ({
      data: app.config.oidcProviders.map(({ id, label }) => ({ id, label })),
    }),
  );

  app.get(
    '/auth/sso/:provider/start',
    {
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'Start a sign-in at a provider (a browser navigation: answers with a redirect)',
        description:
          'Redirects to the provider with PKCE, state and nonce, which travel in a short-lived signed cookie. An unknown provider, or one that cannot be reached, redirects to the login page with `sso_error=failed`.',
        params: ProviderParams,
        response: { 303: Type.Null() },
      },
    },
    async (request, reply) => {
      const provider = providers.get(request.params.provider);
      if (!provider) return refuse(request, reply, 'failed');
      try {
        const { url, cookie } = await startSignIn(
          provider,
          redirectUri(request, provider),
          app.config.signingSecret,
        );
        return reply
          .header('set-cookie', transactionCookie(request, cookie, SSO_TRANSACTION_SECONDS))
          .redirect(url, 303);
      } catch (error) {
        request.log.warn({ err: error, provider: provider.id }, 'single sign-on could not start');
        return refuse(request, reply, 'failed');
      }
    },
  );

  app.get(
    '/auth/sso/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'The way back from a provider (a browser navigation: answers with a redirect)',
        description: `Checks the provider's answer and redirects to the login page: with a single-use ticket in the fragment (\`#sso=…\`, ${SSO_TICKET_SECONDS} s) for POST /auth/sso/complete, with \`sso_error\` when it was refused, or to the unknown-user page for an address with neither an account nor an open invitation.`,
        params: ProviderParams,
        querystring: Type.Record(Type.String(), Type.String()),
        response: { 303: Type.Null() },
      },
    },
    async (request, reply) => {
      const provider = providers.get(request.params.provider);
      if (!provider) return refuse(request, reply, 'failed');
      const callbackUrl = new URL(redirectUri(request, provider));
      callbackUrl.search = request.url.includes('?')
        ? request.url.slice(request.url.indexOf('?'))
        : '';
      let identity: SsoIdentity;
      try {
        identity = await finishSignIn(
          provider,
          readCookie(request, TRANSACTION_COOKIE),
          callbackUrl,
          app.config.signingSecret,
        );
      } catch (error) {
        if (!(error instanceof SsoFailure)) throw error;
        if (error.reason === 'failed')
          request.log.warn({ err: error.cause, provider: provider.id }, 'single sign-on failed');
        return refuse(request, reply, error.reason);
      }
      let userId: number | null;
      try {
        userId = await knownUser(request, provider, identity);
      } catch (error) {
        // Another request made the account or took the invitation at the same moment.
        request.log.warn({ err: error, provider: provider.id }, 'single sign-on account failed');
        return refuse(request, reply, 'failed');
      }
      if (userId === null) {
        return reply
          .header('set-cookie', transactionCookie(request, '', 0))
          .redirect(`${publicOrigin(request)}${UNKNOWN_USER_PATH}`, 303);
      }
      const user = await findUserById(app.db, userId);
      if (!user || user.blocked_at !== null) return refuse(request, reply, 'blocked');
      const { ticket, hash } = newTicket();
      await createSsoTicket(app.db, {
        hash,
        userId,
        provider: provider.id,
        mfa: identity.mfa,
        expiresAt: new Date(Date.now() + SSO_TICKET_SECONDS * 1000).toISOString(),
      });
      return reply
        .header('set-cookie', transactionCookie(request, '', 0))
        .redirect(`${publicOrigin(request)}${LOGIN_PATH}#sso=${ticket}`, 303);
    },
  );

  app.post(
    '/auth/sso/complete',
    {
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'Trade the ticket of a single sign-on for the tokens',
        description:
          'The same answer as POST /auth/login: the tokens, or the challenge of the second step when two-step verification applies and the provider did not say it checked a second factor (`amr` with "mfa"). A ticket works once; an unknown, used or expired one is a 422.',
        body: SsoCompleteRequest,
        response: {
          200: Type.Union([TokenResponse, TwoFactorChallenge]),
          422: ValidationErrorResponse,
          429: MessageResponse,
        },
      },
    },
    async (request) => {
      const taken = await takeSsoTicket(app.db, ticketHash(request.body.ticket));
      const user = taken ? await findUserById(app.db, taken.userId) : undefined;
      if (!taken || !user) throw invalid('ticket', 'auth.sso_ticket');
      if (user.blocked_at !== null) throw invalid('ticket', 'auth.blocked');
      return afterFirstFactor(app, request, user, {
        secondFactorDone: taken.mfa,
        changes: { sso: taken.provider, ...(taken.mfa ? { provider_mfa: true } : {}) },
      });
    },
  );

  /**
   * The account of the signed-in address; an address with only open invitations gets its account
   * now, with the provider's names, and joins where it was invited. Null: not known to Koers.
   */
  async function knownUser(
    request: FastifyRequest,
    provider: OidcProviderConfig,
    identity: SsoIdentity,
  ): Promise<number | null> {
    const existing = await findUserByEmail(app.db, identity.email);
    if (existing) return existing.id;
    const invitations = await findOpenInvitationsByEmail(app.db, identity.email);
    if (invitations.length === 0) return null;
    const [localPart = ''] = identity.email.split('@');
    return app.db.transaction().execute(async (trx) => {
      const userId = await createUser(trx, {
        email: identity.email.trim().toLowerCase(),
        first_name: identity.givenName ?? localPart,
        last_name_prefix: null,
        last_name: identity.familyName ?? '',
        password_hash: null,
        admin: 0,
        locale: request.locale,
      });
      for (const invite of invitations) {
        if (!(await claimInvitation(trx, invite.id))) continue;
        const type = invite.invitable_type as ContextType;
        await upsertMembership(trx, type, invite.invitable_id, userId, invite.role_id);
        await audit(
          trx,
          invitationAcceptedEntry(userId, invite, { new_user: true, sso: provider.id }),
        );
      }
      return userId;
    });
  }
};

/** One cookie of the request's Cookie header (no cookie plugin for this one cookie). */
function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export default sso;
