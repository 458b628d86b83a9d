import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DocumentPresence, IdParams, Resource, errorResponses } from '@koers/contract';
import { DOCUMENT_PRESENCE } from '@koers/contract/constants';
import { Type } from '@sinclair/typebox';
import { leavePresence, presentEditors, touchPresence } from '../../repositories/presence.js';
import { displayName } from '../../repositories/users.js';
import { loadDocument, requireDocumentWriter } from './access.js';

const tags = ['Documents'];

/**
 * Presence in a document's edit mode (docs/decisions, "Who else is editing: presence in the
 * database"): an editing client sends a heartbeat and learns who else is editing. Only those who
 * may edit the document take part. A heartbeat is not audited: it changes no content, and
 * expires by itself.
 */
const presenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/documents/:id/presence',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Heartbeat of an editing client: who else has the document open in edit mode',
        description: `Send every ${DOCUMENT_PRESENCE.heartbeatSeconds} s while the document is in edit mode; others count as present for ${DOCUMENT_PRESENCE.expiresSeconds} s after their last heartbeat. Writers of the document only (as POST …/changes). No body.`,
        params: IdParams,
        response: { 200: Resource(DocumentPresence), ...errorResponses },
      },
    },
    async (request) => {
      const doc = await loadDocument(request, request.params.id);
      await requireDocumentWriter(request, doc);
      const user = request.user!;
      const now = Date.now();
      await touchPresence(app.db, doc.id, user.id, now);
      const editors = await presentEditors(app.db, doc.id, user.id, now);
      return {
        data: {
          version: doc.version,
          editors: editors.map((e) => ({
            id: e.user_id,
            name: displayName(e),
            seen_at: e.seen_at,
          })),
          heartbeat_seconds: DOCUMENT_PRESENCE.heartbeatSeconds,
          expires_seconds: DOCUMENT_PRESENCE.expiresSeconds,
        },
      };
    },
  );

  app.delete(
    '/documents/:id/presence',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Leave the edit mode of a document (ends the presence at once)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const doc = await loadDocument(request, request.params.id);
      await requireDocumentWriter(request, doc);
      await leavePresence(app.db, doc.id, request.user!.id);
      return reply.status(204).send(null);
    },
  );
};

export default presenceRoutes;
