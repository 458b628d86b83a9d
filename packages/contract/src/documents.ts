import { Type, type Static } from '@sinclair/typebox';

import {
  BLOCK_CONFLICT_ERROR,
  BLOCK_TYPES,
  BLOCK_UID_PATTERN,
  BOARD_TEXT_ERROR,
  DOCUMENT_ADOPTED_ERROR,
  DOCUMENT_HISTORY,
  DOCUMENT_LIMITS,
  DOCUMENT_STATUSES,
  TEMPLATE_LIMITS,
} from './constants.js';

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
// Versions are integers like ids.
const Version = (description: string, minimum = 1) =>
  Type.Integer({ minimum, maximum: 2_147_483_647, description });

/**
 * A block's identity (`BLOCK_UID_PATTERN`): a lowercase UUID the editor makes when it creates a
 * block, unique within the document. Anchors, history and the audit name blocks by it.
 */
export const BlockUid = Type.String({
  pattern: BLOCK_UID_PATTERN,
  description: 'Lowercase UUID, made by the client when it creates the block.',
});

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

/**
 * On a block of a school document copied from a fixed chapter of its board's template ("Tekst
 * van het bestuur"): read-only for the school, it follows the board's changes.
 */
export const BoardText = Type.Object({
  template_id: Type.Integer({ description: 'The board template the chapter comes from.' }),
  changed_at: Type.String({ description: 'When the board last changed this chapter.' }),
});
export type BoardText = Static<typeof BoardText>;
const OptionalBoardText = Type.Optional(
  Type.Union([Type.Null(), BoardText], {
    description: 'Set on blocks of fixed board text (read-only for the school); null otherwise.',
  }),
);

export const Block = Type.Object(
  {
    id: Type.Integer({ description: 'Database id; older `#block-<id>` anchors use it.' }),
    /**
     * The block's stable identity (see `BlockUid`), also its anchor (`#b-<uid>`). Always sent by
     * the server; optional in the type only so that fixtures written before uids type-check.
     */
    uid: Type.Optional(BlockUid),
    type: Type.Union(BLOCK_TYPES.map((t) => Type.Literal(t))),
    level: Type.Union([Type.Null(), Type.Integer()], {
      description: '1 for h1, 2 for h2, null otherwise.',
    }),
    content: Type.Union([Type.String(), FileBlockContent, ContactBlockContent], {
      description:
        'Text for h1/h2, sanitized HTML for body, an object with `name` for file and contact.',
    }),
    position: Type.Integer({ description: '0-based order within the document.' }),
    board_text: OptionalBoardText,
  },
  { $id: 'Block' },
);
export type Block = Static<typeof Block>;

/** A document in a list: without blocks. */
/** concept, ter_bespreking or vastgesteld (`DOCUMENT_STATUSES`). */
export const DocumentStatusSchema = Type.Union(DOCUMENT_STATUSES.map((s) => Type.Literal(s)));

export const DocumentSummary = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    type: Type.String(),
    documentable_type: Type.String({ description: "'organisation', 'school' or 'template'." }),
    documentable_id: Type.Union([Type.Null(), Type.Integer()]),
    period_id: Type.Union([Type.Null(), Type.Integer()]),
    status: DocumentStatusSchema,
    adopted_at: Type.Union([Type.Null(), Type.String()], {
      description:
        'When the document was last adopted (vastgesteld); kept while a new concept is written.',
    }),
    is_template: Type.Boolean({
      description: "A board's document its schools (and the board) can start new documents from.",
    }),
  },
  { $id: 'DocumentSummary' },
);
export type DocumentSummary = Static<typeof DocumentSummary>;

/** An adoption: when, by whom, with which note, and the version adopted. */
export const Adoption = Type.Object({
  at: Type.String(),
  by: Type.Union([Type.Null(), Type.Object({ id: Type.Integer(), name: Type.String() })]),
  note: Type.Union([Type.Null(), Type.String()]),
  version: Type.Integer(),
});
export type Adoption = Static<typeof Adoption>;

export const Document = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    type: Type.String(),
    documentable_type: Type.String(),
    documentable_id: Type.Union([Type.Null(), Type.Integer()]),
    period_id: Type.Union([Type.Null(), Type.Integer()]),
    version: Type.Integer({
      description:
        'The `base_version` of the next POST …/changes (or the `version` of PUT …/blocks); it grows by one on every save.',
    }),
    updated_at: Type.String(),
    status: DocumentStatusSchema,
    adoption: Type.Union([Type.Null(), Adoption], {
      description: 'The last adoption (vastgesteld), also while a new concept is written.',
    }),
    reading: Type.Union([Type.Literal('current'), Type.Literal('adopted')], {
      description:
        "Which text `blocks` are: the current one, or (for readers while a new concept of an adopted document is written) the adopted version's; then `version` is that version.",
    }),
    is_template: Type.Boolean({
      description: "A board's document its schools (and the board) can start new documents from.",
    }),
    template_id: Type.Union([Type.Null(), Type.Integer()], {
      description: 'The template this document was started from, if any.',
    }),
    fixed_chapters: Type.Array(BlockUid, {
      description:
        "Of a board's template: the uids of the h1 blocks whose chapters are fixed board text. Empty otherwise.",
    }),
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
  /**
   * Start from this template: one of those `GET /api/{ctx}/{id}/templates` offers the context
   * (the Koers template, or a template of the board). A school document started from its board's
   * template gets the fixed chapters as board text.
   */
  template_id: Type.Optional(NullableId),
});
export type CreateDocumentBody = Static<typeof CreateDocumentBody>;

/** 409 of a write to a `vastgesteld` document's text: `error` is `DOCUMENT_ADOPTED_ERROR`. */
export const DocumentAdoptedResponse = Type.Object({
  message: Type.String(),
  error: Type.Literal(DOCUMENT_ADOPTED_ERROR),
});
export type DocumentAdoptedResponse = Static<typeof DocumentAdoptedResponse>;

/**
 * `PUT /api/documents/{id}/status`: concept ↔ ter_bespreking, either → vastgesteld (with an
 * optional note, e.g. "Instemming MR 12 mei 2027"), vastgesteld → concept (a new version).
 */
export const UpdateDocumentStatusBody = Type.Object({
  status: DocumentStatusSchema,
  note: Type.Optional(
    Type.Union([Type.Null(), Type.String({ maxLength: DOCUMENT_HISTORY.adoptionNote })]),
  ),
});
export type UpdateDocumentStatusBody = Static<typeof UpdateDocumentStatusBody>;

/** 409 of a write that would change a block of fixed board text: `error` is `BOARD_TEXT_ERROR`. */
export const BoardTextResponse = Type.Object({
  message: Type.String(),
  error: Type.Literal(BOARD_TEXT_ERROR),
});
export type BoardTextResponse = Static<typeof BoardTextResponse>;

/**
 * `PUT /api/documents/{id}/template` (a board's managers, board documents only): whether the
 * document is a template, and which of its chapters (by the uid of their h1 block) are fixed
 * board text. Unmarking a template, or a chapter, leaves the schools' copies as ordinary text of
 * their own.
 */
export const UpdateTemplateBody = Type.Object({
  is_template: Type.Boolean(),
  fixed_chapters: Type.Array(BlockUid, { maxItems: TEMPLATE_LIMITS.fixedChapters }),
});
export type UpdateTemplateBody = Static<typeof UpdateTemplateBody>;

/** A template a context's managers can start a new document from (`GET /api/{ctx}/{id}/templates`). */
export const DocumentTemplate = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  source: Type.Union([Type.Literal('koers'), Type.Literal('board')], {
    description: "'koers' for the Koers template (document 2), 'board' for a board's own.",
  }),
  board_name: Type.Union([Type.Null(), Type.String()], {
    description: "The board's name for a board's template; null for the Koers template.",
  }),
  fixed_chapters: Type.Integer({ description: 'How many chapters are fixed board text.' }),
});
export type DocumentTemplate = Static<typeof DocumentTemplate>;

export const UpdateDocumentBody = Type.Object({
  name: Type.Optional(Name),
  type: Type.Optional(DocumentType),
  period_id: Type.Optional(NullableId),
});
export type UpdateDocumentBody = Static<typeof UpdateDocumentBody>;

/**
 * What a block holds, as a client writes it: its type and content. Body HTML is sanitized by the
 * server (the contract's `RICH_TEXT` allow-list); h1/h2 content is plain text (no markup is
 * interpreted); a file block names an uploaded file the writer may attach; a contact block's
 * `contact_id` (optional) names a contact of the document's own context.
 */
const blockContentVariants = {
  heading: {
    type: Type.Union([Type.Literal('h1'), Type.Literal('h2')]),
    content: Type.String({ maxLength: DOCUMENT_LIMITS.heading }),
  },
  body: {
    type: Type.Literal('body'),
    content: Type.String({ maxLength: DOCUMENT_LIMITS.body }),
  },
  file: {
    type: Type.Literal('file'),
    content: Type.Object({
      name: Type.String({ minLength: 1, maxLength: 255 }),
      file_id: NullableId,
      url: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    }),
  },
  contact: { type: Type.Literal('contact'), content: ContactBlockContent },
};

/** A block's type and content as written (the `block` of an upsert change). */
export const BlockContentInput = Type.Union([
  Type.Object(blockContentVariants.heading),
  Type.Object(blockContentVariants.body),
  Type.Object(blockContentVariants.file),
  Type.Object(blockContentVariants.contact),
]);
export type BlockContentInput = Static<typeof BlockContentInput>;

/**
 * One block as written by `PUT …/blocks`. A block with the `uid` or `id` of one of the
 * document's blocks keeps its identity (anchors and search results point at it); other blocks
 * are new (with the `uid` sent, or one the server makes). `level` and `position` are accepted so
 * a client may send back what it read, but derived from type and order.
 */
const BlockInputBase = {
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  uid: Type.Optional(BlockUid),
  level: Type.Optional(Type.Union([Type.Null(), Type.Integer()])),
  position: Type.Optional(Type.Integer()),
};
export const BlockInput = Type.Union([
  Type.Object({ ...BlockInputBase, ...blockContentVariants.heading }),
  Type.Object({ ...BlockInputBase, ...blockContentVariants.body }),
  Type.Object({ ...BlockInputBase, ...blockContentVariants.file }),
  Type.Object({ ...BlockInputBase, ...blockContentVariants.contact }),
]);
export type BlockInput = Static<typeof BlockInput>;

export const PutBlocksBody = Type.Object({
  version: Version('The version the client read.'),
  blocks: Type.Array(BlockInput, { maxItems: DOCUMENT_LIMITS.blocks }),
});
export type PutBlocksBody = Static<typeof PutBlocksBody>;

// Block-level saving -------------------------------------------------------------------------

const After = Type.Union([Type.Null(), BlockUid], {
  description: 'Place the block right after the block with this uid; null places it first.',
});

/**
 * Create a block or change one (`uid` new or existing). `after` places it; without `after` an
 * existing block keeps its place (a new block needs one: 422 on `changes.N.after`).
 */
export const UpsertBlockChange = Type.Object({
  op: Type.Literal('upsert'),
  uid: BlockUid,
  after: Type.Optional(After),
  block: BlockContentInput,
});
export type UpsertBlockChange = Static<typeof UpsertBlockChange>;

/** Delete a block. Deleting a block someone else already deleted is not a conflict. */
export const DeleteBlockChange = Type.Object({ op: Type.Literal('delete'), uid: BlockUid });
export type DeleteBlockChange = Static<typeof DeleteBlockChange>;

/** Move a block, content unchanged, to right after `after` (null: to the top). */
export const MoveBlockChange = Type.Object({
  op: Type.Literal('move'),
  uid: BlockUid,
  after: After,
});
export type MoveBlockChange = Static<typeof MoveBlockChange>;

/** One change of a save; the changes of a save are applied in order, in one transaction. */
export const BlockChange = Type.Union([UpsertBlockChange, DeleteBlockChange, MoveBlockChange]);
export type BlockChange = Static<typeof BlockChange>;

/**
 * After a 409, "keep mine" for one block: apply this save's changes to the block even though it
 * was changed (or deleted) by someone else, as long as its server `version` is still the one the
 * conflict showed. A newer change still conflicts, so nothing unseen is overwritten.
 */
export const BlockOverwrite = Type.Object({
  uid: BlockUid,
  version: Version("The block's `version` (or its deletion's) from the 409's conflict."),
});
export type BlockOverwrite = Static<typeof BlockOverwrite>;

/**
 * `POST /api/documents/{id}/changes`: the changes the editor made since it last saved.
 *
 * - `base_version` is the document version the client's view is based on: the `version` of the
 *   GET, or of its last save's answer. Keep one save in flight and take the `version` of its
 *   answer as the next `base_version`.
 * - A save whose blocks were not touched by anyone else after `base_version` is accepted even
 *   when the document moved on; the answer carries what the others changed, to merge in.
 * - A block changed or deleted by someone else after `base_version` makes the whole save a 409
 *   (`BlockConflictResponse`); nothing is applied. Resolve per block and send the save again,
 *   same `base_version`: drop the changes to a block to take theirs, or list the block in
 *   `overwrite` to keep yours.
 */
export const PostChangesBody = Type.Object({
  base_version: Version('The document version the changes were made on.'),
  changes: Type.Array(BlockChange, { minItems: 1, maxItems: DOCUMENT_LIMITS.changes }),
  overwrite: Type.Optional(Type.Array(BlockOverwrite, { maxItems: DOCUMENT_LIMITS.changes })),
});
export type PostChangesBody = Static<typeof PostChangesBody>;

/** Someone who changed a block or has a document open: user id and display name. */
export const BlockEditor = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'First name, prefix and last name.' }),
});
export type BlockEditor = Static<typeof BlockEditor>;

/**
 * A block as it is now on the server, with its place and who changed it last: in save answers,
 * in `GET …/changes` and in conflicts. `content` has the shape of `Block.content` (file blocks
 * with a fresh signed `url`).
 */
export const ChangedBlock = Type.Object({
  id: Type.Integer(),
  uid: BlockUid,
  type: Type.Union(BLOCK_TYPES.map((t) => Type.Literal(t))),
  level: Type.Union([Type.Null(), Type.Integer()]),
  content: Type.Union([Type.String(), FileBlockContent, ContactBlockContent]),
  after: Type.Union([Type.Null(), BlockUid], {
    description:
      'The uid of the block right before it in the document now; null when it is the first.',
  }),
  version: Type.Integer({ description: 'The document version that last changed this block.' }),
  changed_by: Type.Union([Type.Null(), BlockEditor]),
  changed_at: Type.Union([Type.Null(), Type.String()]),
  board_text: OptionalBoardText,
});
export type ChangedBlock = Static<typeof ChangedBlock>;

/** A block that was deleted: by whom, when, in which document version. */
export const DeletedBlock = Type.Object({
  uid: BlockUid,
  version: Type.Integer(),
  deleted_by: Type.Union([Type.Null(), BlockEditor]),
  deleted_at: Type.String(),
});
export type DeletedBlock = Static<typeof DeletedBlock>;

/**
 * `GET /api/documents/{id}/changes?since=N`: what changed after version N. Apply `deleted`, then
 * `blocks` in the order given (document order), each right after its `after`.
 */
export const DocumentChanges = Type.Object({
  version: Type.Integer({ description: "The document's current version." }),
  blocks: Type.Array(ChangedBlock, { description: 'Changed or new blocks, in document order.' }),
  deleted: Type.Array(DeletedBlock),
});
export type DocumentChanges = Static<typeof DocumentChanges>;

export const ChangesQuery = Type.Object({
  since: Version('A version the client has; 0 for everything.', 0),
});
export type ChangesQuery = Static<typeof ChangesQuery>;

/**
 * The answer to an accepted save. `version` is the new version (one more than before the
 * save), the next save's `base_version`. `saved` are the blocks this save created, changed or
 * moved, as stored (sanitized HTML, file URLs) and where they are now. `blocks` and `deleted`
 * are what others changed between `base_version` and this save (empty when the save was based on
 * the latest version): merge them into the view without reloading.
 */
export const SavedChanges = Type.Object({
  version: Type.Integer(),
  saved: Type.Array(ChangedBlock),
  blocks: Type.Array(ChangedBlock),
  deleted: Type.Array(DeletedBlock),
});
export type SavedChanges = Static<typeof SavedChanges>;

/**
 * One block a save could not apply: what this save wanted (`change`), and the block as the other
 * writer left it (`theirs`, null when they deleted it; then `deleted` says who and when).
 */
export const BlockConflict = Type.Object({
  uid: BlockUid,
  change: Type.Union([Type.Literal('upsert'), Type.Literal('delete'), Type.Literal('move')]),
  theirs: Type.Union([Type.Null(), ChangedBlock]),
  deleted: Type.Union([Type.Null(), DeletedBlock]),
});
export type BlockConflict = Static<typeof BlockConflict>;

/**
 * 409 of `POST …/changes`: `error` is `BLOCK_CONFLICT_ERROR`; `data.version` is the document's
 * current version, `data.conflicts` one entry per block changed by both. Nothing was saved.
 */
export const BlockConflictResponse = Type.Object({
  message: Type.String(),
  error: Type.Literal(BLOCK_CONFLICT_ERROR),
  data: Type.Object({ version: Type.Integer(), conflicts: Type.Array(BlockConflict) }),
});
export type BlockConflictResponse = Static<typeof BlockConflictResponse>;

// Presence -----------------------------------------------------------------------------------

/** Another user with the document open in edit mode, and their last heartbeat. */
export const PresenceEditor = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  seen_at: Type.String(),
});
export type PresenceEditor = Static<typeof PresenceEditor>;

/**
 * `PUT /api/documents/{id}/presence` (a heartbeat every `heartbeat_seconds` while editing):
 * who else has the document open in edit mode, and the document's current `version`, so a
 * client sees that others saved without asking (then `GET …/changes?since=`).
 */
export const DocumentPresence = Type.Object({
  version: Type.Integer(),
  editors: Type.Array(PresenceEditor, { description: 'Other users, by name; not the caller.' }),
  heartbeat_seconds: Type.Integer(),
  expires_seconds: Type.Integer(),
});
export type DocumentPresence = Static<typeof DocumentPresence>;
