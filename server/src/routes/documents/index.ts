import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BoardTextResponse,
  ConflictResponse,
  ContextParams,
  CreateDocumentBody,
  Document,
  DocumentAdoptedResponse,
  DocumentSummary,
  IdParams,
  List,
  MessageResponse,
  PutBlocksBody,
  Resource,
  UpdateDocumentBody,
  contextTypeOfSegment,
  errorResponses,
  type BlockInput,
} from '@koers/contract';
import { TEMPLATE_DOCUMENT_ID } from '@koers/contract/constants';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { DocumentRow } from '../../db/types.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import { offeredTemplates } from '../../repositories/board-text.js';
import {
  createDocument,
  deleteDocument,
  copyBlocks,
  findDocument,
  listDocuments,
  NO_BOARD_LINK,
  replaceBlocks,
  updateDocument,
  type BlockWrite,
} from '../../repositories/documents.js';
import { recordSave } from '../../repositories/document-history.js';
import { isPeriodOfSchool } from '../../repositories/periods.js';
import {
  isReader,
  requireManager,
  requireMember,
  requireOrganisationReader,
} from '../../services/access.js';
import { audit, auditedWrite } from '../../services/audit.js';
import {
  boardLinksForCopy,
  releaseBoardText,
  requireBoardTextKept,
  syncFromTemplate,
} from '../../services/board-text.js';
import { contextOf, loadDocument, requireDocumentWriter, requireEditableText } from './access.js';
import { toStoredBlocks } from '../../services/block-content.js';
import changesRoutes from './changes.js';
import exportRoutes from './export.js';
import historyRoutes from './history.js';
import statusRoutes from './status.js';
import presenceRoutes from './presence.js';
import readRoutes from './read.js';
import templateRoutes from './templates.js';
import { documentSummary, serializeDocument } from './serialize.js';

const tags = ['Documents'];

/** A school document may belong to one of that school's periods; other documents to none. */
async function checkPeriod(
  request: FastifyRequest,
  contextType: string,
  contextId: number | null,
  periodId: number | null | undefined,
) {
  if (periodId === undefined || periodId === null) return;
  const ofSchool =
    contextType === 'school' &&
    contextId !== null &&
    (await isPeriodOfSchool(request.server.db, periodId, contextId));
  if (!ofSchool) throw invalid('period_id', 'validation.exists');
}

/** The blocks of a PUT as stored rows (services/block-content.ts), keeping the ids they name. */
async function toBlockWrites(
  request: FastifyRequest,
  doc: DocumentRow,
  blocks: BlockInput[],
): Promise<BlockWrite[]> {
  const stored = await toStoredBlocks(
    request.server.db,
    request.server.sanitizer,
    doc,
    request.user!,
    blocks.map((block, index) => ({ block, field: `blocks.${index}` })),
  );
  return stored.map((content, index) => ({
    id: blocks[index]!.id,
    uid: blocks[index]!.uid,
    ...content,
  }));
}

const documentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.signingSecret;
  // GET /documents/:id, with its ETag and the cache of its answers.
  await app.register(readRoutes);
  await app.register(changesRoutes);
  await app.register(presenceRoutes);
  await app.register(exportRoutes);
  await app.register(historyRoutes);
  await app.register(statusRoutes);
  await app.register(templateRoutes);

  app.get(
    '/:ctx/:id/documents',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A context's documents (without blocks)",
        params: ContextParams,
        response: { 200: List(DocumentSummary), ...errorResponses },
      },
    },
    async (request) => {
      const { ctx, id } = request.params;
      const access =
        ctx === 'organisations'
          ? await requireOrganisationReader(request, id)
          : await requireMember(request, 'school', id);
      const forReaders = isReader(access);
      const docs = await listDocuments(app.db, contextTypeOfSegment(ctx), id, forReaders);
      return { data: docs.map((doc) => documentSummary(doc, forReaders)) };
    },
  );

  app.post(
    '/:ctx/:id/documents',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Create a document in a context (managers)',
        params: ContextParams,
        body: CreateDocumentBody,
        response: { 201: Resource(Document), ...errorResponses },
      },
    },
    async (request, reply) => {
      const contextType = contextTypeOfSegment(request.params.ctx);
      const contextId = request.params.id;
      const access = await requireManager(request, contextType, contextId);
      const { name, type = 'plan', period_id = null, from_template = false } = request.body;
      await checkPeriod(request, contextType, contextId, period_id);
      // `from_template` is the Koers template; `template_id` one of the templates offered here.
      // The Koers template is not readable by managers, but starting a plan from it is what it
      // is for; a board's template is readable by the managers of its schools.
      const templateId = request.body.template_id ?? (from_template ? TEMPLATE_DOCUMENT_ID : null);
      const offered =
        templateId === null
          ? false
          : (await offeredTemplates(app.db, access.organisationId)).some(
              (t) => t.id === templateId,
            );
      if (templateId !== null && !offered && request.body.template_id != null)
        throw invalid('template_id', 'validation.invalid');
      const doc = await auditedWrite(
        app.db,
        async (trx) => {
          const template = offered ? await findDocument(trx, templateId!) : undefined;
          const created = await createDocument(trx, {
            documentable_type: contextType,
            documentable_id: contextId,
            name,
            type,
            period_id,
            template_id: template?.id ?? null,
          });
          if (template) {
            // A school's document from its board's template: the fixed chapters are board text.
            const links = await boardLinksForCopy(trx, template, created);
            await copyBlocks(trx, template.id, created.id, links ?? (() => NO_BOARD_LINK));
          }
          await recordSave(trx, {
            documentId: created.id,
            version: created.version,
            userId: request.user!.id,
            kind: 'created',
            full: true,
          });
          return created;
        },
        (created) => ({
          userId: request.user!.id,
          action: 'created',
          subjectType: 'document',
          subjectId: created.id,
          contextType,
          contextId,
          changes: { name, type, period_id, from_template, template_id: created.template_id },
        }),
      );
      return reply.status(201).send({ data: await serializeDocument(app.db, secret, doc) });
    },
  );

  app.patch(
    '/documents/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Rename a document, change its type or period (the context's managers)",
        params: IdParams,
        body: UpdateDocumentBody,
        response: { 200: Resource(Document), ...errorResponses },
      },
    },
    async (request) => {
      const doc = await loadDocument(request, request.params.id);
      await requireDocumentWriter(request, doc);
      // Only these columns: a body never names what it may not change (documentable_*, version).
      const patch = pickKnown(request.body, UpdateDocumentBody);
      if (patch.period_id !== undefined)
        await checkPeriod(request, doc.documentable_type, doc.documentable_id, patch.period_id);
      const updated = await auditedWrite(app.db, (trx) => updateDocument(trx, doc.id, patch), {
        userId: request.user!.id,
        action: 'updated',
        subjectType: 'document',
        subjectId: doc.id,
        ...contextOf(doc),
        changes: patch,
      });
      if (!updated) throw notFound();
      return { data: await serializeDocument(app.db, secret, updated) };
    },
  );

  app.delete(
    '/documents/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Delete a document and its blocks (the context's managers; never the template)",
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const doc = await loadDocument(request, request.params.id);
      await requireDocumentWriter(request, doc);
      // The admin sidebar links to the template by its fixed id; it can be emptied, not removed.
      if (doc.documentable_type === 'template') throw forbidden();
      const user = request.user!;
      await auditedWrite(
        app.db,
        async (trx) => {
          // The schools keep the board text of a deleted template as their own text.
          await releaseBoardText(trx, doc, user.id);
          return deleteDocument(trx, doc.id);
        },
        {
          userId: request.user!.id,
          action: 'deleted',
          subjectType: 'document',
          subjectId: doc.id,
          ...contextOf(doc),
          changes: { name: doc.name },
        },
      );
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/documents/:id/blocks',
    {
      onRequest: app.requireUser,
      // A long plan document (up to DOCUMENT_LIMITS.blocks) is far larger than other requests.
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Replace all blocks of a document, if `version` is still the current one',
        description:
          'Compare-and-swap on `version`: a stale version gets 409 with the current document (blocks included) and writes nothing.',
        params: IdParams,
        body: PutBlocksBody,
        response: {
          200: Resource(Document),
          409: Type.Union([ConflictResponse(Document), DocumentAdoptedResponse, BoardTextResponse]),
          ...errorResponses,
          413: MessageResponse,
        },
      },
    },
    async (request) => {
      const doc = await loadDocument(request, request.params.id);
      await requireDocumentWriter(request, doc);
      requireEditableText(doc);
      const writes = await toBlockWrites(request, doc, request.body.blocks);
      await requireBoardTextKept(app.db, doc, writes);
      const written = await replaceBlocks(
        app.db,
        doc.id,
        request.body.version,
        writes,
        async (trx, version) => {
          await audit(trx, {
            userId: request.user!.id,
            action: 'updated',
            subjectType: 'document',
            subjectId: doc.id,
            ...contextOf(doc),
            changes: { version, blocks: writes.length },
          });
          await syncFromTemplate(trx, doc, request.user!.id);
          // Read back inside the transaction: the answer is exactly the version this write made.
          const row = await findDocument(trx, doc.id);
          return serializeDocument(trx, secret, row!);
        },
        request.user!.id,
      );
      if (written.ok && written.result) return { data: written.result };
      const current = await findDocument(app.db, doc.id);
      if (!current) throw notFound();
      throw conflict(await serializeDocument(app.db, secret, current));
    },
  );
};

export default documentsRoutes;
