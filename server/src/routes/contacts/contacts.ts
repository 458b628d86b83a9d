import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Contact,
  ContactDocument,
  ContactsQuery,
  ContextParams,
  CreateContactBody,
  DeleteContactQuery,
  IdParams,
  List,
  Paged,
  Resource,
  UpdateContactBody,
  contextTypeOfSegment,
  errorResponses,
} from '@koers/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { ContextType } from '../../db/types.js';
import { invalid, notFound } from '../../lib/errors.js';
import { pickKnown } from '../../lib/pick.js';
import {
  contactRowToContact,
  contactsPage,
  createContact,
  deleteContact,
  documentsNamingContact,
  findContact,
  findContactCategory,
  updateContact,
  type ContactValues,
} from '../../repositories/contacts.js';
import { requireManager, requireMember } from '../../services/access.js';
import { auditedWrite } from '../../services/audit.js';
import { asContextType, tags } from './shared.js';

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

/** A contact's name as stored: without surrounding spaces, and not empty (422 on `name`). */
function checkedName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw invalid('name', 'validation.required');
  return name;
}

/** The people and organisations on a context's social map: read by members, kept by managers. */
const contacts: FastifyPluginAsyncTypebox = async (app) => {
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
      return contactsPage(app.db, app.dialect, contextType, request.params.id, request.query);
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
        name: checkedName(b.name),
        function: b.function ?? null,
        organisation_name: b.organisation_name ?? null,
        email: b.email ?? null,
        phone: b.phone ?? null,
        website: b.website ?? null,
        address: b.address ?? null,
        notes: b.notes ?? null,
        contact_category_id: b.contact_category_id ?? null,
      };
      const id = await auditedWrite(
        app.db,
        (trx) => createContact(trx, contextType, contextId, values),
        (contactId) => ({
          userId: request.user!.id,
          action: 'created',
          subjectType: 'contact',
          subjectId: contactId,
          contextType,
          contextId,
          changes: { ...values },
        }),
      );
      return reply
        .status(201)
        .send({ data: contactRowToContact((await findContact(app.db, id))!) });
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
      const patch = pickKnown(request.body, UpdateContactBody);
      if (patch.name !== undefined) patch.name = checkedName(patch.name);
      await auditedWrite(app.db, (trx) => updateContact(trx, contact.id, patch), {
        userId: request.user!.id,
        action: 'updated',
        subjectType: 'contact',
        subjectId: contact.id,
        contextType,
        contextId: contact.contextable_id,
        changes: patch,
      });
      return { data: contactRowToContact((await findContact(app.db, contact.id))!) };
    },
  );

  app.get(
    '/contacts/:id/documents',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The documents whose contact blocks name a contact (managers of its context)',
        description:
          'What removing the contact would leave behind: those blocks keep the copy of its details they show.',
        params: IdParams,
        response: { 200: List(ContactDocument), ...errorResponses },
      },
    },
    async (request) => {
      const contact = await findContact(app.db, request.params.id);
      if (!contact) throw notFound();
      await requireManager(
        request,
        asContextType(contact.contextable_type),
        contact.contextable_id,
      );
      return { data: await documentsNamingContact(app.db, contact) };
    },
  );

  app.delete(
    '/contacts/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a contact (managers of its context)',
        description:
          "A contact named in documents' contact blocks is deleted only with `documents=keep`: the caller has seen those documents (`GET /api/contacts/{id}/documents`), whose blocks keep the copy of its details they show. Without it the answer is a 422 on `documents` naming them.",
        params: IdParams,
        querystring: DeleteContactQuery,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const contact = await findContact(app.db, request.params.id);
      if (!contact) throw notFound();
      const contextType = asContextType(contact.contextable_type);
      await requireManager(request, contextType, contact.contextable_id);
      const keep = request.query.documents === 'keep';
      await auditedWrite(
        app.db,
        async (trx) => {
          // Looked up in the transaction: a block that names it meanwhile is not left unasked.
          const named = await documentsNamingContact(trx, contact);
          if (named.length > 0 && !keep) {
            throw invalid('documents', 'contacts.in_documents', {
              names: named.map((d) => d.name).join(', '),
            });
          }
          await deleteContact(trx, contact.id);
          return named;
        },
        (named) => ({
          userId: request.user!.id,
          action: 'deleted',
          subjectType: 'contact',
          subjectId: contact.id,
          contextType,
          contextId: contact.contextable_id,
          changes: {
            name: contact.name,
            ...(named.length > 0 ? { documents: named.map((d) => d.id) } : {}),
          },
        }),
      );
      return reply.status(204).send(null);
    },
  );
};

export default contacts;
