import type { BlockChange, ChangedBlock, PostChangesBody, SavedChanges } from '@koers/contract';
import type { SaveState, SendChanges } from '../save-queue';

/** A block uid (a lowercase UUID) numbered `n`, as the editor would make one. */
export const uid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const body = (n: number, html: string, after?: string | null): BlockChange =>
  after === undefined
    ? { op: 'upsert', uid: uid(n), block: { type: 'body', content: html } }
    : { op: 'upsert', uid: uid(n), after, block: { type: 'body', content: html } };

/** A block as the server answers it (after a save, or someone else's). */
export function changedBlock(
  n: number,
  html: string,
  overrides: Partial<ChangedBlock> = {},
): ChangedBlock {
  return {
    id: n,
    uid: uid(n),
    type: 'body',
    level: null,
    content: html,
    after: null,
    version: 8,
    changed_by: { id: 2, name: 'Anna de Vries' },
    changed_at: '2026-11-26T14:31:00.000Z',
    ...overrides,
  };
}

/** The answer to a save with nothing from others. */
export const savedAnswer = (
  version: number,
  overrides: Partial<SavedChanges> = {},
): SavedChanges => ({
  version,
  saved: [],
  blocks: [],
  deleted: [],
  ...overrides,
});

/** Resolves once `queue`'s state passes `test` (at once when it does): tests wait for states. */
export function until(
  queue: { getState(): SaveState; subscribe(listener: () => void): () => void },
  test: (state: SaveState) => boolean,
): Promise<SaveState> {
  return new Promise((resolve) => {
    if (test(queue.getState())) {
      resolve(queue.getState());
      return;
    }
    const stop = queue.subscribe(() => {
      if (!test(queue.getState())) return;
      stop();
      resolve(queue.getState());
    });
  });
}

export interface SendCall {
  body: PostChangesBody;
  keepalive: boolean;
  resolve: (answer: SavedChanges) => void;
  reject: (error: unknown) => void;
}

/** A `send` whose requests stay open until the test answers them, one by one. */
export function controlledSend() {
  const calls: SendCall[] = [];
  const send: SendChanges = (_documentId, body, { keepalive }) =>
    new Promise((resolve, reject) => calls.push({ body, keepalive, resolve, reject }));
  return { send, calls };
}

/**
 * The requests a `stubApi` mock received: its type names only the URL, but fetch is called with
 * the request's options too.
 */
export function requestsOf(fetch: { mock: { calls: unknown[][] } }) {
  return fetch.mock.calls.map(([input, init]) => ({
    url: String(input),
    init: (init ?? {}) as RequestInit,
  }));
}
