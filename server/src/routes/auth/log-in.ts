import { TWO_FACTOR_CHALLENGE_SECONDS, type TwoFactorChallenge } from '@koers/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../db/types.js';
import { twoFactorEnabled, twoFactorRequired } from '../../repositories/two-factor.js';
import { audit } from '../../services/audit.js';
import { startLogin, type TokenPair } from '../../services/sessions.js';
import { signChallenge } from '../../services/two-factor.js';

/** Starts the session of a user who proved who they are, and logs it. */
export async function logIn(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  {
    changes,
    twoFactorSetup = false,
  }: { changes?: Record<string, unknown>; twoFactorSetup?: boolean } = {},
): Promise<TokenPair> {
  const pair = await startLogin(app.db, userId, app.config, {
    userAgent: request.headers['user-agent'] ?? null,
    ip: request.ip,
    twoFactorSetup,
  });
  await audit(app.db, {
    userId,
    action: 'login',
    subjectType: 'user',
    subjectId: userId,
    ...(changes ? { changes } : {}),
  });
  return pair;
}

/**
 * After the first factor (a password, or a provider's sign-in): with two-step verification on,
 * the challenge of the second step instead of a session; a user who must use it but has not set
 * it up gets a session that can only do that. A provider that checked a second factor itself
 * (`secondFactorDone`) counts as the second step.
 */
export async function afterFirstFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Pick<User, 'id' | 'admin'>,
  {
    secondFactorDone = false,
    changes,
  }: { secondFactorDone?: boolean; changes?: Record<string, unknown> } = {},
): Promise<TokenPair | TwoFactorChallenge> {
  if (!secondFactorDone && (await twoFactorEnabled(app.db, user.id))) {
    return {
      two_factor_required: true as const,
      challenge: signChallenge(user.id, app.config.signingSecret),
      expires_in: TWO_FACTOR_CHALLENGE_SECONDS,
    };
  }
  const twoFactorSetup =
    !secondFactorDone &&
    (await twoFactorRequired(app.db, user, app.config.requireTwoFactorForSuperAdmins));
  return logIn(app, request, user.id, { twoFactorSetup, ...(changes ? { changes } : {}) });
}
