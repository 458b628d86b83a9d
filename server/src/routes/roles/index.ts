import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { List, MessageResponse, Role } from '@koers/contract';
import { listRoles } from '../../repositories/roles.js';

/** GET /api/roles: every role with its rank (the app maps access.role_id to a rank, SPEC §6). */
const roles: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/roles',
    {
      onRequest: app.requireUser,
      config: { duringTwoFactorSetup: true },
      schema: {
        tags: ['roles'],
        summary: 'Roles and their ranks',
        response: { 200: List(Role), 401: MessageResponse },
      },
    },
    async () => ({ data: await listRoles(app.db) }),
  );
};

export default roles;
