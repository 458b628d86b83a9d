import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSuperAdmin } from '../../services/access.js';
import audit from './audit.js';
import manuals from './manuals.js';
import organisations from './organisations.js';
import schools from './schools.js';
import users from './users.js';

/**
 * The super admin's environment (SPEC §2 admin tabs), mounted at `/api/admin`. One hook guards
 * the whole subtree: every route registered here answers 401 to anonymous callers and 403 to
 * everyone but a super admin, before its body is even validated. The plugin is encapsulated (no
 * fastify-plugin), so the hook does not leak to routes outside it.
 */
const admin: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.addHook('onRequest', async (request) => {
    requireSuperAdmin(request);
  });
  await app.register(organisations);
  await app.register(schools);
  await app.register(users);
  await app.register(manuals);
  await app.register(audit);
};

export default admin;
