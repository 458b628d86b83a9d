import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateSchoolRequest,
  errorResponses,
  IdParams,
  Organisation,
  PageQuery,
  Paged,
  Resource,
  School,
  SchoolSummary,
  UpdateOrganisationRequest,
  UpdateSchoolRequest,
} from '@koers/contract';
import { notFound } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import {
  createSchool,
  currentIcon,
  loadOrganisation,
  loadSchool,
  organisationRole,
  organisationSchoolsPage,
  updateOrganisation,
  updateSchool,
} from '../../repositories/contexts.js';
import { requireContextAdmin, requireMember } from '../../services/access.js';
import { auditedWrite, contextEntry } from '../../services/audit.js';
import { assertUsableIcon } from '../../services/icons.js';

/** Organisations and schools as contexts: read by members, settings by their admins (DESIGN §3–§4). */
const contexts: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.signingSecret;

  app.get(
    '/organisations/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['contexts'],
        summary: 'An organisation with its schools and your access',
        params: IdParams,
        response: { 200: Resource(Organisation), ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireMember(request, 'organisation', request.params.id);
      const data = await loadOrganisation(app.db, secret, request.params.id, access.roleId);
      if (!data) throw notFound();
      return { data };
    },
  );

  app.patch(
    '/organisations/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['contexts'],
        summary: 'Change the name, authority number or icon (organisation admins)',
        params: IdParams,
        body: UpdateOrganisationRequest,
        response: { 200: Resource(Organisation), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const access = await requireContextAdmin(request, 'organisation', id);
      const changes = pickKnown(request.body, UpdateOrganisationRequest);
      await assertUsableIcon(
        request,
        changes.icon_file_id,
        await currentIcon(app.db, 'organisations', id),
      );
      await auditedWrite(
        app.db,
        (trx) => updateOrganisation(trx, id, changes),
        contextEntry(request.user!.id, 'updated', 'organisation', id, changes),
      );
      const data = await loadOrganisation(app.db, secret, id, access.roleId);
      if (!data) throw notFound();
      return { data };
    },
  );

  app.get(
    '/schools/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['contexts'],
        summary: 'A school with its organisation and your access',
        params: IdParams,
        response: { 200: Resource(School), ...errorResponses },
      },
    },
    async (request) => {
      const access = await requireMember(request, 'school', request.params.id);
      const orgRole =
        access.organisationId !== null && request.user
          ? await organisationRole(app.db, access.organisationId, request.user.id)
          : null;
      const data = await loadSchool(app.db, secret, request.params.id, access.roleId, orgRole);
      if (!data) throw notFound();
      return { data };
    },
  );

  app.patch(
    '/schools/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['contexts'],
        summary:
          'Change the name, BRIN number, icon or calendar on/off (school admins and admins of its organisation)',
        params: IdParams,
        body: UpdateSchoolRequest,
        response: { 200: Resource(School), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const access = await requireContextAdmin(request, 'school', id);
      const changes = pickKnown(request.body, UpdateSchoolRequest);
      await assertUsableIcon(
        request,
        changes.icon_file_id,
        await currentIcon(app.db, 'schools', id),
      );
      await auditedWrite(
        app.db,
        (trx) => updateSchool(trx, id, changes),
        contextEntry(request.user!.id, 'updated', 'school', id, changes),
      );
      const orgRole =
        access.organisationId !== null && request.user
          ? await organisationRole(app.db, access.organisationId, request.user.id)
          : null;
      const data = await loadSchool(app.db, secret, id, access.roleId, orgRole);
      if (!data) throw notFound();
      return { data };
    },
  );

  app.get(
    '/organisations/:id/schools',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['contexts'],
        summary:
          "The organisation's schools (paged; search on name and BRIN; sort: name, brin_number, id)",
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Paged(SchoolSummary), ...errorResponses },
      },
    },
    async (request) => {
      await requireMember(request, 'organisation', request.params.id);
      return organisationSchoolsPage(app.db, app.dialect, secret, request.params.id, request.query);
    },
  );

  app.post(
    '/organisations/:id/schools',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['contexts'],
        summary: 'Add a school to the organisation (organisation admins)',
        params: IdParams,
        body: CreateSchoolRequest,
        response: { 201: Resource(School), ...errorResponses },
      },
    },
    async (request, reply) => {
      const organisationId = request.params.id;
      const access = await requireContextAdmin(request, 'organisation', organisationId);
      const { name, brin_number = null, icon_file_id = null, calendar = false } = request.body;
      await assertUsableIcon(request, icon_file_id);
      const id = await auditedWrite(
        app.db,
        (trx) =>
          createSchool(trx, {
            name,
            brin_number,
            icon_file_id,
            calendar,
            organisation_id: organisationId,
          }),
        (newId) => ({
          userId: request.user!.id,
          action: 'created',
          subjectType: 'school',
          subjectId: newId,
          contextType: 'organisation',
          contextId: organisationId,
          changes: { name, brin_number, icon_file_id, calendar },
        }),
      );
      const orgRole = access.superAdmin && access.roleId === null ? null : access.roleId;
      const data = await loadSchool(app.db, secret, id, orgRole, orgRole);
      if (!data) throw notFound();
      return reply.status(201).send({ data });
    },
  );
};

export default contexts;
