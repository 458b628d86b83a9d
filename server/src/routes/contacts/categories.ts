import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContactCategory,
  ContextParams,
  CreateContactCategoryBody,
  IdParams,
  List,
  Resource,
  UpdateContactCategoryBody,
  contextTypeOfSegment,
  errorResponses,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import {
  categoryRowToContactCategory,
  createContactCategory,
  deleteContactCategory,
  findContactCategory,
  listContactCategories,
  updateContactCategory,
} from '../../repositories/contacts.js';
import { requireContextAdmin, requireMember } from '../../services/access.js';
import { auditedWrite } from '../../services/audit.js';
import { asContextType, tags } from './shared.js';

/** The categories that group a context's social map, managed by its admins. */
const categories: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:ctx/:id/contact-categories',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The contact categories of a context',
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
        summary: 'Add a contact category (context admins)',
        params: ContextParams,
        body: CreateContactCategoryBody,
        response: { 201: Resource(ContactCategory), ...errorResponses },
      },
    },
    async (request, reply) => {
      const contextType = contextTypeOfSegment(request.params.ctx);
      const contextId = request.params.id;
      await requireContextAdmin(request, contextType, contextId);
      const values = { name: request.body.name, position: request.body.position ?? 0 };
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
          changes: values,
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
        summary: 'Change a contact category (context admins)',
        params: IdParams,
        body: UpdateContactCategoryBody,
        response: { 200: Resource(ContactCategory), ...errorResponses },
      },
    },
    async (request) => {
      const category = await findContactCategory(app.db, request.params.id);
      if (!category) throw notFound();
      const contextType = asContextType(category.contextable_type);
      await requireContextAdmin(request, contextType, category.contextable_id);
      const patch = pickKnown(request.body, UpdateContactCategoryBody);
      const updated = await auditedWrite(
        app.db,
        (trx) => updateContactCategory(trx, category.id, patch),
        {
          userId: request.user!.id,
          action: 'updated',
          subjectType: 'contact_category',
          subjectId: category.id,
          contextType,
          contextId: category.contextable_id,
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
        summary:
          'Delete a contact category; its contacts stay, without a category (context admins)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const category = await findContactCategory(app.db, request.params.id);
      if (!category) throw notFound();
      const contextType = asContextType(category.contextable_type);
      await requireContextAdmin(request, contextType, category.contextable_id);
      await auditedWrite(app.db, (trx) => deleteContactCategory(trx, category.id), {
        userId: request.user!.id,
        action: 'deleted',
        subjectType: 'contact_category',
        subjectId: category.id,
        contextType,
        contextId: category.contextable_id,
        changes: { name: category.name },
      });
      return reply.status(204).send(null);
    },
  );
};

export default categories;
