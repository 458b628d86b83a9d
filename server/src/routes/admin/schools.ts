import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminSchool,
  CreateAdminSchoolRequest,
  errorResponses,
  IdParams,
  PageQuery,
  Paged,
  Resource,
  UpdateAdminSchoolRequest,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import { invalid, notFound } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import { adminSchoolsPage, findAdminSchool } from '../../repositories/admin-schools.js';
import {
  createSchool,
  deleteSchool,
  organisationExists,
  updateSchool,
} from '../../repositories/contexts.js';
import { auditedWrite, contextEntry } from '../../services/audit.js';
import { assertUsableIcon } from '../../services/icons.js';

const tags = ['admin', 'schools'];

/** `/api/admin/schools`: every school, with or without a board. */
const schools: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.signingSecret;
  const load = async (id: number) => {
    const school = await findAdminSchool(app.db, secret, id);
    if (!school) throw notFound();
    return school;
  };
  const checkOrganisation = async (id: number | null | undefined) => {
    if (id != null && !(await organisationExists(app.db, id)))
      throw invalid('organisation_id', 'validation.exists');
  };

  app.get(
    '/schools',
    {
      schema: {
        tags,
        summary: 'Schools (paged; search on name and BRIN number)',
        querystring: PageQuery,
        response: { 200: Paged(AdminSchool), ...errorResponses },
      },
    },
    async (request) => adminSchoolsPage(app.db, app.dialect, secret, request.query),
  );

  app.post(
    '/schools',
    {
      schema: {
        tags,
        summary: 'Create a school',
        body: CreateAdminSchoolRequest,
        response: { 201: Resource(AdminSchool), ...errorResponses },
      },
    },
    async (request, reply) => {
      const {
        name,
        brin_number = null,
        organisation_id = null,
        icon_file_id = null,
        calendar = false,
      } = request.body;
      await checkOrganisation(organisation_id);
      await assertUsableIcon(request, icon_file_id);
      const id = await auditedWrite(
        app.db,
        (trx) => createSchool(trx, { name, brin_number, organisation_id, icon_file_id, calendar }),
        (newId) => contextEntry(request.user!.id, 'created', 'school', newId, request.body),
      );
      return reply.status(201).send({ data: await load(id) });
    },
  );

  app.get(
    '/schools/:id',
    {
      schema: {
        tags,
        summary: 'A school',
        params: IdParams,
        response: { 200: Resource(AdminSchool), ...errorResponses },
      },
    },
    async (request) => ({ data: await load(request.params.id) }),
  );

  app.patch(
    '/schools/:id',
    {
      schema: {
        tags,
        summary: 'Change a school (also move it to another board)',
        params: IdParams,
        body: UpdateAdminSchoolRequest,
        response: { 200: Resource(AdminSchool), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await load(id);
      const changes = pickKnown(request.body, UpdateAdminSchoolRequest);
      await checkOrganisation(changes.organisation_id);
      await assertUsableIcon(request, changes.icon_file_id);
      await auditedWrite(
        app.db,
        (trx) => updateSchool(trx, id, changes),
        contextEntry(request.user!.id, 'updated', 'school', id, changes),
      );
      return { data: await load(id) };
    },
  );

  app.delete(
    '/schools/:id',
    {
      schema: {
        tags,
        summary: 'Delete a school and its content',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await load(id);
      await auditedWrite(
        app.db,
        (trx) => deleteSchool(trx, id),
        contextEntry(request.user!.id, 'deleted', 'school', id),
      );
      return reply.status(204).send(null);
    },
  );
};

export default schools;
