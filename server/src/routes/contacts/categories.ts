import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContactCategory,
  ContextParams,
  CreateContactCategoryBody,
  DeleteContactCategoryQuery,
  IdParams,
  List,
  Resource,
  UpdateContactCategoryBody,
  contextTypeOfSegment,
  errorResponses,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { ContextType, Database } from '../../db/types.js';
import { invalid, notFound } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import {
  categoryRowToContactCategory,
  createContactCategory,
  deleteContactCategory,
  findCategoryNamed,
  findContactCategory,
  listContactCategories,
  updateContactCategory,
} from '../../repositories/contacts.js';
import { requireManager, requireMember } from '../../services/access.js';
import { auditedWrite } from '../../services/audit.js';
import { asContextType, tags } from './shared.js';

/**
 * A category name as stored: without surrounding spaces, not empty, and not the name of another
 * category of the same context (422 on `name`).
 */
async function checkedName(
  db: Kysely<Database>,
  contextType: ContextType,
  contextId: number,
  raw: string,
  exceptId?: number,
): Promise<string> {
  const name = raw.trim();
  if (name === '') throw invalid('name', 'validation.required');
  const taken = await findCategoryNamed(db, contextType, contextId, name, exceptId);
  if (taken) throw invalid('name', 'contact_categories.name_taken', { name: taken.name });
  return name;
}

/**
 * The categories that group a context's social map: read by its members, kept by its managers
 * (the settings tab Sociale kaart is theirs, decision 0058).
 */
const categories: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:ctx/:id/contact-categories',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The contact categories of a context, with how many contacts each has',
        params: ContextParams,
        response: { 200: List(ContactCategory), ...errorResponses },
      },
    },
    async (request) => {
      const contextType = contextTypeOfSegment(request.params.ctx);
      await requireMember(request, contextType, request.params.id);
      return {
        data: (await listContactCategories(app.db, contextType, request.params.id)).map(
          categoryRowToContactCategory,
        ),
      };
    },
  );

  app.post(
    '/:ctx/:id/contact-categories',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Add a contact category (managers of the context)',
        description:
          'The name is unique within the context, ignoring case. Without a position the category goes last.',
        params: ContextParams,
        body: CreateContactCategoryBody,
        response: { 201: Resource(ContactCategory), ...errorResponses },
      },
    },
    async (request, reply) => {
      const contextType = contextTypeOfSegment(request.params.ctx);
      const contextId = request.params.id;
      await requireManager(request, contextType, contextId);
      const name = await checkedName(app.db, contextType, contextId, request.body.name);
      const values = { name, position: request.body.position };
      const category = await auditedWrite(
        app.db,
        (trx) => createContactCategory(trx, contextType, contextId, values),
        (row) => ({
          userId: request.user!.id,
          action: 'created',
          subjectType: 'contact_category',
          subjectId: row.id,
          contextType,
          contextId,
          changes: { name: row.name, position: row.position },
        }),
      );
      return reply.status(201).send({ data: categoryRowToContactCategory(category) });
    },
  );

  app.patch(
    '/contact-categories/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Rename or reorder a contact category (managers of its context)',
        params: IdParams,
        body: UpdateContactCategoryBody,
        response: { 200: Resource(ContactCategory), ...errorResponses },
      },
    },
    async (request) => {
      const category = await findContactCategory(app.db, request.params.id);
      if (!category) throw notFound();
      const contextType = asContextType(category.contextable_type);
      const contextId = category.contextable_id;
      await requireManager(request, contextType, contextId);
      const patch = pickKnown(request.body, UpdateContactCategoryBody);
      if (patch.name !== undefined) {
        patch.name = await checkedName(app.db, contextType, contextId, patch.name, category.id);
      }
      const updated = await auditedWrite(
        app.db,
        (trx) => updateContactCategory(trx, category.id, patch),
        {
          userId: request.user!.id,
          action: 'updated',
          subjectType: 'contact_category',
          subjectId: category.id,
          contextType,
          contextId,
          changes: patch,
        },
      );
      if (!updated) throw notFound();
      return { data: categoryRowToContactCategory(updated) };
    },
  );

  app.delete(
    '/contact-categories/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a contact category (managers of its context)',
        description:
          'A category with contacts is deleted only with a choice for them: `contacts=move&move_to={category id}` files them under another category of the context, `contacts=clear` leaves them on the social map without a category. Without one the answer is a 422 on `contacts`.',
        params: IdParams,
        querystring: DeleteContactCategoryQuery,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const category = await findContactCategory(app.db, request.params.id);
      if (!category) throw notFound();
      const contextType = asContextType(category.contextable_type);
      const contextId = category.contextable_id;
      await requireManager(request, contextType, contextId);
      const { contacts: choice, move_to: moveTo } = request.query;
      let target: number | null = null;
      if (choice === 'move') {
        const other = moveTo === undefined ? undefined : await findContactCategory(app.db, moveTo);
        if (
          !other ||
          other.id === category.id ||
          other.contextable_type !== contextType ||
          other.contextable_id !== contextId
        ) {
          throw invalid('move_to', 'contact_categories.move_to_invalid');
        }
        target = other.id;
      }
      await auditedWrite(
        app.db,
        async (trx) => {
          // Counted in the transaction: a contact filed under it meanwhile is not dropped unasked.
          const current = await findContactCategory(trx, category.id);
          if (!current) throw notFound();
          if (choice === undefined && current.contact_count > 0) {
            throw invalid('contacts', 'contact_categories.has_contacts', {
              count: current.contact_count,
            });
          }
          return deleteContactCategory(trx, category.id, target);
        },
        (n) => ({
          userId: request.user!.id,
          action: 'deleted',
          subjectType: 'contact_category',
          subjectId: category.id,
          contextType,
          contextId,
          changes: {
            name: category.name,
            ...(n > 0 ? { contacts: n, contacts_moved_to: target } : {}),
          },
        }),
      );
      return reply.status(204).send(null);
    },
  );
};

export default categories;
