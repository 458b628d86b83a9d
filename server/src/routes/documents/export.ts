import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, errorResponses } from '@koers/contract';
import { Type } from '@sinclair/typebox';
import { attachmentDisposition, safeFileName } from '../../lib/content-disposition.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { documentOwnerNames } from '../../repositories/document-export.js';
import { docxBuffer } from '../../services/docx/document.js';
import { loadDocument, requireReadableText } from './access.js';
import { serializeDocument } from './serialize.js';

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A document as a Word file: for everyone who may read it (services/docx/README.md). */
const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.signingSecret;

  app.get(
    '/documents/:id/export.docx',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Documents'],
        summary: 'A document as a Word file (.docx), for everyone who may read it',
        description:
          "Title page (school or board, name, school year), table of contents, numbered headings, the blocks' text with lists, tables and links, attachments by name and contacts; the added words in the request's language.",
        params: IdParams,
        produces: [DOCX_MIME],
        response: { 200: Type.Unknown({ description: 'The .docx bytes.' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const doc = await loadDocument(request, request.params.id);
      const reading = await requireReadableText(request, doc);
      const [document, owner] = await Promise.all([
        serializeDocument(app.db, secret, doc, reading),
        documentOwnerNames(app.db, doc),
      ]);
      const bytes = await docxBuffer({
        ...owner,
        name: doc.name,
        updatedAt: doc.updated_at,
        blocks: document.blocks,
        url: `${publicOrigin(request)}/document/${doc.id}`,
        locale: request.locale,
      });
      return reply
        .type(DOCX_MIME)
        .header(
          'content-disposition',
          attachmentDisposition(safeFileName(doc.name, 'docx', 'document')),
        )
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};

export default exportRoutes;
