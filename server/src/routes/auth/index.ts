import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LoginRequest,
  MessageResponse,
  TokenResponse,
  TwoFactorChallenge,
  TwoFactorLoginRequest,
  ValidationErrorResponse,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import { invalid, tooManyRequests } from '../../lib/errors.js';
import { findUserByEmail, findUserById } from '../../repositories/users.js';
import { audit } from '../../services/audit.js';
import { dummyPasswordHash, verifyPassword } from '../../services/passwords.js';
import { revokeLogin } from '../../services/sessions.js';
import { ipThrottleKey, throttleKey } from '../../services/throttle.js';
import { proveSecondFactor, readChallenge } from '../../services/two-factor.js';
import { afterFirstFactor, logIn } from './log-in.js';
import sso from './sso.js';

/**
 * Password login, its second step and logout (DESIGN.md §3); single sign-on in sso.ts. Refresh is
 * at /api/oauth/token (routes/oauth).
 */
const auth: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(sso);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        // Public: this is where the access token comes from.
        security: [],
        summary: 'Log in with email and password',
        description:
          'Wrong email and wrong password give the same 422. Every attempt counts before the password is checked: after five per email and IP within a minute without a success, the next get 429 with Retry-After.',
        body: LoginRequest,
        response: {
          200: Type.Union([TokenResponse, TwoFactorChallenge]),
          422: ValidationErrorResponse,
          429: MessageResponse,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const key = throttleKey('login', email, request.ip);
      // Counted before the password is checked, so parallel guesses cannot all get through: per
      // email and IP, and per IP over every address (a password sprayed over many accounts).
      const ipKey = ipThrottleKey(request.ip);
      const ipWait = await app.authIpThrottle.reserve(ipKey);
      if (ipWait > 0) throw tooManyRequests(ipWait);
      const wait = await app.loginThrottle.reserve(key);
      if (wait > 0) throw tooManyRequests(wait);

      const user = await findUserByEmail(app.db, email);
      // Verify against a dummy hash for unknown emails: the same work, so the same timing.
      const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
      if (!user || !user.password_hash || !ok) throw invalid('email', 'auth.failed');
      await app.loginThrottle.clear(key);
      // A success does not count against its address's budget.
      await app.authIpThrottle.release(ipKey);
      // Said only to whoever knows the password: the account's state is no one else's business.
      if (user.blocked_at !== null) throw invalid('email', 'auth.blocked');
      // With two-step verification, no session yet: the code comes first (POST /auth/two-factor).
      return afterFirstFactor(app, request, user);
    },
  );

  app.post(
    '/auth/two-factor',
    {
      schema: {
        tags: ['auth'],
        security: [],
        summary: 'The second step of a login: a code of the app, or a recovery code',
        description:
          'The challenge comes from POST /auth/login and works for five minutes. Codes are counted per user before they are checked: after five wrong ones within a minute, 429 with Retry-After. A code works once; a recovery code too.',
        body: TwoFactorLoginRequest,
        response: { 200: TokenResponse, 422: ValidationErrorResponse, 429: MessageResponse },
      },
    },
    async (request) => {
      const { challenge, ...given } = request.body;
      const userId = readChallenge(challenge, app.config.signingSecret);
      const user = userId === null ? undefined : await findUserById(app.db, userId);
      if (!user) throw invalid('code', 'two_factor.challenge_expired');
      if (user.blocked_at !== null) throw invalid('code', 'auth.blocked');
      const proof = await proveSecondFactor(
        app.db,
        app.loginThrottle,
        app.config.signingSecret,
        user.id,
        given,
      );
      return logIn(app, request, user.id, { changes: { two_factor: proof } });
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.requireUser,
      config: { duringTwoFactorSetup: true },
      schema: {
        tags: ['auth'],
        summary: 'Log out: revokes every token of this login',
        response: { 204: Type.Null(), 401: MessageResponse },
      },
    },
    async (request, reply) => {
      if (request.loginId !== null) await revokeLogin(app.db, request.loginId);
      await audit(app.db, {
        userId: request.user?.id ?? null,
        action: 'logout',
        subjectType: 'user',
        subjectId: request.user?.id ?? null,
      });
      return reply.status(204).send(null);
    },
  );
};

export default auth;
