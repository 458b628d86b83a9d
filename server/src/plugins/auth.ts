import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, unauthenticated } from '../lib/errors.js';
import { precompile } from '../lib/precompiled.js';
import { hashToken } from '../lib/tokens.js';
import type { User } from '../db/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route hook: 401 {message: 'Unauthenticated.'} unless a valid access token came with the request. */
    requireUser(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void;
  }
  interface FastifyRequest {
    /** The users row of a valid `Authorization: Bearer` access token, else null. */
    user: User | null;
    /** The login (token family) of that access token. */
    loginId: number | null;
    /** That login must set up two-step verification before anything else. */
    twoFactorSetup: boolean;
  }
  interface FastifyContextConfig {
    /**
     * The route serves a login that must set up two-step verification first (the set-up itself,
     * the current user, the roles, logging out); every other route answers it 403.
     */
    duringTwoFactorSetup?: boolean;
  }
}

/**
 * Resolves `Authorization: Bearer <access token>` to the user on every /api request. Tokens are
 * opaque; the database keeps their SHA-256 only. Revoked or expired tokens give no user.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('loginId', null);
    app.decorateRequest('twoFactorSetup', false);

    const findByToken = precompile(app.db, 2, (tokenHash: string, now: string) =>
      app.db
        .selectFrom('access_tokens')
        .innerJoin('users', 'users.id', 'access_tokens.user_id')
        .innerJoin('logins', 'logins.id', 'access_tokens.login_id')
        .selectAll('users')
        .select(['access_tokens.login_id', 'logins.two_factor_setup'])
        .where('access_tokens.token_hash', '=', tokenHash)
        .where('access_tokens.revoked_at', 'is', null)
        // Blocking revokes the user's tokens too; this also covers one issued in the same instant.
        .where('users.blocked_at', 'is', null)
        .where('access_tokens.expires_at', '>', now),
    );

    const signIn = (
      request: FastifyRequest,
      rows: Array<User & { login_id: number; two_factor_setup: number }>,
    ) => {
      const row = rows[0];
      if (!row) return;
      const { login_id, two_factor_setup, ...user } = row;
      request.user = user;
      request.loginId = login_id;
      request.twoFactorSetup = two_factor_setup === 1;
    };

    // Callback-style hooks: on SQLite the token is usually read synchronously, and then the
    // request goes on without a promise (two async hooks cost a measurable share of a short route).
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers.authorization;
      if (!header || !request.url.startsWith('/api/')) return done();
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) return done();
      const tokenHash = hashToken(match[1]);
      const now = new Date().toISOString();
      const rows = findByToken.now(tokenHash, now);
      if (rows) {
        signIn(request, rows);
        return done();
      }
      findByToken(tokenHash, now).then(
        (found) => {
          signIn(request, found);
          done();
        },
        (error: Error) => done(error),
      );
    });

    app.decorate(
      'requireUser',
      (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
        if (!request.user) return done(unauthenticated());
        if (request.twoFactorSetup && !request.routeOptions.config.duringTwoFactorSetup)
          return done(
            new HttpError(
              403,
              'two_factor.setup_required',
              {},
              { error: 'two_factor_setup_required' },
            ),
          );
        done();
      },
    );
  },
  { name: 'auth', dependencies: ['db'] },
);
