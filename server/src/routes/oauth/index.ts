import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OAuthErrorResponse, RefreshTokenRequest, TokenResponse } from '@koers/contract';
import { HttpError } from '../../lib/errors.js';
import type { MessageKey } from '../../lib/messages.js';
import { rotateRefreshToken } from '../../services/sessions.js';

/** The one client the app is (SPEC §9: refresh client id '1'). */
const CLIENT_ID = '1';

const oauthError = (status: number, error: string, key: MessageKey, description: string) =>
  new HttpError(status, key, {}, { error, error_description: description });

/**
 * `POST /api/oauth/token`: refresh-token grant with rotation (SPEC §7, DESIGN §3). The password
 * grant is not offered (RFC 9700 §2.4); logging in is POST /api/auth/login.
 */
const oauth: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/oauth/token',
    {
      schema: {
        tags: ['auth'],
        // Public: the refresh token in the body is the credential.
        security: [],
        summary: 'Exchange a refresh token for a new token pair (rotation)',
        description:
          'The used refresh token is revoked. Presenting an already rotated refresh token revokes every token of that login.',
        body: RefreshTokenRequest,
        response: { 200: TokenResponse, 400: OAuthErrorResponse, 401: OAuthErrorResponse },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.grant_type !== 'refresh_token') {
        throw oauthError(
          400,
          'unsupported_grant_type',
          'auth.grant_unsupported',
          'The authorization grant type is not supported by the authorization server.',
        );
      }
      const secret = app.config.oauthClientSecret;
      if (
        String(body.client_id ?? '') !== CLIENT_ID ||
        (secret !== null && body.client_secret !== secret)
      ) {
        throw oauthError(
          401,
          'invalid_client',
          'auth.client_invalid',
          'Client authentication failed.',
        );
      }
      if (!body.refresh_token) {
        throw oauthError(
          401,
          'invalid_request',
          'auth.refresh_invalid',
          'The refresh token is invalid.',
        );
      }
      const outcome = await rotateRefreshToken(app.db, body.refresh_token, app.config);
      if (!outcome.ok) {
        if (outcome.reuse) request.log.warn('refresh token reused: login revoked');
        throw oauthError(
          401,
          'invalid_request',
          'auth.refresh_invalid',
          'The refresh token is invalid.',
        );
      }
      return outcome.pair;
    },
  );
};

export default oauth;
