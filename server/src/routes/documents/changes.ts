import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BlockConflictResponse,
  BoardTextResponse,
  ChangesQuery,
  DocumentAdoptedResponse,
  DocumentChanges,
  IdParams,
  MessageResponse,
  PostChangesBody,
  Resource,
  SavedChanges,
  errorResponses,
  type BlockConflict,
} from '@koers/contract';
import { BLOCK_CONFLICT_ERROR } from '@koers/contract/constants';
import { Type } from '@sinclair/typebox';
import { HttpError, notFound } from '../../lib/errors.js';
import {
  applyChanges,
  blocksChangedBetween,
  changedBlocksByUid,
  tombstoneRowsByUid,
  tombstonesBetween,
  type StoredChange,
} from '../../repositories/block-changes.js';
import { auditedWrite } from '../../services/audit.js';
import { requireOwnBlocks, syncFromTemplate } from '../../services/board-text.js';
import { toStoredBlocks } from '../../services/block-content.js';
import {
  contextOf,
  loadDocument,
  requireDocumentWriter,
  requireEditableText,
  requireReadableText,
} from './access.js';
import { serializeChangedBlocks, serializeTombstone } from './serialize.js';

const tags = ['Documents'];

/**
 * Block-level saving of the document editor (docs/decisions, "Documents are saved block by
 * block"): a save sends only the blocks that changed, names blocks by their `uid`, and merges
 * with what others saved in the meantime unless they changed the same block.
 */
const changesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.signingSecret;

  app.post(
    '/documents/:id/changes',
    {
      onRequest: app.requireUser,
      // A pasted chapter with tables can be large; a one-word edit is a few hundred bytes.
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Save block changes (upsert, delete, move) on top of `base_version`',
        description:
          "The context's managers (super admins; the template only super admins). Applied in order, in one transaction, one audit row per save; the version grows by one. A change of a block of board text is a 409 `board_text` and nothing is saved. Blocks someone else changed or deleted after `base_version` make it a 409 `block_conflict` with their current state, and nothing is saved; other changes by others are merged and returned in `blocks`/`deleted`.",
        params: IdParams,
        body: PostChangesBody,
        response: {
          200: Resource(SavedChanges),
          409: Type.Union([BlockConflictResponse, DocumentAdoptedResponse, BoardTextResponse]),
          ...errorResponses,
          413: MessageResponse,
        },
      },
    },
    async (request) => {
      const doc = await loadDocument(request, request.params.id);
      await requireDocumentWriter(request, doc);
      requireEditableText(doc);
      const user = request.user!;
      const { base_version: baseVersion, changes, overwrite = [] } = request.body;
      // Board text is the board's: a save that writes, deletes or moves it changes nothing.
      await requireOwnBlocks(app.db, doc, changes);

      const contents = await toStoredBlocks(
        app.db,
        app.sanitizer,
        doc,
        user,
        changes.flatMap((change, index) =>
          change.op === 'upsert' ? [{ block: change.block, field: `changes.${index}.block` }] : [],
        ),
      );
      let next = 0;
      const stored = changes.map((change): StoredChange => {
        if (change.op !== 'upsert') return change;
        const content = contents[next++]!;
        return change.after === undefined
          ? { op: 'upsert', uid: change.uid, ...content }
          : { op: 'upsert', uid: change.uid, after: change.after, ...content };
      });

      const { data } = await auditedWrite(
        app.db,
        async (trx) => {
          const applied = await applyChanges(trx, {
            documentId: doc.id,
            baseVersion,
            userId: user.id,
            changes: stored,
            overwrite: new Map(overwrite.map((o) => [o.uid, o.version])),
          });
          if (!applied) throw notFound();
          if (!applied.ok) {
            // Read inside the transaction: the conflicts shown are the state the save met.
            const theirs = await serializeChangedBlocks(
              trx,
              secret,
              doc.template_id,
              await changedBlocksByUid(
                trx,
                doc.id,
                applied.conflicts.filter((c) => !c.tombstone).map((c) => c.uid),
              ),
            );
            const gone = await tombstoneRowsByUid(
              trx,
              doc.id,
              applied.conflicts.filter((c) => c.tombstone).map((c) => c.uid),
            );
            const conflicts = applied.conflicts.map((c): BlockConflict => ({
              uid: c.uid,
              change: c.change,
              theirs: theirs.find((b) => b.uid === c.uid) ?? null,
              deleted: (() => {
                const row = gone.find((t) => t.uid === c.uid);
                return row ? serializeTombstone(row) : null;
              })(),
            }));
            // Throwing rolls the transaction back, version bump included.
            throw new HttpError(
              409,
              'errors.block_conflict',
              {},
              { error: BLOCK_CONFLICT_ERROR, data: { version: applied.version, conflicts } },
            );
          }
          // A board template's fixed chapters: the schools' documents follow in this transaction.
          await syncFromTemplate(trx, doc, user.id);
          const others = applied.previous > baseVersion;
          // One after the other: a transaction is one connection.
          const saved = await changedBlocksByUid(trx, doc.id, applied.saved);
          const blocks = others
            ? await blocksChangedBetween(trx, doc.id, baseVersion, applied.previous)
            : [];
          const deleted = others
            ? await tombstonesBetween(trx, doc.id, baseVersion, applied.previous)
            : [];
          return {
            applied,
            data: {
              version: applied.version,
              saved: await serializeChangedBlocks(trx, secret, doc.template_id, saved),
              blocks: await serializeChangedBlocks(trx, secret, doc.template_id, blocks),
              deleted: deleted.map(serializeTombstone),
            },
          };
        },
        ({ applied }) => ({
          userId: user.id,
          action: 'updated',
          subjectType: 'document',
          subjectId: doc.id,
          ...contextOf(doc),
          changes: {
            version: applied.version,
            base_version: baseVersion,
            upserted: applied.upserted,
            deleted: applied.deleted,
            moved: applied.moved,
          },
        }),
      );
      return { data };
    },
  );

  app.get(
    '/documents/:id/changes',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'What changed in a document after version `since` (its readers)',
        description:
          'Blocks changed or added after `since`, in document order, each with the uid of the block before it (`after`), and blocks deleted after `since`. `since=0` gives every block.',
        params: IdParams,
        querystring: ChangesQuery,
        response: { 200: Resource(DocumentChanges), ...errorResponses },
      },
    },
    async (request) => {
      const doc = await loadDocument(request, request.params.id);
      // Readers of an adopted document being rewritten read the adopted text: no changes to follow.
      if ((await requireReadableText(request, doc)) !== 'current') throw notFound();
      const { since } = request.query;
      // One snapshot: the version answered covers exactly the changes answered.
      const data = await app.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const current = await trx
            .selectFrom('documents')
            .select('version')
            .where('id', '=', doc.id)
            .executeTakeFirst();
          if (!current) throw notFound();
          if (since >= current.version)
            return { version: current.version, blocks: [], deleted: [] };
          const blocks = await blocksChangedBetween(trx, doc.id, since, current.version);
          const deleted = await tombstonesBetween(trx, doc.id, since, current.version);
          return {
            version: current.version,
            blocks: await serializeChangedBlocks(trx, secret, doc.template_id, blocks),
            deleted: deleted.map(serializeTombstone),
          };
        });
      return { data };
    },
  );
};

export default changesRoutes;
