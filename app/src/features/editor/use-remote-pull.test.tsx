import type { DocumentChanges } from '@koers/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/session/session-store';
import { stubApi } from '@/lib/testing/render-screen';
import { SaveQueue } from './save-queue';
import { body, changedBlock, controlledSend, savedAnswer, uid, until } from './testing/fixtures';
import { useRemotePull } from './use-remote-pull';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'access');
  resetSessionForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An answer of the changes endpoint the test sends when it chooses. */
function heldAnswer(data: DocumentChanges) {
  let release = () => {};
  const answer = () =>
    new Promise<Response>((resolve) => {
      release = () =>
        resolve(
          new Response(JSON.stringify({ data }), {
            headers: { 'Content-Type': 'application/json' },
          }),
        );
    });
  return { answer, release: () => release() };
}

it("drops others' changes that arrive after the user's own later save, and applies newer ones", async () => {
  const { send, calls } = controlledSend();
  const queue = new SaveQueue({
    documentId: 7,
    userId: 1,
    baseVersion: 7,
    knownUids: [uid(1), uid(2)],
    drafts: null,
    send,
  });
  // The heartbeat reports version 8 (the user's own save, whose answer is still on its way):
  // the changes since 7 hold block 1 as it was then.
  const stale = heldAnswer({
    version: 8,
    blocks: [changedBlock(1, '<p>Lees</p>', { version: 8 })],
    deleted: [],
  });
  // Later someone else saves block 2.
  const newer = heldAnswer({
    version: 10,
    blocks: [changedBlock(2, '<p>van Anna</p>', { version: 10 })],
    deleted: [],
  });
  stubApi({
    '/api/documents/7/changes?since=7': stale.answer,
    '/api/documents/7/changes?since=9': newer.answer,
  });
  const apply = vi.fn();
  const { rerender } = renderHook(
    ({ version, base }: { version: number | null; base: number }) =>
      useRemotePull(7, version, queue, base, apply),
    { initialProps: { version: null as number | null, base: 7 } },
  );

  rerender({ version: 8, base: 7 });
  // Meanwhile the user saves the block again (version 9): the held answer is older than that.
  act(() => queue.add([body(1, '<p>Lees de ouderpagina</p>')]));
  act(() => void queue.flush());
  await waitFor(() => expect(calls).toHaveLength(1));
  act(() => calls[0]!.resolve(savedAnswer(9)));
  await until(queue, (s) => s.status === 'saved' && s.baseVersion === 9);
  rerender({ version: 8, base: 9 });
  await act(async () => stale.release());

  rerender({ version: 10, base: 9 });
  await act(async () => newer.release());
  await waitFor(() => expect(apply).toHaveBeenCalled());
  expect(apply.mock.calls).toEqual([[expect.objectContaining({ version: 10 })]]);
});
