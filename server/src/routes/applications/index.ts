import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Application,
  CreateApplicationBody,
  IdParams,
  List,
  Resource,
  UpdateApplicationBody,
  errorResponses,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import type { ApplicationType } from '@koers/contract';
import { notFound } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import {
  createApplication,
  deleteApplication,
  findApplication,
  listApplications,
  updateApplication,
  type ApplicationValues,
  type ApplicationWithIcon,
} from '../../repositories/applications.js';
import { requireContextAdmin, requireMember } from '../../services/access.js';
import { auditedWrite } from '../../services/audit.js';
import { assertUsableIcon } from '../../services/icons.js';
import { fileRef } from '../../storage/signing.js';

const tags = ['Applications'];

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
        summary: 'Add an application link (school admins)',
        params: IdParams,
        body: CreateApplicationBody,
        response: { 201: Resource(Application), ...errorResponses },
      },
    },
    async (request, reply) => {
      const schoolId = request.params.id;
      await requireContextAdmin(request, 'school', schoolId);
      await assertUsableIcon(request, request.body.icon_file_id);
      const values: ApplicationValues = {
        name: request.body.name,
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
        summary: 'Change an application link (school admins)',
        params: IdParams,
        body: UpdateApplicationBody,
        response: { 200: Resource(Application), ...errorResponses },
      },
    },
    async (request) => {
      const application = await findApplication(app.db, request.params.id);
      if (!application) throw notFound();
      await requireContextAdmin(request, 'school', application.school_id);
      await assertUsableIcon(request, request.body.icon_file_id, application.icon_file_id);
      const patch = pickKnown(request.body, UpdateApplicationBody);
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
        summary: 'Remove an application link (school admins)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const application = await findApplication(app.db, request.params.id);
      if (!application) throw notFound();
      await requireContextAdmin(request, 'school', application.school_id);
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
};

export default applicationsRoutes;
