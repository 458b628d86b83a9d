import fp from 'fastify-plugin';
import { purgeUnattachedFiles } from '../services/file-purge.js';
import { DatabaseStorage, MovedStorage } from '../storage/database.js';
import { LocalDiskStorage, type FileStorage } from '../storage/index.js';

/** How often the purge of files attached to nothing runs (FILE_PURGE_HOURS says which go). */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded bytes live (FILE_STORAGE: the database, or the disk under FILES_DIR). */
    fileStorage: FileStorage;
  }
}

export interface StoragePluginOptions {
  /** Another backend (an S3 implementation, a test's); default: as FILE_STORAGE says. */
  storage?: FileStorage;
}

/**
 * `app.fileStorage`: the one FileStorage of the app (src/storage), for routes, seed and tools; and
 * every hour, the purge of uploads that nothing uses FILE_PURGE_HOURS after their upload (off at 0).
 */
export default fp<StoragePluginOptions>(
  async (app, options) => {
    const disk = new LocalDiskStorage(app.config.filesDir);
    // In the database, files stored on disk before the switch are still read from there.
    const storage =
      options.storage ??
      (app.config.fileStorage === 'database'
        ? new MovedStorage(new DatabaseStorage(app.db), disk)
        : disk);
    app.decorate('fileStorage', storage);
    const hours = app.config.uploads.purgeAfterHours;
    if (hours === 0) return;
    const purge = () =>
      purgeUnattachedFiles(app.db, storage, new Date(Date.now() - hours * 3600 * 1000)).then(
        (removed) => {
          if (removed > 0) app.log.info({ removed }, 'removed files attached to nothing');
        },
        (error: unknown) => app.log.warn({ err: error }, 'file purge failed'),
      );
    // A process that does not stay up an hour (a test, a CLI) never purges; the timer does not
    // keep it alive either.
    const timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'storage', dependencies: ['db'] },
);
