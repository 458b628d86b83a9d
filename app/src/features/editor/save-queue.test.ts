import type { BlockConflict, BlockConflictResponse } from '@koers/contract';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/client';
import { createDraftStore, type DraftStore } from './drafts';
import { SaveQueue, type SaveQueueOptions } from './save-queue';
import { body, changedBlock, controlledSend, savedAnswer, uid, until } from './testing/fixtures';

// Only the timers the queue uses are fake: fake-indexeddb schedules with setImmediate.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-26T14:32:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

function makeQueue(options: Partial<SaveQueueOptions> = {}) {
  const { send, calls } = controlledSend();
  const queue = new SaveQueue({
    documentId: 7,
    userId: 1,
    baseVersion: 7,
    knownUids: [1, 2, 3, 4, 5].map(uid),
    send,
    drafts: null,
    ...options,
  });
  return { queue, calls };
}

const conflictError = (conflicts: BlockConflict[], version = 9) =>
  new ApiError(409, {
    message: 'Someone else changed these blocks.',
    error: 'block_conflict',
    data: { version, conflicts },
  } satisfies BlockConflictResponse);

describe('saving after typing stops', () => {
  it('saves about a second after the last change, coalesced, with the base version', () => {
    const { queue, calls } = makeQueue();
    queue.add([body(1, '<p>H</p>')]);
    vi.advanceTimersByTime(600);
    queue.add([body(1, '<p>He</p>')]);
    vi.advanceTimersByTime(999);
    expect(calls).toHaveLength(0);
    expect(queue.getState().status).toBe('saving');
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ base_version: 7, changes: [body(1, '<p>He</p>')] });
  });

  it('saves at once on flush, and says when everything is saved', async () => {
    const { queue, calls } = makeQueue();
    queue.add([body(1, '<p>x</p>')]);
    const flushed = queue.flush();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(savedAnswer(8));
    await expect(flushed).resolves.toBe(true);
    expect(queue.getState()).toMatchObject({ status: 'saved', baseVersion: 8, hasUnsaved: false });
    // Nothing left: the debounce of the flushed change sends nothing more.
    vi.advanceTimersByTime(5_000);
    expect(calls).toHaveLength(1);
  });

  it('keeps one request in flight; what changes meanwhile goes next, on the new version', async () => {
    const onSaved = vi.fn();
    const onRemoteChanges = vi.fn();
    const { queue, calls } = makeQueue({ onSaved, onRemoteChanges });
    queue.add([body(1, '<p>one</p>')]);
    void queue.flush();
    queue.add([body(2, '<p>two</p>')]);
    void queue.flush();
    vi.advanceTimersByTime(5_000);
    expect(calls).toHaveLength(1);

    const theirs = changedBlock(4, '<p>by Anna</p>', { version: 8 });
    calls[0]!.resolve(savedAnswer(9, { blocks: [theirs] }));
    await until(queue, (s) => s.baseVersion === 9);
    expect(onSaved).toHaveBeenCalledWith(
      [body(1, '<p>one</p>')],
      expect.objectContaining({ version: 9 }),
    );
    expect(onRemoteChanges).toHaveBeenCalledWith({ blocks: [theirs], deleted: [] });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({ base_version: 9, changes: [body(2, '<p>two</p>')] });
    calls[1]!.resolve(savedAnswer(10));
    await until(queue, (s) => s.status === 'saved');
  });

  it('waits for the debounce of changes made during a request that was not flushed', async () => {
    const { queue, calls } = makeQueue();
    queue.add([body(1, '<p>one</p>')]);
    vi.advanceTimersByTime(1_000);
    queue.add([body(2, '<p>two</p>')]);
    calls[0]!.resolve(savedAnswer(8));
    await until(queue, (s) => s.baseVersion === 8);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(calls).toHaveLength(2);
  });

  it('with the editor reporting every unsaved change, sends only what is not in flight', async () => {
    const { queue, calls } = makeQueue();
    const one = body(1, '<p>one</p>');
    queue.replaceAll([one]);
    void queue.flush();
    // The editor's next report still holds the change in flight, and a new one.
    queue.replaceAll([one, body(2, '<p>two</p>')]);
    calls[0]!.resolve(savedAnswer(8));
    await until(queue, (s) => s.baseVersion === 8);
    void queue.flush();
    expect(calls[1]!.body.changes).toEqual([body(2, '<p>two</p>')]);
  });
});

describe('conflicts', () => {
  const mineChanges = [body(1, '<p>mine</p>'), body(2, '<p>also mine</p>')];
  const theirs = changedBlock(1, '<p>theirs</p>', { version: 8 });

  async function conflicted(options: Partial<SaveQueueOptions> = {}) {
    const made = makeQueue(options);
    made.queue.add(mineChanges);
    const flushed = made.queue.flush();
    made.calls[0]!.reject(
      conflictError([{ uid: uid(1), change: 'upsert', theirs, deleted: null }]),
    );
    await expect(flushed).resolves.toBe(false);
    return made;
  }

  it('stops and shows, per block, mine and theirs', async () => {
    const { queue, calls } = await conflicted();
    expect(queue.getState()).toMatchObject({ status: 'conflict', hasUnsaved: true });
    expect(queue.getState().conflicts).toEqual([
      {
        uid: uid(1),
        mine: { op: 'upsert', block: { type: 'body', content: '<p>mine</p>' } },
        theirs,
        deleted: null,
        version: 8,
      },
    ]);
    // Nothing goes while the user has not chosen, however much they type.
    queue.add([body(3, '<p>more</p>')]);
    vi.advanceTimersByTime(60_000);
    await expect(queue.flush()).resolves.toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('keep mine: sends again on the same base, with overwrite', async () => {
    const { queue, calls } = await conflicted();
    queue.resolve(uid(1), { choice: 'mine' });
    expect(calls[1]!.body).toEqual({
      base_version: 7,
      changes: mineChanges,
      overwrite: [{ uid: uid(1), version: 8 }],
    });
    calls[1]!.resolve(savedAnswer(9));
    await until(queue, (s) => s.status === 'saved');
  });

  it('take theirs: drops my change to that block and hands theirs to the editor', async () => {
    const onResolved = vi.fn();
    const { queue, calls } = await conflicted({ onResolved });
    queue.resolve(uid(1), { choice: 'theirs' });
    expect(onResolved).toHaveBeenCalledWith(expect.objectContaining({ uid: uid(1), theirs }), {
      choice: 'theirs',
    });
    expect(calls[1]!.body).toEqual({ base_version: 7, changes: [body(2, '<p>also mine</p>')] });
  });

  it('take theirs for every change: nothing to send, and later typing saves as usual', async () => {
    const { queue, calls } = makeQueue();
    queue.add([body(1, '<p>mine</p>')]);
    void queue.flush();
    calls[0]!.reject(conflictError([{ uid: uid(1), change: 'upsert', theirs, deleted: null }]));
    await until(queue, (s) => s.status === 'conflict');
    queue.resolve(uid(1), { choice: 'theirs' });
    expect(queue.getState()).toMatchObject({ status: 'saved', hasUnsaved: false });
    expect(calls).toHaveLength(1);

    queue.add([body(2, '<p>later</p>')]);
    vi.advanceTimersByTime(1_000);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({ base_version: 7, changes: [body(2, '<p>later</p>')] });
  });

  it('merged: sends the merged text as my change, with overwrite', async () => {
    const { queue, calls } = await conflicted();
    const merged = { type: 'body' as const, content: '<p>theirs</p><p>mine</p>' };
    queue.resolve(uid(1), { choice: 'merged', block: merged });
    expect(calls[1]!.body).toEqual({
      base_version: 7,
      changes: [{ op: 'upsert', uid: uid(1), block: merged }, body(2, '<p>also mine</p>')],
      overwrite: [{ uid: uid(1), version: 8 }],
    });
  });

  it('needs no choice when both sides are the same (a save whose answer was lost)', async () => {
    const { queue, calls } = makeQueue();
    queue.add([body(1, '<p>same</p>'), body(2, '<p>other</p>')]);
    void queue.flush();
    calls[0]!.reject(
      conflictError([
        {
          uid: uid(1),
          change: 'upsert',
          theirs: changedBlock(1, '<p>same</p>', { changed_by: { id: 1, name: 'Jan Jansen' } }),
          deleted: null,
        },
      ]),
    );
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(queue.getState().conflicts).toEqual([]);
    expect(calls[1]!.body.changes).toEqual([body(2, '<p>other</p>')]);
  });

  it('asks too when others changed a block that was edited while a save was on its way', async () => {
    const { queue, calls } = makeQueue();
    queue.add([body(1, '<p>one</p>')]);
    void queue.flush();
    queue.add([body(4, '<p>my edit</p>')]);
    const anna = changedBlock(4, '<p>Anna’s edit</p>', { version: 8 });
    calls[0]!.resolve(savedAnswer(9, { blocks: [anna] }));
    const state = await until(queue, (s) => s.status === 'conflict');
    expect(state.conflicts).toEqual([
      {
        uid: uid(4),
        mine: { op: 'upsert', block: { type: 'body', content: '<p>my edit</p>' } },
        theirs: anna,
        deleted: null,
        version: 8,
      },
    ]);
    expect(calls).toHaveLength(1);
  });
});

describe('failures and drafts', () => {
  let drafts: DraftStore;
  let factory: IDBFactory;
  beforeEach(() => {
    factory = new IDBFactory();
    drafts = createDraftStore(factory);
  });

  it('keeps the changes in the draft store and retries with backoff', async () => {
    const { queue, calls } = makeQueue({ drafts });
    queue.add([body(1, '<p>offline</p>')]);
    void queue.flush();
    calls[0]!.reject(new TypeError('Failed to fetch'));
    const state = await until(queue, (s) => s.status === 'unsaved-error');
    expect(state).toMatchObject({ failure: 'network', hasUnsaved: true });
    expect(state.retryAt).toBe(Date.now() + 2_000);
    await queue.draftsWritten();
    expect(await drafts.get(1, 7)).toEqual({
      userId: 1,
      documentId: 7,
      baseVersion: 7,
      changes: [body(1, '<p>offline</p>')],
      overwrite: [],
      savedAt: Date.now(),
    });

    vi.advanceTimersByTime(1_999);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new ApiError(503, { message: 'Service Unavailable' }));
    await until(queue, (s) => s.retryAt === Date.now() + 4_000);
    // The retry button (or `online`) does not wait for the backoff.
    const flushed = queue.flush();
    expect(calls).toHaveLength(3);
    calls[2]!.resolve(savedAnswer(8));
    await expect(flushed).resolves.toBe(true);
    await queue.draftsWritten();
    expect(await drafts.get(1, 7)).toBeNull();
    expect(queue.getState()).toMatchObject({ status: 'saved', failure: null });
  });

  it('does not retry by itself what the server refused, but tries when the user asks', async () => {
    const { queue, calls } = makeQueue({ drafts });
    queue.add([body(1, '<p>x</p>')]);
    void queue.flush();
    calls[0]!.reject(new ApiError(403, { message: 'Forbidden' }));
    await until(queue, (s) => s.failure === 'rejected');
    vi.advanceTimersByTime(120_000);
    expect(calls).toHaveLength(1);
    void queue.flush();
    expect(calls).toHaveLength(2);
  });

  it('offers the draft back after a reload: a new queue saves it on the draft’s base version', async () => {
    const before = makeQueue({ drafts });
    before.queue.add([body(1, '<p>typed before the crash</p>'), body(10, '<p>new</p>', uid(1))]);
    await before.queue.draftsWritten();
    before.queue.dispose();

    // The reload: the document is at version 12 now; a new store over the same database.
    const after = makeQueue({ drafts: createDraftStore(factory), baseVersion: 12 });
    const draft = await createDraftStore(factory).get(1, 7);
    expect(draft).toMatchObject({ baseVersion: 7, savedAt: Date.now() });
    const restored = after.queue.restore(draft!);
    expect(after.calls[0]!.body).toEqual({
      base_version: 7,
      changes: [body(1, '<p>typed before the crash</p>'), body(10, '<p>new</p>', uid(1))],
    });
    after.calls[0]!.resolve(savedAnswer(13));
    await expect(restored).resolves.toBe(true);
    await after.queue.draftsWritten();
    expect(await drafts.get(1, 7)).toBeNull();
  });

  it('keeps drafts per user', async () => {
    const { queue } = makeQueue({ drafts });
    queue.add([body(1, '<p>Jan’s</p>')]);
    await queue.draftsWritten();
    expect(await drafts.get(2, 7)).toBeNull();
    expect(await drafts.get(1, 7)).not.toBeNull();
  });
});
