import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminOrganisation,
  CreateAdminOrganisationRequest,
  errorResponses,
  IdParams,
  PageQuery,
  Paged,
  Resource,
  UpdateAdminOrganisationRequest,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import {
  adminOrganisationsPage,
  findAdminOrganisation,
} from '../../repositories/admin-organisations.js';
import {
  createOrganisation,
  deleteOrganisation,
  updateOrganisation,
} from '../../repositories/contexts.js';
import { auditedWrite, contextEntry } from '../../services/audit.js';
import { assertUsableIcon } from '../../services/icons.js';

const tags = ['admin', 'organisations'];

/** `/api/admin/organisations`: every board of the installation. */
const organisations: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.signingSecret;
  const load = async (id: number) => {
    const organisation = await findAdminOrganisation(app.db, secret, id);
    if (!organisation) throw notFound();
    return organisation;
  };

  app.get(
    '/organisations',
    {
      schema: {
        tags,
        summary: 'Organisations (paged; search on name and authority number)',
        querystring: PageQuery,
        response: { 200: Paged(AdminOrganisation), ...errorResponses },
      },
    },
    async (request) => adminOrganisationsPage(app.db, app.dialect, secret, request.query),
  );

  app.post(
    '/organisations',
    {
      schema: {
        tags,
        summary: 'Create an organisation',
        body: CreateAdminOrganisationRequest,
        response: { 201: Resource(AdminOrganisation), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { name, authority_number = null, icon_file_id = null } = request.body;
      await assertUsableIcon(request, icon_file_id);
      const id = await auditedWrite(
        app.db,
        (trx) => createOrganisation(trx, { name, authority_number, icon_file_id }),
        (newId) => contextEntry(request.user!.id, 'created', 'organisation', newId, request.body),
      );
      return reply.status(201).send({ data: await load(id) });
    },
  );

  app.get(
    '/organisations/:id',
    {
      schema: {
        tags,
        summary: 'An organisation',
        params: IdParams,
        response: { 200: Resource(AdminOrganisation), ...errorResponses },
      },
    },
    async (request) => ({ data: await load(request.params.id) }),
  );

  app.patch(
    '/organisations/:id',
    {
      schema: {
        tags,
        summary: 'Change an organisation',
        params: IdParams,
        body: UpdateAdminOrganisationRequest,
        response: { 200: Resource(AdminOrganisation), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await load(id);
      const changes = pickKnown(request.body, UpdateAdminOrganisationRequest);
      await assertUsableIcon(request, changes.icon_file_id);
      await auditedWrite(
        app.db,
        (trx) => updateOrganisation(trx, id, changes),
        contextEntry(request.user!.id, 'updated', 'organisation', id, changes),
      );
      return { data: await load(id) };
    },
  );

  app.delete(
    '/organisations/:id',
    {
      schema: {
        tags,
        summary: 'Delete an organisation (its schools stay, without a board)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await load(id);
      await auditedWrite(
        app.db,
        (trx) => deleteOrganisation(trx, id),
        contextEntry(request.user!.id, 'deleted', 'organisation', id),
      );
      return reply.status(204).send(null);
    },
  );
};

export default organisations;
