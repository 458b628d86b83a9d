import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Document, IdParams, Resource, errorResponses } from '@koers/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { DocumentRow } from '../../db/types.js';
import { encodingFor, isNotModified, ResponseCache } from '../../lib/response-cache.js';
import { isReader } from '../../services/access.js';
import { SIGNED_URL_WINDOW_SECONDS } from '../../storage/signing.js';
import { loadDocument, readableText, requireDocumentReader } from './access.js';
import {
  DOCUMENT_ANSWER_FORM,
  documentExtras,
  serializeDocument,
  type DocumentExtras,
} from './serialize.js';

/**
 * GET /api/documents/{id} with conditional requests (docs/decisions/0103-document-etags.md).
 *
 * The answer carries a weak ETag of everything its bytes depend on, `Cache-Control: private,
 * no-cache` (a browser may keep it but asks every time; no shared cache may keep it), and
 * answers 304 without a body to an If-None-Match that names the current ETag. Deciding that
 * takes the document's row, the caller's access and at most two small reads (adopter, fixed
 * chapters): the blocks are read and serialized only for a 200, and then, per ETag and encoding,
 * once per process (lib/response-cache.ts).
 */

/** What one caller's answer is made of, besides the blocks that the document's version covers. */
export interface DocumentView {
  doc: DocumentRow;
  extras: DocumentExtras;
  reading: Document['reading'];
  /** Whether the caller may write the document (a manager of its context or a super admin). */
  writer: boolean;
  /** The time the file URLs are signed at. */
  now: number;
}

/**
 * The weak ETag of a document's answer to one caller. It hashes:
 *
 * - the form of the answer: the contract's `Document` schema and DOCUMENT_ANSWER_FORM, so that a
 *   new server that answers differently never confirms an old answer;
 * - the signing secret (hashed), since the answer's file URLs are signed with it;
 * - the document's whole row: its version (every write of its blocks raises it, also a board's
 *   change of the board text in it, which writes the school document in the same transaction),
 *   `updated_at`, name, type, period, status, adoption and template columns;
 * - what the answer reads from other rows: the adoption with the adopter's name, and a board
 *   template's fixed chapters;
 * - the caller's view: which text they read (`reading`) and their permission level (reader or
 *   writer), so that an answer kept for one permission level is never confirmed to another;
 * - the window of the signed file URLs (SIGNED_URL_WINDOW_SECONDS): the ETag changes when the URLs
 *   would, so a 304 never keeps a URL alive past its window (each URL stays valid for at least one
 *   more window).
 *
 * It holds nothing that differs between server processes, so any process confirms another's ETag.
 */
export function documentETagger(secret: string): (view: DocumentView) => string {
  const form = createHash('sha256')
    .update(JSON.stringify(Document))
    .update(`\0${DOCUMENT_ANSWER_FORM}\0`)
    .update(createHash('sha256').update(secret).digest())
    .digest();
  return ({ doc, extras, reading, writer, now }) => {
    const hash = createHash('sha256')
      .update(form)
      .update(
        JSON.stringify([
          doc,
          extras,
          reading,
          writer ? 'writer' : 'reader',
          Math.floor(now / 1000 / SIGNED_URL_WINDOW_SECONDS),
        ]),
      )
      .digest('base64url');
    return `W/"${doc.version}-${hash.slice(0, 27)}"`;
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The headers of an answer that may be kept and revalidated: set on the 200 and the 304 only, when
 * nothing can fail any more, because a browser may keep any `private` answer, also an error, and a
 * 304 would then confirm the error. Everything else keeps the API's `no-store`
 * (plugins/security.ts).
 */
function withValidator(reply: FastifyReply, etag: string): FastifyReply {
  return (
    reply
      .header('etag', etag)
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding')
      // The type of the answer; on a 304 it also keeps the page-only security headers off.
      .header('content-type', JSON_TYPE)
  );
}

/**
 * Sends bytes that the route serialized with its own serializer (`reply.serialize`), or no body
 * (a 304): the typed reply of the route accepts only the schema's objects.
 */
const sendBytes = (reply: FastifyReply, body?: Buffer) => reply.send(body);

const readRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.signingSecret;
  const etagOf = documentETagger(secret);
  const cache = new ResponseCache(app.config.responseCacheBytes);

  app.get(
    '/documents/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Documents'],
        summary: 'A document with its blocks and version',
        description:
          'Answers with a weak `ETag` and `Cache-Control: private, no-cache`. With `If-None-Match` naming the current ETag the answer is 304 without a body. The ETag changes with every version of the document and with what else the answer shows (adoption, fixed chapters, the caller’s permission level, the hourly window of the signed file URLs).',
        params: IdParams,
        response: {
          200: Resource(Document),
          304: Type.Null({ description: 'Not modified: the ETag in If-None-Match is current.' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const doc = await loadDocument(request, request.params.id);
      const access = await requireDocumentReader(request, doc);
      const reading = readableText(access, doc);
      const extras = await documentExtras(app.db, doc);
      const now = Date.now();
      const etag = etagOf({ doc, extras, reading, writer: !isReader(access), now });
      if (isNotModified(request.headers['if-none-match'], etag))
        return sendBytes(withValidator(reply.code(304), etag));

      const answer = await cache.body(`document ${etag}`, encodingFor(request.headers), async () =>
        Buffer.from(
          reply.serialize({
            data: await serializeDocument(app.db, secret, doc, reading, { extras, now }),
          }) as string,
        ),
      );
      // A compressed body carries its encoding, so @fastify/compress leaves it as it is; a plain
      // one it compresses as any other answer when the caller accepts that.
      if (answer.encoding !== 'identity') reply.header('content-encoding', answer.encoding);
      withValidator(reply, etag);
      return sendBytes(reply, answer.body);
    },
  );
};

export default readRoutes;
