import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ForgotPasswordRequest,
  MessageResponse,
  ResetPasswordRequest,
  ValidationErrorResponse,
} from '@koers/contract';
import { invalid, tooManyRequests } from '../../lib/errors.js';
import { translate } from '../../lib/messages.js';
import { publicOrigin } from '../../lib/public-origin.js';
import {
  consumePasswordReset,
  createPasswordReset,
  usablePasswordReset,
} from '../../repositories/auth.js';
import {
  displayName,
  findUserByEmail,
  normaliseEmail,
  updateUser,
} from '../../repositories/users.js';
import { audit, auditedWrite } from '../../services/audit.js';
import { assertAcceptablePassword, hashPassword } from '../../services/passwords.js';
import { revokeAllLogins } from '../../services/sessions.js';
import { ipThrottleKey, throttleKey } from '../../services/throttle.js';

/** The app's reset screen (SPEC §2). */
export const RESET_PATH = '/authenticatie/wachtwoord-opnieuw-instellen';

/** Forgot and reset password (DESIGN.md §3). */
const password: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/password/forgot',
    {
      schema: {
        tags: ['auth'],
        // Public: for someone who cannot log in.
        security: [],
        summary: 'Mail a reset link',
        description:
          'Always the same 200 answer, whether or not an account exists (no user enumeration).',
        body: ForgotPasswordRequest,
        response: { 200: MessageResponse, 422: ValidationErrorResponse, 429: MessageResponse },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      // Every request counts, known email or not, so the throttle reveals nothing either.
      const key = throttleKey('forgot', email, request.ip);
      const ipWait = await app.authIpThrottle.reserve(ipThrottleKey(request.ip));
      if (ipWait > 0) throw tooManyRequests(ipWait);
      const wait = await app.loginThrottle.reserve(key);
      if (wait > 0) throw tooManyRequests(wait);

      const user = await findUserByEmail(app.db, email);
      // A blocked account gets no mail (the answer is the same, as for an unknown address).
      if (user && user.blocked_at === null) {
        const token = await createPasswordReset(app.db, user.email);
        const url = `${publicOrigin(request)}${RESET_PATH}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
        // The mail goes out in the user's own language when they chose one.
        const locale = user.locale === 'nl' || user.locale === 'en' ? user.locale : request.locale;
        await app.mailer.send({
          to: user.email,
          subject: translate(locale, 'mail.reset.subject'),
          text: translate(locale, 'mail.reset.text', { name: displayName(user), url }),
        });
        await audit(app.db, {
          userId: user.id,
          action: 'password_reset_requested',
          subjectType: 'user',
          subjectId: user.id,
        });
      }
      return { message: request.t('passwords.sent') };
    },
  );

  app.post(
    '/password/reset',
    {
      schema: {
        tags: ['auth'],
        // Public: the mailed token is the credential.
        security: [],
        summary: 'Choose a new password with the mailed token',
        description: 'Ends every login of the user.',
        body: ResetPasswordRequest,
        response: { 200: MessageResponse, 422: ValidationErrorResponse, 429: MessageResponse },
      },
    },
    async (request) => {
      const { token, password: newPassword, password_confirmation } = request.body;
      const email = normaliseEmail(request.body.email);
      // Every try counts against the address's budget; a made-up token costs no hash: it is
      // checked first, and the password is hashed only for a token that can be used.
      const ipKey = ipThrottleKey(request.ip);
      const ipWait = await app.authIpThrottle.reserve(ipKey);
      if (ipWait > 0) throw tooManyRequests(ipWait);
      const user = await findUserByEmail(app.db, email);
      if (!user || !(await usablePasswordReset(app.db, email, token)))
        throw invalid('email', 'passwords.token');
      assertAcceptablePassword(newPassword, password_confirmation);
      const passwordHash = await hashPassword(newPassword);
      const done = await auditedWrite(
        app.db,
        async (trx) => {
          if (!(await consumePasswordReset(trx, email, token))) return false;
          await updateUser(trx, user.id, { password_hash: passwordHash });
          return true;
        },
        (reset) =>
          reset
            ? { userId: user.id, action: 'password_reset', subjectType: 'user', subjectId: user.id }
            : null,
      );
      if (!done) throw invalid('email', 'passwords.token');
      await app.authIpThrottle.release(ipKey);
      await revokeAllLogins(app.db, user.id);
      return { message: request.t('passwords.reset') };
    },
  );
};

export default password;
