import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Document,
  IdParams,
  Resource,
  UpdateDocumentStatusBody,
  errorResponses,
} from '@koers/contract';
import { invalid, notFound } from '../../lib/errors.js';
import { createVersion } from '../../repositories/document-history.js';
import { findDocument, updateDocument } from '../../repositories/documents.js';
import { auditedWrite } from '../../services/audit.js';
import { syncDocument } from '../../services/board-text.js';
import { contextOf, loadDocument, requireDocumentWriter } from './access.js';
import { serializeDocument } from './serialize.js';

/** The name of the version an adoption makes; the app shows it with the adoption's date. */
export const ADOPTED_VERSION_NAME = 'Vastgesteld';

/**
 * A document's status (docs/decisions, "Readers never see a concept"): concept and
 * ter_bespreking go back and forth; either becomes vastgesteld, which records the adoption and
 * names the version; a vastgesteld document becomes a concept again to be rewritten ("Nieuwe
 * versie maken"), keeping its last adoption for readers and print.
 */
const statusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.signingSecret;

  app.put(
    '/documents/:id/status',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Documents'],
        summary: "Change a document's status (the context's managers)",
        description:
          'concept ↔ ter_bespreking; either → vastgesteld (records the date, who and the optional `note`, and names the version); vastgesteld → concept starts a new version. A vastgesteld document is read-only (409 `document_adopted` on writes). Audited as `status_changed`.',
        params: IdParams,
        body: UpdateDocumentStatusBody,
        response: { 200: Resource(Document), ...errorResponses },
      },
    },
    async (request) => {
      const doc = await loadDocument(request, request.params.id);
      await requireDocumentWriter(request, doc);
      const user = request.user!;
      const { status } = request.body;
      const note = request.body.note?.trim() || null;
      if (status === doc.status) throw invalid('status', 'validation.invalid');
      if (doc.status === 'vastgesteld' && status !== 'concept')
        throw invalid('status', 'documents.status_transition');
      if (note !== null && status !== 'vastgesteld') throw invalid('note', 'validation.invalid');
      const updated = await auditedWrite(
        app.db,
        async (trx) => {
          const current = await findDocument(trx, doc.id);
          if (!current) throw notFound();
          const now = new Date().toISOString();
          const adoption =
            status === 'vastgesteld'
              ? {
                  adopted_at: now,
                  adopted_by: user.id,
                  adoption_note: note,
                  adopted_version: current.version,
                }
              : {};
          if (status === 'vastgesteld')
            await createVersion(trx, {
              document_id: doc.id,
              version: current.version,
              name: ADOPTED_VERSION_NAME,
              kind: 'adopted',
              note,
              created_by: user.id,
            });
          const row = await updateDocument(trx, doc.id, { status, ...adoption });
          if (!row) throw notFound();
          // An adopted school document did not follow its board's text: a new concept does.
          if (doc.status === 'vastgesteld' && (await syncDocument(trx, row, user.id)) !== null)
            return (await findDocument(trx, doc.id))!;
          return row;
        },
        (row) => ({
          userId: user.id,
          action: 'status_changed',
          subjectType: 'document',
          subjectId: doc.id,
          ...contextOf(doc),
          changes: {
            from: doc.status,
            to: status,
            ...(status === 'vastgesteld' ? { note, version: row.adopted_version } : {}),
          },
        }),
      );
      return { data: await serializeDocument(app.db, secret, updated) };
    },
  );
};

export default statusRoutes;
