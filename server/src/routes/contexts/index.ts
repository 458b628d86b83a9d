import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CreateSchoolRequest,
  errorResponses,
  IdParams,
  Organisation,
  PageQuery,
  Paged,
  Resource,
  School,
  SchoolContents,
  SchoolSummary,
  UpdateOrganisationRequest,
  UpdateSchoolRequest,
} from '@koers/contract';
import { HttpError, forbidden, invalid, notFound } from '../../lib/errors.js';
import { Type } from '@sinclair/typebox';
import { pickKnown } from '../../lib/pick.js';
import {
  createSchool,
  currentIcon,
  deleteSchool,
  loadOrganisation,
  loadSchool,
  organisationRole,
  organisationSchoolsPage,
  updateOrganisation,
  updateSchool,
} from '../../repositories/contexts.js';
import {
  brinTaken,
  organisationNumber,
  schoolContents,
  schoolNumbers,
} from '../../repositories/board-schools.js';
import {
  ADMIN_RANK,
  requireContextAdmin,
  requireMember,
  requireSuperAdmin,
  resolveAccess,
} from '../../services/access.js';
import { auditedWrite, contextEntry } from '../../services/audit.js';
import { assertUsableIcon } from '../../services/icons.js';

/**
 * A BRIN or authority number is how the government knows a school or board: only a super admin
 * changes it. Sending the number it already has is no change.
 */
function assertNumberUnchanged(
  request: FastifyRequest,
  next: string | null | undefined,
  current: string | null,
  key: 'contexts.brin_super_admin' | 'contexts.authority_super_admin',
) {
  if (next === undefined || next === current || request.user?.admin === 1) return;
  throw new HttpError(403, key);
}

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
      const current = await organisationNumber(app.db, id);
      assertNumberUnchanged(
        request,
        changes.authority_number,
        current?.authority_number ?? null,
        'contexts.authority_super_admin',
      );
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
      const current = await schoolNumbers(app.db, id);
      assertNumberUnchanged(
        request,
        changes.brin_number,
        current?.brin_number ?? null,
        'contexts.brin_super_admin',
      );
      if (changes.brin_number && (await brinTaken(app.db, changes.brin_number, id))) {
        throw invalid('brin_number', 'schools.brin_taken', { brin: changes.brin_number });
      }
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
      if (brin_number && (await brinTaken(app.db, brin_number))) {
        throw invalid('brin_number', 'schools.brin_taken', { brin: brin_number });
      }
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

  app.get(
    '/schools/:id/contents',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['contexts'],
        summary:
          'What goes with the school when it is removed, counted (admins of the school or its board)',
        params: IdParams,
        response: { 200: Resource(SchoolContents), ...errorResponses },
      },
    },
    async (request) => {
      await requireContextAdmin(request, 'school', request.params.id);
      return { data: await schoolContents(app.db, request.params.id) };
    },
  );

  app.delete(
    '/schools/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['contexts'],
        summary:
          'Remove a school with its documents, school years, calendar, contacts and memberships (admins of its board; a school without a board: super admins)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // 404 for a school outside the caller's contexts, as for every other call.
      await requireMember(request, 'school', id);
      const school = await schoolNumbers(app.db, id);
      if (!school) throw notFound();
      if (school.organisation_id === null) requireSuperAdmin(request);
      else {
        // A member of the school who is no admin of its board knows the school: 403, not 404.
        const board = await resolveAccess(
          app.db,
          request.user!,
          'organisation',
          school.organisation_id,
        );
        if (!board || board.rank < ADMIN_RANK) throw forbidden();
      }
      const contents = await schoolContents(app.db, id);
      await auditedWrite(app.db, (trx) => deleteSchool(trx, id), {
        userId: request.user!.id,
        action: 'deleted',
        subjectType: 'school',
        subjectId: id,
        contextType: school.organisation_id === null ? null : 'organisation',
        contextId: school.organisation_id,
        changes: { name: school.name, brin_number: school.brin_number, ...contents },
      });
      return reply.status(204).send(null);
    },
  );
};

export default contexts;
