import type {
  Contact as ContactContract,
  ContactCategory as ContactCategoryContract,
  ContactsQuery,
  PagedResult,
} from '@koers/contract';
import type { SortColumn } from '@koers/contract/constants';
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { Contact, ContactCategory, ContextType, Database } from '../db/types.js';
import { paginate } from '../lib/paginate.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Columns the paged contacts list searches. */
const CONTACT_SEARCH_COLUMNS = ['name', 'function', 'organisation_name', 'email'] as const;

/**
 * The contacts of a context, optionally of one category, as a query the paginator can count,
 * search, sort and page. The category name comes along for the serializer.
 */
function contactsQuery(db: Db, contextType: ContextType, contextId: number, categoryId?: number) {
  let query = db
    .selectFrom('contacts')
    .leftJoin('contact_categories', 'contact_categories.id', 'contacts.contact_category_id')
    .selectAll('contacts')
    .select('contact_categories.name as category_name')
    .where('contacts.contextable_type', '=', contextType)
    .where('contacts.contextable_id', '=', contextId);
  if (categoryId !== undefined)
    query = query.where('contacts.contact_category_id', '=', categoryId);
  return query;
}

export type ContactWithCategory = Contact & { category_name: string | null };

export async function findContact(db: Db, id: number): Promise<ContactWithCategory | undefined> {
  return db
    .selectFrom('contacts')
    .leftJoin('contact_categories', 'contact_categories.id', 'contacts.contact_category_id')
    .selectAll('contacts')
    .select('contact_categories.name as category_name')
    .where('contacts.id', '=', id)
    .executeTakeFirst();
}

export type ContactValues = Pick<
  Contact,
  | 'name'
  | 'function'
  | 'organisation_name'
  | 'email'
  | 'phone'
  | 'website'
  | 'address'
  | 'notes'
  | 'contact_category_id'
>;

export async function createContact(
  db: Db,
  contextType: ContextType,
  contextId: number,
  values: ContactValues,
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('contacts')
    .values({
      ...values,
      contextable_type: contextType,
      contextable_id: contextId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateContact(
  db: Db,
  id: number,
  patch: Partial<ContactValues>,
): Promise<void> {
  await db
    .updateTable('contacts')
    .set({ ...patch, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteContact(db: Db, id: number): Promise<void> {
  await db.deleteFrom('contacts').where('id', '=', id).execute();
}

/** A category with the number of contacts filed under it. */
export type ContactCategoryWithCount = ContactCategory & { contact_count: number };

function categoriesWithCount(db: Db) {
  return db
    .selectFrom('contact_categories')
    .selectAll('contact_categories')
    .select((eb) =>
      eb
        .selectFrom('contacts')
        .select(eb.fn.countAll().as('n'))
        .whereRef('contacts.contact_category_id', '=', 'contact_categories.id')
        .as('contact_count'),
    );
}

/** PostgreSQL answers a count as a bigint string. */
const withCount = (
  row: ContactCategory & { contact_count: unknown },
): ContactCategoryWithCount => ({
  ...row,
  contact_count: Number(row.contact_count ?? 0),
});

export async function listContactCategories(
  db: Db,
  contextType: ContextType,
  contextId: number,
): Promise<ContactCategoryWithCount[]> {
  const rows = await categoriesWithCount(db)
    .where('contact_categories.contextable_type', '=', contextType)
    .where('contact_categories.contextable_id', '=', contextId)
    .orderBy('contact_categories.position')
    .orderBy('contact_categories.name')
    .orderBy('contact_categories.id')
    .execute();
  return rows.map(withCount);
}

export async function findContactCategory(
  db: Db,
  id: number,
): Promise<ContactCategoryWithCount | undefined> {
  const row = await categoriesWithCount(db)
    .where('contact_categories.id', '=', id)
    .executeTakeFirst();
  return row && withCount(row);
}

/**
 * Another category of the same context with this name, compared without case and surrounding
 * spaces (a social map with two "GGD" categories files contacts under either at random).
 */
export async function findCategoryNamed(
  db: Db,
  contextType: ContextType,
  contextId: number,
  name: string,
  exceptId?: number,
): Promise<ContactCategory | undefined> {
  const wanted = name.trim().toLowerCase();
  const rows = await db
    .selectFrom('contact_categories')
    .selectAll()
    .where('contextable_type', '=', contextType)
    .where('contextable_id', '=', contextId)
    .execute();
  return rows.find((row) => row.id !== exceptId && row.name.trim().toLowerCase() === wanted);
}

/** Creates a category; without a position it goes after the context's last one. */
export async function createContactCategory(
  db: Db,
  contextType: ContextType,
  contextId: number,
  values: { name: string; position?: number },
): Promise<ContactCategoryWithCount> {
  let position = values.position;
  if (position === undefined) {
    const last = await db
      .selectFrom('contact_categories')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('contextable_type', '=', contextType)
      .where('contextable_id', '=', contextId)
      .executeTakeFirst();
    position = last?.position == null ? 0 : Number(last.position) + 1;
  }
  const row = await db
    .insertInto('contact_categories')
    .values({
      name: values.name,
      position,
      contextable_type: contextType,
      contextable_id: contextId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, contact_count: 0 };
}

export async function updateContactCategory(
  db: Db,
  id: number,
  patch: Partial<{ name: string; position: number }>,
): Promise<ContactCategoryWithCount | undefined> {
  if (Object.keys(patch).length > 0) {
    await db.updateTable('contact_categories').set(patch).where('id', '=', id).execute();
  }
  return findContactCategory(db, id);
}

/**
 * Deletes a category. Its contacts move to `moveTo` (another category of the context) or, with
 * null, stay on the social map without a category. Answers how many contacts it had.
 */
export async function deleteContactCategory(
  db: Db,
  id: number,
  moveTo: number | null,
): Promise<number> {
  const moved = await db
    .updateTable('contacts')
    .set({ contact_category_id: moveTo, updated_at: new Date().toISOString() })
    .where('contact_category_id', '=', id)
    .executeTakeFirst();
  await db.deleteFrom('contact_categories').where('id', '=', id).execute();
  return Number(moved.numUpdatedRows);
}

const SORT: Record<SortColumn<'contacts'>, string> = {
  name: 'contacts.name',
  function: 'contacts.function',
  organisation_name: 'contacts.organisation_name',
};

export const contactRowToContact = (c: ContactWithCategory): ContactContract => ({
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

export const categoryRowToContactCategory = (
  row: Pick<ContactCategoryWithCount, 'id' | 'name' | 'position' | 'contact_count'>,
): ContactCategoryContract => ({
  id: row.id,
  name: row.name,
  position: row.position,
  contact_count: row.contact_count,
});

/** `GET /api/{ctx}/{id}/contacts`: the social map, optionally of one category. */
export async function contactsPage(
  db: Kysely<Database>,
  dialect: Dialect,
  contextType: ContextType,
  contextId: number,
  query: ContactsQuery,
): Promise<PagedResult<ContactContract>> {
  const page = await paginate(
    contactsQuery(db, contextType, contextId, query.contact_category_id),
    query,
    {
      sortColumns: SORT,
      defaultSort: { column: 'name', order: 'asc' },
      search: CONTACT_SEARCH_COLUMNS.map((c) => `contacts.${c}`),
      textColumns: ['contacts.name', 'contacts.function', 'contacts.organisation_name'],
      dialect,
      tieBreaker: 'contacts.id',
    },
  );
  return { data: page.data.map(contactRowToContact), meta: page.meta };
}

/** A document whose contact blocks name a contact. */
export interface DocumentNamingContact {
  id: number;
  name: string;
  period_id: number | null;
}

/**
 * The documents of the contact's own context with a contact block that names it
 * (`content.contact_id`), by name. Only those can: a contact block may only name a contact of its
 * document's context (services/block-content.ts). The LIKE narrows the blocks down cheaply; the
 * JSON decides (`"contact_id":12` is also the start of `"contact_id":123`).
 */
export async function documentsNamingContact(
  db: Db,
  contact: Pick<Contact, 'id' | 'contextable_type' | 'contextable_id'>,
): Promise<DocumentNamingContact[]> {
  const rows = await db
    .selectFrom('blocks')
    .innerJoin('documents', 'documents.id', 'blocks.document_id')
    .select(['documents.id', 'documents.name', 'documents.period_id', 'blocks.content'])
    .where('documents.documentable_type', '=', contact.contextable_type)
    .where('documents.documentable_id', '=', contact.contextable_id)
    .where('blocks.type', '=', 'contact')
    .where('blocks.content', 'like', `%"contact_id":${contact.id}%`)
    .execute();
  const documents = new Map<number, DocumentNamingContact>();
  for (const row of rows) {
    let named: unknown;
    try {
      named = (JSON.parse(row.content) as { contact_id?: unknown }).contact_id;
    } catch {
      continue;
    }
    if (named === contact.id && !documents.has(row.id)) {
      documents.set(row.id, { id: row.id, name: row.name, period_id: row.period_id });
    }
  }
  return [...documents.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
