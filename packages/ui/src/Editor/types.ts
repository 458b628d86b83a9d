/**
 * The editor's data in and out. These types mirror the Koers contract (`@koers/contract`:
 * `Block`, `BlockChange`, `DocumentChanges`) structurally, so the app can hand them to the API
 * as they are; the editor itself knows nothing of the API (a test checks that they fit).
 */

/** The kinds of block a document holds. */
export type EditorBlockType = 'h1' | 'h2' | 'body' | 'file' | 'contact';

/** What a file block holds: the uploaded file's name and id (and, when known, a download URL). */
export interface FileBlockValue {
  name: string;
  /** The uploaded file's id; null for a file that is gone. */
  file_id: number | null;
  /** A (signed) download URL, for the download link in the card. Never needed to save. */
  url?: string | null;
  /** Size in bytes, shown in the card. Never sent in changes. */
  size?: number | null;
}

/** What a contact block holds: a copy of the contact's details. */
export interface ContactBlockValue {
  name: string;
  function?: string | null;
  organisation_name?: string | null;
  email?: string | null;
  phone?: string | null;
  /** The contact this was copied from, if any. */
  contact_id?: number | null;
}

/** A block's type and content as the editor writes it (the contract's `BlockContentInput`). */
export type EditorBlockContent =
  | { type: 'h1' | 'h2'; content: string }
  | { type: 'body'; content: string }
  | { type: 'file'; content: FileBlockValue }
  | { type: 'contact'; content: ContactBlockValue };

/**
 * A block with its identity: a lowercase UUID (`crypto.randomUUID()` for new blocks), and its
 * lock when it is a locked block (see `EditorInputBlock.locked`).
 */
export type EditorBlock = EditorBlockContent & { uid: string; locked?: string };

/**
 * A block as it comes in (a `Block` of the API: extra fields such as `id`, `level` and
 * `position` are ignored). `type` 'text' is read as body; other unknown types are left out of the
 * editor and never deleted by it.
 */
export interface EditorInputBlock {
  uid: string;
  type: string;
  content: unknown;
  /**
   * Makes the block read-only (text of the board in a school's plan, say): the label to show,
   * e.g. "Tekst van het bestuur · gewijzigd op 3 mei 2027". Shown once above each run of locked
   * blocks (and each locked h1), and read by screen readers in every locked block. The user
   * cannot change, delete, move, split or join a locked block, nor put anything between two
   * blocks of one run; the text can be selected and copied, and ordinary blocks can go before
   * and after it. Locked blocks never appear in the changes. `null`, `''` or leaving it out: an
   * ordinary block. In `applyRemoteChanges` a block's lock can change too (an unlocked block is
   * editable again), and a locked block always takes their version.
   */
  locked?: string | null;
}

/**
 * Create or change a block. `after` places it right after that block (null: first); without
 * `after` the block keeps its place (only for a block that already exists).
 */
export interface UpsertBlockChange {
  op: 'upsert';
  uid: string;
  after?: string | null;
  block: EditorBlockContent;
}

/** Delete a block. */
export interface DeleteBlockChange {
  op: 'delete';
  uid: string;
}

/** Move a block, content unchanged, right after `after` (null: to the top). */
export interface MoveBlockChange {
  op: 'move';
  uid: string;
  after: string | null;
}

/**
 * One block-level change since the acknowledged state. The changes of one `onChange` are to be
 * applied in order: deletes first, then the rest in document order, so every `after` names a
 * block that exists by then.
 */
export type EditorChange = UpsertBlockChange | DeleteBlockChange | MoveBlockChange;

/** A block someone else changed, where it is now (the contract's `ChangedBlock`). */
export interface RemoteBlock extends EditorInputBlock {
  /** The uid of the block right before it; null when it is the first. */
  after: string | null;
}

/**
 * Changes made by others (the contract's `DocumentChanges`, or the `blocks`/`deleted` of a save's
 * answer): deleted blocks go, changed and new blocks are placed after their `after`, in order.
 */
export interface RemoteChanges {
  blocks?: readonly RemoteBlock[];
  deleted?: readonly { uid: string }[];
}

/** How `applyRemoteChanges` treats blocks the user has unsaved edits in. */
export interface RemoteOptions {
  /**
   * Their version wins also over the user's unsaved edits of these blocks, which stop being
   * changes: for "take theirs" after a conflict. Default false (the user's version stays).
   */
  force?: boolean;
}

/** One heading of the live outline: fits `TableOfContents`' `blocks` as it is. */
export interface EditorOutlineItem {
  /** The block's uid (TableOfContents links to `#block-<id>`, the heading's id in the editor). */
  id: string;
  uid: string;
  type: 'h1' | 'h2';
  level: 1 | 2;
  /** "1." or "1.2.", as in read mode. */
  number: string;
  /** The heading's text. */
  content: string;
}

/** A contact the user can pick (a contact of the app's context). */
export interface ContactOption {
  id: number;
  name: string;
  function?: string | null;
  organisation_name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** What `onUpload` gets besides the file. */
export interface UploadOptions {
  /** Report progress as a fraction from 0 to 1; the card's progress bar follows it. */
  onProgress: (fraction: number) => void;
  /** Aborted when the user cancels the upload. */
  signal: AbortSignal;
}

/** What the app can ask of a mounted editor (through `editorRef`). */
export interface EditorHandle {
  /** The blocks as they are now, in order, in the editor's own HTML (the allow-list's). */
  getBlocks(): EditorBlock[];
  /** The changes since the acknowledged state (what the last `onChange` said). */
  getChanges(): EditorChange[];
  /**
   * The server accepted these changes (those of an `onChange`, as they were sent): they become
   * part of the acknowledged state. Whatever was typed meanwhile stays a change, and `onChange`
   * is called again with what is still unsaved (an empty list when nothing is).
   */
  markSaved(changes: readonly EditorChange[]): void;
  /**
   * Merges blocks changed by others, without touching the user's cursor or the blocks with
   * unsaved edits (those keep the user's version and stay changes, so the next save meets the
   * server's conflict check). Not added to the undo history. With `force`, their version replaces
   * the user's too (see `RemoteOptions`).
   */
  applyRemoteChanges(changes: RemoteChanges, options?: RemoteOptions): void;
  /**
   * Replaces the content of the block `uid` as the user's own edit (undoable, reported by
   * `onChange`), e.g. a version merged by hand after a conflict. False when there is no such
   * block, or it is locked (its `locked` is ignored: only others' changes lock a block).
   */
  replaceBlock(block: EditorBlock): boolean;
  /** The current outline (the same as the last `onOutlineChange`). */
  getOutline(): EditorOutlineItem[];
  /** Moves focus into the text. */
  focus(): void;
}
