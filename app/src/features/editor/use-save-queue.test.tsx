import { act, renderHook, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthLostHandler } from '@/lib/api/client';
import { resetSessionForTests } from '@/lib/session/session-store';
import { stubApi } from '@/lib/testing/render-screen';
import { createDraftStore, type DraftStore } from './drafts';
import { body, requestsOf, savedAnswer, uid, until } from './testing/fixtures';
import { useDraftOffer } from './use-draft-offer';
import { useSaveQueue, type UseSaveQueueOptions } from './use-save-queue';

const CHANGES = '/api/documents/7/changes';
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

let factory: IDBFactory;
let drafts: DraftStore;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'access');
  localStorage.setItem('refreshToken', 'refresh');
  resetSessionForTests();
  factory = new IDBFactory();
  drafts = createDraftStore(factory);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderQueue(options: Partial<UseSaveQueueOptions> = {}) {
  return renderHook(() =>
    useSaveQueue({
      documentId: 7,
      userId: 1,
      baseVersion: 7,
      knownUids: [uid(1), uid(2)],
      drafts,
      // Long enough that only the events under test send again.
      retryDelaysMs: [600_000],
      ...options,
    }),
  );
}

const sentBodies = (fetch: ReturnType<typeof stubApi>) =>
  requestsOf(fetch)
    .filter(({ url }) => url === CHANGES)
    .map(({ init }) => JSON.parse(String(init.body)) as unknown);

describe('useSaveQueue', () => {
  it('offline: keeps the changes as a draft; back online: saves them and clears the draft', async () => {
    const answers: Parameters<typeof stubApi>[0] = { [CHANGES]: offline };
    const fetch = stubApi(answers);
    const { result } = renderQueue();
    const { queue } = result.current;

    act(() => queue.add([body(1, '<p>on the train</p>')]));
    act(() => {
      void queue.flush();
    });
    await act(() => until(queue, (s) => s.status === 'unsaved-error'));
    expect(result.current.state.failure).toBe('network');
    await queue.draftsWritten();
    expect(await drafts.get(1, 7)).toMatchObject({
      baseVersion: 7,
      changes: [body(1, '<p>on the train</p>')],
    });

    answers[CHANGES] = { body: { data: savedAnswer(8) } };
    act(() => void window.dispatchEvent(new Event('online')));
    await act(() => until(queue, (s) => s.status === 'saved'));
    expect(result.current.state.status).toBe('saved');
    await queue.draftsWritten();
    expect(await drafts.get(1, 7)).toBeNull();
    expect(sentBodies(fetch)).toEqual([
      { base_version: 7, changes: [body(1, '<p>on the train</p>')] },
      { base_version: 7, changes: [body(1, '<p>on the train</p>')] },
    ]);
  });

  it('a 401 the refresh cannot mend: the changes stay in the draft store', async () => {
    const authLost = vi.fn();
    setAuthLostHandler(authLost);
    stubApi({
      [CHANGES]: { status: 401, body: { message: 'Unauthenticated.' } },
      '/api/oauth/token': { status: 401, body: { message: 'The refresh token is invalid.' } },
    });
    const { result } = renderQueue();
    const { queue } = result.current;
    act(() => queue.add([body(2, '<p>before the session ended</p>')]));
    act(() => {
      void queue.flush();
    });
    await act(() => until(queue, (s) => s.failure === 'auth'));
    expect(authLost).toHaveBeenCalled();
    await queue.draftsWritten();
    expect((await drafts.get(1, 7))?.changes).toEqual([body(2, '<p>before the session ended</p>')]);
  });

  it('saves at once when the window loses focus, and with keepalive on pagehide', async () => {
    const fetch = stubApi({ [CHANGES]: { body: { data: savedAnswer(8) } } });
    const { result } = renderQueue();
    const { queue } = result.current;

    act(() => queue.add([body(1, '<p>a</p>')]));
    act(() => void window.dispatchEvent(new Event('blur')));
    expect(sentBodies(fetch)).toHaveLength(1);
    await act(() => until(queue, (s) => s.status === 'saved'));

    act(() => queue.add([body(1, '<p>ab</p>')]));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(requestsOf(fetch).at(-1)!.init.keepalive).toBe(true);
    await act(() => until(queue, (s) => s.status === 'saved'));
  });

  it('saves what is left when the editor goes away (leaving the route)', async () => {
    const fetch = stubApi({ [CHANGES]: { body: { data: savedAnswer(8) } } });
    const { result, unmount } = renderQueue();
    const { queue } = result.current;
    act(() => queue.add([body(1, '<p>last words</p>')]));
    unmount();
    expect(sentBodies(fetch)).toEqual([
      { base_version: 7, changes: [body(1, '<p>last words</p>')] },
    ]);
    await act(() => queue.whenSaved());
    await queue.draftsWritten();
    expect(await drafts.get(1, 7)).toBeNull();
  });
});

describe('useDraftOffer', () => {
  it('offers a draft left by an earlier visit, restores it through the queue', async () => {
    await drafts.put({
      userId: 1,
      documentId: 7,
      baseVersion: 5,
      changes: [body(2, '<p>from yesterday</p>')],
      overwrite: [],
      savedAt: Date.now() - 60_000,
    });
    const fetch = stubApi({ [CHANGES]: { body: { data: savedAnswer(9) } } });
    const onRestored = vi.fn();
    const { result } = renderHook(() => {
      const { queue } = useSaveQueue({
        documentId: 7,
        userId: 1,
        baseVersion: 8,
        knownUids: [uid(1), uid(2)],
        drafts,
      });
      return { queue, ...useDraftOffer({ queue, userId: 1, documentId: 7, drafts, onRestored }) };
    });
    expect(result.current.state.status).toBe('checking');
    await waitFor(() => expect(result.current.state.status).toBe('offered'));

    await act(() => result.current.restore());
    expect(onRestored).toHaveBeenCalled();
    expect(result.current.state.status).toBe('none');
    expect(sentBodies(fetch)).toEqual([
      { base_version: 5, changes: [body(2, '<p>from yesterday</p>')] },
    ]);
    await result.current.queue.draftsWritten();
    expect(await drafts.get(1, 7)).toBeNull();
  });

  it('discards a draft', async () => {
    await drafts.put({
      userId: 1,
      documentId: 7,
      baseVersion: 5,
      changes: [body(2, '<p>not wanted</p>')],
      overwrite: [],
      savedAt: Date.now(),
    });
    stubApi({});
    const { result } = renderHook(() => {
      const { queue } = useSaveQueue({
        documentId: 7,
        userId: 1,
        baseVersion: 8,
        knownUids: [],
        drafts,
      });
      return useDraftOffer({ queue, userId: 1, documentId: 7, drafts });
    });
    await waitFor(() => expect(result.current.state.status).toBe('offered'));
    await act(() => result.current.discard());
    expect(result.current.state.status).toBe('none');
    expect(await drafts.get(1, 7)).toBeNull();
  });
});
