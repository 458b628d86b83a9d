import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { attachedFileIds, deleteFiles, filesUploadedBefore } from '../repositories/files.js';
import type { FileStorage } from '../storage/index.js';

/** Files looked at per round trip. */
const BATCH = 500;

/**
 * Removes the files uploaded before `before` that nothing uses (no icon, no file block, none in a
 * document's history): an upload whose block was never saved, a replaced icon. The row goes
 * first, then the bytes, so a file is never listed without its bytes; two processes purging at
 * once remove the same rows, which is harmless. Answers how many files went.
 */
export async function purgeUnattachedFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  before: Date,
): Promise<number> {
  const attached = await attachedFileIds(db);
  const cutoff = before.toISOString();
  let removed = 0;
  let afterId = 0;
  for (;;) {
    const batch = await filesUploadedBefore(db, cutoff, afterId, BATCH);
    if (batch.length === 0) return removed;
    afterId = batch.at(-1)!.id;
    const unused = batch.filter((file) => !attached.has(file.id));
    await deleteFiles(
      db,
      unused.map((file) => file.id),
    );
    for (const file of unused) await storage.delete(file.storage_key);
    removed += unused.length;
  }
}
