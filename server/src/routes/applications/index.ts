import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Application,
  CreateApplicationBody,
  IdParams,
  List,
  ReorderApplicationsBody,
  Resource,
  UpdateApplicationBody,
  errorResponses,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import type { ApplicationType } from '@koers/contract';
import { invalid, notFound } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import {
  createApplication,
  deleteApplication,
  findApplication,
  listApplications,
  reorderApplications,
  updateApplication,
  type ApplicationValues,
  type ApplicationWithIcon,
} from '../../repositories/applications.js';
import { requireManager, requireMember } from '../../services/access.js';
import { auditedWrite } from '../../services/audit.js';
import { assertUsableIcon } from '../../services/icons.js';
import { fileRef } from '../../storage/signing.js';

const tags = ['Applications'];

/**
 * An application opens in the user's browser from the header: only over https (the schema
 * allows http for what was stored before; a new or changed address is held to https).
 */
function assertHttps(url: string | undefined): void {
  if (url === undefined) return;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (parsed?.protocol !== 'https:' || !parsed.hostname) throw invalid('url', 'applications.https');
}

/** A name is kept without surrounding spaces; only spaces is no name. */
function cleanName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const trimmed = name.trim();
  if (!trimmed) throw invalid('name', 'validation.required');
  return trimmed;
}

const applicationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.signingSecret;
  const serialize = (a: ApplicationWithIcon): Application => ({
    id: a.id,
    name: a.name,
    url: a.url,
    type: a.type as ApplicationType | null,
    icon:
      a.icon_file_id !== null && a.icon_name !== null
        ? fileRef(secret, { id: a.icon_file_id, name: a.icon_name })
        : null,
  });

  app.get(
    '/schools/:id/applications',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A school's linked applications",
        params: IdParams,
        response: { 200: List(Application), ...errorResponses },
      },
    },
    async (request) => {
      await requireMember(request, 'school', request.params.id);
      return { data: (await listApplications(app.db, request.params.id)).map(serialize) };
    },
  );

  app.post(
    '/schools/:id/applications',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Add an application link at the end of the list (school managers)',
        params: IdParams,
        body: CreateApplicationBody,
        response: { 201: Resource(Application), ...errorResponses },
      },
    },
    async (request, reply) => {
      const schoolId = request.params.id;
      await requireManager(request, 'school', schoolId);
      const name = cleanName(request.body.name)!;
      assertHttps(request.body.url);
      await assertUsableIcon(request, request.body.icon_file_id);
      const values: ApplicationValues = {
        name,
        url: request.body.url,
        type: request.body.type ?? null,
        icon_file_id: request.body.icon_file_id ?? null,
      };
      const id = await auditedWrite(
        app.db,
        (trx) => createApplication(trx, schoolId, values),
        (applicationId) => ({
          userId: request.user!.id,
          action: 'created',
          subjectType: 'application',
          subjectId: applicationId,
          contextType: 'school',
          contextId: schoolId,
          changes: { ...values },
        }),
      );
      return reply.status(201).send({ data: serialize((await findApplication(app.db, id))!) });
    },
  );

  app.patch(
    '/applications/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Change an application link (school managers)',
        params: IdParams,
        body: UpdateApplicationBody,
        response: { 200: Resource(Application), ...errorResponses },
      },
    },
    async (request) => {
      const application = await findApplication(app.db, request.params.id);
      if (!application) throw notFound();
      await requireManager(request, 'school', application.school_id);
      assertHttps(request.body.url);
      await assertUsableIcon(request, request.body.icon_file_id, application.icon_file_id);
      const patch = pickKnown(request.body, UpdateApplicationBody);
      if (patch.name !== undefined) patch.name = cleanName(patch.name);
      await auditedWrite(app.db, (trx) => updateApplication(trx, application.id, patch), {
        userId: request.user!.id,
        action: 'updated',
        subjectType: 'application',
        subjectId: application.id,
        contextType: 'school',
        contextId: application.school_id,
        changes: patch,
      });
      return { data: serialize((await findApplication(app.db, application.id))!) };
    },
  );

  app.delete(
    '/applications/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Remove an application link (school managers)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const application = await findApplication(app.db, request.params.id);
      if (!application) throw notFound();
      await requireManager(request, 'school', application.school_id);
      await auditedWrite(app.db, (trx) => deleteApplication(trx, application.id), {
        userId: request.user!.id,
        action: 'deleted',
        subjectType: 'application',
        subjectId: application.id,
        contextType: 'school',
        contextId: application.school_id,
        changes: { name: application.name },
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/schools/:id/applications/order',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Put a school's applications in a new order (school managers)",
        description:
          'The body names every application of the school once. When it does not (one was added or removed meanwhile), nothing changes and the answer is a 422 on `ids`.',
        params: IdParams,
        body: ReorderApplicationsBody,
        response: { 200: List(Application), ...errorResponses },
      },
    },
    async (request) => {
      const schoolId = request.params.id;
      await requireManager(request, 'school', schoolId);
      const { ids } = request.body;
      await auditedWrite(
        app.db,
        async (trx) => {
          if (!(await reorderApplications(trx, schoolId, ids)))
            throw invalid('ids', 'applications.order');
        },
        {
          userId: request.user!.id,
          action: 'reordered',
          subjectType: 'application',
          subjectId: null,
          contextType: 'school',
          contextId: schoolId,
          changes: { ids },
        },
      );
      return { data: (await listApplications(app.db, schoolId)).map(serialize) };
    },
  );
};

export default applicationsRoutes;
