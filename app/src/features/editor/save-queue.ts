import type {
  BlockChange,
  BlockConflictResponse,
  BlockContentInput,
  ChangedBlock,
  DeletedBlock,
  PostChangesBody,
  SavedChanges,
} from '@koers/contract';
import { BLOCK_CONFLICT_ERROR, DOCUMENT_LIMITS } from '@koers/contract/constants';
import { ApiError } from '@/lib/api/client';
import { postChanges } from './api/post-changes';
import { coalesce, coalesceAll } from './coalesce';
import type { Draft, DraftStore } from './drafts';

/**
 * What the status line says: everything is on the server; changes are on their way (waiting for
 * the typing to stop, or being sent); a save failed and is retried; someone else changed the
 * same block and the user has to choose.
 */
export type SaveStatus = 'saved' | 'saving' | 'unsaved-error' | 'conflict';

/**
 * Why the last save failed: no answer (offline); the server's trouble (5xx, 408, 429); the
 * session is gone (a 401 the token refresh could not mend); the server refused the changes
 * (another 4xx: no right to edit any more, the document is gone, a change it does not take).
 * The first three are retried by themselves; a refusal only when the user asks.
 */
export type SaveFailure = 'network' | 'server' | 'auth' | 'rejected';

/** What the user's own unsaved changes do to a block. */
export interface MyBlockChange {
  /** `delete` when the user deleted it, `upsert` when they changed it, `move` when they only moved it. */
  op: BlockChange['op'];
  /** The block as the user has it (upsert only). */
  block: BlockContentInput | null;
}

/**
 * A block both the user and someone else changed: theirs as it is on the server (or their
 * deletion) and mine. Shown side by side by the conflict dialog.
 */
export interface EditConflict {
  uid: string;
  mine: MyBlockChange;
  /** Their block, null when they deleted it. */
  theirs: ChangedBlock | null;
  /** Their deletion, when they deleted it. */
  deleted: DeletedBlock | null;
  /** The version of their change: what "keep mine" may overwrite. */
  version: number;
}

/**
 * The user's choice for one conflicting block: keep mine (sent again with `overwrite`), take
 * theirs (my changes to the block are dropped), or a version they merged themselves (sent as my
 * change, with `overwrite`).
 */
export type Resolution =
  { choice: 'mine' } | { choice: 'theirs' } | { choice: 'merged'; block: BlockContentInput };

export interface SaveState {
  status: SaveStatus;
  /** Whether anything is not confirmed by the server yet (waiting, in flight or failed). */
  hasUnsaved: boolean;
  /** The version the next save is based on. */
  baseVersion: number;
  /** The blocks waiting for the user's choice (status `conflict`); empty otherwise. */
  conflicts: readonly EditConflict[];
  /** Why the last save failed, until one succeeds. */
  failure: SaveFailure | null;
  /** When the next automatic retry is due (ms since the epoch), or null. */
  retryAt: number | null;
  /** When the server last confirmed a save (ms since the epoch), or null. */
  lastSavedAt: number | null;
}

/** Others' changes a save brought along: to merge into the editor without reloading. */
export interface RemoteChanges {
  blocks: ChangedBlock[];
  deleted: DeletedBlock[];
}

export type SendChanges = (
  documentId: number,
  body: PostChangesBody,
  options: { keepalive: boolean },
) => Promise<SavedChanges>;

export interface SaveQueueOptions {
  documentId: number;
  /** The signed-in user: drafts are kept per user. */
  userId: number;
  /** The `version` of the document as loaded. */
  baseVersion: number;
  /** The uids of the document's blocks as loaded: a block not among them (or saved later) is new. */
  knownUids: Iterable<string>;
  /** Sends a save; `POST /api/documents/{id}/changes` by default. */
  send?: SendChanges;
  /** Where unsaved changes are kept on the device; none (null) keeps them in memory only. */
  drafts?: DraftStore | null;
  /** Quiet time after the last change before saving. Default `SAVE_DEBOUNCE_MS`. */
  debounceMs?: number;
  /** Waits before the 1st, 2nd, … automatic retry; the last repeats. Default `RETRY_DELAYS_MS`. */
  retryDelaysMs?: readonly number[];
  now?: () => number;
  /**
   * The server saved `sent` (the changes as they were sent): acknowledge them in the editor
   * (`markSaved(sent)`). `answer.saved` holds the blocks as stored.
   */
  onSaved?: (sent: readonly BlockChange[], answer: SavedChanges) => void;
  /** Blocks others changed or deleted since the previous save: merge them into the editor. */
  onRemoteChanges?: (remote: RemoteChanges) => void;
  /**
   * A conflict was resolved: with `theirs` the editor shows their block (or drops it when they
   * deleted it), with `merged` the merged block; with `mine` nothing changes in the editor.
   */
  onResolved?: (conflict: EditConflict, resolution: Resolution) => void;
}

/** Saving starts this long after the last change (about a second after typing stops). */
export const SAVE_DEBOUNCE_MS = 1000;
/** Automatic retries after a failed save: 2 s, 4 s, … up to a minute between tries. */
export const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 30_000, 60_000] as const;
/** A body up to this size may be sent with `keepalive` (the browsers allow 64 KiB in all). */
const KEEPALIVE_MAX_BYTES = 60_000;

const sameChange = (a: BlockChange, b: BlockChange) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/** `list` without one occurrence of each of `sent` (compared by value). */
function without(list: readonly BlockChange[], sent: readonly BlockChange[]): BlockChange[] {
  const rest = [...list];
  for (const change of sent) {
    const at = rest.findIndex((c) => sameChange(c, change));
    if (at >= 0) rest.splice(at, 1);
  }
  return rest;
}

function failureOf(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return 'network';
  if (error.status === 401) return 'auth';
  if (error.status >= 500 || error.status === 408 || error.status === 429) return 'server';
  return 'rejected';
}

function isBlockConflict(error: unknown): error is ApiError & { body: BlockConflictResponse } {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.body as { error?: unknown } | null)?.error === BLOCK_CONFLICT_ERROR
  );
}

/** What `changes` (in order) do to block `uid`, or null when they do not touch it. */
export function myChangeOf(changes: readonly BlockChange[], uid: string): MyBlockChange | null {
  const own = changes.filter((c) => c.uid === uid);
  if (own.length === 0) return null;
  if (own.some((c) => c.op === 'delete')) return { op: 'delete', block: null };
  const upsert = own.find((c) => c.op === 'upsert');
  return upsert ? { op: 'upsert', block: upsert.block } : { op: 'move', block: null };
}

/** Where `changes` last place block `uid` (undefined when they do not place it). */
function placeOf(changes: readonly BlockChange[], uid: string): string | null | undefined {
  let place: string | null | undefined;
  for (const c of changes)
    if (c.uid === uid && c.op !== 'delete' && c.after !== undefined) place = c.after;
  return place;
}

/**
 * The save queue of one open document (see README.md): collects the editor's block changes,
 * saves them a moment after typing stops (or at once on `flush`), one request at a time, keeps
 * what is not confirmed in the draft store, retries failures and stops for conflicts. Framework
 * free; `useSaveQueue` runs it in React.
 *
 * Changes come in one of two ways (use one per queue):
 * - `add(changes)`: each change as it is made; the queue coalesces them (see `coalesce`).
 * - `replaceAll(changes)`: every change since the editor's acknowledged state, as the
 *   `@koers/ui` Editor's `onChange` reports them; the editor coalesces, and forgets what the
 *   queue reports saved through `onSaved` (call `markSaved(sent)` there).
 */
export class SaveQueue {
  private readonly options: SaveQueueOptions;
  private readonly send: SendChanges;
  private readonly debounceMs: number;
  private readonly retryDelays: readonly number[];
  private readonly now: () => number;
  private readonly known: Set<string>;

  /** Changes not sent yet, in order. */
  private pending: BlockChange[] = [];
  /** With `replaceAll`: every unconfirmed change as the editor last reported them. */
  private reported: BlockChange[] | null = null;
  private inFlight: BlockChange[] | null = null;
  private baseVersion: number;
  private readonly overwrite = new Map<string, number>();
  private conflicts: EditConflict[] = [];
  private failure: SaveFailure | null = null;
  private attempts = 0;
  private retryAt: number | null = null;
  private lastSavedAt: number | null = null;

  private debounceTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** `flush` was asked: send what is left as soon as the request in flight is answered. */
  private flushing = false;
  private keepalive = false;
  private waiters: ((saved: boolean) => void)[] = [];
  private disposed = false;

  private draftDirty = false;
  private draftWriting: Promise<void> | null = null;

  private state: SaveState;
  private readonly listeners = new Set<() => void>();

  constructor(options: SaveQueueOptions) {
    this.options = options;
    this.send = options.send ?? postChanges;
    this.debounceMs = options.debounceMs ?? SAVE_DEBOUNCE_MS;
    this.retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.now = options.now ?? Date.now;
    this.known = new Set(options.knownUids);
    this.baseVersion = options.baseVersion;
    this.state = this.buildState();
  }

  // --- Reading -------------------------------------------------------------------------------

  getState = (): SaveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Every change the server has not confirmed, in order (what a draft holds). */
  unsaved(): BlockChange[] {
    if (this.reported) return [...this.reported];
    return this.inFlight
      ? coalesceAll(this.pending, this.isKnown, this.inFlight)
      : [...this.pending];
  }

  /** Resolves once the server has everything (at once when it has). */
  whenSaved(): Promise<void> {
    if (!this.state.hasUnsaved) return Promise.resolve();
    return new Promise((resolve) => {
      const stop = this.subscribe(() => {
        if (this.state.hasUnsaved) return;
        stop();
        resolve();
      });
    });
  }

  /** Resolves when the draft store has what the queue holds now (tests, `pagehide`). */
  async draftsWritten(): Promise<void> {
    while (this.draftWriting) await this.draftWriting;
  }

  // --- Changes in ----------------------------------------------------------------------------

  /** Adds changes as they are made, coalesced with those still waiting. */
  add(changes: readonly BlockChange[]): void {
    if (changes.length === 0) return;
    this.pending = coalesceAll(changes, this.isKnown, this.pending);
    this.changed();
  }

  /** Takes the editor's list of every change since its acknowledged state. */
  replaceAll(changes: readonly BlockChange[]): void {
    this.reported = [...changes];
    this.pending = this.inFlight ? without(changes, this.inFlight) : [...changes];
    this.changed();
  }

  /**
   * Takes a draft back (after a reload, a crash or a new login) and saves it at once. Meant for
   * before the editor shows the document: the restored changes are not in the editor, so reload
   * the document when `flush`'s promise says they are saved. The draft's older `base_version`
   * is kept, so the server's conflict check covers everything since the draft was made.
   */
  restore(draft: Draft): Promise<boolean> {
    this.pending = coalesceAll(this.pending, this.isKnown, draft.changes);
    if (this.reported) this.reported = coalesceAll(this.reported, this.isKnown, draft.changes);
    this.baseVersion = Math.min(this.baseVersion, draft.baseVersion);
    for (const { uid, version } of draft.overwrite) this.overwrite.set(uid, version);
    this.changed();
    return this.flush();
  }

  // --- Saving --------------------------------------------------------------------------------

  /**
   * Saves now (window blur, `pagehide`, leaving the route, the retry button): no debounce, and
   * any retry wait is cut short. Resolves true when everything is saved, false when a save
   * failed or a conflict waits for the user (the changes are then in the draft store).
   */
  flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<boolean> {
    if (this.conflicts.length > 0) return Promise.resolve(false);
    if (!this.state.hasUnsaved) return Promise.resolve(true);
    this.clearDebounce();
    this.clearRetry();
    this.flushing = true;
    this.keepalive ||= keepalive;
    const done = new Promise<boolean>((resolve) => this.waiters.push(resolve));
    if (!this.inFlight) void this.sendNext();
    this.emit();
    return done;
  }

  /** The user's choice for one conflicting block; the save goes again once all are chosen. */
  resolve(uid: string, resolution: Resolution): void {
    const conflict = this.conflicts.find((c) => c.uid === uid);
    if (!conflict) return;
    this.applyResolution(conflict, resolution);
    this.conflicts = this.conflicts.filter((c) => c !== conflict);
    if (!this.disposed) this.options.onResolved?.(conflict, resolution);
    this.persistDraft();
    if (this.conflicts.length === 0 && this.state.hasUnsaved) {
      // The user is waiting for this save: no debounce.
      this.flushing = true;
      this.emit();
      if (!this.inFlight) void this.sendNext();
    } else {
      this.emit();
      this.settle();
    }
  }

  /**
   * Stops timers and callbacks (the editor is gone); a request in flight still updates the
   * draft store when it is answered. Unsaved changes stay in the draft store.
   */
  dispose(): void {
    this.disposed = true;
    this.clearDebounce();
    this.clearRetry();
  }

  /** Takes up the work again after `dispose` (React's development double mount). */
  activate(): void {
    if (!this.disposed) return;
    this.disposed = false;
    if (this.failure && this.failure !== 'rejected') this.scheduleRetry();
    else if (this.pending.length > 0 && this.conflicts.length === 0) this.changed();
    this.emit();
  }

  // --- Internals -----------------------------------------------------------------------------

  private isKnown = (uid: string) => this.known.has(uid);

  private changed() {
    this.persistDraft();
    // After a failure the retry timer decides, except after a refusal: a changed block may be
    // what makes the next save acceptable.
    const waiting = this.failure !== null && this.failure !== 'rejected';
    if (!waiting && this.conflicts.length === 0 && !this.flushing && !this.disposed) {
      this.clearDebounce();
      this.debounceTimer = setTimeout(() => {
        this.debounceTimer = null;
        if (!this.inFlight) void this.sendNext();
      }, this.debounceMs);
    }
    this.emit();
  }

  private async sendNext(): Promise<void> {
    if (this.inFlight || this.conflicts.length > 0) return;
    if (this.pending.length === 0) {
      this.emit();
      this.settle();
      return;
    }
    this.clearRetry();
    const sent = this.pending.slice(0, DOCUMENT_LIMITS.changes);
    this.inFlight = sent;
    this.pending = this.reported ? without(this.reported, sent) : this.pending.slice(sent.length);
    const uids = new Set(sent.map((c) => c.uid));
    const overwrite = [...this.overwrite]
      .filter(([uid]) => uids.has(uid))
      .map(([uid, version]) => ({ uid, version }));
    const body: PostChangesBody = {
      base_version: this.baseVersion,
      changes: sent,
      ...(overwrite.length > 0 ? { overwrite } : {}),
    };
    const keepalive = this.keepalive && JSON.stringify(body).length <= KEEPALIVE_MAX_BYTES;
    this.keepalive = false;
    let request: Promise<SavedChanges>;
    try {
      request = this.send(this.options.documentId, body, { keepalive });
    } catch (error) {
      request = Promise.reject(error);
    }
    this.emit();

    let answer: SavedChanges;
    try {
      answer = await request;
    } catch (error) {
      this.failed(sent, error);
      return;
    }
    this.succeeded(sent, answer);
  }

  private succeeded(sent: BlockChange[], answer: SavedChanges) {
    this.inFlight = null;
    this.baseVersion = answer.version;
    this.failure = null;
    this.attempts = 0;
    this.lastSavedAt = this.now();
    // Whatever the overwrites covered is older than the new base now.
    this.overwrite.clear();
    for (const block of [...answer.saved, ...answer.blocks]) this.known.add(block.uid);
    for (const change of sent) if (change.op === 'delete') this.known.delete(change.uid);
    for (const gone of answer.deleted) this.known.delete(gone.uid);
    if (this.reported) {
      this.reported = without(this.reported, sent);
      this.pending = [...this.reported];
    }
    if (!this.disposed) {
      this.options.onSaved?.(sent, answer);
      if (answer.blocks.length > 0 || answer.deleted.length > 0) {
        this.options.onRemoteChanges?.({ blocks: answer.blocks, deleted: answer.deleted });
      }
    }
    // Others changed blocks the user changed while this save was on its way: their change is
    // older than the new base, so the next save would overwrite it unseen. Ask instead.
    this.conflicts = this.localConflicts(answer);
    this.persistDraft();
    this.emit();
    if (this.conflicts.length > 0 || this.pending.length === 0) {
      this.settle();
      return;
    }
    // Changes made meanwhile: go on at once when asked to, or when their debounce already ran out.
    if (this.flushing || this.debounceTimer === null) void this.sendNext();
  }

  private failed(sent: BlockChange[], error: unknown) {
    this.inFlight = null;
    this.pending = this.reported
      ? [...this.reported]
      : coalesceAll(this.pending, this.isKnown, sent);
    if (isBlockConflict(error)) {
      // An answer: the network and the server are fine.
      this.failure = null;
      this.attempts = 0;
      this.clearRetry();
      const unsaved = this.unsaved();
      const conflicts = error.body.data.conflicts.flatMap((c): EditConflict[] => {
        const mine = myChangeOf(unsaved, c.uid) ?? { op: c.change, block: null };
        const version = c.theirs?.version ?? c.deleted?.version;
        return version === undefined
          ? []
          : [{ uid: c.uid, mine, theirs: c.theirs, deleted: c.deleted, version }];
      });
      this.stopForConflicts(conflicts);
      return;
    }
    this.failure = failureOf(error);
    this.attempts += 1;
    this.clearDebounce();
    if (this.failure !== 'rejected' && !this.disposed) {
      this.scheduleRetry(error instanceof ApiError ? error.retryAfter : null);
    }
    this.persistDraft();
    this.emit();
    this.settle();
  }

  /** Conflicts whose two sides are the same need no choice (e.g. a save whose answer was lost). */
  private stopForConflicts(conflicts: EditConflict[]) {
    const unsaved = this.unsaved();
    const open: EditConflict[] = [];
    for (const conflict of conflicts) {
      const { mine, theirs } = conflict;
      const place = placeOf(unsaved, conflict.uid);
      const samePlace = place === undefined || place === theirs?.after;
      const same =
        theirs !== null &&
        samePlace &&
        (mine.op === 'move' ||
          (mine.op === 'upsert' &&
            mine.block !== null &&
            mine.block.type === theirs.type &&
            JSON.stringify(mine.block.content) === JSON.stringify(theirs.content)));
      if (same) {
        this.applyResolution(conflict, { choice: 'theirs' });
        if (!this.disposed) this.options.onResolved?.(conflict, { choice: 'theirs' });
      } else open.push(conflict);
    }
    this.conflicts = open;
    this.flushing ||= open.length === 0;
    this.persistDraft();
    this.emit();
    if (open.length === 0) void this.sendNext();
    else this.settle();
  }

  private localConflicts(answer: SavedChanges): EditConflict[] {
    const unsaved = this.unsaved();
    const found: EditConflict[] = [];
    for (const theirs of answer.blocks) {
      const mine = myChangeOf(unsaved, theirs.uid);
      // Moving a block they rewrote keeps their text: nothing to choose.
      if (mine && mine.op !== 'move')
        found.push({ uid: theirs.uid, mine, theirs, deleted: null, version: theirs.version });
    }
    for (const deleted of answer.deleted) {
      const mine = myChangeOf(unsaved, deleted.uid);
      if (mine && mine.op !== 'delete') {
        found.push({ uid: deleted.uid, mine, theirs: null, deleted, version: deleted.version });
      }
    }
    return found;
  }

  private applyResolution(conflict: EditConflict, resolution: Resolution) {
    const { uid } = conflict;
    const edit = (list: BlockChange[]): BlockChange[] => {
      if (resolution.choice === 'theirs') return list.filter((c) => c.uid !== uid);
      if (resolution.choice === 'mine') return list;
      const hasUpsert = list.some((c) => c.op === 'upsert' && c.uid === uid);
      return hasUpsert
        ? list.map((c) =>
            c.op === 'upsert' && c.uid === uid ? { ...c, block: resolution.block } : c,
          )
        : coalesce(list, { op: 'upsert', uid, block: resolution.block }, this.isKnown);
    };
    this.pending = edit(this.pending);
    if (this.reported) this.reported = edit(this.reported);
    if (resolution.choice === 'theirs') {
      if (conflict.deleted) this.known.delete(uid);
      else this.known.add(uid);
      this.overwrite.delete(uid);
    } else {
      this.overwrite.set(uid, conflict.version);
    }
  }

  private scheduleRetry(retryAfterSeconds: number | null = null) {
    this.clearRetry();
    const delay =
      retryAfterSeconds !== null
        ? retryAfterSeconds * 1000
        : this.retryDelays[Math.max(0, Math.min(this.attempts, this.retryDelays.length) - 1)]!;
    this.retryAt = this.now() + delay;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.retryAt = null;
      void this.sendNext();
    }, delay);
  }

  /** Ends a flush once all is saved, or nothing more can go now (a failure, a conflict). */
  private settle() {
    const saved = !this.state.hasUnsaved;
    if (!saved && !this.failure && this.conflicts.length === 0) return;
    // Also without waiters: a resolve sends at once like a flush, and must not leave the queue
    // in flush mode, where new changes wait for no debounce.
    this.flushing = false;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve(saved);
  }

  private clearDebounce() {
    if (this.debounceTimer !== null) clearTimeout(this.debounceTimer);
    this.debounceTimer = null;
  }

  private clearRetry() {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retryAt = null;
  }

  private buildState(): SaveState {
    const hasUnsaved =
      this.inFlight !== null || this.pending.length > 0 || (this.reported?.length ?? 0) > 0;
    const status: SaveStatus =
      this.conflicts.length > 0
        ? 'conflict'
        : this.failure
          ? 'unsaved-error'
          : hasUnsaved
            ? 'saving'
            : 'saved';
    return {
      status,
      hasUnsaved: hasUnsaved || this.conflicts.length > 0,
      baseVersion: this.baseVersion,
      conflicts: this.conflicts,
      failure: this.failure,
      retryAt: this.retryAt,
      lastSavedAt: this.lastSavedAt,
    };
  }

  private emit() {
    const next = this.buildState();
    // Typing on while a save waits changes nothing the state tells: keep the same object, so
    // the editor's page does not render (and React does not commit) on every keystroke.
    const previous = this.state;
    const same = (Object.keys(next) as (keyof SaveState)[]).every(
      (key) => next[key] === previous[key],
    );
    if (same) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }

  // --- Drafts --------------------------------------------------------------------------------

  /** Writes what is unconfirmed to the draft store (or removes the draft when all is saved). */
  private persistDraft() {
    if (!this.options.drafts) return;
    this.draftDirty = true;
    this.draftWriting ??= this.writeDrafts();
  }

  /** One write at a time; the last state wins. */
  private async writeDrafts(): Promise<void> {
    const store = this.options.drafts!;
    const { userId, documentId } = this.options;
    while (this.draftDirty) {
      this.draftDirty = false;
      const changes = this.unsaved();
      try {
        if (changes.length > 0) {
          await store.put({
            userId,
            documentId,
            baseVersion: this.baseVersion,
            changes,
            overwrite: [...this.overwrite].map(([uid, version]) => ({ uid, version })),
            savedAt: this.now(),
          });
        } else {
          await store.delete(userId, documentId);
        }
      } catch {
        // No IndexedDB (a private window, a full disk): the changes stay in memory and the
        // saves go on; only a crash before the next save could lose them.
      }
    }
    this.draftWriting = null;
  }
}
