import { ConfigError, loadConfig } from './lib/config.js';

/**
 * Production entry (`node server/dist/server.js`): migrate, seed a new empty database with the
 * demo data (unless SEED=false), then listen. Stops cleanly on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Loaded after the configuration is known to be good: a wrong variable stops at once.
  const { buildApp } = await import('./app.js');
  const { createDatabase, migrateToLatest } = await import('./db/database.js');
  const database = createDatabase(config.databaseUrl, { sqliteFastPath: config.sqliteFastPath });
  await migrateToLatest(database);
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.destroy());
  if (config.seed) {
    const { seedIfEmpty } = await import('./seed/index.js');
    const seeded = await seedIfEmpty(database.db, {
      log: (line) => app.log.info(line),
      storage: app.fileStorage,
    });
    if (seeded)
      app.log.info('Seeded the new database with the demo data (password: welkom-bij-koers).');
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A wrong variable is the operator's to fix: its name and what is expected, without a stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
