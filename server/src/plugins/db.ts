import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../lib/config.js';
import type { DatabaseHandle, Dialect } from '../db/database.js';
import type { Database } from '../db/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder; repositories take it (or a transaction) as their first argument. */
    db: Kysely<Database>;
    dialect: Dialect;
    config: Config;
  }
}

export interface DbPluginOptions {
  handle: DatabaseHandle;
  config: Config;
  /** Close the database when the app closes (false when a test owns the handle). */
  ownsHandle: boolean;
}

/** Decorates the instance with the database and the configuration. */
export default fp<DbPluginOptions>(
  async (app, { handle, config, ownsHandle }) => {
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.decorate('config', config);
    if (ownsHandle) app.addHook('onClose', async () => handle.destroy());
  },
  { name: 'db' },
);
