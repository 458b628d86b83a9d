import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Id } from '@koers/contract';
import { Type } from '@sinclair/typebox';
import type { ContextType } from '../../db/types.js';
import { contextName } from '../../repositories/invites.js';
import { requireContextAdmin } from '../../services/access.js';
import { auditLogRoutes, fileNameSlug } from './log-routes.js';

const ContextIdParams = Type.Object({ id: Id });

/**
 * The activity log of one school or board (`/api/{ctx}/{id}/audit-log`), for its admins (rank
 * ≥ 15) and super admins; members below that rank get 403, everyone else 404. A board's admins
 * are admins of its schools too, so they may also read each school's own log.
 */
const audit: FastifyPluginAsyncTypebox = async (app) => {
  for (const [segment, type] of [
    ['organisations', 'organisation'],
    ['schools', 'school'],
  ] as Array<[string, ContextType]>) {
    await app.register(
      auditLogRoutes({
        prefix: `/${segment}/:id`,
        tags: ['audit', segment],
        params: ContextIdParams,
        scope: async (request) => {
          const { id } = request.params as { id: number };
          await requireContextAdmin(request, type, id);
          return { kind: 'context', type, id };
        },
        fileName: async (_request, scope) => {
          const name =
            scope.kind === 'context' ? await contextName(app.db, scope.type, scope.id) : undefined;
          return `${fileNameSlug(name ?? type) || type}-activity`;
        },
      }),
    );
  }
};

export default audit;
