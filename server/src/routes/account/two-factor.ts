import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DisableTwoFactorRequest,
  errorResponses,
  RecoveryCodes,
  Resource,
  TwoFactorCodeRequest,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { invalid, unauthenticated } from '../../lib/errors.js';
import {
  enableTwoFactor,
  findTwoFactor,
  replaceRecoveryCodes,
  setUpDone,
  storePendingSecret,
  twoFactorStatus,
  disableTwoFactor,
} from '../../repositories/two-factor.js';
import { auditedWrite } from '../../services/audit.js';
import { verifyPassword } from '../../services/passwords.js';
import {
  checkCode,
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newSecret,
  proveSecondFactor,
} from '../../services/two-factor.js';

const tags = ['account'];

/**
 * One's own two-step verification (docs/decisions, "Two-step verification"): set up with a QR
 * code and a first code, recovery codes shown once (and renewed with a code), turned off with the
 * password and a code.
 */
const twoFactor: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.signingSecret;
  const userOf = (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    return request.user;
  };
  const newCodes = async (userId: number, trx: Parameters<typeof replaceRecoveryCodes>[0]) => {
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(
      trx,
      userId,
      codes.map((code) => hashRecoveryCode(code, secret)),
    );
    return codes;
  };

  app.get(
    '/users/current/two-factor',
    {
      onRequest: app.requireUser,
      config: { duringTwoFactorSetup: true },
      schema: {
        tags,
        summary: 'Whether your two-step verification is on, and how many recovery codes are left',
        response: { 200: Resource(TwoFactorStatus), ...errorResponses },
      },
    },
    async (request) => ({ data: await twoFactorStatus(app.db, userOf(request).id) }),
  );

  app.post(
    '/users/current/two-factor/setup',
    {
      onRequest: app.requireUser,
      config: { duringTwoFactorSetup: true },
      schema: {
        tags,
        summary: 'Start setting up two-step verification: a new secret and its QR code',
        description:
          'The secret becomes the account’s only when a code of it is confirmed (POST …/two-factor); a new set-up replaces an unfinished one. 422 when it is on already.',
        response: { 200: Resource(TwoFactorSetup), ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      if ((await findTwoFactor(app.db, user.id))?.secret)
        throw invalid('code', 'two_factor.already_on');
      const setup = await newSecret(user.email);
      await storePendingSecret(app.db, user.id, encryptSecret(setup.secret, secret));
      return { data: setup };
    },
  );

  app.post(
    '/users/current/two-factor',
    {
      onRequest: app.requireUser,
      config: { duringTwoFactorSetup: true },
      schema: {
        tags,
        summary: 'Turn two-step verification on with a code of the secret being set up',
        description: 'Answers the 10 recovery codes, once: only their hashes are kept.',
        body: TwoFactorCodeRequest,
        response: { 200: Resource(RecoveryCodes), ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      const row = await findTwoFactor(app.db, user.id);
      if (row?.secret) throw invalid('code', 'two_factor.already_on');
      if (!row?.pending_secret) throw invalid('code', 'two_factor.not_set_up');
      const step = await checkCode(
        decryptSecret(row.pending_secret, secret),
        request.body.code,
        null,
      );
      if (step === null) throw invalid('code', 'two_factor.code_invalid');
      const codes = await auditedWrite(
        app.db,
        async (trx) => {
          await enableTwoFactor(trx, user.id, step);
          // A login that had to set it up may now do everything else.
          await setUpDone(trx, user.id);
          return newCodes(user.id, trx);
        },
        {
          userId: user.id,
          action: 'two_factor_changed',
          subjectType: 'user',
          subjectId: user.id,
          changes: { enabled: true },
        },
      );
      return { data: { recovery_codes: codes } };
    },
  );

  app.post(
    '/users/current/two-factor/recovery-codes',
    {
      onRequest: app.requireUser,
      config: { duringTwoFactorSetup: true },
      schema: {
        tags,
        summary: 'New recovery codes for a code of the app (the old ones stop working)',
        body: TwoFactorCodeRequest,
        response: { 200: Resource(RecoveryCodes), ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      await proveSecondFactor(app.db, app.loginThrottle, secret, user.id, request.body);
      const codes = await auditedWrite(app.db, (trx) => newCodes(user.id, trx), {
        userId: user.id,
        action: 'two_factor_changed',
        subjectType: 'user',
        subjectId: user.id,
        changes: { recovery_codes_renewed: true },
      });
      return { data: { recovery_codes: codes } };
    },
  );

  app.delete(
    '/users/current/two-factor',
    {
      onRequest: app.requireUser,
      config: { duringTwoFactorSetup: true },
      schema: {
        tags,
        summary: 'Turn two-step verification off with your password and a code',
        body: DisableTwoFactorRequest,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { current_password, ...given } = request.body;
      if (!(await verifyPassword(user.password_hash, current_password)))
        throw invalid('current_password', 'validation.password_current');
      await proveSecondFactor(app.db, app.loginThrottle, secret, user.id, given);
      await auditedWrite(app.db, (trx) => disableTwoFactor(trx, user.id), {
        userId: user.id,
        action: 'two_factor_changed',
        subjectType: 'user',
        subjectId: user.id,
        changes: { enabled: false },
      });
      return reply.status(204).send(null);
    },
  );
};

export default twoFactor;
