import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AdminManual,
  AdminOrganisation,
  AdminSchool,
  AdminUser,
  AdminUserDetail,
  CreateAdminManualRequest,
  CreateAdminOrganisationRequest,
  CreateAdminSchoolRequest,
  CreateAdminUserRequest,
  errorResponses,
  IdParams,
  PageQuery,
  Paged,
  Resource,
  UpdateAdminManualRequest,
  UpdateAdminOrganisationRequest,
  UpdateAdminSchoolRequest,
  UpdateAdminUserRequest,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { invalid, notFound } from '../../lib/errors.js';
import { jsonPager, paginate, pager, type PaginateOptions } from '../../lib/paginate.js';
import { pickKnown } from '../../lib/pick.js';
import { nowIso } from '../../lib/time.js';
import { randomToken } from '../../lib/tokens.js';
import {
  deleteContextContent,
  invalidMemberships,
  isAllowedVideoUrl,
  replaceMemberships,
  userMemberships,
} from '../../repositories/admin.js';
import { iconRefs } from '../../repositories/contexts.js';
import { emailTaken, normaliseEmail, toLocale } from '../../repositories/users.js';
import { requireSuperAdmin } from '../../services/access.js';
import { audit } from '../../services/audit.js';
import { assertUsableIcon } from '../../services/icons.js';
import { assertAcceptablePassword, hashPassword } from '../../services/passwords.js';
import { revokeAllLogins } from '../../services/sessions.js';
import { sanitizeRichText } from '../documents/sanitize.js';
import type { User } from '../../db/types.js';
import { PREFIX_LENGTH as USER_SEARCH_PREFIX_LENGTH } from '../../db/migrations/2026_11_23_0004_user_search_prefixes.js';

const security = [{ bearer: [] }];

/**
 * The super admin's environment (SPEC §2 admin tabs): organisations, schools, users and manuals.
 * Every route answers 401 to anonymous callers and 403 to everyone but a super admin.
 */
const admin: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.signingSecret;
  // Every /api/admin route: logged in, then super admin, before the body is even validated.
  const onRequest = [
    app.requireUser,
    (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      requireSuperAdmin(request);
      done();
    },
  ];
  const route = (tag: string, summary: string) => ({ tags: ['admin', tag], summary, security });
  const actor = (request: { user: User | null }) => request.user?.id ?? null;

  // Organisations ----------------------------------------------------------------------------

  const organisationQuery = () =>
    app.db
      .selectFrom('organisations')
      .select([
        'organisations.id',
        'organisations.name',
        'organisations.authority_number',
        'organisations.icon_file_id',
        'organisations.created_at',
        'organisations.updated_at',
        (eb) =>
          eb
            .selectFrom('schools')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('schools.organisation_id', '=', 'organisations.id')
            .as('schools_count'),
      ]);
  type OrganisationRow = Awaited<
    ReturnType<ReturnType<typeof organisationQuery>['executeTakeFirstOrThrow']>
  >;
  const serializeOrganisations = async (rows: OrganisationRow[]) => {
    const icons = await iconRefs(
      app.db,
      secret,
      rows.map((r) => r.icon_file_id),
    );
    return rows.map((r) => ({
      ...r,
      schools_count: Number(r.schools_count ?? 0),
      icon: r.icon_file_id !== null ? (icons.get(r.icon_file_id) ?? null) : null,
    }));
  };
  const loadOrganisation = async (id: number) => {
    const row = await organisationQuery().where('organisations.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return (await serializeOrganisations([row]))[0] as Awaited<
      ReturnType<typeof serializeOrganisations>
    >[number];
  };

  app.get(
    '/admin/organisations',
    {
      onRequest,
      schema: {
        ...route('organisations', 'Organisations (paged; search on name and authority number)'),
        querystring: PageQuery,
        response: { 200: Paged(AdminOrganisation), ...errorResponses },
      },
    },
    async (request) => {
      const page = await paginate(organisationQuery(), request.query, {
        sortColumns: {
          name: 'organisations.name',
          authority_number: 'organisations.authority_number',
          created_at: 'organisations.created_at',
          id: 'organisations.id',
        },
        defaultSort: { column: 'name', order: 'asc' },
        search: ['organisations.name', 'organisations.authority_number'],
        textColumns: ['organisations.name', 'organisations.authority_number'],
        dialect: app.dialect,
        tieBreaker: 'organisations.id',
        db: app.db,
      });
      return { data: await serializeOrganisations(page.data), meta: page.meta };
    },
  );

  app.post(
    '/admin/organisations',
    {
      onRequest,
      schema: {
        ...route('organisations', 'Create an organisation'),
        body: CreateAdminOrganisationRequest,
        response: { 201: Resource(AdminOrganisation), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { name, authority_number = null, icon_file_id = null } = request.body;
      await assertUsableIcon(request, icon_file_id);
      const now = nowIso();
      const id = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('organisations')
          .values({ name, authority_number, icon_file_id, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, {
          userId: actor(request),
          action: 'created',
          subjectType: 'organisation',
          subjectId: row.id,
          contextType: 'organisation',
          contextId: row.id,
          changes: request.body,
        });
        return row.id;
      });
      return reply.status(201).send({ data: await loadOrganisation(id) });
    },
  );

  app.get(
    '/admin/organisations/:id',
    {
      onRequest,
      schema: {
        ...route('organisations', 'An organisation'),
        params: IdParams,
        response: { 200: Resource(AdminOrganisation), ...errorResponses },
      },
    },
    async (request) => ({ data: await loadOrganisation(request.params.id) }),
  );

  app.patch(
    '/admin/organisations/:id',
    {
      onRequest,
      schema: {
        ...route('organisations', 'Change an organisation'),
        params: IdParams,
        body: UpdateAdminOrganisationRequest,
        response: { 200: Resource(AdminOrganisation), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await loadOrganisation(id);
      const changes = pickKnown(request.body, UpdateAdminOrganisationRequest);
      await assertUsableIcon(request, changes.icon_file_id);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('organisations')
          .set({ ...changes, updated_at: nowIso() })
          .where('id', '=', id)
          .execute();
        await audit(trx, {
          userId: actor(request),
          action: 'updated',
          subjectType: 'organisation',
          subjectId: id,
          contextType: 'organisation',
          contextId: id,
          changes,
        });
      });
      return { data: await loadOrganisation(id) };
    },
  );

  app.delete(
    '/admin/organisations/:id',
    {
      onRequest,
      schema: {
        ...route('organisations', 'Delete an organisation (its schools stay, without a board)'),
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await loadOrganisation(id);
      await app.db.transaction().execute(async (trx) => {
        await deleteContextContent(trx, 'organisation', id);
        await trx
          .updateTable('schools')
          .set({ organisation_id: null })
          .where('organisation_id', '=', id)
          .execute();
        await trx.deleteFrom('organisations').where('id', '=', id).execute();
        await audit(trx, {
          userId: actor(request),
          action: 'deleted',
          subjectType: 'organisation',
          subjectId: id,
          contextType: 'organisation',
          contextId: id,
        });
      });
      return reply.status(204).send(null);
    },
  );

  // Schools ----------------------------------------------------------------------------------

  const schoolQuery = () =>
    app.db
      .selectFrom('schools')
      .leftJoin('organisations', 'organisations.id', 'schools.organisation_id')
      .select([
        'schools.id',
        'schools.name',
        'schools.brin_number',
        'schools.icon_file_id',
        'schools.calendar',
        'schools.organisation_id',
        'schools.created_at',
        'schools.updated_at',
        'organisations.name as organisation_name',
      ]);
  type SchoolRow = Awaited<ReturnType<ReturnType<typeof schoolQuery>['executeTakeFirstOrThrow']>>;
  const serializeSchools = async (rows: SchoolRow[]) => {
    const icons = await iconRefs(
      app.db,
      secret,
      rows.map((r) => r.icon_file_id),
    );
    return rows.map(({ organisation_name, ...r }) => ({
      ...r,
      calendar: r.calendar === 1,
      icon: r.icon_file_id !== null ? (icons.get(r.icon_file_id) ?? null) : null,
      organisation:
        r.organisation_id !== null
          ? { id: r.organisation_id, name: organisation_name ?? '' }
          : null,
    }));
  };
  const loadSchool = async (id: number) => {
    const row = await schoolQuery().where('schools.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return (await serializeSchools([row]))[0] as Awaited<
      ReturnType<typeof serializeSchools>
    >[number];
  };
  const checkOrganisation = async (id: number | null | undefined) => {
    if (id == null) return;
    const row = await app.db
      .selectFrom('organisations')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw invalid('organisation_id', 'validation.exists');
  };

  app.get(
    '/admin/schools',
    {
      onRequest,
      schema: {
        ...route('schools', 'Schools (paged; search on name and BRIN number)'),
        querystring: PageQuery,
        response: { 200: Paged(AdminSchool), ...errorResponses },
      },
    },
    async (request) => {
      const page = await paginate(schoolQuery(), request.query, {
        sortColumns: {
          name: 'schools.name',
          brin_number: 'schools.brin_number',
          created_at: 'schools.created_at',
          id: 'schools.id',
        },
        defaultSort: { column: 'name', order: 'asc' },
        search: ['schools.name', 'schools.brin_number'],
        textColumns: ['schools.name', 'schools.brin_number'],
        dialect: app.dialect,
        tieBreaker: 'schools.id',
        db: app.db,
      });
      return { data: await serializeSchools(page.data), meta: page.meta };
    },
  );

  app.post(
    '/admin/schools',
    {
      onRequest,
      schema: {
        ...route('schools', 'Create a school'),
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
      const now = nowIso();
      const id = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('schools')
          .values({
            name,
            brin_number,
            organisation_id,
            icon_file_id,
            calendar: calendar ? 1 : 0,
            calendar_feed_key: randomToken(24),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, {
          userId: actor(request),
          action: 'created',
          subjectType: 'school',
          subjectId: row.id,
          contextType: 'school',
          contextId: row.id,
          changes: request.body,
        });
        return row.id;
      });
      return reply.status(201).send({ data: await loadSchool(id) });
    },
  );

  app.get(
    '/admin/schools/:id',
    {
      onRequest,
      schema: {
        ...route('schools', 'A school'),
        params: IdParams,
        response: { 200: Resource(AdminSchool), ...errorResponses },
      },
    },
    async (request) => ({ data: await loadSchool(request.params.id) }),
  );

  app.patch(
    '/admin/schools/:id',
    {
      onRequest,
      schema: {
        ...route('schools', 'Change a school (also move it to another board)'),
        params: IdParams,
        body: UpdateAdminSchoolRequest,
        response: { 200: Resource(AdminSchool), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await loadSchool(id);
      const { calendar, ...rest } = pickKnown(request.body, UpdateAdminSchoolRequest);
      await checkOrganisation(rest.organisation_id);
      await assertUsableIcon(request, rest.icon_file_id);
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
          userId: actor(request),
          action: 'updated',
          subjectType: 'school',
          subjectId: id,
          contextType: 'school',
          contextId: id,
          changes: pickKnown(request.body, UpdateAdminSchoolRequest),
        });
      });
      return { data: await loadSchool(id) };
    },
  );

  app.delete(
    '/admin/schools/:id',
    {
      onRequest,
      schema: {
        ...route('schools', 'Delete a school and its content'),
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await loadSchool(id);
      await app.db.transaction().execute(async (trx) => {
        await deleteContextContent(trx, 'school', id);
        await trx.deleteFrom('schools').where('id', '=', id).execute();
        await audit(trx, {
          userId: actor(request),
          action: 'deleted',
          subjectType: 'school',
          subjectId: id,
          contextType: 'school',
          contextId: id,
        });
      });
      return reply.status(204).send(null);
    },
  );

  // Users ------------------------------------------------------------------------------------

  const userColumns = [
    'users.id',
    'users.email',
    'users.first_name',
    'users.last_name_prefix',
    'users.last_name',
    'users.admin',
    'users.locale',
    'users.created_at',
    'users.updated_at',
  ] as const;
  const serializeUser = (
    u: Pick<
      User,
      | 'id'
      | 'email'
      | 'first_name'
      | 'last_name_prefix'
      | 'last_name'
      | 'admin'
      | 'locale'
      | 'created_at'
      | 'updated_at'
    >,
  ) => ({
    // A plain literal, not a spread of the row: one object shape for the serializer, and no
    // copy-then-overwrite per user (a page of the search has 25 of them).
    id: u.id,
    email: u.email,
    first_name: u.first_name,
    last_name_prefix: u.last_name_prefix,
    last_name: u.last_name,
    admin: u.admin === 1,
    locale: toLocale(u.locale),
    created_at: u.created_at,
    updated_at: u.updated_at,
  });
  const loadUser = async (id: number) => {
    const row = await app.db
      .selectFrom('users')
      .select(userColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return { ...serializeUser(row), ...(await userMemberships(app.db, id)) };
  };
  const checkMemberships = async (body: {
    organisations?: Array<{ id: number; role_id: number }>;
    schools?: Array<{ id: number; role_id: number }>;
  }) => {
    if (
      body.organisations &&
      (await invalidMemberships(app.db, 'organisation', body.organisations))
    ) {
      throw invalid('organisations', 'validation.exists');
    }
    if (body.schools && (await invalidMemberships(app.db, 'school', body.schools)))
      throw invalid('schools', 'validation.exists');
  };

  // The user list is searched over every user of the installation (100,000 in the benchmark).
  const usersPageOptions: PaginateOptions = {
    sortColumns: {
      first_name: 'users.first_name',
      last_name: 'users.last_name',
      email: 'users.email',
      created_at: 'users.created_at',
      id: 'users.id',
    },
    defaultSort: { column: 'last_name', order: 'asc' },
    search: ['users.first_name', 'users.last_name', 'users.email'],
    searchMode: 'prefix',
    textColumns: ['users.first_name', 'users.last_name', 'users.email'],
    dialect: app.dialect,
    tieBreaker: 'users.id',
    prefixTable: {
      table: 'user_search',
      key: 'user_id',
      id: 'users.id',
      length: USER_SEARCH_PREFIX_LENGTH,
      sortColumn: 'users.last_name',
    },
  };
  const usersPage = pager(
    app.db,
    0,
    () => app.db.selectFrom('users').select(userColumns),
    usersPageOptions,
  );
  /**
   * SQLite: the same pages written as JSON by SQLite itself (see jsonPager) — the contract's
   * fields in its order, admin as a boolean and an unknown locale as null, as serializeUser does
   * (a test holds the two to the same answers).
   */
  const userJsonValue = (field: string) => {
    if (field === 'admin') return sql`json(case when p.admin = 1 then 'true' else 'false' end)`;
    if (field === 'locale') return sql`case when p.locale in ('nl', 'en') then p.locale end`;
    return sql.ref(`p.${field}`);
  };
  const usersJsonPage =
    app.dialect === 'sqlite'
      ? jsonPager(
          app.db,
          () => app.db.selectFrom('users').select(userColumns),
          sql`json_object(${sql.join(
            Object.keys(AdminUser.properties).map(
              (field) => sql`${sql.lit(field)}, ${userJsonValue(field)}`,
            ),
          )})`,
          usersPageOptions,
        )
      : undefined;

  app.get(
    '/admin/users',
    {
      onRequest,
      schema: {
        ...route(
          'users',
          'Users (paged; search matches the start of first name, last name or email)',
        ),
        querystring: PageQuery,
        response: { 200: Paged(AdminUser), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (usersJsonPage) {
        const { data, meta } = await usersJsonPage(request.query);
        // JSON text (a string with a JSON content type is sent as it is, not serialized again);
        // the type provider only knows the object form.
        const body = `{"data":${data},"meta":${JSON.stringify(meta)}}`;
        return reply.type('application/json; charset=utf-8').send(body as never);
      }
      const page = await usersPage(request.query);
      return { data: page.data.map(serializeUser), meta: page.meta };
    },
  );

  app.post(
    '/admin/users',
    {
      onRequest,
      schema: {
        ...route('users', 'Create a user (without a password they set one via "forgot password")'),
        body: CreateAdminUserRequest,
        response: { 201: Resource(AdminUserDetail), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = normaliseEmail(body.email);
      if (await emailTaken(app.db, email)) throw invalid('email', 'validation.unique');
      if (body.password !== undefined) assertAcceptablePassword(body.password, body.password);
      await checkMemberships(body);
      const passwordHash = body.password !== undefined ? await hashPassword(body.password) : null;
      const now = nowIso();
      const id = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({
            email,
            first_name: body.first_name,
            last_name_prefix: body.last_name_prefix ?? null,
            last_name: body.last_name,
            admin: body.admin ? 1 : 0,
            locale: body.locale ?? null,
            password_hash: passwordHash,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (body.organisations)
          await replaceMemberships(trx, row.id, 'organisation', body.organisations);
        if (body.schools) await replaceMemberships(trx, row.id, 'school', body.schools);
        const { password: _password, ...changes } = body;
        await audit(trx, {
          userId: actor(request),
          action: 'created',
          subjectType: 'user',
          subjectId: row.id,
          changes,
        });
        return row.id;
      });
      return reply.status(201).send({ data: await loadUser(id) });
    },
  );

  app.get(
    '/admin/users/:id',
    {
      onRequest,
      schema: {
        ...route('users', 'A user with memberships'),
        params: IdParams,
        response: { 200: Resource(AdminUserDetail), ...errorResponses },
      },
    },
    async (request) => ({ data: await loadUser(request.params.id) }),
  );

  app.patch(
    '/admin/users/:id',
    {
      onRequest,
      schema: {
        ...route('users', 'Change a user (memberships are replaced when given)'),
        params: IdParams,
        body: UpdateAdminUserRequest,
        response: { 200: Resource(AdminUserDetail), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await loadUser(id);
      const {
        organisations,
        schools,
        password,
        admin: isAdmin,
        email,
        ...rest
      } = pickKnown(request.body, UpdateAdminUserRequest);
      if (email !== undefined && (await emailTaken(app.db, email, id)))
        throw invalid('email', 'validation.unique');
      if (isAdmin === false && id === request.user?.id) throw invalid('admin', 'users.self');
      if (password !== undefined) assertAcceptablePassword(password, password);
      await checkMemberships({ organisations, schools });
      const passwordHash = password !== undefined ? await hashPassword(password) : undefined;
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            ...rest,
            ...(email !== undefined ? { email: normaliseEmail(email) } : {}),
            ...(isAdmin !== undefined ? { admin: isAdmin ? 1 : 0 } : {}),
            ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .execute();
        if (organisations) await replaceMemberships(trx, id, 'organisation', organisations);
        if (schools) await replaceMemberships(trx, id, 'school', schools);
        await audit(trx, {
          userId: actor(request),
          action: 'updated',
          subjectType: 'user',
          subjectId: id,
          changes: {
            ...rest,
            email,
            admin: isAdmin,
            organisations,
            schools,
            password_changed: password !== undefined,
          },
        });
        // A password set by an admin (say, after a leak) must end the sessions that knew the
        // old one, as a reset or a change by the user does.
        if (passwordHash !== undefined) await revokeAllLogins(trx, id);
      });
      return { data: await loadUser(id) };
    },
  );

  app.delete(
    '/admin/users/:id',
    {
      onRequest,
      schema: {
        ...route('users', 'Delete a user'),
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await loadUser(id);
      if (id === request.user?.id) throw invalid('user', 'users.self');
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('users').where('id', '=', id).execute();
        await audit(trx, {
          userId: actor(request),
          action: 'deleted',
          subjectType: 'user',
          subjectId: id,
        });
      });
      return reply.status(204).send(null);
    },
  );

  // Manuals ----------------------------------------------------------------------------------

  const manualColumns = [
    'id',
    'title',
    'description',
    'content',
    'video_url',
    'position',
    'created_at',
    'updated_at',
  ] as const;
  const loadManual = async (id: number) => {
    const row = await app.db
      .selectFrom('manuals')
      .select(manualColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  const cleanManual = <T extends { content?: string | null; video_url?: string | null }>(
    body: T,
  ): T => {
    if (body.video_url != null && !isAllowedVideoUrl(body.video_url))
      throw invalid('video_url', 'validation.format');
    return body.content != null ? { ...body, content: sanitizeRichText(body.content) } : body;
  };

  app.get(
    '/admin/manuals',
    {
      onRequest,
      schema: {
        ...route('manuals', 'Manuals (paged; search on title and description)'),
        querystring: PageQuery,
        response: { 200: Paged(AdminManual), ...errorResponses },
      },
    },
    async (request) =>
      paginate(app.db.selectFrom('manuals').select(manualColumns), request.query, {
        sortColumns: {
          title: 'manuals.title',
          position: 'manuals.position',
          created_at: 'manuals.created_at',
          id: 'manuals.id',
        },
        defaultSort: { column: 'position', order: 'asc' },
        search: ['manuals.title', 'manuals.description'],
        textColumns: ['manuals.title'],
        dialect: app.dialect,
        tieBreaker: 'manuals.id',
        db: app.db,
      }),
  );

  app.post(
    '/admin/manuals',
    {
      onRequest,
      schema: {
        ...route('manuals', 'Create a manual'),
        body: CreateAdminManualRequest,
        response: { 201: Resource(AdminManual), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = cleanManual(request.body);
      const now = nowIso();
      const id = await app.db.transaction().execute(async (trx) => {
        const position =
          body.position ??
          Number(
            (
              await trx
                .selectFrom('manuals')
                .select(sql<number>`coalesce(max(position), 0) + 1`.as('next'))
                .executeTakeFirst()
            )?.next ?? 1,
          );
        const row = await trx
          .insertInto('manuals')
          .values({
            title: body.title,
            description: body.description ?? null,
            content: body.content ?? null,
            video_url: body.video_url ?? null,
            position,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, {
          userId: actor(request),
          action: 'created',
          subjectType: 'manual',
          subjectId: row.id,
          changes: { title: body.title },
        });
        return row.id;
      });
      return reply.status(201).send({ data: await loadManual(id) });
    },
  );

  app.get(
    '/admin/manuals/:id',
    {
      onRequest,
      schema: {
        ...route('manuals', 'A manual'),
        params: IdParams,
        response: { 200: Resource(AdminManual), ...errorResponses },
      },
    },
    async (request) => ({ data: await loadManual(request.params.id) }),
  );

  app.patch(
    '/admin/manuals/:id',
    {
      onRequest,
      schema: {
        ...route('manuals', 'Change a manual'),
        params: IdParams,
        body: UpdateAdminManualRequest,
        response: { 200: Resource(AdminManual), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await loadManual(id);
      const changes = cleanManual(pickKnown(request.body, UpdateAdminManualRequest));
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('manuals')
          .set({ ...changes, updated_at: nowIso() })
          .where('id', '=', id)
          .execute();
        await audit(trx, {
          userId: actor(request),
          action: 'updated',
          subjectType: 'manual',
          subjectId: id,
          changes: { ...changes, content: changes.content !== undefined ? '(changed)' : undefined },
        });
      });
      return { data: await loadManual(id) };
    },
  );

  app.delete(
    '/admin/manuals/:id',
    {
      onRequest,
      schema: {
        ...route('manuals', 'Delete a manual'),
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await loadManual(id);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('manuals').where('id', '=', id).execute();
        await audit(trx, {
          userId: actor(request),
          action: 'deleted',
          subjectType: 'manual',
          subjectId: id,
        });
      });
      return reply.status(204).send(null);
    },
  );
};

export default admin;
