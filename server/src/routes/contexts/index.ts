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
import { paginate } from '../../lib/paginate.js';
import { pickKnown } from '../../lib/pick.js';
import { nowIso } from '../../lib/time.js';
import { randomToken } from '../../lib/tokens.js';
import {
  loadOrganisation,
  loadSchool,
  organisationRole,
  SCHOOL_COLUMNS,
  schoolSummary,
  iconRefs,
} from '../../repositories/contexts.js';
import { requireContextAdmin, requireMember } from '../../services/access.js';
import { audit } from '../../services/audit.js';
import { assertUsableIcon } from '../../services/icons.js';

const security = [{ bearer: [] }];

/** Organisations and schools as contexts: read by members, settings by their admins (DESIGN §3–§4). */
const contexts: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.signingSecret;
  const currentIcon = async (table: 'organisations' | 'schools', id: number) =>
    (await app.db.selectFrom(table).select('icon_file_id').where('id', '=', id).executeTakeFirst())
      ?.icon_file_id ?? null;

  app.get(
    '/organisations/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['contexts'],
        summary: 'An organisation with its schools and your access',
        security,
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
        security,
        params: IdParams,
        body: UpdateOrganisationRequest,
        response: { 200: Resource(Organisation), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const access = await requireContextAdmin(request, 'organisation', id);
      const changes = pickKnown(request.body, UpdateOrganisationRequest);
      await assertUsableIcon(request, changes.icon_file_id, await currentIcon('organisations', id));
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('organisations')
          .set({ ...changes, updated_at: nowIso() })
          .where('id', '=', id)
          .execute();
        await audit(trx, {
          userId: request.user?.id ?? null,
          action: 'updated',
          subjectType: 'organisation',
          subjectId: id,
          contextType: 'organisation',
          contextId: id,
          changes,
        });
      });
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
        security,
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
        security,
        params: IdParams,
        body: UpdateSchoolRequest,
        response: { 200: Resource(School), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const access = await requireContextAdmin(request, 'school', id);
      const { calendar, ...rest } = pickKnown(request.body, UpdateSchoolRequest);
      await assertUsableIcon(request, rest.icon_file_id, await currentIcon('schools', id));
      const changes = {
        ...rest,
        ...(calendar !== undefined ? { calendar: calendar ? 1 : 0 } : {}),
      };
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('schools')
          .set({ ...changes, updated_at: nowIso() })
          .where('id', '=', id)
          .execute();
        await audit(trx, {
          userId: request.user?.id ?? null,
          action: 'updated',
          subjectType: 'school',
          subjectId: id,
          contextType: 'school',
          contextId: id,
          changes: pickKnown(request.body, UpdateSchoolRequest),
        });
      });
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
        security,
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Paged(SchoolSummary), ...errorResponses },
      },
    },
    async (request) => {
      await requireMember(request, 'organisation', request.params.id);
      const page = await paginate(
        app.db
          .selectFrom('schools')
          .select(SCHOOL_COLUMNS)
          .where('schools.organisation_id', '=', request.params.id),
        request.query,
        {
          sortColumns: {
            name: 'schools.name',
            brin_number: 'schools.brin_number',
            id: 'schools.id',
          },
          defaultSort: { column: 'name', order: 'asc' },
          search: ['schools.name', 'schools.brin_number'],
          textColumns: ['schools.name', 'schools.brin_number'],
          dialect: app.dialect,
          tieBreaker: 'schools.id',
          db: app.db,
        },
      );
      const icons = await iconRefs(
        app.db,
        secret,
        page.data.map((s) => s.icon_file_id),
      );
      return { data: page.data.map((s) => schoolSummary(s, icons)), meta: page.meta };
    },
  );

  app.post(
    '/organisations/:id/schools',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['contexts'],
        summary: 'Add a school to the organisation (organisation admins)',
        security,
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
      const now = nowIso();
      const id = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('schools')
          .values({
            name,
            brin_number,
            icon_file_id,
            calendar: calendar ? 1 : 0,
            organisation_id: organisationId,
            calendar_feed_key: randomToken(24),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, {
          userId: request.user?.id ?? null,
          action: 'created',
          subjectType: 'school',
          subjectId: row.id,
          contextType: 'organisation',
          contextId: organisationId,
          changes: { name, brin_number, icon_file_id, calendar },
        });
        return row.id;
      });
      const orgRole = access.superAdmin && access.roleId === null ? null : access.roleId;
      const data = await loadSchool(app.db, secret, id, orgRole, orgRole);
      if (!data) throw notFound();
      return reply.status(201).send({ data });
    },
  );
};

export default contexts;
