import type { BlockContentInput, BlockType } from '@koers/contract';
import { DOCUMENT_LIMITS } from '@koers/contract/constants';
import type { Kysely, Transaction } from 'kysely';
import type { Database, DocumentRow, User } from '../db/types.js';
import { ValidationError, type FieldError } from '../lib/errors.js';
import { attachableFileIds, linkableContactIds } from '../repositories/documents.js';
import type { Sanitizer } from './sanitize-pool.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A block's type and content as stored: text (h1, h2), sanitized HTML (body), JSON text. */
export interface StoredBlockContent {
  type: BlockType;
  content: string;
}

/** One block to store, and where its fields are in the request (`blocks.3`, `changes.0.block`). */
export interface BlockContentAt {
  block: BlockContentInput;
  field: string;
}

/**
 * Turns blocks as written into stored content, for `PUT …/blocks` and `POST …/changes` alike:
 * body HTML through the sanitizer (the contract's RICH_TEXT allow-list), h1/h2 as the plain
 * text they are, file blocks only with a file the writer may attach (decision 0010), contact
 * blocks only with a contact of the document's context. A reference that does not qualify is a
 * 422 on `<field>.content.file_id` / `<field>.content.contact_id`, as if it did not exist.
 */
export async function toStoredBlocks(
  db: Db,
  sanitizer: Sanitizer,
  doc: Pick<DocumentRow, 'id' | 'documentable_type' | 'documentable_id'>,
  user: Pick<User, 'id' | 'admin'>,
  blocks: BlockContentAt[],
): Promise<StoredBlockContent[]> {
  const fileIds = new Set<number>();
  const contactIds = new Set<number>();
  for (const { block } of blocks) {
    if (block.type === 'file' && block.content.file_id !== null) fileIds.add(block.content.file_id);
    if (block.type === 'contact' && block.content.contact_id != null)
      contactIds.add(block.content.contact_id);
  }
  const files = await attachableFileIds(db, [...fileIds], doc.id, user.id, user.admin === 1);
  // Every body of the save in one batch (off the main thread when it is large).
  const sanitized = await sanitizer.sanitizeMany(
    blocks.flatMap(({ block }) => (block.type === 'body' ? [block.content] : [])),
  );
  let nextBody = 0;
  const contacts = await linkableContactIds(db, [...contactIds], doc);
  const errors: Record<string, FieldError[]> = {};
  const stored = blocks.map(({ block, field }): StoredBlockContent => {
    switch (block.type) {
      case 'h1':
      case 'h2':
        return { type: block.type, content: block.content };
      case 'body': {
        // The limit holds for what is stored too: escaping can make the sanitized HTML longer
        // than what was sent (`<` becomes `&lt;`), up to four times the input.
        const content = sanitized[nextBody++]!;
        if (content.length > DOCUMENT_LIMITS.body)
          errors[`${field}.content`] = [
            { key: 'validation.max_length', vars: { limit: DOCUMENT_LIMITS.body } },
          ];
        return { type: 'body', content };
      }
      case 'file':
        if (block.content.file_id !== null && !files.has(block.content.file_id)) {
          errors[`${field}.content.file_id`] = [{ key: 'validation.exists' }];
        }
        return {
          type: 'file',
          content: JSON.stringify({ name: block.content.name, file_id: block.content.file_id }),
        };
      case 'contact': {
        const { name, function: fn, organisation_name, email, phone, contact_id } = block.content;
        if (contact_id != null && !contacts.has(contact_id)) {
          errors[`${field}.content.contact_id`] = [{ key: 'validation.exists' }];
        }
        return {
          type: 'contact',
          content: JSON.stringify({
            name,
            function: fn ?? null,
            organisation_name: organisation_name ?? null,
            email: email ?? null,
            phone: phone ?? null,
            contact_id: contact_id ?? null,
          }),
        };
      }
    }
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return stored;
}
