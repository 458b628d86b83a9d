import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { List, Manual, errorResponses } from '@koers/contract';
import { listManuals } from '../../repositories/manuals.js';

const manualsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/manuals',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Manuals'],
        summary:
          'Every manual (any logged-in user); super admins manage them under /api/admin/manuals',
        response: { 200: List(Manual), 401: errorResponses[401] },
      },
    },
    async () => {
      const manuals = await listManuals(app.db);
      return {
        data: manuals.map(({ id, title, description, content, video_url }) => ({
          id,
          title,
          description,
          content,
          video_url,
        })),
      };
    },
  );
};

export default manualsRoutes;
