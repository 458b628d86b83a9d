import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompareQuery,
  CreateVersionBody,
  Document,
  DocumentAdoptedResponse,
  DocumentAtVersion,
  DocumentComparison,
  DocumentVersion,
  HistoryPage,
  HistoryQuery,
  IdParams,
  List,
  Resource,
  VersionParams,
  errorResponses,
  type BlockDiff,
  type HistoryEntry,
} from '@koers/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, DocumentRow } from '../../db/types.js';
import { invalid, notFound } from '../../lib/errors.js';
import { applyChanges } from '../../repositories/block-changes.js';
import {
  blocksAt,
  createVersion,
  findSave,
  groupSaves,
  listSaves,
  listVersions,
} from '../../repositories/document-history.js';
import { findDocument, readBlocks } from '../../repositories/documents.js';
import { auditedWrite } from '../../services/audit.js';
import { syncFromTemplate, withoutBoardText } from '../../services/board-text.js';
import { changesToRestore, compareBlocks } from '../../services/document-history.js';
import { contextOf, loadDocument, requireDocumentWriter, requireEditableText } from './access.js';
import {
  contentResolver,
  editorOf,
  serializeDocument,
  serializeStoredBlocks,
} from './serialize.js';

const tags = ['Document history'];

type Db = Kysely<Database> | Transaction<Database>;

/** Saves read per history page: enough for 50 entries of busy writing. */
const SAVES_PER_PAGE = 500;
const ENTRIES_PER_PAGE = 50;

const entryOf = (rows: ReturnType<typeof groupSaves>[number]): HistoryEntry => ({
  version: rows.last.version,
  first_version: rows.first.version,
  saves: rows.saves,
  kind: rows.last.kind,
  author: editorOf(rows.last.user_id, rows.last),
  started_at: rows.first.saved_at,
  saved_at: rows.last.saved_at,
});

/** A version this document's history holds, or a 404 (before history began, or never made). */
async function requireSave(db: Db, documentId: number, version: number) {
  const save = await findSave(db, documentId, version);
  if (!save) throw notFound();
  return save;
}

/**
 * A document's history (docs/decisions, "A document's history is a log of block revisions"):
 * for the managers of its context, as editing is.
 */
const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.signingSecret;

  app.get(
    '/documents/:id/history',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A document's history entries, newest first (its managers)",
        description:
          'Saves by one person within DOCUMENT_HISTORY.entryMinutes make one entry; restores and the baseline stand alone. Page on with `before` = `next_before`.',
        params: IdParams,
        querystring: HistoryQuery,
        response: { 200: HistoryPage, ...errorResponses },
      },
    },
    async (request) => {
      const doc = await loadDocument(request, request.params.id);
      await requireDocumentWriter(request, doc);
      const saves = await listSaves(app.db, doc.id, request.query.before, SAVES_PER_PAGE + 1);
      const more = saves.length > SAVES_PER_PAGE;
      const groups = groupSaves(saves.slice(0, SAVES_PER_PAGE));
      // The oldest group may go on among older saves: it waits for the next page, unless it is
      // the only one (then it is cut rather than never shown).
      if (more && groups.length > 1) groups.pop();
      const page = groups.slice(0, ENTRIES_PER_PAGE);
      const done = !more && page.length === groups.length;
      return {
        data: page.map(entryOf),
        next_before: done || page.length === 0 ? null : page[page.length - 1]!.first.version,
      };
    },
  );

  app.get(
    '/documents/:id/versions',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A document's named versions, newest first (its managers)",
        params: IdParams,
        response: { 200: List(DocumentVersion), ...errorResponses },
      },
    },
    async (request) => {
      const doc = await loadDocument(request, request.params.id);
      await requireDocumentWriter(request, doc);
      const rows = await listVersions(app.db, doc.id);
      return {
        data: rows.map((row) => ({
          id: row.id,
          version: row.version,
          name: row.name,
          kind: row.kind,
          note: row.note,
          author: editorOf(row.created_by, row),
          created_at: row.created_at,
        })),
      };
    },
  );

  app.post(
    '/documents/:id/versions',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Name the current version of a document (its managers)',
        params: IdParams,
        body: CreateVersionBody,
        response: { 201: Resource(DocumentVersion), ...errorResponses },
      },
    },
    async (request, reply) => {
      const doc = await loadDocument(request, request.params.id);
      await requireDocumentWriter(request, doc);
      const name = request.body.name.trim();
      if (name === '') throw invalid('name', 'validation.required');
      const user = request.user!;
      const created = await auditedWrite(
        app.db,
        async (trx) => {
          // The version named is the one the document has when the name is saved.
          const current = await findDocument(trx, doc.id);
          if (!current) throw notFound();
          const { id } = await createVersion(trx, {
            document_id: doc.id,
            version: current.version,
            name,
            kind: 'named',
            note: null,
            created_by: user.id,
          });
          return { id, version: current.version };
        },
        ({ version }) => ({
          userId: user.id,
          action: 'version_saved',
          subjectType: 'document',
          subjectId: doc.id,
          ...contextOf(doc),
          changes: { version, name },
        }),
      );
      const row = (await listVersions(app.db, doc.id)).find((v) => v.id === created.id)!;
      return reply.status(201).send({
        data: {
          id: row.id,
          version: row.version,
          name: row.name,
          kind: row.kind,
          note: row.note,
          author: editorOf(row.created_by, row),
          created_at: row.created_at,
        },
      });
    },
  );

  app.get(
    '/documents/:id/history/:version',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'A document as it was at one version, to read (its managers)',
        params: VersionParams,
        response: { 200: Resource(DocumentAtVersion), ...errorResponses },
      },
    },
    async (request) => {
      const doc = await loadDocument(request, request.params.id);
      await requireDocumentWriter(request, doc);
      const save = await requireSave(app.db, doc.id, request.params.version);
      const rows = await blocksAt(app.db, doc.id, save.version);
      const author = (await listSaves(app.db, doc.id, save.version + 1, 1))[0];
      return {
        data: {
          id: doc.id,
          name: doc.name,
          version: save.version,
          current_version: doc.version,
          saved_at: save.saved_at,
          author: author ? editorOf(author.user_id, author) : null,
          blocks: await serializeStoredBlocks(app.db, secret, rows),
        },
      };
    },
  );

  app.get(
    '/documents/:id/compare',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Two versions of a document compared, block by block and word by word',
        description:
          'Blocks in the order of `to`; removed blocks where they were in `from`. `change` is same, added, removed or changed (with `words` and `before`); `moved` marks a block that changed its place.',
        params: IdParams,
        querystring: CompareQuery,
        response: { 200: Resource(DocumentComparison), ...errorResponses },
      },
    },
    async (request) => {
      const doc = await loadDocument(request, request.params.id);
      await requireDocumentWriter(request, doc);
      const { from, to } = request.query;
      await requireSave(app.db, doc.id, from);
      await requireSave(app.db, doc.id, to);
      const diff = compareBlocks(
        await blocksAt(app.db, doc.id, from),
        await blocksAt(app.db, doc.id, to),
      );
      const contentOf = await contentResolver(app.db, secret, [
        ...diff,
        ...diff.flatMap((b) => (b.before === undefined ? [] : [{ ...b, content: b.before }])),
      ]);
      const counts = { added: 0, removed: 0, changed: 0, moved: 0 };
      const blocks = diff.map((block): BlockDiff => {
        if (block.change !== 'same') counts[block.change]++;
        if (block.moved) counts.moved++;
        return {
          uid: block.uid,
          change: block.change,
          moved: block.moved,
          type: block.type as BlockDiff['type'],
          level: block.level,
          content: contentOf(block),
          ...(block.before === undefined
            ? {}
            : { before: contentOf({ type: block.type, content: block.before }) }),
          ...(block.words ? { words: block.words } : {}),
        };
      });
      return { data: { from, to, counts, blocks } };
    },
  );

  app.post(
    '/documents/:id/history/:version/restore',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Bring a document back to an earlier version, as a new version (its managers)',
        description:
          'Nothing is thrown away: the restore is a new save on top of the current version, audited, and can itself be undone from the history.',
        params: VersionParams,
        response: { 200: Resource(Document), 409: DocumentAdoptedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const doc = await loadDocument(request, request.params.id);
      await requireDocumentWriter(request, doc);
      requireEditableText(doc);
      const user = request.user!;
      const target = request.params.version;
      const result = await auditedWrite(
        app.db,
        async (trx) => {
          await requireSave(trx, doc.id, target);
          const current = await findDocument(trx, doc.id);
          if (!current) throw notFound();
          // A school's board text follows the board, not the school's history.
          const changes = await withoutBoardText(
            trx,
            doc,
            changesToRestore(await readBlocks(trx, doc.id), await blocksAt(trx, doc.id, target)),
          );
          const applied = await applyChanges(trx, {
            documentId: doc.id,
            baseVersion: current.version,
            userId: user.id,
            changes,
            overwrite: new Map(),
            kind: 'restored',
          });
          // Based on the version just read, in the same transaction: nothing can collide.
          if (!applied || !applied.ok) throw notFound();
          await syncFromTemplate(trx, doc, user.id);
          const row: DocumentRow | undefined = await findDocument(trx, doc.id);
          return { version: applied.version, document: await serializeDocument(trx, secret, row!) };
        },
        ({ version }) => ({
          userId: user.id,
          action: 'restored',
          subjectType: 'document',
          subjectId: doc.id,
          ...contextOf(doc),
          changes: { version, restored_version: target },
        }),
      );
      return { data: result.document };
    },
  );
};

export default historyRoutes;
