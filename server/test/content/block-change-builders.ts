import type { BlockChange, UpsertBlockChange } from '@koers/contract';

/** Blocks and changes as `POST /api/documents/{id}/changes` takes them, for the tests. */
export const h1 = (content: string) => ({ type: 'h1' as const, content });
export const body = (content: string) => ({ type: 'body' as const, content });
export const upsert = (
  uid: string,
  block: UpsertBlockChange['block'],
  after?: string | null,
): BlockChange =>
  after === undefined ? { op: 'upsert', uid, block } : { op: 'upsert', uid, block, after };
