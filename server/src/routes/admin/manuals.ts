import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminManual,
  CreateAdminManualRequest,
  errorResponses,
  IdParams,
  List,
  PageQuery,
  Paged,
  ReorderAdminManualsBody,
  Resource,
  UpdateAdminManualRequest,
  videoEmbed,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import { invalid, notFound } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import {
  adminManualsPage,
  createManual,
  deleteManual,
  findAdminManual,
  listManuals,
  reorderManuals,
  updateManual,
} from '../../repositories/manuals.js';
import { auditedWrite } from '../../services/audit.js';
import { sanitizeRichText } from '../../services/sanitize.js';

const tags = ['admin', 'manuals'];

/**
 * A manual's video is a YouTube or Vimeo video, stored as its privacy-friendly player's address
 * (the contract's `videoEmbed`, which the app checks the field with too); an empty field is no
 * video. Its content is sanitized rich text.
 */
function cleanManual<T extends { content?: string | null; video_url?: string | null }>(body: T): T {
  let cleaned = body;
  if (body.video_url != null) {
    const video = body.video_url.trim() === '' ? null : videoEmbed(body.video_url);
    if (video === null && body.video_url.trim() !== '')
      throw invalid('video_url', 'manuals.video_url');
    cleaned = { ...cleaned, video_url: video?.url ?? null };
  }
  if (body.content != null) cleaned = { ...cleaned, content: sanitizeRichText(body.content) };
  return cleaned;
}

/** `/api/admin/manuals`: the manuals every user reads at /api/manuals. */
const manuals: FastifyPluginAsyncTypebox = async (app) => {
  const load = async (id: number) => {
    const manual = await findAdminManual(app.db, id);
    if (!manual) throw notFound();
    return manual;
  };

  app.get(
    '/manuals',
    {
      schema: {
        tags,
        summary: 'Manuals (paged; search on title and description)',
        querystring: PageQuery,
        response: { 200: Paged(AdminManual), ...errorResponses },
      },
    },
    async (request) => adminManualsPage(app.db, app.dialect, request.query),
  );

  app.post(
    '/manuals',
    {
      schema: {
        tags,
        summary: 'Create a manual',
        body: CreateAdminManualRequest,
        response: { 201: Resource(AdminManual), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = cleanManual(request.body);
      const id = await auditedWrite(
        app.db,
        (trx) =>
          createManual(trx, {
            title: body.title,
            description: body.description ?? null,
            content: body.content ?? null,
            video_url: body.video_url ?? null,
            position: body.position,
          }),
        (newId) => ({
          userId: request.user!.id,
          action: 'created',
          subjectType: 'manual',
          subjectId: newId,
          changes: { title: body.title },
        }),
      );
      return reply.status(201).send({ data: await load(id) });
    },
  );

  app.put(
    '/manuals/order',
    {
      schema: {
        tags,
        summary: 'Put the manuals in a new order',
        description:
          'The body names every manual once, in the order readers see them. When it does not (one was added or removed meanwhile), nothing changes and the answer is a 422 on `ids`.',
        body: ReorderAdminManualsBody,
        response: { 200: List(AdminManual), ...errorResponses },
      },
    },
    async (request) => {
      const { ids } = request.body;
      await auditedWrite(
        app.db,
        async (trx) => {
          if (!(await reorderManuals(trx, ids))) throw invalid('ids', 'manuals.order');
        },
        {
          userId: request.user!.id,
          action: 'reordered',
          subjectType: 'manual',
          subjectId: null,
          changes: { ids },
        },
      );
      return { data: await listManuals(app.db) };
    },
  );

  app.get(
    '/manuals/:id',
    {
      schema: {
        tags,
        summary: 'A manual',
        params: IdParams,
        response: { 200: Resource(AdminManual), ...errorResponses },
      },
    },
    async (request) => ({ data: await load(request.params.id) }),
  );

  app.patch(
    '/manuals/:id',
    {
      schema: {
        tags,
        summary: 'Change a manual',
        params: IdParams,
        body: UpdateAdminManualRequest,
        response: { 200: Resource(AdminManual), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await load(id);
      const changes = cleanManual(pickKnown(request.body, UpdateAdminManualRequest));
      await auditedWrite(app.db, (trx) => updateManual(trx, id, changes), {
        userId: request.user!.id,
        action: 'updated',
        subjectType: 'manual',
        subjectId: id,
        changes: { ...changes, content: changes.content !== undefined ? '(changed)' : undefined },
      });
      return { data: await load(id) };
    },
  );

  app.delete(
    '/manuals/:id',
    {
      schema: {
        tags,
        summary: 'Delete a manual',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await load(id);
      await auditedWrite(app.db, (trx) => deleteManual(trx, id), {
        userId: request.user!.id,
        action: 'deleted',
        subjectType: 'manual',
        subjectId: id,
      });
      return reply.status(204).send(null);
    },
  );
};

export default manuals;
