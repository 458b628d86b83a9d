import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextType } from '@koers/contract';
import { errorResponses, IdParams, PageQuery, Paged, Resource } from '@koers/contract';
import { type Static, type TObject, Type } from '@sinclair/typebox';
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import { auditedWrite, contextEntry } from '../../services/audit.js';
import { assertUsableIcon } from '../../services/icons.js';

/** The `:id` of an item route, validated by `IdParams`. */
const idOf = (request: FastifyRequest) => (request.params as Static<typeof IdParams>).id;

type Db = Kysely<Database> | Transaction<Database>;

/** What the API's write bodies of a board and a school have in common. */
interface IconBody {
  icon_file_id?: number | null;
}

/**
 * The five calls a super admin has on one kind of context (a board or a school): list, create,
 * read, change and delete. Both kinds answer, validate, check their icon and audit the same way;
 * what differs (schemas, texts, the repository calls, extra checks) is given here.
 */
export interface ContextAdminRoutes<
  Entity extends TObject,
  Create extends TObject,
  Update extends TObject,
> {
  type: ContextType;
  /** The collection's path under `/api/admin`, e.g. `/schools`. */
  path: string;
  tags: string[];
  schemas: { entity: Entity; create: Create; update: Update };
  summaries: { list: string; create: string; read: string; update: string; delete: string };
  page: (
    db: Kysely<Database>,
    dialect: Dialect,
    secret: string,
    query: Static<typeof PageQuery>,
  ) => Promise<{ data: Static<Entity>[]; meta: unknown }>;
  find: (db: Kysely<Database>, secret: string, id: number) => Promise<Static<Entity> | undefined>;
  create: (db: Db, body: Static<Create>) => Promise<number>;
  update: (db: Db, id: number, changes: Partial<Static<Update>>) => Promise<void>;
  remove: (db: Db, id: number) => Promise<void>;
  /**
   * Checks beyond the schema on a create or change body (e.g. that its board exists); `id` is
   * the changed one's, undefined on a create.
   */
  check?: (db: Db, body: Partial<Static<Update>>, id?: number) => Promise<void>;
  /**
   * The audit row's action for a change: `updated` unless given (a school that changes board is
   * `moved`). `before` is the entity as it was.
   */
  changeAction?: (before: Static<Entity>, changes: Partial<Static<Update>>) => string;
  /** What the audit row of a change records beyond the changed fields (e.g. the board it left). */
  changeDetails?: (
    before: Static<Entity>,
    changes: Partial<Static<Update>>,
  ) => Record<string, unknown>;
}

export function contextAdminRoutes<
  Entity extends TObject,
  Create extends TObject,
  Update extends TObject,
>(spec: ContextAdminRoutes<Entity, Create, Update>): FastifyPluginAsyncTypebox {
  const { type, path, tags, schemas, summaries } = spec;
  const item = `${path}/:id`;

  return async (typedApp) => {
    // The schemas are generic here, which the TypeBox type provider cannot resolve; the handlers
    // cast what the schemas have already validated at run time.
    const app = typedApp as unknown as FastifyInstance;
    const secret = app.config.signingSecret;
    const load = async (id: number) => {
      const found = await spec.find(app.db, secret, id);
      if (!found) throw notFound();
      return found;
    };
    const checkBody = async (
      request: FastifyRequest,
      body: Partial<Static<Update>>,
      id?: number,
    ) => {
      await spec.check?.(app.db, body, id);
      await assertUsableIcon(request, (body as IconBody).icon_file_id);
    };

    app.get(
      path,
      {
        schema: {
          tags,
          summary: summaries.list,
          querystring: PageQuery,
          response: { 200: Paged(schemas.entity), ...errorResponses },
        },
      },
      async (request) =>
        spec.page(app.db, app.dialect, secret, request.query as Static<typeof PageQuery>),
    );

    app.post(
      path,
      {
        schema: {
          tags,
          summary: summaries.create,
          body: schemas.create,
          response: { 201: Resource(schemas.entity), ...errorResponses },
        },
      },
      async (request, reply) => {
        const body = request.body as Static<Create>;
        await checkBody(request, body as Partial<Static<Update>>);
        const id = await auditedWrite(
          app.db,
          (trx) => spec.create(trx, body),
          (newId) => contextEntry(request.user!.id, 'created', type, newId, body),
        );
        return reply.status(201).send({ data: await load(id) });
      },
    );

    app.get(
      item,
      {
        schema: {
          tags,
          summary: summaries.read,
          params: IdParams,
          response: { 200: Resource(schemas.entity), ...errorResponses },
        },
      },
      async (request) => ({ data: await load(idOf(request)) }),
    );

    app.patch(
      item,
      {
        schema: {
          tags,
          summary: summaries.update,
          params: IdParams,
          body: schemas.update,
          response: { 200: Resource(schemas.entity), ...errorResponses },
        },
      },
      async (request) => {
        const id = idOf(request);
        const before = await load(id);
        const changes = pickKnown(request.body as Static<Update>, schemas.update) as Partial<
          Static<Update>
        >;
        await checkBody(request, changes, id);
        await auditedWrite(
          app.db,
          (trx) => spec.update(trx, id, changes),
          contextEntry(
            request.user!.id,
            spec.changeAction?.(before, changes) ?? 'updated',
            type,
            id,
            { ...changes, ...spec.changeDetails?.(before, changes) },
          ),
        );
        return { data: await load(id) };
      },
    );

    app.delete(
      item,
      {
        schema: {
          tags,
          summary: summaries.delete,
          params: IdParams,
          response: { 204: Type.Null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const id = idOf(request);
        await load(id);
        await auditedWrite(
          app.db,
          (trx) => spec.remove(trx, id),
          contextEntry(request.user!.id, 'deleted', type, id),
        );
        return reply.status(204).send(null);
      },
    );
  };
}
