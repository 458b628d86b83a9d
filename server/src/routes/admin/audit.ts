import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditLogRoutes } from '../audit/log-routes.js';

/**
 * `/api/admin/audit-log`: the activity log of the whole installation (every context and the
 * account events), for super admins (the admin subtree's hook checks that).
 */
const audit: FastifyPluginAsyncTypebox = auditLogRoutes({
  prefix: '',
  tags: ['admin', 'audit'],
  scope: async () => ({ kind: 'all' }),
  fileName: () => 'koers-activity',
});

export default audit;
