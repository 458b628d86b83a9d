import { Type, type Static } from '@sinclair/typebox';

import { DOCUMENT_HISTORY } from './constants.js';
import {
  Block,
  BlockEditor,
  BlockUid,
  ContactBlockContent,
  FileBlockContent,
} from './documents.js';

/**
 * A document's history (managers of its context): entries of saves, named versions, a version
 * read-only, two versions compared, and a restore that makes a new version.
 */

const Version = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/**
 * One history entry: saves by one person within `DOCUMENT_HISTORY.entryMinutes`, or a restore,
 * or where the document's history began (`baseline`: the document as it was when history was
 * switched on). Opening the entry opens `version`, its last save.
 */
export const HistoryEntry = Type.Object(
  {
    version: Type.Integer({ description: 'The version the entry ends with.' }),
    first_version: Type.Integer({ description: 'The version of its first save.' }),
    saves: Type.Integer({ description: 'How many saves the entry groups.' }),
    kind: Type.Union(
      ['baseline', 'created', 'saved', 'restored'].map((kind) => Type.Literal(kind)),
    ),
    author: Type.Union([Type.Null(), BlockEditor]),
    started_at: Type.String(),
    saved_at: Type.String(),
  },
  { $id: 'HistoryEntry' },
);
export type HistoryEntry = Static<typeof HistoryEntry>;

/** `GET /api/documents/{id}/history`: entries newest first; `next_before` pages on (null: done). */
export const HistoryPage = Type.Object({
  data: Type.Array(HistoryEntry),
  next_before: Type.Union([Type.Null(), Type.Integer()]),
});
export type HistoryPage = Static<typeof HistoryPage>;

export const HistoryQuery = Type.Object({
  before: Type.Optional(Version),
});
export type HistoryQuery = Static<typeof HistoryQuery>;

/** A named version: a manager's ("Concept voor MR") or the one an adoption made. */
export const DocumentVersion = Type.Object(
  {
    id: Type.Integer(),
    version: Type.Integer(),
    name: Type.String(),
    kind: Type.Union([Type.Literal('named'), Type.Literal('adopted')]),
    note: Type.Union([Type.Null(), Type.String()]),
    author: Type.Union([Type.Null(), BlockEditor]),
    created_at: Type.String(),
  },
  { $id: 'DocumentVersion' },
);
export type DocumentVersion = Static<typeof DocumentVersion>;

export const CreateVersionBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: DOCUMENT_HISTORY.versionName }),
});
export type CreateVersionBody = Static<typeof CreateVersionBody>;

export const VersionParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  version: Version,
});
export type VersionParams = Static<typeof VersionParams>;

/** A document as it was at one version; its blocks have no database id (`id` is 0). */
export const DocumentAtVersion = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    version: Type.Integer(),
    current_version: Type.Integer(),
    saved_at: Type.String(),
    author: Type.Union([Type.Null(), BlockEditor]),
    blocks: Type.Array(Block),
  },
  { $id: 'DocumentAtVersion' },
);
export type DocumentAtVersion = Static<typeof DocumentAtVersion>;

export const CompareQuery = Type.Object({
  from: Version,
  to: Version,
});
export type CompareQuery = Static<typeof CompareQuery>;

/** A run of words in a changed block: kept, added or removed. */
export const WordChange = Type.Object({
  op: Type.Union([Type.Literal('same'), Type.Literal('added'), Type.Literal('removed')]),
  text: Type.String(),
});
export type WordChange = Static<typeof WordChange>;

const BlockContent = Type.Union([Type.String(), FileBlockContent, ContactBlockContent]);

/**
 * One block in a comparison, in the order of the newer version, removed blocks where they were.
 * `change`: the same in both, only in the newer (added), only in the older (removed), or with
 * other content (changed, with `words` and `before`). `moved`: it changed its place among the
 * blocks that are in both.
 */
export const BlockDiff = Type.Object({
  uid: BlockUid,
  change: Type.Union(['same', 'added', 'removed', 'changed'].map((change) => Type.Literal(change))),
  moved: Type.Boolean(),
  type: Block.properties.type,
  level: Type.Union([Type.Null(), Type.Integer()]),
  content: BlockContent,
  before: Type.Optional(BlockContent),
  words: Type.Optional(Type.Array(WordChange)),
});
export type BlockDiff = Static<typeof BlockDiff>;

export const DocumentComparison = Type.Object(
  {
    from: Type.Integer(),
    to: Type.Integer(),
    counts: Type.Object({
      added: Type.Integer(),
      removed: Type.Integer(),
      changed: Type.Integer(),
      moved: Type.Integer(),
    }),
    blocks: Type.Array(BlockDiff),
  },
  { $id: 'DocumentComparison' },
);
export type DocumentComparison = Static<typeof DocumentComparison>;
