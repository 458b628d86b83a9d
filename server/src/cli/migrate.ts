import { createDatabase, migrateToLatest } from '../db/database.js';
import { ConfigError, loadConfig, type Config } from '../lib/config.js';

/** `pnpm --filter @koers/server migrate`: applies pending migrations to DATABASE_URL. */
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(2);
}
const database = createDatabase(config.databaseUrl, { sqliteFastPath: config.sqliteFastPath });
try {
  await migrateToLatest(database);
  console.log(`Migrated ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.destroy();
}
