import type { BlockChange, BlockOverwrite } from '@koers/contract';

/**
 * Changes the server has not confirmed yet, kept on this device: what a save would send, on
 * which document version, and when it was written. Keyed by user and document, so after a
 * reload, a crash or a new login the same user is offered them back, and nobody else is.
 */
export interface Draft {
  userId: number;
  documentId: number;
  /** The document version the changes were made on (the `base_version` to send them with). */
  baseVersion: number;
  /** In order, as `POST …/changes` takes them. */
  changes: BlockChange[];
  /** Conflicts already resolved as "keep mine" (sent with the changes). */
  overwrite: BlockOverwrite[];
  /** When the draft was written (ms since the epoch). */
  savedAt: number;
}

/** Where drafts live. All methods reject when the store cannot be used. */
export interface DraftStore {
  get(userId: number, documentId: number): Promise<Draft | null>;
  put(draft: Draft): Promise<void>;
  delete(userId: number, documentId: number): Promise<void>;
}

export const DRAFT_DATABASE = 'koers-drafts';
const STORE = 'drafts';
/** A draft older than this is not offered any more, and removed when it is looked up. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

interface StoredDraft extends Draft {
  key: string;
}

const keyOf = (userId: number, documentId: number) => `${userId}:${documentId}`;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function completed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/**
 * The draft store on IndexedDB (one database, one object store, the raw API: drafts are a few
 * small records). `factory` is the browser's `indexedDB` by default; tests pass their own.
 */
export function createDraftStore(
  factory: IDBFactory | undefined = globalThis.indexedDB,
  now: () => number = Date.now,
): DraftStore {
  let opening: Promise<IDBDatabase> | null = null;

  function open(): Promise<IDBDatabase> {
    if (!factory) return Promise.reject(new Error('IndexedDB is not available'));
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(DRAFT_DATABASE, 1);
      req.onupgradeneeded = () => {
        if (!req.result.objectStoreNames.contains(STORE)) {
          req.result.createObjectStore(STORE, { keyPath: 'key' });
        }
      };
      req.onsuccess = () => {
        const db = req.result;
        // Another tab upgrading the database: let it, and open again next time.
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        db.onclose = () => {
          opening = null;
        };
        resolve(db);
      };
      req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'));
      req.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
    }).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  }

  async function write(run: (store: IDBObjectStore) => void): Promise<void> {
    const db = await open();
    // Strict: the draft is on disk when the write resolves, also if the browser crashes next.
    const tx = db.transaction(STORE, 'readwrite', { durability: 'strict' });
    run(tx.objectStore(STORE));
    await completed(tx);
  }

  return {
    async get(userId, documentId) {
      const db = await open();
      const tx = db.transaction(STORE, 'readonly');
      const stored = (await request(tx.objectStore(STORE).get(keyOf(userId, documentId)))) as
        StoredDraft | undefined;
      if (!stored) return null;
      if (now() - stored.savedAt > DRAFT_MAX_AGE_MS) {
        await write((store) => store.delete(stored.key));
        return null;
      }
      const { key: _key, ...draft } = stored;
      return draft;
    },
    put(draft) {
      const stored: StoredDraft = { ...draft, key: keyOf(draft.userId, draft.documentId) };
      return write((store) => store.put(stored));
    },
    delete(userId, documentId) {
      return write((store) => store.delete(keyOf(userId, documentId)));
    },
  };
}

let shared: DraftStore | null = null;

/** The app's draft store (the browser's IndexedDB), made on first use. */
export function draftStore(): DraftStore {
  shared ??= createDraftStore();
  return shared;
}
