import type { Kysely, Transaction } from 'kysely';
import type { Contact, ContactCategory, Database } from '../db/types.js';
import type { ContextType } from '../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Columns the paged contacts list searches and may sort on (DESIGN §3: an allow-list). */
export const CONTACT_SEARCH_COLUMNS = ['name', 'function', 'organisation_name', 'email'] as const;

/**
 * The contacts of a context, optionally of one category, as a query the paginator can count,
 * search, sort and page. The category name comes along for the serializer.
 */
export function contactsQuery(
  db: Db,
  contextType: ContextType,
  contextId: number,
  categoryId?: number,
) {
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

export function listContactCategories(
  db: Db,
  contextType: ContextType,
  contextId: number,
): Promise<ContactCategory[]> {
  return db
    .selectFrom('contact_categories')
    .selectAll()
    .where('contextable_type', '=', contextType)
    .where('contextable_id', '=', contextId)
    .orderBy('position')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findContactCategory(db: Db, id: number): Promise<ContactCategory | undefined> {
  return db.selectFrom('contact_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function createContactCategory(
  db: Db,
  contextType: ContextType,
  contextId: number,
  values: { name: string; position: number },
): Promise<ContactCategory> {
  return db
    .insertInto('contact_categories')
    .values({ ...values, contextable_type: contextType, contextable_id: contextId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateContactCategory(
  db: Db,
  id: number,
  patch: Partial<{ name: string; position: number }>,
): Promise<ContactCategory | undefined> {
  if (Object.keys(patch).length === 0) return findContactCategory(db, id);
  return db
    .updateTable('contact_categories')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a category; its contacts stay, without a category (ON DELETE SET NULL). */
export async function deleteContactCategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom('contact_categories').where('id', '=', id).execute();
}
