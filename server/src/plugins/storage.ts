import fp from 'fastify-plugin';
import { LocalDiskStorage, type FileStorage } from '../storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded bytes live (local disk under FILES_DIR by default). */
    fileStorage: FileStorage;
  }
}

export interface StoragePluginOptions {
  /** Another backend (an S3 implementation, a test's); default: LocalDiskStorage(FILES_DIR). */
  storage?: FileStorage;
}

/** `app.fileStorage`: the one FileStorage of the app (src/storage), for routes, seed and tools. */
export default fp<StoragePluginOptions>(
  async (app, options) => {
    app.decorate('fileStorage', options.storage ?? new LocalDiskStorage(app.config.filesDir));
  },
  { name: 'storage', dependencies: ['db'] },
);
