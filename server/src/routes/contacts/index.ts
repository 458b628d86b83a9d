import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Contact,
  ContactCategory,
  ContactsQuery,
  ContextParams,
  CreateContactBody,
  CreateContactCategoryBody,
  IdParams,
  List,
  Paged,
  Resource,
  UpdateContactBody,
  UpdateContactCategoryBody,
  contextTypeOfSegment,
  errorResponses,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { ContextType } from '../../db/types.js';
import { invalid, notFound } from '../../lib/errors.js';
import { paginate } from '../../lib/paginate.js';
import {
  CONTACT_SEARCH_COLUMNS,
  contactsQuery,
  createContact,
  createContactCategory,
  deleteContact,
  deleteContactCategory,
  findContact,
  findContactCategory,
  listContactCategories,
  updateContact,
  updateContactCategory,
  type ContactValues,
  type ContactWithCategory,
} from '../../repositories/contacts.js';
import { requireContextAdmin, requireManager, requireMember } from '../../services/access.js';
import { audit } from '../../services/audit.js';

const tags = ['Social map'];

/** The fields that were sent: a PATCH changes those and nothing else. */
function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const serializeContact = (c: ContactWithCategory): Contact => ({
  id: c.id,
  name: c.name,
  function: c.function,
  organisation_name: c.organisation_name,
  email: c.email,
  phone: c.phone,
  website: c.website,
  address: c.address,
  notes: c.notes,
  contact_category_id: c.contact_category_id,
  category:
    c.contact_category_id !== null && c.category_name !== null
      ? { id: c.contact_category_id, name: c.category_name }
      : null,
});

const serializeCategory = ({ id, name, position }: ContactCategory): ContactCategory => ({
  id,
  name,
  position,
});

const asContextType = (value: string): ContextType =>
  value === 'organisation' ? 'organisation' : 'school';

/** A contact's category must be one of the same context's categories. */
async function checkCategory(
  request: FastifyRequest,
  contextType: ContextType,
  contextId: number,
  categoryId: number | null | undefined,
) {
  if (categoryId === undefined || categoryId === null) return;
  const category = await findContactCategory(request.server.db, categoryId);
  if (
    !category ||
    category.contextable_type !== contextType ||
    category.contextable_id !== contextId
  ) {
    throw invalid('contact_category_id', 'validation.exists');
  }
}

const contactsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:ctx/:id/contacts',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'The social map of a context, paged; search over name, function, organisation and email',
        params: ContextParams,
        querystring: ContactsQuery,
        response: { 200: Paged(Contact), ...errorResponses },
      },
    },
    async (request) => {
      const contextType = contextTypeOfSegment(request.params.ctx);
      await requireMember(request, contextType, request.params.id);
      const page = await paginate(
        contactsQuery(app.db, contextType, request.params.id, request.query.contact_category_id),
        request.query,
        {
          sortColumns: {
            name: 'contacts.name',
            function: 'contacts.function',
            organisation_name: 'contacts.organisation_name',
          },
          defaultSort: { column: 'name', order: 'asc' },
          search: CONTACT_SEARCH_COLUMNS.map((c) => `contacts.${c}`),
          textColumns: ['contacts.name', 'contacts.function', 'contacts.organisation_name'],
          dialect: app.dialect,
          tieBreaker: 'contacts.id',
        },
      );
      return { data: page.data.map(serializeContact), meta: page.meta };
    },
  );

  app.post(
    '/:ctx/:id/contacts',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Add a contact to the social map (managers)',
        params: ContextParams,
        body: CreateContactBody,
        response: { 201: Resource(Contact), ...errorResponses },
      },
    },
    async (request, reply) => {
      const contextType = contextTypeOfSegment(request.params.ctx);
      const contextId = request.params.id;
      await requireManager(request, contextType, contextId);
      const b = request.body;
      await checkCategory(request, contextType, contextId, b.contact_category_id);
      const values: ContactValues = {
        name: b.name,
        function: b.function ?? null,
        organisation_name: b.organisation_name ?? null,
        email: b.email ?? null,
        phone: b.phone ?? null,
        website: b.website ?? null,
        address: b.address ?? null,
        notes: b.notes ?? null,
        contact_category_id: b.contact_category_id ?? null,
      };
      const id = await app.db.transaction().execute(async (trx) => {
        const contactId = await createContact(trx, contextType, contextId, values);
        await audit(trx, {
          userId: request.user!.id,
          action: 'created',
          subjectType: 'contact',
          subjectId: contactId,
          contextType,
          contextId,
          changes: { ...values },
        });
        return contactId;
      });
      return reply.status(201).send({ data: serializeContact((await findContact(app.db, id))!) });
    },
  );

  app.patch(
    '/contacts/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Change a contact (managers of its context)',
        params: IdParams,
        body: UpdateContactBody,
        response: { 200: Resource(Contact), ...errorResponses },
      },
    },
    async (request) => {
      const contact = await findContact(app.db, request.params.id);
      if (!contact) throw notFound();
      const contextType = asContextType(contact.contextable_type);
      await requireManager(request, contextType, contact.contextable_id);
      await checkCategory(
        request,
        contextType,
        contact.contextable_id,
        request.body.contact_category_id,
      );
      const b = request.body;
      const patch = definedOnly({
        name: b.name,
        function: b.function,
        organisation_name: b.organisation_name,
        email: b.email,
        phone: b.phone,
        website: b.website,
        address: b.address,
        notes: b.notes,
        contact_category_id: b.contact_category_id,
      });
      await app.db.transaction().execute(async (trx) => {
        await updateContact(trx, contact.id, patch);
        await audit(trx, {
          userId: request.user!.id,
          action: 'updated',
          subjectType: 'contact',
          subjectId: contact.id,
          contextType,
          contextId: contact.contextable_id,
          changes: patch,
        });
      });
      return { data: serializeContact((await findContact(app.db, contact.id))!) };
    },
  );

  app.delete(
    '/contacts/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a contact (managers of its context)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const contact = await findContact(app.db, request.params.id);
      if (!contact) throw notFound();
      const contextType = asContextType(contact.contextable_type);
      await requireManager(request, contextType, contact.contextable_id);
      await app.db.transaction().execute(async (trx) => {
        await deleteContact(trx, contact.id);
        await audit(trx, {
          userId: request.user!.id,
          action: 'deleted',
          subjectType: 'contact',
          subjectId: contact.id,
          contextType,
          contextId: contact.contextable_id,
          changes: { name: contact.name },
        });
      });
      return reply.status(204).send(null);
    },
  );

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
          serializeCategory,
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
      const category = await app.db.transaction().execute(async (trx) => {
        const row = await createContactCategory(trx, contextType, contextId, values);
        await audit(trx, {
          userId: request.user!.id,
          action: 'created',
          subjectType: 'contact_category',
          subjectId: row.id,
          contextType,
          contextId,
          changes: values,
        });
        return row;
      });
      return reply.status(201).send({ data: serializeCategory(category) });
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
      const patch = definedOnly({ name: request.body.name, position: request.body.position });
      const updated = await app.db.transaction().execute(async (trx) => {
        const row = await updateContactCategory(trx, category.id, patch);
        await audit(trx, {
          userId: request.user!.id,
          action: 'updated',
          subjectType: 'contact_category',
          subjectId: category.id,
          contextType,
          contextId: category.contextable_id,
          changes: patch,
        });
        return row;
      });
      if (!updated) throw notFound();
      return { data: serializeCategory(updated) };
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
      await app.db.transaction().execute(async (trx) => {
        await deleteContactCategory(trx, category.id);
        await audit(trx, {
          userId: request.user!.id,
          action: 'deleted',
          subjectType: 'contact_category',
          subjectId: category.id,
          contextType,
          contextId: category.contextable_id,
          changes: { name: category.name },
        });
      });
      return reply.status(204).send(null);
    },
  );
};

export default contactsRoutes;
