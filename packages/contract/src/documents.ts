import { Type, type Static } from '@sinclair/typebox';

import { BLOCK_TYPES, DOCUMENT_LIMITS } from './constants.js';

export type BlockType = (typeof BLOCK_TYPES)[number];

const DocumentType = Type.String({
  minLength: 1,
  maxLength: 50,
  pattern: '^[a-z][a-z0-9-]*$',
  description: "Kind of document; 'plan' documents are listed in the sidebar.",
});
const Name = Type.String({ minLength: 1, maxLength: DOCUMENT_LIMITS.name });
// Ids are 32-bit integers in PostgreSQL: a larger number names nothing and must not reach the database.
const NullableId = Type.Union([Type.Null(), Type.Integer({ minimum: 1, maximum: 2_147_483_647 })]);
const OptionalText = (maxLength: number) =>
  Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength })]));

/** Content of a file block as returned: the file's name and a signed download URL. */
export const FileBlockContent = Type.Object({
  name: Type.String(),
  file_id: Type.Union([Type.Null(), Type.Integer()]),
  url: Type.Union([Type.Null(), Type.String()]),
});
export type FileBlockContent = Static<typeof FileBlockContent>;

/** Content of a contact block: a person or organisation to contact, copied into the document. */
export const ContactBlockContent = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  function: OptionalText(255),
  organisation_name: OptionalText(255),
  email: OptionalText(255),
  phone: OptionalText(50),
  contact_id: Type.Optional(NullableId),
});
export type ContactBlockContent = Static<typeof ContactBlockContent>;

export const Block = Type.Object(
  {
    id: Type.Integer(),
    type: Type.Union(BLOCK_TYPES.map((t) => Type.Literal(t))),
    level: Type.Union([Type.Null(), Type.Integer()], {
      description: '1 for h1, 2 for h2, null otherwise.',
    }),
    content: Type.Union([Type.String(), FileBlockContent, ContactBlockContent], {
      description:
        'Text for h1/h2, sanitized HTML for body, an object with `name` for file and contact.',
    }),
    position: Type.Integer({ description: '0-based order within the document.' }),
  },
  { $id: 'Block' },
);
export type Block = Static<typeof Block>;

/** A document in a list: without blocks. */
export const DocumentSummary = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    type: Type.String(),
    documentable_type: Type.String({ description: "'organisation', 'school' or 'template'." }),
    documentable_id: Type.Union([Type.Null(), Type.Integer()]),
    period_id: Type.Union([Type.Null(), Type.Integer()]),
  },
  { $id: 'DocumentSummary' },
);
export type DocumentSummary = Static<typeof DocumentSummary>;

export const Document = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    type: Type.String(),
    documentable_type: Type.String(),
    documentable_id: Type.Union([Type.Null(), Type.Integer()]),
    period_id: Type.Union([Type.Null(), Type.Integer()]),
    version: Type.Integer({
      description: 'Send it back with PUT …/blocks; it grows by one on every block write.',
    }),
    updated_at: Type.String(),
    blocks: Type.Array(Block),
  },
  { $id: 'Document' },
);
export type Document = Static<typeof Document>;

export const CreateDocumentBody = Type.Object({
  name: Name,
  type: Type.Optional(DocumentType),
  /** School documents may belong to a school year (period) of that school. */
  period_id: Type.Optional(NullableId),
  /** Start with a copy of the blocks of the Koers template (document 2) instead of an empty document. */
  from_template: Type.Optional(Type.Boolean()),
});
export type CreateDocumentBody = Static<typeof CreateDocumentBody>;

export const UpdateDocumentBody = Type.Object({
  name: Type.Optional(Name),
  type: Type.Optional(DocumentType),
  period_id: Type.Optional(NullableId),
});
export type UpdateDocumentBody = Static<typeof UpdateDocumentBody>;

/**
 * One block as written. `id` keeps an existing block's id (anchors and search results point at
 * it); a block without an id, or with an id of another document, gets a new one. `level` and
 * `position` are accepted so a client may send back what it read, but derived from type and order.
 */
const BlockInputBase = {
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  level: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
  position: Type.Optional(Type.Integer()),
};
export const BlockInput = Type.Union([
  Type.Object({
    ...BlockInputBase,
    type: Type.Union([Type.Literal('h1'), Type.Literal('h2')]),
    content: Type.String({ maxLength: DOCUMENT_LIMITS.heading }),
  }),
  Type.Object({
    ...BlockInputBase,
    type: Type.Literal('body'),
    content: Type.String({ maxLength: DOCUMENT_LIMITS.body }),
  }),
  Type.Object({
    ...BlockInputBase,
    type: Type.Literal('file'),
    content: Type.Object({
      name: Type.String({ minLength: 1, maxLength: 255 }),
      file_id: NullableId,
      url: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    }),
  }),
  Type.Object({ ...BlockInputBase, type: Type.Literal('contact'), content: ContactBlockContent }),
]);
export type BlockInput = Static<typeof BlockInput>;

export const PutBlocksBody = Type.Object({
  version: Type.Integer({
    minimum: 1,
    maximum: 2_147_483_647,
    description: 'The version the client read.',
  }),
  blocks: Type.Array(BlockInput, { maxItems: DOCUMENT_LIMITS.blocks }),
});
export type PutBlocksBody = Static<typeof PutBlocksBody>;
